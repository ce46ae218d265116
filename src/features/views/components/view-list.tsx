// The views page's list: each saved view to open, rename, move up or down, and delete (with an undo),
// focus kept where the reader's next step is and each change announced.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import { showToast } from '@/components/ui/toast';
import { useMessages } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { viewsMessages } from '../messages';
import {
  MAX_NAME_LENGTH,
  moveView,
  removeView,
  renameView,
  restoreView,
  viewsStore,
  type SavedView,
  type ViewFeed,
} from '../store';
import type { RenameViewState } from './save-view-button';

export interface ViewListProps {
  views: readonly SavedView[];
  /** Where a view opens (its `/feed` URL now). */
  hrefOf: (view: ViewFeed) => string;
  /** What a view filters, in words ("Category: Sports, Past week"). */
  describe?: (view: ViewFeed) => string;
}

function RenameForm({ view, onDone }: { view: SavedView; onDone: () => void }) {
  const TEXT = useMessages(viewsMessages);
  const [name, setName] = useState(view.name);
  const [invalid, setInvalid] = useState(false);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!renameView(view.id, name)) {
      setInvalid(true);
      return;
    }
    onDone();
  };
  return (
    <form onSubmit={submit} className="flex w-full flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1 basis-48">
        <label htmlFor={`${id}-name`} className="block text-sm font-medium">
          {TEXT.newName}
        </label>
        <input
          id={`${id}-name`}
          // Focus goes straight to the name, selected, as in a file manager's rename.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          onFocus={(event) => event.currentTarget.select()}
          value={name}
          maxLength={MAX_NAME_LENGTH + 20}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setInvalid(false);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              onDone();
            }
          }}
          className="mt-1 min-h-10 w-full rounded-md border border-rule bg-paper px-3 py-2 text-ink focus-visible:outline-2 focus-visible:outline-accent"
        />
        {invalid && (
          <p id={`${id}-error`} className="mt-1 text-sm text-accent">
            {TEXT.nameNeeded}
          </p>
        )}
      </div>
      <Button type="submit" variant="primary">
        {TEXT.saveName}
      </Button>
      <Button onClick={onDone}>{TEXT.cancel}</Button>
    </form>
  );
}

const iconButton =
  'inline-flex size-10 items-center justify-center rounded-md border border-rule bg-paper-raised text-ink hover:bg-paper-sunk focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-40';

