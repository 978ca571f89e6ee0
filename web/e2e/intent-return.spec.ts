import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { addPhoto, catalog, createMember, enterSite, mailLink, pathOf, setLocale, shoot, waitForHydration } from './helpers';

/* eslint-disable @typescript-eslint/no-explicit-any */

// Several sign-ups and e-mails per test, on a machine shared with other runs.
test.setTimeout(90_000);

const headers = { 'X-Requested-With': 'amora' };

/** aMan is a complete profile to land back on, made in a context of his own. */
async function aMan(browser: Browser, baseURL: string, email: string, name: string) {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await createMember(page, email, 'en', undefined, name);
  const saved = await page.request.put('/api/profile', { headers, data: { gender: 'male', looking_for: 'female', country: 'NL', region: 'NL-UT', city: 'Utrecht' } });
  expect(saved.status()).toBe(200);
  await addPhoto(page);
  const id = (await (await page.request.get('/api/user')).json()).id as number;
  await page.context().close();
  return id;
}

/** signUp fills in the sign-up form (the page on the phone, the modal on the laptop) in lang. */
async function signUp(page: Page, info: TestInfo, lang: string, email: string, note: string) {
  const a = catalog(lang, 'account') as any;
  if (info.project.name === 'phone') await expect(page).toHaveURL(/\/signup$/);
  else await expect(page.getByRole('dialog', { name: a.signup.title })).toBeVisible();
  await expect(page.getByTestId('signup-intent')).toContainText(note);
  await page.getByLabel(a.signup.name).fill('Robin');
  await page.getByLabel(a.signup.email).fill(email);
  await page.getByLabel(a.signup.password, { exact: true }).fill('a-good-passphrase-42');
  await page.getByLabel(a.signup.dateOfBirth).fill('1993-04-12');
  await page.getByRole('button', { name: a.signup.submit }).click();
  await expect(page).toHaveURL(/\/complete-signup$/);
}

for (const lang of ['en', 'de']) {
  test(`a visitor's Like on a profile is done after sign-up and activation (${lang})`, async ({ page, browser, baseURL }, info) => {
    const a = catalog(lang, 'account') as any;
    const l = catalog(lang, 'likes') as any;
    const name = `Ties${lang}${info.project.name === 'phone' ? 'P' : 'D'}`;
    const man = await aMan(browser, baseURL!, `intent-like-${lang}-${info.project.name}@example.com`, name);

    await setLocale(page, baseURL!, lang);
    await enterSite(page);
    await page.goto(`/members/${man}`);
    await waitForHydration(page); // the prerendered Like button does nothing before
    await page.getByRole('button', { name: l.button.like, exact: true }).click();
    const email = `intent-liker-${lang}-${info.project.name}@example.com`;
    await signUp(page, info, lang, email, a.intent.like.replace('{{name}}', name));

    // The activation e-mail carries the way back, checked by the server.
    const link = await mailLink(email, '/activate/done?token=');
    expect(new URL(link).searchParams.get('next')).toBe(`/members/${man}?intent=like`);
    await page.goto(pathOf(link));
    await expect(page).toHaveURL(new RegExp(`/members/${man}$`)); // the intent has left the address
    await expect(page.getByRole('button', { name: l.button.liked, exact: true })).toBeVisible();
    const liked = async () => (await (await page.request.get('/api/likes')).json()).profiles.filter((p: any) => p.id === man && p.liked).length;
    expect(await liked()).toBe(1);
    await shoot(page, info, `intent-liked-${lang}`);

    // Once: a reload neither likes again nor takes the like back.
    await page.reload();
    await expect(page.getByRole('button', { name: l.button.liked, exact: true })).toBeVisible();
    await page.waitForTimeout(500);
    expect(await liked()).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('amora.signupIntent'))).toBeNull();
  });
}

test('a visitor\'s Message lands on the profile with the Message button ready (nl)', async ({ page, browser, baseURL }, info) => {
  const a = catalog('nl', 'account') as any;
  const m = catalog('nl', 'members') as any;
  const l = catalog('nl', 'likes') as any;
  const name = `Daan${info.project.name === 'phone' ? 'P' : 'D'}`;
  const man = await aMan(browser, baseURL!, `intent-msg-${info.project.name}@example.com`, name);

  await setLocale(page, baseURL!, 'nl');
  await enterSite(page);
  await page.goto(`/members/${man}`);
  await waitForHydration(page); // before, the link is a plain one
  await page.getByRole('link', { name: m.profile.message }).click();
  const email = `intent-writer-${info.project.name}@example.com`;
  await signUp(page, info, 'nl', email, a.intent.message.replace('{{name}}', name));

  const link = await mailLink(email, '/activate/done?token=');
  expect(new URL(link).searchParams.get('next')).toBe(`/members/${man}?intent=message`);
  await page.goto(pathOf(link));
  await expect(page).toHaveURL(new RegExp(`/members/${man}$`));
  const message = page.getByRole('link', { name: m.profile.message });
  await expect(message).toBeFocused();
  await expect(page.getByRole('button', { name: l.button.like, exact: true })).toBeVisible(); // nothing liked
  await shoot(page, info, 'intent-message');
  await message.click();
  await expect(page).toHaveURL(new RegExp(`/members/${man}/chat$`));
});

test('an activation link whose next leads off the site only activates', async ({ page, baseURL }, info) => {
  const email = `intent-evil-${info.project.name}@example.com`;
  await enterSite(page);
  const res = await page.request.post('/api/signup', {
    headers,
    data: { name: 'Robin', email, password: 'a-good-passphrase-42', date_of_birth: '1991-07-08', language: 'en', return_to: 'https://evil.example/members/1?intent=like' },
  });
  expect(res.status()).toBe(201);
  const link = await mailLink(email, '/activate/done?token=');
  expect(new URL(link).searchParams.has('next')).toBe(false);
  // A next typed into the link by hand is not followed either.
  const forged = new URL(pathOf(link), baseURL);
  forged.searchParams.set('next', '//evil.example/members/1?intent=like');
  await page.goto(forged.pathname + forged.search);
  await expect(page.getByRole('link', { name: (catalog('en', 'account') as any).activate.continue })).toBeVisible();
  expect(new URL(page.url()).host).toBe(new URL(baseURL!).host);
  await expect(page).toHaveURL(/\/activate\/done/);
});
