import { useEffect, useRef, useState, type ReactNode } from 'react';
import { afterNextFrame } from '../lib/afterPaint';

/**
 * StaticDialog is a modal dialog on the native <dialog> element: the browser keeps it
 * above the page, makes the rest inert and moves focus into it. It cannot be closed
 * with Escape or the backdrop; should the browser close it anyway (Chromium does on
 * a repeated Escape), it opens again. It renders nothing while open is false. Focus
 * goes to the child marked data-autofocus, else to the first that takes focus.
 */
export function StaticDialog({ open, labelledBy, className = '', children }: { open: boolean; labelledBy: string; className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  // The content renders once the dialog is modal (issue 22). A modal dialog makes the rest
  // of the page inert, and the browser then works out the whole page's style again: not in
  // the commit that mounted the dialog, but in a task of its own. Opened empty, showModal
  // lays out the dialog alone; its content is drawn in the next frame without a script
  // waiting on it (a profiled load recorded each of its ~60 boxes with the script's stack),
  // and the focus moves once it is there.
  const [modal, setModal] = useState(false);
  useEffect(() => {
    const d = ref.current;
    if (!open || !d) return;
    // In a task after the next frame: the page below is laid out by then, and showModal,
    // which lays out at once, has only the dialog to do.
    const cancel = afterNextFrame(() => {
      if (!d.open) d.showModal();
      // The page below does not scroll while the dialog is open (app.scss).
      document.body.classList.add('static-dialog-open');
      setModal(true);
    });
    return () => {
      cancel();
      document.body.classList.remove('static-dialog-open');
      setModal(false);
    };
  }, [open]);
  useEffect(() => {
    const d = ref.current;
    if (!modal || !d) return;
    // After the content's frame: it is laid out by then.
    return afterNextFrame(() => d.querySelector<HTMLElement>('[data-autofocus]')?.focus());
  }, [modal]);
  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={`static-dialog ${className}`}
      aria-labelledby={labelledBy}
      aria-modal="true"
      onCancel={(e) => e.preventDefault()}
      onClose={(e) => e.currentTarget.showModal()}
    >
      {modal && <div className="modal-content">{children}</div>}
    </dialog>
  );
}
