import { describe, expect, it } from 'vitest';
import { shouldShowSiteEntry, type SiteEntryInput } from './siteEntryRules';

const visitor: SiteEntryInput = {
  setting: 'yes',
  route: 'index',
  layout: 'default',
  country: 'FR',
  loggedIn: false,
  standalone: false,
  dismissed: false,
};

describe('shouldShowSiteEntry', () => {
  const cases: [string, Partial<SiteEntryInput>, boolean][] = [
    ['shows to a new visitor', {}, true],
    ['not when the setting is no', { setting: 'no' }, false],
    ['not for a logged-in member', { loggedIn: true }, false],
    ['not in the installed app', { standalone: true }, false],
    ['not once dismissed', { dismissed: true }, false],
    ['not on complete-signup', { route: 'complete-signup' }, false],
    ['not on reset-password', { route: 'reset-password' }, false],
    ['not on reset-password/do', { route: 'reset-password-do' }, false],
    ['on lander layout only for NL', { layout: 'lander', country: 'NL' }, true],
    ['on lander layout only for DE', { layout: 'lander', country: 'de' }, true],
    ['not on lander layout for FR', { layout: 'lander', country: 'FR' }, false],
    ['not on chat layout for BE', { layout: 'chat', country: 'BE' }, false],
    ['on chat layout for NL', { layout: 'chat', country: 'NL' }, true],
    ['inside the country list', { setting: 'NL,BE, FR', country: 'FR' }, true],
    ['outside the country list', { setting: 'NL,BE', country: 'FR' }, false],
    ['unknown country with a list', { setting: 'NL', country: '' }, false],
  ];
  for (const [name, change, want] of cases) {
    it(name, () => expect(shouldShowSiteEntry({ ...visitor, ...change })).toBe(want));
  }
});
