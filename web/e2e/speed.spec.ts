import { expect, test, type Page } from '@playwright/test';
import { enterSite, layoutShift, setLocale, shoot } from './helpers';

// Issue 22 (speed first): the visitor's search and a profile do not move as their data
// arrives. The prerendered placeholders have the shape of what replaces them, and the
// photos that fill the first screen load first.

/** shifts names the elements that moved, for a failure's message. */
const shifts = () =>
  new Promise<string[]>((resolve) => {
    const out: string[] = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] })[]) {
        if (e.hadRecentInput) continue;
        const nodes = e.sources.map((s) => (s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : String(s.node?.nodeName)));
        out.push(`${e.value.toFixed(3)} ${nodes.join(' | ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
    setTimeout(() => resolve(out), 300);
  });

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // Every photo on the first screen has arrived.
  await expect
    .poll(() => page.evaluate(() => Array.from(document.images).filter((i) => i.loading !== 'lazy').every((i) => i.complete)))
    .toBe(true);
}

test.beforeEach(async ({ page, baseURL }) => {
  await enterSite(page);
  await setLocale(page, baseURL!, 'en');
  // The demo members arrive in the background after the server starts.
  await expect.poll(async () => (await (await page.request.get('/api/members')).json()).num_results, { timeout: 100_000 }).toBeGreaterThan(12);
});

test('the visitor’s search does not move as its results arrive; the first row’s photos come first', async ({ page }, info) => {
  test.setTimeout(150_000);
  await page.goto('/members');
  const cards = page.getByTestId('member-card');
  await expect(cards.first()).toBeVisible();
  await settle(page);
  const cls = await page.evaluate(layoutShift);
  console.log(`CLS /members ${info.project.name}: ${cls.toFixed(4)}`);
  expect(cls, (await page.evaluate(shifts)).join('\n')).toBeLessThan(0.05);

  // The first screen's photos (two rows on a phone, a row from 1200 px) load at once and first,
  // the rest when near the screen; every photo has its size.
  const imgs = page.locator('.member-grid .member-photo img');
  const n = await imgs.count();
  expect(n).toBeGreaterThan(4);
  for (let i = 0; i < n; i++) {
    const img = imgs.nth(i);
    expect(await img.getAttribute('loading')).toBe(i < 4 ? 'eager' : 'lazy');
    expect(await img.getAttribute('fetchpriority')).toBe(i < 4 ? 'high' : null);
    expect(await img.getAttribute('width')).toBeTruthy();
    expect(await img.getAttribute('height')).toBeTruthy();
  }
  // A card's photo is the card variant (480 px wide), not the full size.
  expect(await imgs.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeLessThanOrEqual(480);
  await shoot(page, info, 'speed-members');
});

test('a profile does not move as the member arrives; the main photo comes first', async ({ page }, info) => {
  test.setTimeout(150_000);
  const { results } = (await (await page.request.get('/api/members')).json()) as { results: { id: number; main_image?: object }[] };
  const member = results.find((m) => m.main_image)!;
  await page.goto(`/members/${member.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settle(page);
  const cls = await page.evaluate(layoutShift);
  console.log(`CLS /members/:id ${info.project.name}: ${cls.toFixed(4)}`);
  expect(cls, (await page.evaluate(shifts)).join('\n')).toBeLessThan(0.05);
  const main = page.locator('.photo-carousel img').first();
  expect(await main.getAttribute('loading')).toBe('eager');
  expect(await main.getAttribute('fetchpriority')).toBe('high');
  // On a phone (360 px at one device pixel per CSS pixel) the frame takes the card variant, not the full size.
  if (info.project.name === 'phone') expect(await main.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeLessThanOrEqual(480);
  await shoot(page, info, 'speed-profile');
});

test('the first screen’s photos are in the page the server sends, before any script runs', async ({ browser, baseURL, page }, info) => {
  test.setTimeout(150_000);
  const { results } = (await (await page.request.get('/api/members')).json()) as { results: { id: number; main_image?: object }[] };
  const member = results.find((m) => m.main_image)!;
  const context = await browser.newContext({ baseURL, viewport: info.project.use.viewport!, javaScriptEnabled: false });
  // A visitor who has confirmed the site-entry warning: on a first visit the page waits
  // behind it (the test of the warning in foundation.spec.ts).
  await context.addCookies([{ name: 'amora.site-entry', value: '1', url: baseURL! }]);
  const bare = await context.newPage();
  for (const [path, slots] of [
    ['/', 2],
    ['/members', 2],
    [`/members/${member.id}`, 1],
  ] as const) {
    await bare.goto(path);
    // The skeletons' first photos, filled in by the server and preloaded.
    const photos = bare.locator('img.first-photo[src]');
    await expect(photos).toHaveCount(slots);
    await expect(photos.first()).toBeVisible();
    await expect.poll(() => photos.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await photos.first().getAttribute('fetchpriority')).toBe('high');
    expect(await bare.locator('link[rel="preload"][as="image"]').count()).toBe(slots);
    await shoot(bare, info, `speed-first-photos-${path === '/' ? 'landing' : path.split('/').length > 2 ? 'profile' : 'members'}`);
  }
  await context.close();
});
