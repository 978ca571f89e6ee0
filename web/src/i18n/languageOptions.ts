import { type Language, languages, toLanguage } from './languages';

// The languages offered per country (SPEC §6).
const byCountry: Record<string, Language[]> = {
  US: ['en', 'es'],
  NL: ['nl'],
  BE: ['nl', 'fr', 'de'],
  FR: ['fr'],
  IT: ['it'],
  ES: ['es'],
  DE: ['de'],
  AT: ['de'],
  IE: ['en'],
  GB: ['en'],
  AU: ['en'],
  NZ: ['en'],
  CA: ['en', 'fr'],
  PL: ['pl'],
  CH: ['de', 'it', 'fr', 'en'],
};

export interface LanguageOptionsInput {
  selectedCountry: string; // the country the visitor chose, or the detected one
  detectedCountry: string; // the GeoIP country
  current: Language;
  browserLanguages: readonly string[];
  loggedIn: boolean;
}

/**
 * languageOptions lists the languages the language menu offers: the country's
 * languages plus the current and the browser's languages; every language when the
 * country is unknown, or when a logged-out visitor chose a country other than the
 * detected one.
 */
export function languageOptions(input: LanguageOptionsInput): Language[] {
  const country = input.selectedCountry.toUpperCase();
  const base = byCountry[country];
  if (!base || (!input.loggedIn && input.detectedCountry && country !== input.detectedCountry.toUpperCase())) {
    return [...languages];
  }
  const set = new Set<Language>(base);
  set.add(input.current);
  for (const tag of input.browserLanguages) {
    const l = toLanguage(tag);
    if (l) set.add(l);
  }
  return languages.filter((l) => set.has(l));
}
