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
    if (open && d && !d.open) {
      d.showModal();
      d.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open) return;
    // The page below does not scroll while the dialog is open (app.scss).
    document.body.classList.add('static-dialog-open');
    return () => document.body.classList.remove('static-dialog-open');
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
