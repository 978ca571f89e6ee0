import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageInfo, type Language } from './languages';
import { saveLocaleCookie } from './locale';

// Each language's namespaces are separate chunks, loaded when first needed, so a
// visitor downloads only their own language. sw.json belongs to the service worker.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>(['../locales/*/*.json', '!../locales/*/sw.json']);

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = loaders[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`no translations for ${language}/${namespace}`), null);
      return;
    }
    load().then(
      (m) => callback(null, m.default),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), null),
    );
  },
};

export const namespaces = ['common', 'pages', 'account', 'errors', 'profile', 'members', 'matchfinder', 'likes', 'swipe', 'chat', 'gifts', 'notifications'] as const;

/**
 * initI18n starts i18next in locale, loading only one namespace up front: common for
 * the members' app, admin for the staff console; and with it those of also (a lander's
 * first screen needs its own at once).
 */
export async function initI18n(locale: Language, namespace = 'common', also: readonly string[] = []): Promise<typeof i18next> {
  await i18next
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: false,
      ns: [namespace, ...also],
      defaultNS: namespace,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  setPageLanguage(languageInfo[locale].iso.slice(0, 2));
  return i18next;
}

/**
 * setPageLanguage sets <html lang> when it changes. Setting it at all has the browser
 * check every element's :lang() again; a prerendered page already carries the right one
 * (in the load's trace, 140-230 invalidations, each with its script stack, issue 22).
 */
function setPageLanguage(lang: string): void {
  if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
}

/** changeLanguage switches the interface language and remembers it in the locale cookie. */
export async function changeLanguage(locale: Language): Promise<void> {
  saveLocaleCookie(locale);
  await i18next.changeLanguage(locale);
  setPageLanguage(locale);
}
