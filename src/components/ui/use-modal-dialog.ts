import { useEffect, useRef, type SyntheticEvent } from 'react';

/**
 * A native `<dialog>` shown as a modal while `open` is true, closed when it turns false. `onClose` is told
 * when the dialog closes by itself (Escape) — spread the returned props on the `<dialog>`.
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // jsdom lacks showModal (as the comic viewer notes); `open` still shows the dialog there.
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.open = true;
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return {
    ref,
    // Escape is told at once: its `close` event comes a task later, after a key pressed right after it
    // (Escape then ? reopens the shortcuts) may have opened the dialog again.
    onCancel: () => onClose(),
    // So a `close` event that finds the dialog open again belongs to an earlier closing.
    onClose: (event: SyntheticEvent<HTMLDialogElement>) => {
      if (!event.currentTarget.open) onClose();
    },
  };
}
