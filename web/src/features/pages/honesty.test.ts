import { describe, expect, it } from 'vitest';

// The honesty rules of fictional profiles (docs/decisions.md, issue 21): in every
// language the terms, the FAQ and the fictional warning say that fictional profiles
// are run by the site's staff and cannot be met, and the terms and FAQ say that a
// first message of one is marked as the site's. Each phrase is the language's own
// wording of that fact, so that a rewrite that drops it fails here.

const pages = import.meta.glob<{ terms: Section; faq: Section }>('../../locales/*/pages.json', { eager: true, import: 'default' });
const members = import.meta.glob<{ fictional: { warning: string } }>('../../locales/*/members.json', { eager: true, import: 'default' });
type Section = { sections: { heading: string; paragraphs: string[] }[] };

const facts: Record<string, { staff: RegExp; meet: RegExp; warningStaff: RegExp; warningMeet: RegExp; first: RegExp }> = {
  en: { staff: /operators working for \{\{companyName\}\}|run by our operators/, meet: /never possible|never meet/, warningStaff: /run by our staff/, warningMeet: /cannot meet/, first: /marked as sent by/ },
  nl: { staff: /operators die voor \{\{companyName\}\} werken|door onze operators/, meet: /nooit mogelijk|nooit in het echt ontmoeten/, warningStaff: /door onze medewerkers/, warningMeet: /niet in het echt ontmoeten/, first: /gemarkeerd als verstuurd door/ },
  de: { staff: /die für \{\{companyName\}\} tätig sind|von unseren Moderatoren/, meet: /niemals möglich|niemals persönlich treffen/, warningStaff: /von unserem Team/, warningMeet: /nicht im echten Leben treffen/, first: /gesendet gekennzeichnet/ },
  es: { staff: /operadores que trabajan para \{\{companyName\}\}|por nuestros operadores/, meet: /Nunca es posible|Nunca podrá conocer/, warningStaff: /nuestro equipo/, warningMeet: /no puedes conocer/, first: /marcado como enviado por/ },
  fr: { staff: /opérateurs travaillant pour \{\{companyName\}\}|par nos opérateurs/, meet: /jamais possible|jamais rencontrer/, warningStaff: /par notre équipe/, warningMeet: /ne pouvez pas rencontrer/, first: /signalé comme envoyé par/ },
  it: { staff: /operatori che lavorano per \{\{companyName\}\}|dai nostri operatori/, meet: /non è mai possibile|Non è mai possibile incontrare/, warningStaff: /dal nostro personale/, warningMeet: /non puoi incontrare/, first: /contrassegnato come inviato dal/ },
  pl: { staff: /operatorów pracujących dla spółki \{\{companyName\}\}|przez naszych operatorów/, meet: /nigdy nie jest możliwe|nigdy nie można spotkać/, warningStaff: /nasi pracownicy/, warningMeet: /nie możesz spotkać/, first: /oznaczona jako wysłana przez/ },
};

const fictionalSection = (s: Section) => s.sections.find((x) => x.paragraphs.some((p) => p.includes('{{siteName}}') && /fict|fikt|fikc|fitti/i.test(p)));

describe('the honesty texts of fictional profiles', () => {
  for (const [lang, want] of Object.entries(facts)) {
    const page = pages[`../../locales/${lang}/pages.json`]!;
    const warning = members[`../../locales/${lang}/members.json`]!.fictional.warning;
    it(`${lang}: the terms say staff run them, they cannot be met, and their first messages are marked`, () => {
      const text = fictionalSection(page.terms)!.paragraphs.join(' ');
      expect(text).toMatch(want.staff);
      expect(text).toMatch(want.meet);
      expect(text).toMatch(want.first);
    });
    it(`${lang}: the FAQ says so too`, () => {
      const text = fictionalSection(page.faq)!.paragraphs.join(' ');
      expect(text).toMatch(want.staff);
      expect(text).toMatch(want.meet);
      expect(text).toMatch(want.first);
    });
    it(`${lang}: the fictional warning says staff run the profile and it cannot be met`, () => {
      expect(warning).toMatch(want.warningStaff);
      expect(warning).toMatch(want.warningMeet);
    });
  }
});
