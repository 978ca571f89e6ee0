import { expect, test, type Page } from '@playwright/test';
import { acceptCheckout, catalog, newMemberPage } from './helpers';
import { freshTotp } from './totp';

// The console's refund (issue 23): the demo admin logs in with TOTP, opens a member
// who bought credits through the sandbox, refunds part of the payment with a reason;
// the payment row shows the refunded amount and the audit log has payment.refund.

type Catalog = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const admin = { email: 'admin@amora.test', password: 'amora-staff-2026', secret: 'AMORADEMOADMINTOTPSECRETAAAAAAAA' };
const a = catalog('en', 'admin') as Catalog;
const b = catalog('en', 'billing') as Catalog;

/** loginStep is the 30 s TOTP step of this file's admin login, if it logged in. */
let loginStep: number | undefined;

async function buyPopularPackage(page: Page) {
  await page.goto('/credits');
  const card = page.getByTestId('package').filter({ hasText: b.packages.popular });
  await card.getByRole('link', { name: new RegExp(`^${b.packages.choose}`) }).click();
  await acceptCheckout(page);
  await page.getByRole('button', { name: 'iDEAL', exact: true }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/\d+/);
  await page.getByRole('button', { name: 'Paid', exact: true }).click();
  await expect(page.getByRole('heading', { name: b.return.thanks })).toBeVisible();
}

test.describe('staff console: refunds', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1280, 'desktop first');

  // The server refuses a TOTP code used once already: the next spec's admin login must
  // not fall in the same 30 s step as this one.
  test.afterAll(async () => {
    test.setTimeout(45_000);
    if (loginStep === undefined) return;
    const wait = (loginStep + 1) * 30_000 - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait + 200));
  });

  test('an admin refunds part of a payment with a reason; the payment row and the audit log show it', async ({ page, browser, baseURL }, info) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    const member = await newMemberPage(browser, baseURL!, info, `admin-refund-${stamp}@example.nl`, 'Roos');
    await buyPopularPackage(member.page);
    const before = (await (await member.page.request.get('/api/user')).json()).credits as number;
    const { transactions } = (await (await member.page.request.get('/api/transactions')).json()) as { transactions: { payment_id: number; status: string }[] };
    const list = transactions.filter((t) => t.status === 'paid');
    expect(list).toHaveLength(1);
    const payment = list[0]!;

    await page.goto('/admin/login');
    await page.getByLabel(a.login.email).fill(admin.email);
    await page.getByLabel(a.login.password).fill(admin.password);
    const code = await freshTotp(admin.secret);
    loginStep = Math.floor(Date.now() / 30_000);
    await page.getByLabel(a.login.code, { exact: true }).fill(code);
    await page.getByRole('button', { name: a.login.submit }).click();
    await expect(page.getByRole('heading', { name: a.members.title })).toBeVisible();

    // Find the member and open their payments.
    await page.getByRole('searchbox', { name: a.members.search }).fill(`admin-refund-${stamp}@example.nl`);
    await page.getByRole('button', { name: a.members.search, exact: true }).click();
    await page.getByRole('link', { name: 'Roos' }).click();
    await expect(page.getByRole('heading', { name: /Roos/ })).toBeVisible();
    await page.getByRole('tab', { name: new RegExp(`^${a.history.payments}`) }).click();
    const row = page.getByRole('tabpanel').getByRole('row').filter({ has: page.getByRole('button', { name: a.refund.button }) });
    await expect(row).toHaveCount(1);

    // Refund 2.00 of it, with a reason.
    await row.getByRole('button', { name: a.refund.button }).click();
    const dialog = page.getByRole('dialog', { name: a.refund.title.replace('{{id}}', String(payment.payment_id)) });
    await expect(dialog).toBeVisible();
    const amount = dialog.getByLabel(new RegExp(a.refund.amount.replace('({{currency}})', '')));
    await amount.fill('2.00');
    const reason = `Goodwill after a complaint (E2E ${stamp})`;
    await dialog.getByLabel(a.common.reason).fill(reason);
    await page.screenshot({ path: `e2e/screenshots/admin-refund-dialog-${info.project.name}.png`, animations: 'disabled' });
    await dialog.getByRole('button', { name: a.refund.confirm }).click();
    await expect(dialog).toBeHidden();

    // The payment row shows the refund; the member's balance lost the share of credits.
    await page.getByRole('tab', { name: new RegExp(`^${a.history.payments}`) }).click();
    const paid = page.getByRole('tabpanel').getByRole('row').nth(1);
    await expect(paid).toContainText(/€2[.,]00/);
    await page.screenshot({ path: `e2e/screenshots/admin-refund-row-${info.project.name}.png`, fullPage: true, animations: 'disabled' });
    const after = (await (await member.page.request.get('/api/user')).json()).credits as number;
    expect(after).toBeLessThan(before);
    const detail = await (await member.page.request.get(`/api/transactions/${payment.payment_id}`)).json();
    expect(detail.refunds).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'staff', amount: 200, status: 'refunded' })]));

    // The audit log has it, with the reason.
    await page.getByRole('link', { name: a.nav.audit }).click();
    const entry = page.getByRole('row').filter({ hasText: 'payment.refund' }).filter({ hasText: reason });
    await expect(entry.first()).toBeVisible();
    await page.screenshot({ path: `e2e/screenshots/admin-refund-audit-${info.project.name}.png`, fullPage: true, animations: 'disabled' });
    await member.page.close();
  });
});
