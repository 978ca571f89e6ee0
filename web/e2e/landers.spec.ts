import { expect, test, type Page } from '@playwright/test';
import { catalog, enterSite, mailLink, pathOf, shoot } from './helpers';
import { freshTotp } from './totp';

// The landers and member landings (issue 24) against the real server and its demo
// members: each lander shows real members' photos in its own entry (not the members'
// app) and ends in the sign-up form; a lander's sign-up keeps the URL's tracking; a
// member landing's sign-up message is the new member's first message once activated.

type Catalog = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const kinds = ['tinderswipe', 'alonetonight', 'collagelanding', 'gallery', 'iconslanding', 'maplanding', 'socialnetwork', 'transitionsvideolanding', 'video'];
const headers = { 'X-Requested-With': 'amora' };
const l = catalog('en', 'landers') as Catalog;
const acc = catalog('en', 'account') as Catalog;

interface LanderMember {
  id: number;
  name: string;
  fictional: boolean;
}

// The demo members arrive in batches while their portraits are drawn: wait for enough
// of them, asking for an audience of its own (answers are kept a minute per audience).
test.beforeAll(async ({ playwright, baseURL }) => {
  test.setTimeout(120_000);
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: headers });
  for (let tries = 0; tries < 60; tries++) {
    const res = await api.get(`/api/landers/members?max_age=${90 + (tries % 9)}`);
    const body = (await res.json()) as { members: LanderMember[] };
    if (body.members.length >= 16) break;
    await new Promise((r) => setTimeout(r, 2000));
  }
  await api.dispose();
});

/** photosShown waits until the lander's member photos have loaded (or, on the video lander, its canvas has drawn one). */
async function photosShown(page: Page) {
  const area = page.getByTestId('lander-photos');
  await expect(area).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(
      () =>
        area.evaluate((el) => {
          const canvas = el.querySelector('canvas');
          if (canvas) {
            const px = canvas.getContext('2d')!.getImageData(canvas.width / 2, canvas.height / 3, 1, 1).data;
            return px[0] !== 0x1f || px[1] !== 0x15 ? 1 : 0; // no longer the empty background
          }
          return Array.from(el.querySelectorAll('img, image')).filter((i) => (i instanceof HTMLImageElement ? i.complete && i.naturalWidth > 0 : true)).length;
        }),
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
}

/** membersAppLoaded reports whether the page loaded the members' app's entry script. */
const membersAppLoaded = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/assets\/index-[\w-]+\.js$/.test(e.name)));

for (const kind of kinds) {
  test(`the ${kind} lander shows real members and ends in sign-up`, async ({ page }, info) => {
    await enterSite(page);
    // The map pins the members of the visitor's country: one the demo has many of, as chosen on /lang-config.
    if (kind === 'maplanding') await page.addInitScript(() => localStorage.setItem('amora.country', 'US'));
    await page.goto(`/landers/${kind}/women`);
    await photosShown(page);
    // The form is drawn as it comes into view, as a visitor scrolls to it.
    await page.locator('#lander-signup').scrollIntoViewIfNeeded();
    await expect(page.locator('#lander-signup')).toBeVisible();
    await expect(page.getByLabel(acc.signup.name)).toBeVisible();
    expect(await membersAppLoaded(page), 'a lander does not load the members app').toBe(false);
    await shoot(page, info, `lander-${kind}`);
  });
}

test('a call to action brings the visitor down to the form, the cursor in its first field', async ({ page }) => {
  await enterSite(page);
  await page.addInitScript(() => localStorage.setItem('amora.country', 'US'));
  await page.goto('/landers/maplanding');
  await photosShown(page);
  await page.getByRole('button', { name: l.map.cta, exact: true }).click();
  await expect(page.getByLabel(acc.signup.name)).toBeFocused();
  await expect(page.getByLabel(acc.signup.name)).toBeInViewport();
});

test('a lander without a slug, and with an unknown one, shows everyone', async ({ page }) => {
  await enterSite(page);
  for (const path of ['/landers/gallery', '/landers/gallery/not-a-real-slug-42']) {
    await page.goto(path);
    await photosShown(page);
    await expect(page.getByText(l.audience.all, { exact: true })).toBeVisible();
  }
});

