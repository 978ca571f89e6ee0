import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { afterNextFrame } from '../lib/afterPaint';

// What takes the focus in the dialogs this is for: links, buttons and fields.
const focusable = 'a[href],button,input,select,textarea';

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
      // The page below does not scroll while the dialog is open (app.scss).
      document.body.classList.add('static-dialog-open');
      setShown(true);
    });
    return () => {
      cancel();
      document.body.classList.remove('static-dialog-open');
      setShown(false);
    };
  }, [open]);
  useEffect(() => {
    const d = ref.current;
    if (!shown || !d) return;
    const first = () => d.querySelector<HTMLElement>('[data-autofocus]') ?? d.querySelector<HTMLElement>(focusable);
    const keepInside = (e: FocusEvent) => {
      if (e.target instanceof Node && !d.contains(e.target)) first()?.focus();
    };
    document.addEventListener('focusin', keepInside);
    // After the dialog's frame: it is laid out by then.
    const cancel = afterNextFrame(() => first()?.focus());
    return () => {
      cancel();
      document.removeEventListener('focusin', keepInside);
    };
  }, [shown]);
  if (!open || !shown) return null;
  // Tab from the last control goes to the first, Shift+Tab from the first to the last.
  const goRound = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key !== 'Tab') return;
    const all = [...e.currentTarget.querySelectorAll<HTMLElement>(focusable)];
    if (!all.length) return;
    const [from, to] = e.shiftKey ? [all[0]!, all[all.length - 1]!] : [all[all.length - 1]!, all[0]!];
    if (document.activeElement !== from) return;
    e.preventDefault();
    to.focus();
  };
  return createPortal(
    <div className="static-dialog-backdrop">
      <dialog ref={ref} open className={`static-dialog ${className}`} aria-labelledby={labelledBy} aria-modal="true" onKeyDown={goRound}>
        <div className="modal-content">{children}</div>
      </dialog>
    </div>,
    document.body,
  );
}
