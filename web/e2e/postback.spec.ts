import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { acceptCheckout, catalog, enterSite, mailLink, pathOf } from './helpers';
import { freshTotp } from './totp';

// Attribution and postbacks (issue 24) against the real server: the demo admin
// configures a network's postback in the console; a visitor arrives on a phone through
// that network's link with a click id (a later link of another network does not
// replace it), signs up, activates and buys credits in the sandbox checkout; a small
// HTTP server started here (the network's receiver) fails its first call and then
// receives the sign-up, activation and first-purchase postbacks with the macros filled
// and escaped; the console lists them with every attempt.

type Catalog = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const admin = { email: 'admin@amora.test', password: 'amora-staff-2026', secret: 'AMORADEMOADMINTOTPSECRETAAAAAAAA' };
const a = catalog('en', 'admin') as Catalog;
const pb = a.postbacks as Catalog;
const account = catalog('en', 'account') as Catalog;
const b = catalog('en', 'billing') as Catalog;

let receiver: Server;
let port = 0;
const received: URL[] = [];

test.beforeAll(async () => {
  receiver = createServer((req, res) => {
    received.push(new URL(req.url ?? '/', 'http://receiver.test'));
    // The first call fails: the server tries it again after its backoff.
    res.writeHead(received.length === 1 ? 500 : 200, { 'Content-Type': 'text/plain' });
    res.end(received.length === 1 ? 'busy' : 'ok');
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  port = (receiver.address() as AddressInfo).port;
});

test.afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
});

async function shootWidths(page: Page, name: string, widths: number[]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `e2e/screenshots/${name}-${width}.png`, fullPage: true, animations: 'disabled' });
  }
}

async function adminLogin(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel(a.login.email).fill(admin.email);
  await page.getByLabel(a.login.password).fill(admin.password);
  await page.getByLabel(a.login.code, { exact: true }).fill(await freshTotp(admin.secret));
  await page.getByRole('button', { name: a.login.submit }).click();
  await expect(page.getByRole('heading', { name: a.members.title })).toBeVisible();
}

