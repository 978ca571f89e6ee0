import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { afterNextFrame } from '../lib/afterPaint';
import { firstControl, holdFocus, staticDialogOpenClass } from './dialogFocus';

/**
 * StaticDialog is a modal dialog that cannot be dismissed: no Escape, no backdrop click;
 * it leaves when open turns false. It renders nothing while open is false. Focus goes to
 * the child marked data-autofocus, else to the first that takes focus, and stays inside.
 *
 * It is modal the way Bootstrap's modal is, not through showModal (issue 22): a backdrop
 * over the whole page takes the pointer, Tab goes round the dialog's own controls, focus
 * that strays outside comes back, and aria-modal tells assistive technology that the page
 * below is out of reach. showModal makes the rest of the page inert, and the browser then
 * works out the style of every element on it again: 6-12 ms of the load on a phone, the
 * longest task left on the landing page (A/B at 10x: TBT 135-214 ms with it, 78-103
 * without).
 */
export function StaticDialog({ open, labelledBy, className = '', children }: { open: boolean; labelledBy: string; className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  // In a task after the next frame: the page below is laid out by then, and the dialog's
  // own layout is a frame of its own.
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!open) return;
    const cancel = afterNextFrame(() => {
      document.body.classList.add(staticDialogOpenClass);
      setShown(true);
    });
    return () => {
      cancel();
      document.body.classList.remove(staticDialogOpenClass);
      setShown(false);
    };
  }, [open]);
  useEffect(() => {
    const d = ref.current;
    if (!shown || !d) return;
    const release = holdFocus(d);
    // After the dialog's frame: it is laid out by then.
    const cancel = afterNextFrame(() => firstControl(d)?.focus());
    return () => {
      cancel();
      release();
    };
  }, [shown]);
  if (!open || !shown) return null;
  return createPortal(
    <StaticDialogFrame dialogRef={ref} labelledBy={labelledBy} className={className}>
      {children}
    </StaticDialogFrame>,
    document.body,
  );
}

/**
 * StaticDialogFrame is the dialog's markup: the backdrop, the dialog and its content. The
 * server can send it in the page itself (the site-entry warning, SiteEntryModal), where
 * the app takes it over with holdFocus once it runs.
 */
export function StaticDialogFrame({ id, labelledBy, className, dialogRef, children }: { id?: string; labelledBy: string; className: string; dialogRef?: React.Ref<HTMLDialogElement>; children: ReactNode }) {
  return (
    <div className="static-dialog-backdrop" id={id}>
      <dialog ref={dialogRef} open className={`static-dialog ${className}`} aria-labelledby={labelledBy} aria-modal="true">
        <div className="modal-content">{children}</div>
      </dialog>
    </div>
  );
}
