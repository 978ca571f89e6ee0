import { expect, test, type Page } from '@playwright/test';
import { acceptCheckout, catalog, newMemberPage, outboxMail, shoot } from './helpers';

type Catalog = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const headers = { 'X-Requested-With': 'amora' };
const b = catalog('en', 'billing') as Catalog;
const errors = catalog('en', 'errors') as Catalog;

async function me(page: Page): Promise<{ credits: number }> {
  return (await page.request.get('/api/user')).json();
}

test('a member buys with the checkout consent, spends some credits and refunds the rest through the sandbox', async ({ browser, baseURL }, info) => {
  const run = `${info.project.name}-${Date.now()}`;
  const email = `refund-${run}@example.com`;
  const partner = await newMemberPage(browser, baseURL!, info, `refund-partner-${run}@example.com`, 'Pia');
  const { page } = await newMemberPage(browser, baseURL!, info, email, 'Rik');
  const start = (await me(page)).credits;

  // The popular package; paying without the two boxes is refused, next to them.
  await page.goto('/credits');
  const card = page.getByTestId('package').filter({ hasText: b.packages.popular });
  await card.getByRole('link', { name: new RegExp(`^${b.packages.choose}`) }).click();
  await expect(page).toHaveURL(/\/credits\/\d+(\?code=\w+)?$/);
  await expect(page.getByTestId('consent-accept_terms')).not.toBeChecked();
  await expect(page.getByTestId('consent-immediate_delivery')).not.toBeChecked();
  await page.getByRole('button', { name: 'iDEAL', exact: true }).click();
  await expect(page.getByText(errors.consentTerms)).toBeVisible();
  await expect(page.getByText(errors.consentImmediate)).toBeVisible();
  await expect(page).toHaveURL(/\/credits\/\d+(\?code=\w+)?$/);
  await shoot(page, info, 'refund-checkout-consent-required');

  // The server checks it too.
  const refused = await page.request.post('/api/payments', { headers, data: { package_id: 1, method: 'ideal' } });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).error.key).toBe('consentTerms');

  await acceptCheckout(page);
  await shoot(page, info, 'refund-checkout-consent');
  await page.getByRole('button', { name: 'iDEAL', exact: true }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/\d+/);
  await page.getByRole('button', { name: 'Paid', exact: true }).click();
  await expect(page.getByRole('heading', { name: b.return.thanks })).toBeVisible();
  const bought = (await me(page)).credits - start;
  expect(bought).toBeGreaterThan(15);
  await outboxMail(email, ['Your order at']);

  // Credits are spent oldest first: the sign-up credits, then 15 of the purchase.
  for (let i = 0; i < start + 15; i++) {
    const res = await page.request.post(`/api/members/${partner.id}/messages`, { headers, data: { text: `Hello ${i}` } });
    expect(res.ok()).toBe(true);
  }
  const unused = bought - 15;
  expect((await me(page)).credits).toBe(unused);

  // The transaction offers the unused credits, pro rata of the price.
  await page.goto('/transactions');
  await page.getByTestId('transaction').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/transactions\/\d+$/);
  const id = page.url().split('/').pop()!;
  const tx = await (await page.request.get(`/api/transactions/${id}`)).json();
  expect(tx.refund).toMatchObject({ eligible: true, credits: unused, amount: Math.floor((tx.amount * unused) / tx.credits) });
  const panel = page.getByTestId('refund-panel');
  await expect(panel).toContainText(new RegExp(`${unused} unused credits of this purchase can be refunded`));
  await panel.scrollIntoViewIfNeeded();
  await shoot(page, info, 'refund-offer');
  await panel.getByRole('button', { name: b.refund.button }).click();
  await expect(panel.getByRole('button', { name: b.refund.confirmYes })).toBeVisible();
  await shoot(page, info, 'refund-confirm');
  await panel.getByRole('button', { name: b.refund.confirmYes }).click();
  await expect(panel.getByRole('status')).toContainText(`${unused} credits were taken from your balance`);
  await expect(panel).toContainText(b.refund.kind.member);
  await shoot(page, info, 'refund-done');
  expect((await me(page)).credits).toBe(0);

  // Asked again, nothing more is refunded; the member got the e-mail.
  const again = await page.request.post(`/api/transactions/${id}/refund`, { headers });
  expect(again.status()).toBe(200);
  expect((await again.json()).refund.amount).toBe(tx.refund.amount);
  expect((await me(page)).credits).toBe(0);
  const mail = await outboxMail(email, ['Your refund from']);
  expect(mail).toContain(`${unused} unused credits`);

  // The payment history fits the phone's width: nothing sticks out of the card.
  await page.goto('/transactions');
  const row = page.getByTestId('transaction').first();
  await expect(row).toBeVisible();
  const [rowBox, linkWidth] = await Promise.all([row.boundingBox(), row.getByRole('link').evaluate((el) => el.scrollWidth)]);
  expect(linkWidth).toBeLessThanOrEqual(Math.ceil(rowBox!.width));
  await shoot(page, info, 'refund-transactions');
});
