// The interface languages (SPEC §3 Locales), their ISO codes and names as speakers write them.

export const languages = ['en', 'nl', 'de', 'es', 'fr', 'it', 'pl'] as const;
export type Language = (typeof languages)[number];

export const languageInfo: Record<Language, { iso: string; name: string }> = {
  en: { iso: 'en-GB', name: 'English' },
  nl: { iso: 'nl-NL', name: 'Nederlands' },
  de: { iso: 'de-DE', name: 'Deutsch' },
  es: { iso: 'es-ES', name: 'Español' },
  fr: { iso: 'fr-FR', name: 'Français' },
  it: { iso: 'it-IT', name: 'Italiano' },
  pl: { iso: 'pl-PL', name: 'Polski' },
};

export function isLanguage(v: unknown): v is Language {
  return typeof v === 'string' && (languages as readonly string[]).includes(v);
}

/** toLanguage maps a browser tag such as "de-AT" to a supported language, if any. */
export function toLanguage(tag: string | undefined): Language | undefined {
  const base = tag?.toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : undefined;
}
