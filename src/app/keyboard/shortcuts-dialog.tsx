import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n';
import { uiMessages } from '@/components/ui/messages';
import { frameMessages } from '../messages';
import { SHORTCUTS } from './shortcuts';
import { useModalDialog } from '@/components/ui/use-modal-dialog';

/**
 * The list of shortcuts ("?"), a modal dialog that Escape or its button closes. It is rendered from the
 * first time it is asked for, then kept (closing the open dialog is what returns focus where it was):
 * shortcuts need the app, so the server's page and its hydration carry none of its seventy elements.
 */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useMessages(frameMessages);
  const ui = useMessages(uiMessages);
  const dialog = useModalDialog(open, onClose);
  const [asked, setAsked] = useState(open);
  if (open && !asked) setAsked(true);
  if (!asked) return null;
  return (
    <dialog
      {...dialog}
      aria-labelledby="shortcuts-title"
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-lg border border-rule bg-paper-raised p-5 text-ink backdrop:bg-ink/40"
    >
      <h2 id="shortcuts-title" className="font-serif text-xl font-semibold">
        {t.shortcutsTitle}
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {SHORTCUTS.map((shortcut) => (
          <div key={shortcut.keys} className="contents">
            <dt>
              {shortcut.keys.split(' ').map((key, index) => (
                <span key={index}>
                  {index > 0 && <span className="mx-1 text-ink-muted">{t.then}</span>}
                  <kbd className="rounded border border-rule bg-paper-sunk px-1.5 py-0.5 font-mono">
                    {key}
                  </kbd>
                </span>
              ))}
            </dt>
            <dd>{t.shortcuts[shortcut.action]}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-ink-muted">{t.shortcutsWait}</p>
      <div className="mt-4 flex justify-end">
        <Button onClick={onClose}>{ui.close}</Button>
      </div>
    </dialog>
  );
}
