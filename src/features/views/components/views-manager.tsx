// The views page's body: the reader's saved views to open, rename, reorder and delete, and the file that
// carries them to another browser. Everything here is this browser's, so it shows once the app runs.
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import { showToast } from '@/components/ui/toast';
import { useHydrated } from '@/lib/hydrated';
import { paths } from '@/lib/paths';
import {
  MAX_NAME_LENGTH,
  MAX_VIEWS,
  mergeViews,
  moveView,
  removeView,
  renameView,
  restoreView,
  viewsStore,
  type SavedView,
  type ViewFeed,
} from '../store';
import { hasLocalFollows, mergeLocalFollows, useLocalFollows } from '@/lib/follows';
import { MAX_FILE_BYTES, readViewsFile, VIEWS_FILE_NAME, viewsFileText } from '../views-file';
import type { RenameViewState } from './save-view-button';
import { defineMessages, plural, useMessages } from '@/lib/i18n';

const messages = defineMessages({
  en: {
    listTitle: 'Your views',
    loading: 'Loading your views…',
    empty: 'No saved views yet. On a filtered feed, press “Save view” to keep its filters here.',
    emptyLink: 'Browse the categories',
    rename: 'Rename',
    moveUp: (name: string) => `Move ${name} up`,
    moveDown: (name: string) => `Move ${name} down`,
    moveUpTitle: 'Move up',
    moveDownTitle: 'Move down',
    delete: 'Delete',
    newName: 'New name',
    saveName: 'Save name',
    cancel: 'Cancel',
    nameNeeded: `A view needs a name of 1 to ${MAX_NAME_LENGTH} characters.`,
    renamed: (name: string) => `Renamed to “${name}”.`,
    moved: (name: string, place: number, of: number) => `Moved “${name}” to place ${place} of ${of}.`,
    deleted: (name: string) => `Deleted “${name}”`,
    undo: 'Undo',
    fileTitle: 'Move your views to another browser',
    fileHelp: `Export saves your views, and the sources, topics and categories you follow or mute, to a file (${VIEWS_FILE_NAME}); import it in another browser. Imported views are added to yours; a view already saved is not added twice.`,
    importedFollows: (added: number) =>
      added === 0
        ? 'No new follows or mutes.'
        : `${plural('en', added, { one: '# follow or mute', other: '# follows and mutes' })} added.`,
    export: 'Export views',
    import: 'Import views',
    exported: (count: number) =>
      `Exported ${plural('en', count, { one: '# view', other: '# views' })} to ${VIEWS_FILE_NAME}.`,
    tooLarge: 'This file is too large to be a saved-views file. Nothing was imported.',
    unreadable: 'This file could not be read. Nothing was imported.',
    imported: ({ added, alreadySaved, leftOut }: ImportCounts) =>
      [
        added === 0
          ? 'No new views in this file'
          : `Imported ${plural('en', added, { one: '# view', other: '# views' })}`,
        alreadySaved > 0
          ? plural('en', alreadySaved, { one: '# was already saved', other: '# were already saved' })
          : '',
        leftOut > 0 ? `${leftOut} left out: at most ${MAX_VIEWS} views are kept` : '',
      ]
        .filter(Boolean)
        .join('; ') + '.',
  },
  es: {
    listTitle: 'Tus vistas',
    loading: 'Cargando tus vistas…',
    empty:
      'Aún no hay vistas guardadas. En un feed filtrado, pulsa “Guardar vista” para guardar sus filtros aquí.',
    emptyLink: 'Ver las categorías',
    rename: 'Renombrar',
    moveUp: (name: string) => `Subir ${name}`,
    moveDown: (name: string) => `Bajar ${name}`,
    moveUpTitle: 'Subir',
    moveDownTitle: 'Bajar',
    delete: 'Borrar',
    newName: 'Nuevo nombre',
    saveName: 'Guardar nombre',
    cancel: 'Cancelar',
    nameNeeded: `Una vista necesita un nombre de 1 a ${MAX_NAME_LENGTH} caracteres.`,
    renamed: (name: string) => `Renombrada como “${name}”.`,
    moved: (name: string, place: number, of: number) => `“${name}” movida al puesto ${place} de ${of}.`,
    deleted: (name: string) => `“${name}” borrada`,
    undo: 'Deshacer',
    fileTitle: 'Lleva tus vistas a otro navegador',
    fileHelp: `Exportar guarda tus vistas, y las fuentes, temas y categorías que sigues o silencias, en un archivo (${VIEWS_FILE_NAME}); impórtalo en otro navegador. Las vistas importadas se añaden a las tuyas; una vista ya guardada no se añade dos veces.`,
    importedFollows: (added: number) =>
      added === 0
        ? 'Ningún seguimiento ni silencio nuevo.'
        : `${plural('es', added, { one: '# seguimiento o silencio añadido', other: '# seguimientos y silencios añadidos' })}.`,
    export: 'Exportar vistas',
    import: 'Importar vistas',
    exported: (count: number) =>
      `${plural('es', count, { one: '# vista exportada', other: '# vistas exportadas' })} a ${VIEWS_FILE_NAME}.`,
    tooLarge: 'Este archivo es demasiado grande para ser de vistas guardadas. No se importó nada.',
    unreadable: 'No se pudo leer este archivo. No se importó nada.',
    imported: ({ added, alreadySaved, leftOut }: ImportCounts) =>
      [
        added === 0
          ? 'No hay vistas nuevas en este archivo'
          : plural('es', added, { one: '# vista importada', other: '# vistas importadas' }),
        alreadySaved > 0
          ? plural('es', alreadySaved, { one: '# ya estaba guardada', other: '# ya estaban guardadas' })
          : '',
        leftOut > 0 ? `${leftOut} fuera: se guardan como mucho ${MAX_VIEWS} vistas` : '',
      ]
        .filter(Boolean)
        .join('; ') + '.',
  },
  pt: {
    listTitle: 'Suas visões',
    loading: 'Carregando suas visões…',
    empty:
      'Nenhuma visão salva ainda. Num feed filtrado, toque em “Salvar visão” para guardar os filtros aqui.',
    emptyLink: 'Ver as categorias',
    rename: 'Renomear',
    moveUp: (name: string) => `Subir ${name}`,
    moveDown: (name: string) => `Descer ${name}`,
    moveUpTitle: 'Subir',
    moveDownTitle: 'Descer',
    delete: 'Apagar',
    newName: 'Novo nome',
    saveName: 'Salvar nome',
    cancel: 'Cancelar',
    nameNeeded: `Uma visão precisa de um nome de 1 a ${MAX_NAME_LENGTH} caracteres.`,
    renamed: (name: string) => `Renomeada para “${name}”.`,
    moved: (name: string, place: number, of: number) => `“${name}” movida para a posição ${place} de ${of}.`,
    deleted: (name: string) => `“${name}” apagada`,
    undo: 'Desfazer',
    fileTitle: 'Leve suas visões para outro navegador',
    fileHelp: `Exportar salva suas visões, e as fontes, temas e categorias que você segue ou silencia, num arquivo (${VIEWS_FILE_NAME}); importe-o em outro navegador. As visões importadas se somam às suas; uma visão já salva não é adicionada duas vezes.`,
    importedFollows: (added: number) =>
      added === 0
        ? 'Nenhum item seguido ou silenciado novo.'
        : `${plural('pt', added, { one: '# item seguido ou silenciado adicionado', other: '# itens seguidos ou silenciados adicionados' })}.`,
    export: 'Exportar visões',
    import: 'Importar visões',
    exported: (count: number) =>
      `${plural('pt', count, { one: '# visão exportada', other: '# visões exportadas' })} para ${VIEWS_FILE_NAME}.`,
    tooLarge: 'Este arquivo é grande demais para ser de visões salvas. Nada foi importado.',
    unreadable: 'Não foi possível ler este arquivo. Nada foi importado.',
    imported: ({ added, alreadySaved, leftOut }: ImportCounts) =>
      [
        added === 0
          ? 'Nenhuma visão nova neste arquivo'
          : plural('pt', added, { one: '# visão importada', other: '# visões importadas' }),
        alreadySaved > 0
          ? plural('pt', alreadySaved, { one: '# já estava salva', other: '# já estavam salvas' })
          : '',
        leftOut > 0 ? `${leftOut} de fora: no máximo ${MAX_VIEWS} visões são mantidas` : '',
      ]
        .filter(Boolean)
        .join('; ') + '.',
  },
});

