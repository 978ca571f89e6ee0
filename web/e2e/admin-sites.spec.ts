import { expect, test, type Page } from '@playwright/test';
import { catalog, newMemberPage } from './helpers';
import { freshTotp } from './totp';

// The console's sites and money section (issue 20) against the real server: the demo
// admin changes message_credits of the default site with a preview and a reason, and
// GET /api/settings answers the new value at once; the packages, discount codes and
// direct-debit blocklist screens are shot at 1280 and 768 px; the admin adds a site
// for a new host.

const admin = { email: 'admin@amora.test', password: 'amora-staff-2026', secret: 'AMORADEMOADMINTOTPSECRETAAAAAAAA' };
const a = catalog('en', 'admin') as unknown as Record<string, Record<string, string>>;
const s = a.sites as unknown as Record<string, Record<string, string> & Record<string, Record<string, string>>>;

async function shootWidths(page: Page, name: string) {
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `e2e/screenshots/${name}-${width}.png`, fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function messageCredits(page: Page): Promise<number> {
  const res = await page.request.get('/api/settings', { headers: { 'X-Requested-With': 'amora' } });
  return ((await res.json()) as { message_credits: number }).message_credits;
}

/** loginStep is the 30 s TOTP step of this file's admin login, if it logged in. */
let loginStep: number | undefined;

test.describe('staff console: sites and money', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1280, 'desktop first');

  // The server refuses a TOTP code used once already: the next spec's admin login must
  // not fall in the same 30 s step as this one.
  test.afterAll(async () => {
    test.setTimeout(45_000);
    if (loginStep === undefined) return;
    const wait = (loginStep + 1) * 30_000 - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait + 200));
  });

  test('the admin changes message_credits with a preview and a reason; GET /api/settings answers it at once', async ({ page, browser, baseURL }, info) => {
    test.setTimeout(120_000);
    await page.goto('/admin/login');
    await page.getByLabel(a.login!.email!).fill(admin.email);
    await page.getByLabel(a.login!.password!).fill(admin.password);
    const code = await freshTotp(admin.secret);
    loginStep = Math.floor(Date.now() / 30_000);
    await page.getByLabel(a.login!.code!, { exact: true }).fill(code);
    await page.getByRole('button', { name: a.login!.submit! }).click();
    await expect(page.getByRole('heading', { name: a.members!.title! })).toBeVisible();
    expect(await messageCredits(page)).toBe(1);

    await page.getByRole('link', { name: s.nav!.sites! }).click();
    await expect(page.getByRole('heading', { name: s.title as unknown as string })).toBeVisible();
    await shootWidths(page, 'admin-sites');
    await page.getByRole('link', { name: '*', exact: true }).click();
    await expect(page.getByRole('heading', { name: s.site!.title!.replace('{{host}}', '*') })).toBeVisible();

    const credits = page.getByLabel('message_credits', { exact: true });
    await expect(credits).toHaveValue('1');
    await credits.fill('0');
    await page.getByRole('button', { name: s.form!.preview! }).click();
    await expect(page.getByText(s.errors!.siteFieldRange!.replace('{{min}}', '1').replace('{{max}}', '1000'))).toBeVisible();
    await credits.fill('2');
    await page.getByRole('button', { name: s.form!.preview! }).click();
    await expect(page.getByTestId('site-preview')).toContainText('"message_credits": 2');
    expect(await messageCredits(page)).toBe(1); // a preview stores nothing
    await shootWidths(page, 'admin-site');

    await page.getByRole('button', { name: s.form!.save!, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('settings.message_credits');
    await dialog.getByLabel(a.common!.reason!).fill('Message price test (E2E)');
    await dialog.getByRole('button', { name: s.form!.save!, exact: true }).click();
    await expect(page.getByText(s.form!.saved!)).toBeVisible();
    expect(await messageCredits(page)).toBe(2);

    // The audit log has the change with its reason.
    const audit = await page.request.get('/api/admin/audit?action=site.update', { headers: { 'X-Requested-With': 'amora' } });
    const entries = ((await audit.json()) as { entries: { after: Record<string, unknown>; reason: string }[] }).entries;
    expect(entries[0]!.after['settings.message_credits']).toBe(2);
    expect(entries[0]!.reason).toBe('Message price test (E2E)');

    // A member who opens a conversation now sees the new price on the send button.
    const chat = catalog('en', 'chat') as unknown as { send: Record<string, string> };
    const member = await newMemberPage(browser, baseURL!, info, `sites-e2e-${Date.now()}@example.com`, 'Robin');
    const other = await newMemberPage(browser, baseURL!, info, `sites-e2e-other-${Date.now()}@example.com`, 'Ivy');
    await member.page.goto(`/members/${other.id}/chat`);
    await expect(member.page.getByRole('button', { name: chat.send.buttonCost_other!.replace('{{count}}', '2') })).toBeVisible();
    await member.page.context().close();
    await other.page.context().close();

    // The money screens, with an IBAN blocked (listed masked).
    await page.getByRole('link', { name: s.nav!.blocklist! }).click();
    await page.getByRole('textbox', { name: s.blocklist!.value! }).fill('NL91 ABNA 0417 1643 00');
    await page.getByRole('button', { name: s.blocklist!.block!, exact: true }).click();
    const block = page.getByRole('dialog');
    await block.getByLabel(a.common!.reason!).fill('Chargebacks (E2E)');
    await block.getByRole('button', { name: s.blocklist!.block!, exact: true }).click();
    await expect(page.getByRole('cell', { name: 'NL91**********4300', exact: true })).toBeVisible();
    await expect(page.getByText('ABNA0417164300')).toHaveCount(0);

    for (const [nav, name] of [
      [s.nav!.packages!, 'admin-packages'],
      [s.nav!.discounts!, 'admin-discounts'],
      [s.nav!.blocklist!, 'admin-blocklist'],
    ] as const) {
      await page.getByRole('link', { name: nav }).click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await shootWidths(page, name);
    }

    // A new site for a new host: the settings copied from '*', the company details
    // edited; the host answers its own settings at once.
    const host = `e2e-${Date.now()}.amora.test`;
    await page.getByRole('link', { name: s.nav!.sites! }).click();
    await page.getByRole('link', { name: s.new!.link! }).click();
    await expect(page.getByRole('heading', { name: s.new!.title! })).toBeVisible();
    await expect(page.getByLabel('name', { exact: true })).toHaveValue('Amora Media B.V.');
    await page.getByLabel(s.new!.host!).fill('localhost');
    await page.getByRole('button', { name: s.new!.add!, exact: true }).click();
    await expect(page.getByText(s.errors!.siteHostInvalid!)).toBeVisible();
    await page.getByLabel(s.new!.host!).fill(host);
    await page.getByLabel('name', { exact: true }).fill('E2E Media B.V.');
    await shootWidths(page, 'admin-site-new');
    await page.getByRole('button', { name: s.new!.add!, exact: true }).click();
    const adding = page.getByRole('dialog');
    await adding.getByLabel(a.common!.reason!).fill('New brand (E2E)');
    await adding.getByRole('button', { name: s.new!.add!, exact: true }).click();
    await expect(page.getByRole('heading', { name: s.site!.title!.replace('{{host}}', host) })).toBeVisible();
    await expect(page.getByLabel('domain', { exact: true })).toHaveValue(host);
    const own = await page.request.get(`/api/companyinfo?host=${host}`, { headers: { 'X-Requested-With': 'amora' } });
    expect(((await own.json()) as { name: string }).name).toBe('E2E Media B.V.');
    const created = await page.request.get('/api/admin/audit?action=site.create', { headers: { 'X-Requested-With': 'amora' } });
    expect(((await created.json()) as { entries: { reason: string }[] }).entries[0]!.reason).toBe('New brand (E2E)');

    // Put the price back for the other tests of the run.
    const back = await page.request.put('/api/admin/sites/*', {
      headers: { 'X-Requested-With': 'amora' },
      data: { settings: { message_credits: 1 }, reason: 'E2E clean-up' },
    });
    expect(back.status()).toBe(200);
    expect(await messageCredits(page)).toBe(1);
  });
});
