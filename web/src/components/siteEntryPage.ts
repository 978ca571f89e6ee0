import { getCookie, setCookie } from '../lib/cookies';
import { dismiss, isDismissed } from '../lib/dismissals';
import { isStandalone } from '../lib/standalone';
import { holdFocus, staticDialogOpenClass } from './dialogFocus';
import { siteEntryCookie, siteEntryCookieDays, siteEntryDismissKey, siteEntryPageId } from './siteEntryRules';

// The warning the server sends in a prerendered page (internal/httpapi/siteentry.go):
// shown from the page's first paint, before the app runs. The app's start takes it over
// and hydrates the page behind it once the visitor has answered (entryAnswered), or, where
// the browser's own facts (a stored dismissal, an installed app) say it should not show,
// hydrates at once and SiteEntryModal takes it away.

/** pageEntry returns the warning the server put in the page, or null. */
export function pageEntry(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById(siteEntryPageId);
}

/** takeOver makes the page's warning the app's: enter answers it, and the focus stays inside. What it returns lets go. */
function takeOver(page: HTMLElement, enter: () => void): () => void {
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

/**
 * entryAnswered resolves once the visitor has answered the page's warning: the page
 * behind it, out of sight until then, is hydrated after that (issue 22: on a first visit,
 * a phone spent its load hydrating a page nobody could see yet). The answer is handled in
 * the page, without the form's round trip. It resolves at once where the page has no
 * warning, or where the app does not show it (SiteEntryModal then removes it).
 */
export function entryAnswered(): Promise<void> {
  const page = pageEntry();
  if (!page || isDismissed(siteEntryDismissKey) || isStandalone()) return Promise.resolve();
  return new Promise((resolve) => {
    const release = takeOver(page, () => {
      confirmEntry();
      release();
      removePageEntry(page);
      resolve();
    });
  });
}

/** removePageEntry takes the page's warning away, and lets the page below scroll again. */
export function removePageEntry(page: HTMLElement): void {
  page.remove();
  document.body.classList.remove(staticDialogOpenClass);
}

/** confirmEntry records the visitor's answer: the app's stored dismissal, and the cookie for the server. */
export function confirmEntry(): void {
  dismiss(siteEntryDismissKey);
  rememberEntry();
}

/** rememberEntry tells the server that this browser confirmed the warning. */
export function rememberEntry(): void {
  setCookie(siteEntryCookie, '1', siteEntryCookieDays);
}

/** entryRemembered reports whether this browser confirmed the warning through the server (before the app ran). */
export function entryRemembered(): boolean {
  return typeof document !== 'undefined' && getCookie(siteEntryCookie) !== undefined;
}
