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
import { defineMessages, useMessages } from '@/lib/i18n';

const messages = defineMessages({
  en: {
    title: 'Use Gazette on another device',
    fromLink: 'Link from another device',
    adoptQuestion: 'Use the follows from this link on this device?',
    adoptWill: {
      before: 'This device will read the follows of',
      middle: 'instead of',
      after: '. You can undo it.',
    },
    adoptShares:
      'Whoever has this link sees the follows you make on this device after you use it, and can change them.',
    adopt: 'Use these follows',
    keep: 'Keep mine',
    badLink: 'This link does not carry a user id Gazette knows how to read.',
    explain:
      'Gazette remembers who you follow under a private id, without an account. Open this link on your phone or another browser to bring your follows along.',
    copy: 'Copy link',
    yourId: 'Your id:',
    otherOptions: 'Other options',
    useAnother: 'Use another user id',
    paste: 'Paste a user id',
    rule: '1–64 letters, digits, “-” or “_”.',
    useThis: 'Use this id',
    reset: 'Reset user id',
    resetNote: 'Start afresh with no follows on this device.',
    resetQuestion: 'Start afresh with a new id?',
    resetConfirm: 'Reset',
    resetLoses: 'This device will no longer show the follows kept under',
    resetKeeps: 'They stay there: Undo, or that id pasted back, brings them back.',
    copied: 'Link copied. Open it on your other device.',
    copyRefused: 'Copying is not allowed here; select the link and copy it by hand.',
    usingPasted: 'Now using the pasted user id.',
    usingLink: 'Now using the follows from your link.',
    newId: 'A new user id was created. Your follows stay with the old id.',
  },
  es: {
    title: 'Usa Gazette en otro dispositivo',
    fromLink: 'Enlace de otro dispositivo',
    adoptQuestion: '¿Usar en este dispositivo lo que se sigue en este enlace?',
    adoptWill: {
      before: 'Este dispositivo mostrará lo que sigue',
      middle: 'en lugar de',
      after: '. Puedes deshacerlo.',
    },
    adoptShares:
      'Quien tenga este enlace verá lo que sigas en este dispositivo después de usarlo, y podrá cambiarlo.',
    adopt: 'Usar los de este enlace',
    keep: 'Conservar los míos',
    badLink: 'Este enlace no contiene un id de usuario que Gazette sepa leer.',
    explain:
      'Gazette recuerda a quién sigues con un id privado, sin necesidad de cuenta. Abre este enlace en tu teléfono o en otro navegador para llevarte lo que sigues.',
    copy: 'Copiar enlace',
    yourId: 'Tu id:',
    otherOptions: 'Otras opciones',
    useAnother: 'Usar otro id de usuario',
    paste: 'Pega un id de usuario',
    rule: 'De 1 a 64 letras, números, “-” o “_”.',
    useThis: 'Usar este id',
    reset: 'Restablecer el id de usuario',
    resetNote: 'Empieza de cero en este dispositivo, sin seguir a nadie.',
    resetQuestion: '¿Empezar de cero con un id nuevo?',
    resetConfirm: 'Restablecer',
    resetLoses: 'Este dispositivo dejará de mostrar lo que sigues con el id',
    resetKeeps: 'Todo sigue guardado ahí: Deshacer, o volver a pegar ese id, lo recupera.',
    copied: 'Enlace copiado. Ábrelo en tu otro dispositivo.',
    copyRefused: 'Aquí no se puede copiar; selecciona el enlace y cópialo a mano.',
    usingPasted: 'Ahora usas el id de usuario que pegaste.',
    usingLink: 'Ahora usas lo que se sigue en tu enlace.',
    newId: 'Se creó un id de usuario nuevo. Lo que sigues queda con el id anterior.',
  },
  pt: {
    title: 'Use o Gazette em outro dispositivo',
    fromLink: 'Link de outro dispositivo',
    adoptQuestion: 'Usar neste dispositivo o que é seguido neste link?',
    adoptWill: {
      before: 'Este dispositivo vai mostrar o que segue',
      middle: 'em vez de',
      after: '. Você pode desfazer.',
    },
    adoptShares:
      'Quem tiver este link verá quem você seguir neste dispositivo depois de usá-lo, e poderá mudar isso.',
    adopt: 'Usar os deste link',
    keep: 'Manter os meus',
    badLink: 'Este link não contém um id de usuário que o Gazette consiga ler.',
    explain:
      'O Gazette lembra quem você segue com um id privado, sem precisar de conta. Abra este link no celular ou em outro navegador para levar junto o que você segue.',
    copy: 'Copiar link',
    yourId: 'Seu id:',
    otherOptions: 'Outras opções',
    useAnother: 'Usar outro id de usuário',
    paste: 'Cole um id de usuário',
    rule: 'De 1 a 64 letras, números, “-” ou “_”.',
    useThis: 'Usar este id',
    reset: 'Redefinir o id de usuário',
    resetNote: 'Comece do zero neste dispositivo, sem seguir ninguém.',
    resetQuestion: 'Começar do zero com um novo id?',
    resetConfirm: 'Redefinir',
    resetLoses: 'Este dispositivo deixará de mostrar o que você segue com o id',
    resetKeeps: 'Tudo continua guardado lá: Desfazer, ou colar esse id de novo, traz tudo de volta.',
    copied: 'Link copiado. Abra-o no seu outro dispositivo.',
    copyRefused: 'Não é possível copiar aqui; selecione o link e copie manualmente.',
    usingPasted: 'Agora você está usando o id de usuário colado.',
    usingLink: 'Agora você está usando o que é seguido no seu link.',
    newId: 'Um novo id de usuário foi criado. O que você seguia continua com o id antigo.',
  },
});

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
