import { expect, test, type Page } from '@playwright/test';
import { acceptCheckout, catalog, newMemberPage, shoot } from './helpers';

type Catalog = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const headers = { 'X-Requested-With': 'amora' };
const b = catalog('en', 'billing') as Catalog;
const common = catalog('en', 'common') as Catalog;
const accountCredits = (count: number) => (catalog('en', 'account') as Catalog).menu.credits.replace('{{count}}', String(count));

/** me reads the member as the server has it now. */
async function me(page: Page): Promise<{ credits: number; paid_user: boolean }> {
  return (await page.request.get('/api/user')).json();
}

/** choosePopular opens the most popular package on /credits and answers how many credits it has. */
async function choosePopular(page: Page): Promise<number> {
  const card = page.getByTestId('package').filter({ hasText: b.packages.popular });
  await expect(card).toBeVisible();
  const credits = Number((await card.getByRole('heading').textContent())?.replace(/\D/g, ''));
  await card.getByRole('link', { name: new RegExp(`^${b.packages.choose}`) }).click();
  await expect(page).toHaveURL(/\/credits\/\d+(\?code=\w+)?$/);
  return credits;
}

test('a new member buys credits through the sandbox checkout with the discount and becomes premium', async ({ browser, baseURL }, info) => {
  const run = `${info.project.name}-${Date.now()}`;
  const { page } = await newMemberPage(browser, baseURL!, info, `buyer-${run}@example.com`, 'Nora');
  const before = await me(page);
  expect(before.paid_user).toBe(false);

  // A new member sees Get Premium with the credits badge (10 or fewer) and the running offer.
  await page.goto('/members');
  const getPremium = page.getByRole('link', { name: new RegExp(`^${common.nav.getPremium}`) });
  await expect(getPremium).toHaveAttribute('href', '/premium');
  await expect(page.getByTestId('credits-badge')).toHaveText(String(before.credits));
  // One banner at a time: the photo prompt (more important) goes first, then the offer shows.
  await page.getByTestId('profile-photo-alert').getByRole('button').click();
  await expect(page.getByTestId('offer-banner')).toBeVisible();
  await shoot(page, info, 'billing-nav-get-premium');

  // The premium offer leads to the packages, whose prices include the 25 % discount.
  await getPremium.click();
  await expect(page).toHaveURL(/\/premium$/);
  await expect(page.getByText(b.premium.claim.replace('{{percent}}', '46')).first()).toBeAttached();
  await shoot(page, info, 'billing-premium');
  await page.locator('#main').getByRole('link', { name: b.premium.cta }).first().click();
  await expect(page).toHaveURL(/\/credits$/);
  const popular = page.getByTestId('package').filter({ hasText: b.packages.popular });
  await expect(popular.locator('s')).toBeVisible();
  await expect(popular).toContainText(b.packages.save.replace('{{percent}}', '25'));
  await shoot(page, info, 'billing-credits');

  // The member pays the popular package with iDEAL at the sandbox checkout.
  const credits = await choosePopular(page);
  await expect(page.getByText(/−25%/)).toBeVisible();
  await shoot(page, info, 'billing-choose-method');
  await acceptCheckout(page);
  await page.getByRole('button', { name: 'iDEAL', exact: true }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/\d+/);
  await shoot(page, info, 'billing-sandbox-checkout');
  await page.getByRole('button', { name: 'Paid', exact: true }).click();

  // Back on the return screen: payment complete, credits added, premium for good.
  await expect(page).toHaveURL(/\/credits\/\d+\/ideal\?payment_id=\d+$/);
  await expect(page.getByRole('heading', { name: b.return.thanks })).toBeVisible();
  await expect(page.getByText(b.return.toast, { exact: true })).toBeVisible();
  await shoot(page, info, 'billing-payment-complete');
  const after = await me(page);
  expect(after.credits).toBe(before.credits + credits);
  expect(after.paid_user).toBe(true);

  // The navigation now shows Credits without the badge, and no offer.
  const creditsLink = page.getByRole('link', { name: common.nav.credits, exact: true });
  await expect(creditsLink).toHaveAttribute('href', '/credits');
  await expect(page.getByTestId('credits-badge')).toHaveCount(0);
  await expect(page.getByRole('link', { name: new RegExp(`^${common.nav.getPremium}`) })).toHaveCount(0);
  await page.goto('/members');
  await expect(page.getByTestId('offer-banner')).toHaveCount(0);
  await shoot(page, info, 'billing-nav-credits');

  // The payment is in the transactions, with a receipt that shows the discount.
  await page.goto('/transactions');
  const row = page.getByTestId('transaction').first();
  await expect(row).toContainText(accountCredits(credits));
  await expect(row).toContainText(b.status.paid);
  await shoot(page, info, 'billing-transactions');
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { name: b.receipt.title })).toBeVisible();
  await expect(page.getByTestId('receipt')).toContainText(/−25%/);
  await expect(page.getByRole('button', { name: b.receipt.print })).toBeVisible();
  await shoot(page, info, 'billing-receipt');
});

