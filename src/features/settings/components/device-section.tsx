// "Use Gazette on another device": the reader's id travels as a link (/settings?user=<id>), which the
// other device adopts after asking; a reset asks first, shows the id it leaves, and can be undone.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { showToast } from '@/components/ui/toast';
import { paths } from '@/lib/paths';
import { Section } from './section';
import { newUserId, updateSettings, useSettings, USER_ID_PATTERN } from '@/lib/settings';
import { useModalDialog } from '@/components/ui/use-modal-dialog';

const field = 'min-h-10 rounded-md border border-rule bg-paper-raised px-3 text-sm';
const code = 'rounded bg-paper-sunk px-2 py-1 font-mono text-sm break-all';

/** The link that carries a user id to another device. */
export const deviceLink = (userId: string) =>
  `${window.location.origin}${paths.settings()}?user=${encodeURIComponent(userId)}`;

/** A modal question (native <dialog>: focus stays inside, Escape cancels, focus returns). */
function Confirm({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const dialog = useModalDialog(open);
  const titleId = useId();
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onCancel}
      className="m-auto max-w-md rounded-lg border border-rule bg-paper p-6 text-ink shadow-xl backdrop:bg-ink/40"
    >
      <h2 id={titleId} className="font-serif text-xl font-semibold">
        {title}
      </h2>
      <div className="mt-3 space-y-2 text-sm text-ink-soft">{children}</div>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="primary" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}

export function DeviceSection() {
  const settings = useSettings();
  const inputId = useId();
  const [search, setSearch] = useSearchParams();
  const [draft, setDraft] = useState('');
  const [message, setMessage] = useState('');
  const [confirmingReset, setConfirmingReset] = useState(false);
  const draftValid = USER_ID_PATTERN.test(draft.trim());
  const offered = search.get('user');
  const adopting = offered !== null && offered !== settings.userId;
  const offeredValid = offered !== null && USER_ID_PATTERN.test(offered);

  const forgetOffer = () =>
    setSearch(
      (current) => {
        current.delete('user');
        return current;
      },
      { replace: true },
    );

  const switchTo = (userId: string, said: string) => {
    const previous = settings.userId;
    updateSettings({ userId });
    setMessage(said);
    showToast(said, { label: 'Undo', onAction: () => updateSettings({ userId: previous }) });
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(deviceLink(settings.userId));
      setMessage('Link copied. Open it on your other device.');
    } catch {
      setMessage('Copying is not allowed here; select the link and copy it by hand.');
    }
  };

  const useOther = (event: FormEvent) => {
    event.preventDefault();
    if (!draftValid) return;
    switchTo(draft.trim(), 'Now using the pasted user id.');
    setDraft('');
  };

  return (
    <Section title="Use Gazette on another device">
      {adopting && (
        <div role="group" aria-label="Link from another device" className="rounded-md bg-paper-sunk p-3">
          {offeredValid ? (
            <>
              <p className="font-medium">Use the follows from this link on this device?</p>
              <p className="mt-1 text-sm text-ink-soft">
                This device will read the follows of <code className={code}>{offered}</code> instead of{' '}
                <code className={code}>{settings.userId}</code>. You can undo it.
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button
                  variant="primary"
                  onClick={() => {
                    switchTo(offered, 'Now using the follows from your link.');
                    forgetOffer();
                  }}
                >
                  Use these follows
                </Button>
                <Button onClick={forgetOffer}>Keep mine</Button>
              </div>
            </>
          ) : (
            <p className="text-sm">
              This link does not carry a user id Gazette knows how to read.{' '}
              <button type="button" className="text-accent underline" onClick={forgetOffer}>
                Dismiss
              </button>
            </p>
          )}
        </div>
      )}
      <p className="text-sm text-ink-soft">
        Gazette remembers who you follow under a private id, without an account. Open this link on your phone
        or another browser to bring your follows along.
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="primary" onClick={() => void copy()}>
          Copy link
        </Button>
        <span className="text-sm text-ink-muted">
          Your id:{' '}
          <code data-testid="user-id" className={code}>
            {settings.userId}
          </code>
        </span>
      </div>
      <details className="rounded-md border border-rule p-3">
        <summary className="cursor-pointer text-sm font-medium">Other options</summary>
        <form onSubmit={useOther} className="mt-3 flex flex-wrap items-end gap-2">
          <div className="flex min-w-56 flex-1 flex-col gap-1">
            <label htmlFor={inputId} className="text-sm font-medium">
              Use another user id
            </label>
            <input
              id={inputId}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              placeholder="Paste a user id"
              aria-invalid={draft !== '' && !draftValid}
              aria-describedby={`${inputId}-hint`}
              className={field}
              autoComplete="off"
              spellCheck={false}
            />
            <span id={`${inputId}-hint`} className="text-xs text-ink-muted">
              1–64 letters, digits, “-” or “_”.
            </span>
          </div>
          <Button type="submit" disabled={!draftValid}>
            Use this id
          </Button>
        </form>
        <div className="mt-4 border-t border-rule pt-3">
          <Button onClick={() => setConfirmingReset(true)}>Reset user id</Button>
          <p className="mt-1 text-xs text-ink-muted">Start afresh with no follows on this device.</p>
        </div>
      </details>
      <Confirm
        open={confirmingReset}
        title="Start afresh with a new id?"
        confirmLabel="Reset"
        onCancel={() => setConfirmingReset(false)}
        onConfirm={() => {
          setConfirmingReset(false);
          switchTo(newUserId(), 'A new user id was created. Your follows stay with the old id.');
        }}
      >
        <p>This device will no longer show the follows kept under</p>
        <p>
          <code data-testid="old-user-id" className={code}>
            {settings.userId}
          </code>
        </p>
        <p>They stay there: Undo, or that id pasted back, brings them back.</p>
      </Confirm>
      <p role="status" aria-live="polite" className="min-h-5 text-sm text-ink-soft">
        {message}
      </p>
    </Section>
  );
}