test('the site-entry warning stays away from landers outside NL and DE', async ({ page }) => {
  await page.goto('/landers/collagelanding');
  await photosShown(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a lander signs a visitor up with the tracking of its URL', async ({ page, playwright, baseURL }, info) => {
  test.setTimeout(60_000);
  await enterSite(page);
  const email = `lander-${info.project.name}-${Date.now()}@example.com`;
  await page.goto('/landers/tinderswipe/women-25-60?network=adnet&ref=r42&sub1=s1&sub2=s2&sub3=s3');
  await photosShown(page);
  await page.getByRole('button', { name: l.swipe.like, exact: true }).click();
  await page.locator('#lander-signup').scrollIntoViewIfNeeded();
  await page.getByLabel(acc.signup.name).fill('Lander');
  await page.getByLabel(acc.signup.email).fill(email);
  await page.getByLabel(acc.signup.password, { exact: true }).fill('a-good-passphrase-42');
  await page.getByLabel(acc.signup.dateOfBirth).fill('1990-04-02');
  await page.getByRole('button', { name: acc.signup.submit }).click();
  await expect(page).toHaveURL(/\/complete-signup$/);
  const me = (await (await page.request.get('/api/user', { headers })).json()) as { id: number };

  const admin = await playwright.request.newContext({ baseURL, extraHTTPHeaders: headers });
  const login = await admin.post('/api/admin/login', {
    data: { email: 'admin@amora.test', password: 'amora-staff-2026', totp: await freshTotp('AMORADEMOADMINTOTPSECRETAAAAAAAA') },
  });
  expect(login.status(), await login.text()).toBe(200);
  const detail = await (await admin.get(`/api/admin/members/${me.id}`)).text();
  for (const v of ['"network":"adnet"', '"ref":"r42"', '"sub1":"s1"', '"sub2":"s2"', '"sub3":"s3"']) expect(detail).toContain(v);
  await admin.dispose();
});

test('a member landing: the sign-up message is the first message after activation', async ({ page }, info) => {
  test.setTimeout(60_000);
  await enterSite(page);
  // An audience the waiting above never asked for (answers are kept a minute each, and
  // one asked for early may be empty), so that it is read now that the members are in.
  const { members } = (await (await page.request.get('/api/landers/members?max_age=99', { headers })).json()) as { members: LanderMember[] };
  const member = members.find((m) => !m.fictional)!;
  expect(member, JSON.stringify(members)).toBeTruthy();
  const views = [`/members/${member.id}/landing`, `/members/${member.id}/landing2/women-20-60`, `/members/${member.id}/landing3/men`, `/members/${member.id}/signup`];
  for (const [i, path] of views.entries()) {
    await page.goto(path);
    await photosShown(page);
    await expect(page.getByRole('heading', { name: l.member.signupTitle.replace('{{name}}', member.name) })).toBeVisible();
    expect(await membersAppLoaded(page)).toBe(false);
    await shoot(page, info, `member-landing-${i + 1}`);
  }

  const email = `landing-${info.project.name}-${Date.now()}@example.com`;
  const text = `Hi ${member.name}, coffee this week?`;
  await page.getByLabel(acc.signup.name).fill('Visitor');
  await page.getByLabel(acc.signup.email).fill(email);
  await page.getByLabel(acc.signup.password, { exact: true }).fill('a-good-passphrase-42');
  await page.getByLabel(acc.signup.dateOfBirth).fill('1992-06-12');
  await page.getByLabel(l.member.messageLabel.replace('{{name}}', member.name)).fill(text);
  await page.getByRole('button', { name: acc.signup.submit }).click();
  await expect(page).toHaveURL(/\/complete-signup$/);

  // Not before activation.
  expect((await page.request.get(`/api/chats/with/${member.id}`, { headers })).status()).not.toBe(500);
  const before = (await (await page.request.get('/api/chats', { headers })).text());
  expect(before).not.toContain(text);

  await page.goto(pathOf(await mailLink(email, '/activate/done?token=')));
  await expect.poll(async () => (await (await page.request.get(`/api/chats/with/${member.id}`, { headers })).json()).conversation ?? 0).toBeGreaterThan(0);
  const { conversation } = (await (await page.request.get(`/api/chats/with/${member.id}`, { headers })).json()) as { conversation: number };
  const msgs = (await (await page.request.get(`/api/chats/${conversation}/messages`, { headers })).json()) as { messages: { text: string; mine: boolean }[] };
  expect(msgs.messages.map((m) => m.text)).toEqual([text]);
  expect(msgs.messages[0]!.mine).toBe(true);

  await page.goto(`/chats/${conversation}`);
  await expect(page.getByTestId('chat-message').getByText(text)).toBeVisible();
  await shoot(page, info, 'member-landing-message');
});
