// SPEC §2: in installed-app (standalone) display, these screens get a Back button when
// there is history to go back to; a browser has its own.
const backOn = new Set(['members-id', 'likes-type', 'likes-m-id', 'credits', 'credits-id-paymentmethod']);

/** showsBack tells whether the screen named route shows the Back button. */
export function showsBack(route: string, standalone: boolean, historyLength: number): boolean {
  return standalone && historyLength > 1 && backOn.has(route);
}

/** isStandalone tells whether the app runs installed, without the browser's own buttons. */
export function isStandalone(): boolean {
  const ios = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return ios || (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches);
}