function Arrow({ down = false }: { down?: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className={`size-4 ${down ? 'rotate-180' : ''}`}>
      <path
        d="M8 13V3M3.5 7.5L8 3l4.5 4.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

type Focus = { id: string; control: 'up' | 'down' | 'rename' | 'link' } | { control: 'list' };

export function ViewList({ views, ...props }: ViewListProps) {
  const TEXT = useMessages(viewsMessages);
  const { hrefOf, describe } = props;
  const location = useLocation();
  const navigate = useNavigate();
  const [renaming, setRenaming] = useState<string | undefined>(
    () => (location.state as Partial<RenameViewState> | null)?.renameView,
  );
  const [announcement, setAnnouncement] = useState('');
  const pendingFocus = useRef<Focus>(undefined);
  const controls = useRef(new Map<string, HTMLElement>());
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();

  // The rename asked for from the "Saved" toast is done once, not again on a reload.
  useEffect(() => {
    if ((location.state as Partial<RenameViewState> | null)?.renameView)
      navigate(location, { replace: true, state: null });
  }, [location, navigate]);

  // After the render a move, rename or delete causes, focus goes where the reader's next step is.
  useEffect(() => {
    const focus = pendingFocus.current;
    if (!focus) return;
    pendingFocus.current = undefined;
    if (focus.control === 'list') heading.current?.focus();
    else {
      const target = controls.current.get(`${focus.id}:${focus.control}`);
      // At an end the button just used is disabled: the other one takes the focus.
      const other = controls.current.get(`${focus.id}:${focus.control === 'up' ? 'down' : 'up'}`);
      if (target && !(target as HTMLButtonElement).disabled) target.focus();
      else other?.focus();
    }
  });

  const keep = (id: string, control: string) => (element: HTMLElement | null) => {
    if (element) controls.current.set(`${id}:${control}`, element);
    else controls.current.delete(`${id}:${control}`);
  };

  const move = (view: SavedView, by: -1 | 1) => {
    const to = moveView(view.id, by);
    if (to === undefined) return;
    setAnnouncement(TEXT.moved(view.name, to + 1, views.length));
    pendingFocus.current = { id: view.id, control: by < 0 ? 'up' : 'down' };
  };

  const remove = (view: SavedView, index: number) => {
    const removed = removeView(view.id);
    if (!removed) return;
    showToast(TEXT.deleted(view.name), { label: TEXT.undo, onAction: () => restoreView(removed) });
    const next = views[index + 1] ?? views[index - 1];
    pendingFocus.current = next ? { id: next.id, control: 'link' } : { control: 'list' };
  };

  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1} className="mb-3 font-serif text-xl font-semibold">
        {TEXT.listTitle}
      </h2>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {views.length === 0 ? (
        <p className="rounded-lg border border-dashed border-rule p-5 text-ink-soft">
          {TEXT.empty}{' '}
          <Link className="text-accent underline underline-offset-4" to={paths.categories()}>
            {TEXT.emptyLink}
          </Link>
        </p>
      ) : (
        <ol className="grid gap-2" aria-labelledby={titleId}>
          {views.map((view, index) => (
            <li
              key={view.id}
              className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-rule bg-paper-raised p-3"
            >
              {renaming === view.id ? (
                <RenameForm
                  view={view}
                  onDone={() => {
                    setRenaming(undefined);
                    const renamed = viewsStore.get().find((other) => other.id === view.id);
                    if (renamed && renamed.name !== view.name) setAnnouncement(TEXT.renamed(renamed.name));
                    pendingFocus.current = { id: view.id, control: 'rename' };
                  }}
                />
              ) : (
                <>
                  <div className="min-w-0 flex-1 basis-40">
                    <Link
                      ref={keep(view.id, 'link')}
                      to={hrefOf(view)}
                      className="font-medium break-words text-ink underline decoration-rule underline-offset-4 hover:text-accent hover:decoration-accent focus-visible:outline-2 focus-visible:outline-accent"
                    >
                      {view.name}
                    </Link>
                    {describe && (
                      <p className="mt-0.5 text-xs break-words text-ink-muted">{describe(view)}</p>
                    )}
                  </div>
                  <div className="flex shrink-0 items-center gap-1.5">
                    <button
                      type="button"
                      ref={keep(view.id, 'rename')}
                      className={buttonClasses('secondary', 'px-3')}
                      aria-label={`${TEXT.rename} ${view.name}`}
                      onClick={() => setRenaming(view.id)}
                    >
                      {TEXT.rename}
                    </button>
                    <button
                      type="button"
                      ref={keep(view.id, 'up')}
                      className={iconButton}
                      aria-label={TEXT.moveUp(view.name)}
                      title={TEXT.moveUpTitle}
                      disabled={index === 0}
                      onClick={() => move(view, -1)}
                    >
                      <Arrow />
                    </button>
                    <button
                      type="button"
                      ref={keep(view.id, 'down')}
                      className={iconButton}
                      aria-label={TEXT.moveDown(view.name)}
                      title={TEXT.moveDownTitle}
                      disabled={index === views.length - 1}
                      onClick={() => move(view, 1)}
                    >
                      <Arrow down />
                    </button>
                    <Button
                      className="px-3"
                      aria-label={`${TEXT.delete} ${view.name}`}
                      onClick={() => remove(view, index)}
                    >
                      {TEXT.delete}
                    </Button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