interface ImportCounts {
  added: number;
  alreadySaved: number;
  leftOut: number;
}

export interface ViewsManagerProps {
  /** Where a view opens (its `/feed` URL now). */
  hrefOf: (view: ViewFeed) => string;
  /** A view's feed in its one written form, for imported views. */
  canonical: (view: ViewFeed) => ViewFeed;
  /** What a view filters, in words ("Category: Sports, Past week"). */
  describe?: (view: ViewFeed) => string;
}

function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it started.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function RenameForm({ view, onDone }: { view: SavedView; onDone: () => void }) {
  const TEXT = useMessages(messages);
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

function ViewList({ views, ...props }: ViewsManagerProps & { views: readonly SavedView[] }) {
  const TEXT = useMessages(messages);
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

function ViewsFile({
  views,
  canonical,
}: {
  views: readonly SavedView[];
  canonical: ViewsManagerProps['canonical'];
}) {
  const TEXT = useMessages(messages);
  const [message, setMessage] = useState<{ text: string; error: boolean }>();
  const inputId = useId();
  const titleId = useId();
  const follows = useLocalFollows();

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file may be chosen again (after fixing it, or into another list).
    input.value = '';
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) return setMessage({ text: TEXT.tooLarge, error: true });
    let text: string;
    try {
      text = await file.text();
    } catch {
      return setMessage({ text: TEXT.unreadable, error: true });
    }
    const read = readViewsFile(text, canonical);
    if ('error' in read) return setMessage({ text: read.error, error: true });
    const views = TEXT.imported(mergeViews(read.views));
    const follows = read.follows ? ` ${TEXT.importedFollows(mergeLocalFollows(read.follows).added)}` : '';
    setMessage({ text: `${views}${follows}`, error: false });
  };

  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-rule bg-paper-raised p-4">
      <h2 id={titleId} className="font-serif text-lg font-semibold">
        {TEXT.fileTitle}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{TEXT.fileHelp}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          disabled={views.length === 0 && !hasLocalFollows(follows)}
          onClick={() => {
            download(viewsFileText(views, follows), VIEWS_FILE_NAME);
            setMessage({ text: TEXT.exported(views.length), error: false });
          }}
        >
          {TEXT.export}
        </Button>
        <label
          htmlFor={inputId}
          className={buttonClasses(
            'secondary',
            'cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-accent',
          )}
        >
          {TEXT.import}
          <input
            id={inputId}
            type="file"
            accept=".json,application/json"
            className="sr-only"
            onChange={(event) => void importFile(event)}
          />
        </label>
      </div>
      {/* One live region for both outcomes; a refused file is worded as such and styled apart. */}
      <p
        role="status"
        className={`mt-3 text-sm ${message?.error ? 'font-medium text-accent' : 'text-ink-soft'}`}
      >
        {message?.text}
      </p>
    </section>
  );
}

/** The views page's body. Before the app runs it holds the list's place: the server cannot know it. */
export function ViewsManager(props: ViewsManagerProps) {
  const TEXT = useMessages(messages);
  const hydrated = useHydrated();
  const views = viewsStore.use();
  return (
    <div className="grid max-w-3xl gap-6">
      <ViewsFile views={views} canonical={props.canonical} />
      {hydrated ? (
        <ViewList views={views} {...props} />
      ) : (
        <p className="text-ink-muted" aria-busy="true">
          {TEXT.loading}
        </p>
      )}
    </div>
  );
}
