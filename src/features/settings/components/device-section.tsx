// "Use Gazette on another device": the reader's id travels as a link (/settings?user=<id>), which the
// other device adopts after asking; a reset asks first, shows the id it leaves, and can be undone.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { uiMessages } from '@/components/ui/messages';
import { showToast } from '@/components/ui/toast';
import { forgetUserAnswers } from '@/lib/offline-caches';
import { paths } from '@/lib/paths';
import { Section } from './section';
import { newUserId, updateSettings, useSettings, USER_ID_PATTERN } from '@/lib/settings';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { namespace, useMessages } from '@/lib/i18n';
import type { Messages } from './device-section.en';

const messages = namespace<Messages>('features/settings/components/device-section');

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
  const ui = useMessages(uiMessages);
  const dialog = useModalDialog(open, onCancel);
  const titleId = useId();
  return (
    <dialog
      {...dialog}
      aria-labelledby={titleId}
      className="m-auto max-w-md rounded-lg border border-rule bg-paper p-6 text-ink shadow-xl backdrop:bg-ink/40"
    >
      <h2 id={titleId} className="font-serif text-xl font-semibold">
        {title}
      </h2>
      <div className="mt-3 space-y-2 text-sm text-ink-soft">{children}</div>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button onClick={onCancel}>{ui.cancel}</Button>
        <Button variant="primary" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}

export function DeviceSection() {
  const t = useMessages(messages);
  const ui = useMessages(uiMessages);
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
    // The id left behind takes its answers out of the offline caches (Undo asks for them afresh).
    void forgetUserAnswers(previous).catch(() => undefined);
    setMessage(said);
    showToast(said, { label: ui.undo, onAction: () => updateSettings({ userId: previous }) });
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(deviceLink(settings.userId));
      setMessage(t.copied);
    } catch {
      setMessage(t.copyRefused);
    }
  };

  const useOther = (event: FormEvent) => {
    event.preventDefault();
    if (!draftValid) return;
    switchTo(draft.trim(), t.usingPasted);
    setDraft('');
  };

  return (
    <Section title={t.title}>
      {adopting && (
        <div role="group" aria-label={t.fromLink} className="rounded-md bg-paper-sunk p-3">
          {offeredValid ? (
            <>
              <p className="font-medium">{t.adoptQuestion}</p>
              <p className="mt-1 text-sm text-ink-soft">
                {t.adoptWill.before} <code className={code}>{offered}</code> {t.adoptWill.middle}{' '}
                <code className={code}>{settings.userId}</code>
                {t.adoptWill.after}
              </p>
              <p className="mt-1 text-sm text-ink-soft">{t.adoptShares}</p>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button
                  variant="primary"
                  onClick={() => {
                    switchTo(offered, t.usingLink);
                    forgetOffer();
                  }}
                >
                  {t.adopt}
                </Button>
                <Button onClick={forgetOffer}>{t.keep}</Button>
              </div>
            </>
          ) : (
            <p className="text-sm">
              {t.badLink}{' '}
              <button type="button" className="text-accent underline" onClick={forgetOffer}>
                {ui.dismiss}
              </button>
            </p>
          )}
        </div>
      )}
      <p className="text-sm text-ink-soft">{t.explain}</p>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="primary" onClick={() => void copy()}>
          {t.copy}
        </Button>
        <span className="text-sm text-ink-muted">
          {t.yourId}{' '}
          <code data-testid="user-id" className={code}>
            {settings.userId}
          </code>
        </span>
      </div>
      <details className="rounded-md border border-rule p-3">
        <summary className="cursor-pointer text-sm font-medium">{t.otherOptions}</summary>
        <form onSubmit={useOther} className="mt-3 flex flex-wrap items-end gap-2">
          <div className="flex min-w-56 flex-1 flex-col gap-1">
            <label htmlFor={inputId} className="text-sm font-medium">
              {t.useAnother}
            </label>
            <input
              id={inputId}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              placeholder={t.paste}
              aria-invalid={draft !== '' && !draftValid}
              aria-describedby={`${inputId}-hint`}
              className={field}
              autoComplete="off"
              spellCheck={false}
            />
            <span id={`${inputId}-hint`} className="text-xs text-ink-muted">
              {t.rule}
            </span>
          </div>
          <Button type="submit" disabled={!draftValid}>
            {t.useThis}
          </Button>
        </form>
        <div className="mt-4 border-t border-rule pt-3">
          <Button onClick={() => setConfirmingReset(true)}>{t.reset}</Button>
          <p className="mt-1 text-xs text-ink-muted">{t.resetNote}</p>
        </div>
      </details>
      <Confirm
        open={confirmingReset}
        title={t.resetQuestion}
        confirmLabel={t.resetConfirm}
        onCancel={() => setConfirmingReset(false)}
        onConfirm={() => {
          setConfirmingReset(false);
          switchTo(newUserId(), t.newId);
        }}
      >
        <p>{t.resetLoses}</p>
        <p>
          <code data-testid="old-user-id" className={code}>
            {settings.userId}
          </code>
        </p>
        <p>{t.resetKeeps}</p>
      </Confirm>
      <p role="status" aria-live="polite" className="min-h-5 text-sm text-ink-soft">
        {message}
      </p>
    </Section>
  );
}
