import { describe, expect, it } from 'vitest';
import { languages } from './languages';
import { languageOptions } from './languageOptions';

describe('languageOptions', () => {
  const base = { detectedCountry: 'NL', current: 'nl' as const, browserLanguages: [] as string[], loggedIn: false };
  const cases: [string, Parameters<typeof languageOptions>[0], string[]][] = [
    ['NL gives Dutch', { ...base, selectedCountry: 'NL' }, ['nl']],
    ['BE gives Dutch, German and French', { ...base, selectedCountry: 'BE', detectedCountry: 'BE' }, ['nl', 'de', 'fr']],
    ['US gives English and Spanish', { ...base, selectedCountry: 'US', detectedCountry: 'US', current: 'en' }, ['en', 'es']],
    ['CH gives four', { ...base, selectedCountry: 'CH', detectedCountry: 'CH', current: 'de' }, ['en', 'de', 'fr', 'it']],
    ['CA gives English and French', { ...base, selectedCountry: 'CA', detectedCountry: 'CA', current: 'en' }, ['en', 'fr']],
    ['AT gives German', { ...base, selectedCountry: 'AT', detectedCountry: 'AT', current: 'de' }, ['de']],
    ['PL gives Polish', { ...base, selectedCountry: 'PL', detectedCountry: 'PL', current: 'pl' }, ['pl']],
    ['GB, IE, AU and NZ give English', { ...base, selectedCountry: 'NZ', detectedCountry: 'NZ', current: 'en' }, ['en']],
    ['adds the current and browser languages', { ...base, selectedCountry: 'NL', current: 'en', browserLanguages: ['pl-PL', 'xx'] }, ['en', 'nl', 'pl']],
    ['all when a logged-out visitor chose another country', { ...base, selectedCountry: 'FR' }, [...languages]],
    ['not all when logged in', { ...base, selectedCountry: 'FR', current: 'fr', loggedIn: true }, ['fr']],
    ['all for an unknown country', { ...base, selectedCountry: 'BR', detectedCountry: 'BR' }, [...languages]],
  ];
  for (const [name, input, want] of cases) {
    it(name, () => expect(languageOptions(input)).toEqual(want));
  }
});
