import { useEffect, useRef } from 'react';

/** A native `<dialog>` shown as a modal while `open` is true, closed when it turns false. */
export function useModalDialog(open: boolean) {
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
  return ref;
}
