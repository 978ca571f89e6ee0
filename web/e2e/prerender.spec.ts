import { expect, test, type Page } from '@playwright/test';
import { languageInfo } from '../src/i18n/languages';
import { catalog, enterSite, openLanguageMenu, setLocale, shoot } from './helpers';

// Issue 22: the public pages come as HTML rendered at build time in the visitor's
// language, and the app hydrates that HTML instead of drawing the page anew.

/** watchErrors collects the page's console errors and uncaught exceptions (a hydration mismatch is one). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    // A visitor's calls that the server answers with 4xx are logged by the browser itself.
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** markServerNodes remembers the h1 the server sent, before any script runs. */
async function markServerNodes(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverH1: Element | null }).serverH1 = document.querySelector('h1');
    });
  });
}

const keptServerH1 = (page: Page) => page.evaluate(() => document.querySelector('h1') === (window as unknown as { serverH1: Element | null }).serverH1);

for (const lang of ['de', 'fr'] as const) {
  // Also after an earlier spec has changed the site's settings (fictional-rules turns
  // fictional_filter on): the swap from the build's settings to the visitor's waits for
  // the page's boundary to hydrate (PageHydrated), or React would draw the page anew.
  test(`the landing page and the search come prerendered in ${lang} and hydrate without a mismatch`, async ({ page, baseURL, request }, info) => {
    const t = catalog(lang);
    const members = catalog(lang, 'members') as unknown as { search: { title: string } };
    // The HTML itself, before any script: the translated page.
    for (const [path, text] of [
      ['/', t.landing!.cta!],
      ['/members', members.search.title],
    ] as const) {
      const html = await (await request.get(path, { headers: { 'Accept-Language': `${lang},en;q=0.5` } })).text();
      expect(html).toContain(`data-prerendered="${lang}"`);
      expect(html).toContain(text);
      expect(html).toContain('id="amora-boot"');
    }

    const errors = watchErrors(page);
    await setLocale(page, baseURL!, lang);
    await enterSite(page);
    await markServerNodes(page);
    for (const path of ['/', '/members']) {
      await page.goto(path);
      // Hydrated: the app answers (the language menu opens) on the server's own nodes.
      await openLanguageMenu(page, t.nav!.chooseLanguage!, languageInfo[lang].name);
      expect(await keptServerH1(page)).toBe(true);
    }
    // The search's results (or its "no members" answer, while a fresh demo still seeds) after hydration.
    await page.keyboard.press('Escape');
    await page.waitForLoadState('networkidle');
    await shoot(page, info, `prerendered-members-${lang}`);
    expect(errors).toEqual([]);
  });
}

test('a member gets the app as before, not the visitor’s prerendered page', async ({ page, request }) => {
  const html = await (await request.get('/', { headers: { Cookie: 'auth.session=anything' } })).text();
  expect(html).not.toContain('data-prerendered');
  expect(html).not.toContain('id="amora-boot"');
  // The app still starts there, as a visitor whose session has ended.
  const errors = watchErrors(page);
  await enterSite(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});
