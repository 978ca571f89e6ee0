import { describe, expect, it } from 'vitest';
import { languages } from './languages';

// Every language must have every key that any other has, with the same placeholders.
const catalogs = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });

function flatten(v: unknown, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  if (v !== null && typeof v === 'object') {
    for (const [k, child] of Object.entries(v)) flatten(child, prefix ? `${prefix}.${k}` : k, out);
  } else {
    out[prefix] = String(v);
  }
  return out;
}

// i18next plural forms differ per language (Polish has _few and _many): compare their
// base key, so "results_few" counts as "results".
const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const baseKey = (k: string) => k.replace(pluralSuffix, '');

const byLang: Record<string, Record<string, string>> = {};
for (const [path, data] of Object.entries(catalogs)) {
  const [, lang, ns] = /locales\/(\w+)\/(\w+)\.json$/.exec(path)!;
  Object.assign((byLang[lang!] ??= {}), flatten(data, ns));
}
const allKeys = new Set(Object.values(byLang).flatMap((c) => Object.keys(c).map(baseKey)));
const baseKeys = (lang: string) => new Set(Object.keys(byLang[lang] ?? {}).map(baseKey));
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

// Values that may stay as in English: brand names and words those languages use too
// (the staff console's role names, Status, Site, Credits and the like).
// Country names, region words, "Menu" and "Error" are often spelt the same.
const sameAsEnglishKeys = /^common\.(countries|regionLabels)\.|^common\.nav\.menu$|^common\.errors\.errorTitle$|^account\.menu\.credits$/;
const sameAsEnglishAllowed = /^(FAQ|E-mail|Cookies|Cookie|Instagram|Yoga|Fitness|Festivals|Cocktails|Pizza|Nederlands|Deutsch|English|Español|Français|Italiano|Polski|18\+|Tattoos|Online|Flirt|Chat|Swipe game|Likes|Match|Matches|Spam|Sport|Hobby|Rock|Jazz|Password|Administrator|Moderator|Operator|Code|Status|Site|Credits|Photos|Actions|Action|Sessions|Premium|Staff|Host|IBAN|Sites|Name|Domain|Position)$/i;

describe('locales', () => {
  it('has the seven languages', () => {
    expect(Object.keys(byLang).sort()).toEqual([...languages].sort());
  });
  for (const lang of languages) {
    it(`${lang} has every key`, () => {
      const own = baseKeys(lang);
      const missing = [...allKeys].filter((k) => !own.has(k));
      expect(missing).toEqual([]);
    });
    it(`${lang} has no empty strings and the English placeholders`, () => {
      for (const [k, v] of Object.entries(byLang[lang] ?? {})) {
        expect(v.trim(), k).not.toBe('');
        const en = byLang.en?.[k] ?? byLang.en?.[baseKey(k) + '_other'] ?? byLang.en?.[baseKey(k)] ?? '';
        expect(placeholders(v), `${lang} ${k}`).toEqual(placeholders(en));
      }
    });
    if (lang !== 'en') {
      it(`${lang} has no English left`, () => {
        const english = Object.entries(byLang[lang] ?? {}).filter(
          ([k, v]) => v === byLang.en?.[k] && v.length > 3 && !sameAsEnglishKeys.test(k) && !sameAsEnglishAllowed.test(v) && !/^[\d\s{}()+.:·,-]*$/.test(v.replace(/\{\{\w+\}\}/g, '')),
        );
        expect(english.map(([k]) => k)).toEqual([]);
      });
    }
  }
});
