// The focus of the modal dialogs that cannot be dismissed (StaticDialog, and the
// site-entry warning the server sends in a page, siteEntryPage.ts).

// What takes the focus in the dialogs this is for: links, buttons and fields.
const focusable = 'a[href],button,input,select,textarea';

/** The class the page's body carries while a static dialog is open: the page below does not scroll (app.scss). */
export const staticDialogOpenClass = 'static-dialog-open';

/** firstControl is what takes the focus as dialog d opens: its control marked data-autofocus, else its first. */
export function firstControl(d: HTMLElement): HTMLElement | null {
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
