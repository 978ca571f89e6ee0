import { getCookie, setCookie } from '../lib/cookies';
import { type Language, toLanguage } from './languages';

// The locale cookie lives 365 days (SPEC §9).
export const localeCookie = 'amora.locale';
export const localeCookieDays = 365;

/**
 * initialLocale picks the interface language as SPEC §4 says: the locale cookie, then
 * the site's domain_language when it is supported, then the browser's languages, then en.
 */
export function initialLocale(
  cookie: string | undefined,
  domainLanguage: string | undefined,
  browserLanguages: readonly string[],
): { locale: Language; fromDomain: boolean } {
  const fromCookie = toLanguage(cookie);
  if (fromCookie) return { locale: fromCookie, fromDomain: false };
  const fromDomain = toLanguage(domainLanguage);
  if (fromDomain && domainLanguage?.length === 2) return { locale: fromDomain, fromDomain: true };
  for (const tag of browserLanguages) {
    const l = toLanguage(tag);
    if (l) return { locale: l, fromDomain: false };
  }
  return { locale: 'en', fromDomain: false };
}

export function readLocaleCookie(): string | undefined {
  return getCookie(localeCookie);
}

export function saveLocaleCookie(locale: Language): void {
  setCookie(localeCookie, locale, localeCookieDays);
}

export function browserLanguages(): readonly string[] {
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}
