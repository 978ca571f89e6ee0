import { expect, test, type Browser, type TestInfo } from '@playwright/test';
import { addPhoto, catalog, createMember, enterSite, layoutShift, setLocale, shoot } from './helpers';

// The landing page is about people (issue 22, faces first): real member cards with
// photos, a live count of members online and the sign-up call above the fold on a
// phone, at 360 px and 1280 px, in two languages.

/** completeMember makes a member with a complete profile in a context of its own: listed, and online now. */
async function completeMember(browser: Browser, baseURL: string, info: TestInfo, lang: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await createMember(page, `landing-${lang}-${info.project.name}@example.com`, lang, undefined, `Landing ${lang}`);
  await addPhoto(page);
  await context.close();
}

for (const lang of ['en', 'de']) {
  test(`landing (${lang}): member cards with photos, members online, the call to sign up above the fold, a card opens the profile`, async ({
    browser,
    baseURL,
  }, info) => {
    test.setTimeout(150_000);
    const t = catalog(lang).landing!;
    await completeMember(browser, baseURL!, info, lang);
    const page = await (await browser.newContext({ baseURL, viewport: info.project.use.viewport!, hasTouch: info.project.use.hasTouch })).newPage();
    // The demo members arrive in the background after the server starts (slowly on a busy machine).
    await expect.poll(async () => (await (await page.request.get('/api/members')).json()).num_results, { timeout: 100_000 }).toBeGreaterThan(4);
    await enterSite(page);
    await setLocale(page, baseURL!, lang);
    await page.goto('/');

    const hero = page.locator('.landing-hero');
    const cta = hero.getByRole('link', { name: t.cta! });
    await expect(cta).toBeVisible();
    // On a phone the call to sign up is above the fold.
    const box = (await cta.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);

    // The live count: at least the member who just completed a profile is online.
    const online = new RegExp(`^${t.online_other!.replace('{{count}}', '(\\d+)')}$|^${t.online_one!.replace('{{count}}', '1')}$`);
    await expect(hero.getByText(online)).toBeVisible();

    const section = page.getByRole('region', { name: new RegExp(t.peopleTitle!) });
    const cards = section.getByTestId('member-card');
    await expect(cards.first()).toBeVisible();
    // The demo members get their portraits in the background: the list may grow as it refreshes.
    await expect.poll(() => cards.count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(4);
    // Every card has its member's photo, and the first row's photos have loaded.
    const photos = section.locator('.member-photo img');
    // (The cards render deferred and may show in turns: count them once no skeleton is left.)
    await expect(section.locator('.member-card.placeholder-glow')).toHaveCount(0);
    expect(await photos.count()).toBe(await cards.count());
    await expect.poll(() => photos.first().evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
    expect(await photos.first().getAttribute('loading')).toBe('eager');
    expect(await photos.last().getAttribute('loading')).toBe(await cards.count() > 6 ? 'lazy' : 'eager');
    // The cards took the skeletons' place: nothing moved as they arrived.
    expect(await page.evaluate(layoutShift)).toBeLessThan(0.05);
    await shoot(page, info, `landing-people-${lang}`);
    await page.screenshot({ path: `e2e/screenshots/landing-fold-${lang}-${info.project.name}.png` });

    // A card opens the member's profile.
    const first = cards.first().getByRole('link');
    const name = (await first.locator('.text-truncate').first().textContent())!;
    await first.click();
    await expect(page).toHaveURL(/\/members\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible();
  });
}
