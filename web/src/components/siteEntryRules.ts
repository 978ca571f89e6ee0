import type { LayoutName } from '../lib/routes';

export const siteEntryDismissKey = 'siteEntry';

// Screens that never show the warning (SPEC §2).
const exemptRoutes = new Set(['complete-signup', 'reset-password', 'reset-password-do']);
// Lander and chat layouts show it only to visitors from these countries.
const landerChatCountries = new Set(['NL', 'DE']);

export interface SiteEntryInput {
  setting: string; // enable_site_entry_popup: 'yes', 'no' or a comma-separated country list
  route: string;
  layout: LayoutName;
  country: string; // the visitor's country, '' when unknown
  loggedIn: boolean;
  standalone: boolean;
  dismissed: boolean;
}

/** shouldShowSiteEntry applies every rule of SPEC §2 for the site-entry warning. */
export function shouldShowSiteEntry(i: SiteEntryInput): boolean {
  const setting = i.setting.trim().toLowerCase();
  if (setting === 'no' || setting === '') return false;
  if (i.loggedIn || i.standalone || i.dismissed) return false;
  if (exemptRoutes.has(i.route)) return false;
  const country = i.country.toUpperCase();
  if ((i.layout === 'lander' || i.layout === 'chat') && !landerChatCountries.has(country)) return false;
  if (setting !== 'yes') {
    const list = setting.toUpperCase().split(/[\s,]+/).filter(Boolean);
    if (!list.includes(country)) return false;
  }
  return true;
}

/**
 * The cookie that remembers a confirmed warning for the server, which then leaves the
 * warning out of the pages it sends (internal/httpapi/siteentry.go, the same name). The
 * stored dismissal (siteEntryDismissKey) stays the app's own record.
 */
export const siteEntryCookie = 'amora.site-entry';
export const siteEntryCookieDays = 365;
/** Where the warning's form posts the answer when the app is not running yet. */
export const siteEntryAction = '/site-entry';
/** The id of the warning the server sends in a prerendered page. */
export const siteEntryPageId = 'site-entry-page';