test('a failed payment offers another method', async ({ browser, baseURL }, info) => {
  const run = `${info.project.name}-${Date.now()}`;
  const { page } = await newMemberPage(browser, baseURL!, info, `failer-${run}@example.com`, 'Fenna');
  await page.goto('/credits');
  await choosePopular(page);
  await acceptCheckout(page);
  await page.getByRole('button', { name: 'iDEAL', exact: true }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/\d+/);
  await page.getByRole('button', { name: 'Failed', exact: true }).click();

  await expect(page.getByRole('heading', { name: b.return.failedTitle })).toBeVisible();
  const others = page.getByRole('list', { name: b.return.tryOther });
  await expect(others.getByRole('button').first()).toBeVisible();
  await expect(others.getByRole('button', { name: 'iDEAL', exact: true })).toHaveCount(0);
  await shoot(page, info, 'billing-payment-failed');

  // Another method goes to a new checkout; canceling there says so.
  const card = others.getByRole('button', { name: b.methods.creditcard, exact: true });
  await acceptCheckout(page);
  await (await card.count() ? card : others.getByRole('button').first()).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/\d+/);
  await page.getByRole('button', { name: 'Canceled', exact: true }).click();
  await expect(page.getByRole('heading', { name: b.return.canceledTitle })).toBeVisible();
  expect((await me(page)).paid_user).toBe(false);
});

test('the time-bonus modal greets a new member without credits after 40 s in the members area', async ({ browser, baseURL }, info) => {
  const run = `${info.project.name}-${Date.now()}`;
  const partner = await newMemberPage(browser, baseURL!, info, `partner-${run}@example.com`, 'Pim');
  const { page } = await newMemberPage(browser, baseURL!, info, `bonus-${run}@example.com`, 'Bo');

  // Bo spends the starting credits on messages to Pim.
  for (let i = 0; i < 100; i++) {
    const res = await page.request.post(`/api/members/${partner.id}/messages`, { headers, data: { text: `Hello ${i}` } });
    if (!res.ok()) break;
    if ((await res.json()).credits === 0) break;
  }
  expect((await me(page)).credits).toBe(0);

  await page.clock.install();
  await page.goto('/members');
  await expect(page.getByTestId('credits-badge')).toHaveText('0');
  await expect(page.getByTestId('credits-badge')).toHaveClass(/text-bg-danger/);
  const title = b.timeBonus.title.replace('{{percent}}', '25');
  await page.clock.fastForward(30_000);
  await expect(page.getByRole('dialog', { name: title })).toHaveCount(0);
  await page.clock.fastForward(11_000);
  const modal = page.getByRole('dialog', { name: title });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(b.timeBonus.urge);
  await expect(modal.getByRole('timer')).toHaveText(/^0[0-3]:\d\d:\d\d$/);
  await shoot(page, info, 'billing-time-bonus-modal');

  // Closing it keeps it away for the session; its link leads to the credits.
  await modal.getByRole('button', { name: b.timeBonus.later }).click();
  await expect(modal).toBeHidden();
  await page.goto('/likes');
  await page.clock.fastForward(41_000);
  await expect(page.getByRole('dialog', { name: title })).toHaveCount(0);
});

test('the welcome discount code WELCOME25 takes 25 % off the first purchase, once', async ({ browser, baseURL }, info) => {
  const run = `${info.project.name}-${Date.now()}`;
  const { page } = await newMemberPage(browser, baseURL!, info, `welcome-${run}@example.com`, 'Wendy');
  await page.goto('/credits');
  await page.getByLabel(b.discount.label).fill('WELCOME25');
  await page.getByRole('button', { name: b.discount.apply }).click();
  await expect(page.getByText(b.discount.applied.replace('{{code}}', 'WELCOME25').replace('{{percent}}', '25'))).toBeVisible();
  await shoot(page, info, 'billing-welcome-code');
  await choosePopular(page);
  await acceptCheckout(page);
  await page.getByRole('button', { name: 'iDEAL', exact: true }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/\d+/);
  await expect(page.getByText('WELCOME25')).toBeVisible();
  await page.getByRole('button', { name: 'Paid', exact: true }).click();
  await expect(page.getByRole('heading', { name: b.return.thanks })).toBeVisible();

  // The receipt names the code; the code is used now.
  await page.goto('/transactions');
  await page.getByTestId('transaction').first().getByRole('link').click();
  await expect(page.getByTestId('receipt')).toContainText('WELCOME25');
  const again = await page.request.get('/api/discountcode?code=WELCOME25');
  expect(again.status()).toBe(409);
  expect((await again.json()).error.key).toBe('discountUsed');
});
