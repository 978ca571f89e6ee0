import { getCookie, setCookie } from '../lib/cookies';
import { holdFocus, staticDialogOpenClass } from './dialogFocus';
import { siteEntryCookie, siteEntryCookieDays, siteEntryPageId } from './siteEntryRules';

// The warning the server sends in a prerendered page (internal/httpapi/siteentry.go):
// shown from the page's first paint, before the app runs. SiteEntryModal takes it over
// once the page has hydrated, or takes it away where the browser's own facts (a stored
// dismissal, an installed app) say it should not show.

/** pageEntry returns the warning the server put in the page, or null. */
export function pageEntry(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById(siteEntryPageId);
}

/** takeOver makes the page's warning the app's: enter answers it, and the focus stays inside. What it returns lets go. */
export function takeOver(page: HTMLElement, enter: () => void): () => void {
  const form = page.querySelector('form');
  const submit = (e: Event) => {
    e.preventDefault();
    enter();
  };
  form?.addEventListener('submit', submit);
  const release = holdFocus(page.querySelector('dialog') ?? page);
  return () => {
    form?.removeEventListener('submit', submit);
    release();
  };
}

/** removePageEntry takes the page's warning away, and lets the page below scroll again. */
export function removePageEntry(page: HTMLElement): void {
  page.remove();
  document.body.classList.remove(staticDialogOpenClass);
}

/** rememberEntry tells the server that this browser confirmed the warning. */
export function rememberEntry(): void {
  setCookie(siteEntryCookie, '1', siteEntryCookieDays);
}

/** entryRemembered reports whether this browser confirmed the warning through the server (before the app ran). */
export function entryRemembered(): boolean {
  return typeof document !== 'undefined' && getCookie(siteEntryCookie) !== undefined;
}
