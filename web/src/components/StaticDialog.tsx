import { useEffect, useRef, type ReactNode } from 'react';

/**
 * StaticDialog is a modal dialog on the native <dialog> element: the browser keeps it
 * above the page, makes the rest inert and moves focus into it. It cannot be closed
 * with Escape or the backdrop; should the browser close it anyway (Chromium does on
 * a repeated Escape), it opens again. It renders nothing while open is false. Focus
 * goes to the child marked data-autofocus, else to the first that takes focus.
 */
export function StaticDialog({ open, labelledBy, className = '', children }: { open: boolean; labelledBy: string; className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!open || !d) return;
    // A modal dialog makes the rest of the page inert, and the browser then works out the
    // whole page's style again (and its layout, for the focus): done in the commit that
    // mounted the dialog, on a phone that made one long task of the two (issue 22). In the
    // next frame it is one style pass with that frame's own.
    const frame = requestAnimationFrame(() => {
      if (!d.open) {
        d.showModal();
        d.querySelector<HTMLElement>('[data-autofocus]')?.focus();
      }
      // The page below does not scroll while the dialog is open (app.scss).
      document.body.classList.add('static-dialog-open');
    });
    return () => {
      cancelAnimationFrame(frame);
      document.body.classList.remove('static-dialog-open');
    };
  }, [open]);
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
      <div className="modal-content">{children}</div>
    </dialog>
  );
}
