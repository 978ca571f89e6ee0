import { expect, test, type Browser, type TestInfo } from '@playwright/test';
import { addPhoto, catalog, createMember, enterSite, mailLink, pathOf, shoot, waitForHydration } from './helpers';

/* eslint-disable @typescript-eslint/no-explicit-any */

/** aMan signs up a man in Utrecht with a photo, in a context of his own, and returns his page and id. */
async function aMan(browser: Browser, baseURL: string, info: TestInfo, email: string, name: string) {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await createMember(page, email, 'en', undefined, name);
  const saved = await page.request.put('/api/profile', {
    headers: { 'X-Requested-With': 'amora' },
    data: { gender: 'male', looking_for: 'female', country: 'NL', region: 'NL-UT', city: 'Utrecht' },
  });
  expect(saved.status()).toBe(200);
  await addPhoto(page);
  const me = await (await page.request.get('/api/user')).json();
  return { page, id: me.id as number };
}

test('the match screen from the swipe game', async ({ page, browser, baseURL }, info) => {
  const l = catalog('en', 'likes') as any;
  await enterSite(page);
  await createMember(page, `moments-her-${info.project.name}@example.com`, 'en', undefined, 'Evie');
  await addPhoto(page);
  const her = (await (await page.request.get('/api/user')).json()).id as number;
  const name = info.project.name === 'phone' ? 'Sven' : 'Joris';
  const man = await aMan(browser, baseURL!, info, `moments-him-${info.project.name}@example.com`, name);
  const liked = await man.page.request.post(`/api/likes/${her}`, { headers: { 'X-Requested-With': 'amora' } });
  expect(liked.status()).toBe(200);
  await man.page.context().close();
  // Another man, so that there is a card under the first one whatever the demo members.
  const other = await aMan(browser, baseURL!, info, `moments-other-${info.project.name}@example.com`, 'Bas');
  await other.page.context().close();

  await page.goto('/swipe-game');
  // His like is announced first (the new-like modal); Escape closes it.
  await expect(page.getByRole('dialog', { name: l.modal.title.replace('{{name}}', name) })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Pass whoever comes before him (the demo members), then like him.
  const top = page.getByTestId('swipe-card').getByRole('heading');
  // The next member is already under the first card (the two men at least).
  await expect(page.getByTestId('swipe-card-under')).toBeAttached();
  await shoot(page, info, 'swipe-game-moments');
  for (let i = 0; i < 80; i++) {
    await expect(top).toBeVisible();
    const who = (await top.textContent()) ?? '';
    if (who.startsWith(`${name},`)) break;
    await page.keyboard.press('ArrowLeft');
    await expect(top).not.toHaveText(who);
  }
  await expect(top).toHaveText(new RegExp(`^${name},`));
  await page.getByRole('button', { name: `Like ${name}` }).click();

  const match = page.getByRole('dialog', { name: l.match.title });
  await expect(match).toBeVisible();
  await expect(match.getByRole('img', { name })).toBeVisible();
  await expect(match.getByRole('img', { name: l.match.you })).toBeVisible();
  await page.waitForTimeout(500); // the photos' entrance
  await page.screenshot({ path: `e2e/screenshots/match-screen-${info.project.name}.png` });
  await match.getByRole('button', { name: l.match.message }).click();
  await expect(page).toHaveURL(new RegExp(`/members/${man.id}/chat$`));
});

test('a visitor signs up from Message on a profile and lands back on it after activation', async ({ page, browser, baseURL }, info) => {
  const a = catalog('en', 'account') as any;
  const m = catalog('en', 'members') as any;
  const name = info.project.name === 'phone' ? 'Evert' : 'Karel';
  const man = await aMan(browser, baseURL!, info, `moments-profile-${info.project.name}@example.com`, name);
  await man.page.context().close();

  await enterSite(page);
  await page.goto(`/members/${man.id}`);
  await waitForHydration(page); // before, the link is a plain one to the sign-up page
  await page.getByRole('link', { name: m.profile.message }).click();
  // SPEC: smartphones get the sign-up page, other devices the modal.
  if (info.project.name === 'phone') await expect(page).toHaveURL(/\/signup$/);
  else await expect(page.getByRole('dialog', { name: a.signup.title })).toBeVisible();
  await expect(page.getByTestId('signup-intent')).toContainText(a.intent.message.replace('{{name}}', name));
  await shoot(page, info, 'signup-intent');

  const email = `moments-visitor-${info.project.name}@example.com`;
  await page.getByLabel(a.signup.name).fill('Robin');
  await page.getByLabel(a.signup.email).fill(email);
  await page.getByLabel(a.signup.password, { exact: true }).fill('a-good-passphrase-42');
  await page.getByLabel(a.signup.dateOfBirth).fill('1993-04-12');
  await page.getByRole('button', { name: a.signup.submit }).click();
  await expect(page).toHaveURL(/\/complete-signup$/);

  const link = await mailLink(email, '/activate/done?token=');
  await page.goto(pathOf(link));
  await expect(page).toHaveURL(new RegExp(`/members/${man.id}$`));
  await expect(page.getByRole('heading', { name: new RegExp(`^${name}`) }).first()).toBeVisible();
  // Once: a later activation page would not lead there again.
  expect(await page.evaluate(() => localStorage.getItem('amora.signupIntent'))).toBeNull();
});
