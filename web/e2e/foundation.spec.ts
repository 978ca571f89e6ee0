import { expect, test } from '@playwright/test';
import { catalog, enterSite, hydrated, languages, openLanguageMenu, setLocale, shoot, waitForHydration } from './helpers';

test.describe('landing page', () => {
  for (const lang of languages) {
    test(`renders in ${lang}`, async ({ page, baseURL }, info) => {
      await setLocale(page, baseURL!, lang);
      await enterSite(page);
      const res = await page.goto('/');
      expect(res?.status()).toBe(200);
      const t = catalog(lang);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: t.landing!.cta! }).first()).toBeVisible();
      await expect(page.getByRole('heading', { name: t.landing!.featuresTitle! })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      if (lang === 'en' || lang === 'nl') await shoot(page, info, `landing-${lang}`);
    });
  }
});

test('the language switcher changes the text and sets the cookie', async ({ page, context }, info) => {
  await enterSite(page);
  await page.goto('/lang-config');
  // Choose a country whose languages include German, then switch from the menu.
  await page.locator('#lc-country').selectOption('BE');
  await page.getByRole('button', { name: catalog('en').langConfig!.save! }).click();
  await expect(page.getByRole('status').filter({ hasText: catalog('en').langConfig!.saved! })).toBeVisible();
  await shoot(page, info, 'lang-config');
  await page.goto('/');
  const en = catalog('en');
  const de = catalog('de');
  await expect(page.getByRole('link', { name: en.landing!.cta! }).first()).toBeVisible();
  await openLanguageMenu(page, en.nav!.chooseLanguage!, 'Deutsch');
  await page.screenshot({ path: `e2e/screenshots/language-menu-${info.project.name}.png` });
  await page.getByRole('button', { name: 'Deutsch' }).click();
  await expect(page.getByRole('link', { name: de.landing!.cta! }).first()).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === 'amora.locale');
  expect(cookie?.value).toBe('de');
  // 365 days, give or take the test's own run time.
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);
  await page.reload();
  await expect(page.getByRole('link', { name: de.landing!.cta! }).first()).toBeVisible();
});

test('the site-entry warning appears once and stays dismissed', async ({ page }, info) => {
  const en = catalog('en');
  await page.goto('/');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: en.siteEntry!.title! })).toBeVisible();
  await shoot(page, info, 'site-entry');
  // Escape does not close it, not even pressed twice (Chromium then closes a native
  // dialog regardless; it opens again).
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  // Once the app has started, the answer is taken in the page (no round trip), and the
  // page behind the warning, hydrated only then, works.
  await page.waitForLoadState('networkidle');
  expect(await hydrated(page)).toBe(false);
  await page.evaluate(() => ((window as unknown as { beforeEnter: boolean }).beforeEnter = true));
  await dialog.getByRole('button', { name: en.siteEntry!.enter! }).click();
  await expect(dialog).toBeHidden();
  await waitForHydration(page);
  expect(await page.evaluate(() => (window as unknown as { beforeEnter?: boolean }).beforeEnter)).toBe(true);
  await openLanguageMenu(page, en.nav!.chooseLanguage!, 'English');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the site-entry warning comes with the page and works before the app runs', async ({ browser, baseURL }, info) => {
  // A phone whose scripts have not arrived: the page as the server sends it, in German.
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'de-DE', viewport: info.project.use.viewport ?? undefined });
  const page = await context.newPage();
  const de = catalog('de');
  await page.goto('/members');
  const dialog = page.getByRole('dialog', { name: de.siteEntry!.title! });
  await expect(dialog).toBeVisible();
  const enter = dialog.getByRole('button', { name: de.siteEntry!.enter! });
  await expect(enter).toBeFocused();
  await shoot(page, info, 'site-entry-page-de');
  await enter.click();
  await expect(page).toHaveURL(`${baseURL}/members`);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect((await context.cookies()).find((c) => c.name === 'amora.site-entry')?.value).toBe('1');
  await context.close();
});

test('a footer link opens a static page', async ({ page }, info) => {
  await enterSite(page);
  await page.goto('/');
  const pages = catalog('en', 'pages');
  await page.getByRole('contentinfo').getByRole('link', { name: catalog('en').footer!.terms! }).click();
  await expect(page).toHaveURL(/\/pages\/terms$/);
  await expect(page.getByRole('heading', { level: 1, name: pages.terms!.title! })).toBeVisible();
  await expect(page.getByText('Amora Media B.V.').first()).toBeVisible();
  await expect(page.getByRole('link', { name: '+31 20-123 45 67' })).toHaveAttribute('href', 'tel:+31201234567');
  await shoot(page, info, 'terms');
  await page.getByRole('contentinfo').getByRole('link', { name: catalog('en').footer!.faq! }).click();
  await expect(page.getByRole('heading', { level: 1, name: pages.faq!.title! })).toBeVisible();
});

test('an unknown path shows the 404 page with status 404', async ({ page }, info) => {
  await enterSite(page);
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(404);
  const en = catalog('en');
  await expect(page.getByRole('heading', { name: en.errors!.notFoundTitle! })).toBeVisible();
  await shoot(page, info, 'not-found');
  await page.getByRole('link', { name: en.errors!.backHome! }).click();
  await expect(page).toHaveURL(/\/$/);
});
