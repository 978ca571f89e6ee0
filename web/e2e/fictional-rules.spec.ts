import { expect, test } from '@playwright/test';
import { catalog, newMemberPage, shoot } from './helpers';
import { freshTotp } from './totp';

type Catalog = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const headers = { 'X-Requested-With': 'amora' };

// The site lets members hide fictional profiles (fictional_filter, issue 21): the demo
// admin turns the setting on, a member switches "Hide fictional profiles" on in the
// search form, and neither the page nor the server's answers show a fictional profile.
test('a member hides fictional profiles in search where the site allows it', async ({ browser, baseURL, playwright }, info) => {
  test.setTimeout(120_000); // the demo members arrive in batches while their portraits are drawn
  const m = catalog('en', 'members') as Catalog;

  const admin = await playwright.request.newContext({ baseURL, extraHTTPHeaders: headers });
  const login = await admin.post('/api/admin/login', {
    data: { email: 'admin@amora.test', password: 'amora-staff-2026', totp: await freshTotp('AMORADEMOADMINTOTPSECRETAAAAAAAA') },
  });
  expect(login.status(), await login.text()).toBe(200);
  const put = await admin.put('/api/admin/sites/*', { data: { settings: { fictional_filter: true }, reason: 'e2e: members may hide fictional profiles' } });
  expect(put.status(), await put.text()).toBe(200);

  const run = `${info.project.name}-${Date.now()}`;
  const ann = await newMemberPage(browser, baseURL!, info, `hide-${run}@example.com`, 'Ann');
  const fictionalIn = async (query: string) => {
    for (let p = 1; p <= 10; p++) {
      const res = await ann.page.request.get(`/api/members?per_page=48&page=${p}${query}`, { headers });
      const body = (await res.json()) as { results: { fictional: boolean }[] };
      if (body.results.some((r) => r.fictional)) return true;
      if (body.results.length < 48) break;
    }
    return false;
  };
  let some = false;
  for (let tries = 0; tries < 45 && !some; tries++) {
    some = await fictionalIn('');
    if (!some) await ann.page.waitForTimeout(2000);
  }
  expect(some, 'the demo has fictional profiles in search').toBe(true);
  expect(await fictionalIn('&hide_fictional=1'), 'the server leaves them out when asked').toBe(false);

  await ann.page.goto('/members');
  // On phones the filters are in a sheet behind the Filters button (issue 22).
  const filters = ann.page.getByRole('button', { name: new RegExp(`^${m.search.filtersButton}`) });
  await expect(ann.page.locator('#sf-sort')).toBeVisible();
  const sheet = await filters.isVisible();
  if (sheet) await filters.click();
  const toggle = ann.page.getByRole('switch', { name: m.search.hideFictional });
  await expect(toggle).toBeVisible();
  const searched = ann.page.waitForResponse((r) => r.url().includes('/api/members?') && r.url().includes('hide_fictional=1'));
  await toggle.check();
  await searched;
  if (sheet) await ann.page.keyboard.press('Escape');
  // The results are in (cards or the "no results" note) before the page is checked.
  await expect(ann.page.getByRole('link', { name: /, \d+/ }).or(ann.page.getByText(m.search.noResults)).first()).toBeVisible();
  await expect(ann.page.getByText(m.search.loading)).toHaveCount(0);
  await expect(ann.page.locator('.fictional-icon, .fictional-badge')).toHaveCount(0);
  await shoot(ann.page, info, 'fictional-hidden-search');
  await ann.page.reload();
  await expect(ann.page.locator('#sf-sort')).toBeVisible();
  if (sheet) await filters.click();
  await expect(ann.page.getByRole('switch', { name: m.search.hideFictional })).toBeChecked();
  await admin.dispose();
});