/** saveNetwork fills the console's new-network form and confirms it with a reason. */
async function saveNetwork(page: Page, network: string, template: string) {
  const form = page.getByRole('form', { name: pb.form.newTitle });
  await form.getByLabel(pb.form.network).fill(network);
  await form.getByLabel(pb.form.template).fill(template);
  await form.getByLabel(pb.form.payout.replace('{{event}}', pb.events.signup)).fill('1.00');
  await form.getByLabel(pb.form.payout.replace('{{event}}', pb.events.activation)).fill('2');
  await form.getByLabel(pb.form.payout.replace('{{event}}', pb.events.first_purchase)).fill('12.50');
  await form.getByRole('button', { name: pb.form.save }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(a.common.reason).fill('New affiliate partner.');
  await dialog.getByRole('button', { name: pb.form.save }).click();
  await expect(dialog).toBeHidden();
}

test('a tracked visitor signs up, activates and buys; the network receives its postbacks and the console shows every attempt', async ({ page, browser, baseURL }, info) => {
  test.skip(info.project.name !== 'desktop', 'one run: the visitor is on a phone, the console on a desktop');
  test.setTimeout(150_000);
  const network = `e2enet${Date.now() % 100000}`;

  // The admin configures the network; an unknown macro is refused with its translated message.
  await adminLogin(page);
  await page.getByRole('link', { name: pb.nav }).click();
  await expect(page.getByRole('heading', { name: pb.title, level: 1 })).toBeVisible();
  await saveNetwork(page, network, 'https://tracker.example/pb?cid={clickid}');
  const form = page.getByRole('form', { name: pb.form.newTitle });
  await expect(form.getByText(pb.errors.postbackTemplateMacro.replace('{{macro}}', '{clickid}'))).toBeVisible();
  await saveNetwork(
    page,
    network,
    `http://127.0.0.1:${port}/pb/{event}?cid={click_id}&s1={sub1}&s2={sub2}&s3={sub3}&amount={amount}&cur={currency}&payout={payout}`,
  );
  await expect(page.getByRole('cell', { name: network, exact: true })).toBeVisible();

  // The visitor: on a phone, through the network's link, then through another's.
  const phone = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 }, hasTouch: true });
  const visitor = await phone.newPage();
  await enterSite(visitor);
  await visitor.goto(`/?network=${network}&ref=aff-7&sub1=${encodeURIComponent('a b')}&sub2=${encodeURIComponent('x&y')}&sub3=ü&click_id=${encodeURIComponent('CLK 42/?')}`);
  await visitor.goto('/?network=othernet&click_id=LATER');
  const email = `tracked-${Date.now()}@example.com`;
  await visitor.goto('/signup');
  const t = account.signup;
  await visitor.getByLabel(t.name).fill('Robin');
  await visitor.getByLabel(t.email).fill(email);
  await visitor.getByLabel(t.password, { exact: true }).fill('a-good-passphrase-42');
  await visitor.getByLabel(t.dateOfBirth).fill('1993-04-12');
  await visitor.screenshot({ path: `e2e/screenshots/postback-signup-360.png`, fullPage: true });
  await visitor.getByRole('button', { name: t.submit }).click();
  await expect(visitor).toHaveURL(/\/complete-signup$/);
  const headers = { 'X-Requested-With': 'amora' };
  const prof = await visitor.request.put('/api/profile', {
    headers,
    data: { gender: 'female', looking_for: 'male', country: 'NL', region: 'NL-UT', city: 'Utrecht' },
  });
  expect(prof.status()).toBe(200);
  await visitor.goto(pathOf(await mailLink(email, '/activate/done?token=')));
  await expect.poll(async () => ((await (await visitor.request.get('/api/user')).json()) as { status: string }).status).toBe('active');

  // The first purchase, in the sandbox checkout.
  await visitor.goto('/credits');
  const card = visitor.getByTestId('package').filter({ hasText: b.packages.popular });
  await card.getByRole('link', { name: new RegExp(`^${b.packages.choose}`) }).click();
  await acceptCheckout(visitor);
  await visitor.getByRole('button', { name: 'iDEAL', exact: true }).click();
  await expect(visitor).toHaveURL(/\/sandbox\/checkout\/\d+/);
  await visitor.getByRole('button', { name: 'Paid', exact: true }).click();
  await expect(visitor.getByRole('heading', { name: b.return.thanks })).toBeVisible();
  await phone.close();

  // The receiver: the failed first call, then one postback per event (the failed one
  // again after the 10 s backoff), all with the first touch's values, escaped.
  await expect.poll(() => new Set(received.slice(1).map((u) => u.pathname)).size, { timeout: 60_000 }).toBe(3);
  const byEvent = new Map(received.slice(1).map((u) => [u.pathname.replace('/pb/', ''), u]));
  for (const [event, payout] of [
    ['signup', '1.00'],
    ['activation', '2.00'],
    ['first_purchase', '12.50'],
  ] as const) {
    const u = byEvent.get(event)!;
    expect(u, event).toBeDefined();
    expect(u.searchParams.get('cid')).toBe('CLK 42/?');
    expect(u.searchParams.get('s1')).toBe('a b');
    expect(u.searchParams.get('s2')).toBe('x&y');
    expect(u.searchParams.get('s3')).toBe('ü');
    expect(u.searchParams.get('payout')).toBe(payout);
    expect(u.search).toContain('cid=CLK%2042%2F%3F&s1=a%20b&s2=x%26y&s3=%C3%BC');
  }
  expect(byEvent.get('signup')!.searchParams.get('amount')).toBe('0.00');
  expect(byEvent.get('first_purchase')!.searchParams.get('cur')).toBe('EUR');
  expect(Number(byEvent.get('first_purchase')!.searchParams.get('amount'))).toBeGreaterThan(0);

  // The console lists the three postbacks, sent; the first one with both attempts.
  await page.reload();
  await page.locator('#pb-filter-network').selectOption(network);
  const rows = page.getByTestId('postback-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: pb.status.sent })).toHaveCount(3);
  const first = rows.filter({ hasText: pb.events.signup }).filter({ hasText: 'CLK 42/?' });
  await first.getByRole('button', { name: pb.attemptsCount.replace('{{count}}', '2') }).click();
  const attempts = page.getByTestId('postback-attempt');
  await expect(attempts).toHaveCount(2);
  await expect(attempts.first()).toContainText(pb.responseCode.replace('{{code}}', '500'));
  await expect(attempts.first()).toContainText(pb.status.failed);
  await expect(attempts.last()).toContainText(pb.responseCode.replace('{{code}}', '200'));
  await expect(attempts.last()).toContainText(pb.status.ok);
  await shootWidths(page, 'admin-postbacks', [1280, 768]);
});
