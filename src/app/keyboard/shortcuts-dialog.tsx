import { Button } from '@/components/ui/button';
import { SHORTCUTS } from './shortcuts';
import { useModalDialog } from '@/components/ui/use-modal-dialog';

/** The list of shortcuts ("?"), a modal dialog that Escape or its button closes. */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialog = useModalDialog(open);
  return (
    <dialog
      ref={dialog}
      aria-labelledby="shortcuts-title"
      onClose={onClose}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-lg border border-rule bg-paper-raised p-5 text-ink backdrop:bg-ink/40"
    >
      <h2 id="shortcuts-title" className="font-serif text-xl font-semibold">
        Keyboard shortcuts
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {SHORTCUTS.map((shortcut) => (
          <div key={shortcut.keys} className="contents">
            <dt>
              {shortcut.keys.split(' ').map((key, index) => (
                <span key={index}>
                  {index > 0 && <span className="mx-1 text-ink-muted">then</span>}
                  <kbd className="rounded border border-rule bg-paper-sunk px-1.5 py-0.5 font-mono">
                    {key}
                  </kbd>
                </span>
              ))}
            </dt>
            <dd>{shortcut.label}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-ink-muted">Shortcuts wait while you type in a field.</p>
      <div className="mt-4 flex justify-end">
        <Button onClick={onClose}>Close</Button>
      </div>
    </dialog>
  );
}
