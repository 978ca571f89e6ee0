import { toLanguage, type Language } from '../i18n/languages';
import { initialLocale } from '../i18n/locale';

// The console's language is the staff member's own: their browser's among the seven,
// or the one they chose, kept in this browser apart from the members' locale cookie
// (a staff member testing the site in Polish keeps an English console).
const storageKey = 'amora.admin.locale';

export function consoleLanguage(browser: readonly string[]): Language {
  return toLanguage(readSaved()) ?? initialLocale(undefined, undefined, browser).locale;
}

function readSaved(): string | undefined {
  try {
    return localStorage.getItem(storageKey) ?? undefined;
  } catch {
    return undefined;
  }
}

export function saveConsoleLanguage(lang: Language): void {
  try {
    localStorage.setItem(storageKey, lang);
  } catch {
    // Private modes may refuse storage: the choice then lasts for this page only.
  }
}
