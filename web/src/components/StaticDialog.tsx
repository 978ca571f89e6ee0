import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { afterNextFrame } from '../lib/afterPaint';

// What takes the focus in the dialogs this is for: links, buttons and fields.
const focusable = 'a[href],button,input,select,textarea';

/** The class the page's body carries while a static dialog is open: the page below does not scroll (app.scss). */
export const staticDialogOpenClass = 'static-dialog-open';

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

function firstControl(d: HTMLElement): HTMLElement | null {
  return d.querySelector<HTMLElement>('[data-autofocus]') ?? d.querySelector<HTMLElement>(focusable);
}

/**
 * holdFocus keeps the focus inside dialog d: focus that strays to the page below comes
 * back to its first control, and Tab from its last control goes round to the first
 * (Shift+Tab from the first to the last). What it returns lets the focus go.
 */
export function holdFocus(d: HTMLElement): () => void {
  const keepInside = (e: FocusEvent) => {
    if (e.target instanceof Node && !d.contains(e.target)) firstControl(d)?.focus();
  };
  const goRound = (e: KeyboardEvent) => {
    if (e.key !== 'Tab') return;
    const all = [...d.querySelectorAll<HTMLElement>(focusable)];
    if (!all.length) return;
    const [from, to] = e.shiftKey ? [all[0]!, all[all.length - 1]!] : [all[all.length - 1]!, all[0]!];
    if (document.activeElement !== from) return;
    e.preventDefault();
    to.focus();
  };
  document.addEventListener('focusin', keepInside);
  d.addEventListener('keydown', goRound);
  return () => {
    document.removeEventListener('focusin', keepInside);
    d.removeEventListener('keydown', goRound);
  };
}
