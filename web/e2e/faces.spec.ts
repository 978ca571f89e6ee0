import { expect, test, type Page } from '@playwright/test';
import { addPhoto, catalog, createMember, enterSite, shoot } from './helpers';

// Faces first (issue 22): the search's filters sheet, chips and sort, and the profile's
// photo carousel, at 360 px and 1280 px.
const m = catalog('en', 'members') as any; // eslint-disable-line @typescript-eslint/no-explicit-any
const phone = (page: Page) => (page.viewportSize()?.width ?? 0) < 992;

test('search: photos above the fold, filters in a sheet, removable chips and a sort choice', async ({ browser, baseURL }, info) => {
  const page = await (await browser.newContext({ baseURL, viewport: info.project.use.viewport!, hasTouch: info.project.use.hasTouch })).newPage();
  await enterSite(page);
  await createMember(page, `faces-search-${info.project.name}@example.com`, 'en');
  // The demo members arrive in the background after the server starts.
  test.setTimeout(60_000);
  await expect.poll(async () => (await (await page.request.get('/api/members')).json()).num_results, { timeout: 30_000 }).toBeGreaterThan(0);
  await page.goto('/members');
  // The member's own country is the first filter; then wait for the answer to that search
  // (the grid is busy while an earlier answer still shows).
  await expect(page.getByRole('button', { name: 'Remove filter: Netherlands' })).toBeVisible();
  const settled = page.locator('.no-results, .member-grid[aria-busy="false"]').first();
  // Where nobody matches, "Show people further away" widens the search a step at a time.
  await expect(settled).toBeVisible();
  if (await page.locator('.no-results').isVisible()) {
    await page.getByRole('button', { name: m.search.furtherAway }).click();
    await expect(page.getByRole('button', { name: 'Remove filter: Netherlands' })).toBeHidden();
  }
  // The demo members may all be women: a chip removes the "Men" filter.
  await expect(settled).toBeVisible();
  if (await page.locator('.no-results').isVisible()) {
    await page.getByRole('button', { name: 'Remove filter: Men' }).click();
  }
  await expect(page.locator('.results-count')).toBeVisible();
  const firstPhoto = page.getByTestId('member-card').first().locator('.member-photo');
  await expect(firstPhoto).toBeVisible();
  // The first photos start above the fold.
  const box = await firstPhoto.boundingBox();
  expect(box!.y).toBeLessThan(page.viewportSize()!.height - 100);
  await shoot(page, info, 'faces-search');

  const filters = page.getByRole('button', { name: new RegExp(`^${m.search.filtersButton}`) });
  if (phone(page)) {
    await expect(page.locator('#sf-min-age')).toBeHidden();
    await filters.click();
    const sheet = page.getByRole('dialog', { name: m.search.filtersButton });
    await expect(sheet).toBeVisible();
    await sheet.locator('#sf-min-age').selectOption('25');
    await shoot(page, info, 'faces-filters-sheet');
    await sheet.getByRole('button', { name: /^Show \d+ members?$/ }).click();
    await expect(sheet).toBeHidden();
  } else {
    await expect(filters).toBeHidden();
    await page.locator('#sf-min-age').selectOption('25');
  }
  const chips = page.getByRole('list', { name: m.search.activeFilters });
  const ageChip = chips.getByRole('button', { name: 'Remove filter: 25–99 years' });
  await expect(ageChip).toBeVisible();
  await ageChip.click();
  await expect(ageChip).toBeHidden();
  await expect(page.locator('#sf-min-age')).toHaveValue('18');

  const sorted = page.waitForResponse((r) => r.url().includes('/api/members?') && r.url().includes('sort=new'));
  await page.locator('#sf-sort').selectOption('new');
  expect((await sorted).status()).toBe(200);
  await expect(page.getByTestId('member-card').first()).toBeVisible();
  await shoot(page, info, 'faces-search-sorted');
});

test('profile: the photo first, swiped or stepped through, opening the full-screen viewer', async ({ browser, baseURL }, info) => {
  const ctx = { baseURL, viewport: info.project.use.viewport!, hasTouch: info.project.use.hasTouch };
  const owner = await (await browser.newContext(ctx)).newPage();
  await enterSite(owner);
  await createMember(owner, `faces-owner-${info.project.name}@example.com`, 'en', 'a-good-passphrase-42', 'Evie');
  await owner.goto('/');
  await addPhoto(owner);
  await addPhoto(owner);
  const id = (await (await owner.request.get('/api/user')).json()).id as number;

  const viewer = await (await browser.newContext(ctx)).newPage();
  await enterSite(viewer);
  await createMember(viewer, `faces-viewer-${info.project.name}@example.com`, 'en');
  await viewer.goto(`/members/${id}`);
  const carousel = viewer.getByRole('group', { name: 'Photos of Evie' });
  await expect(carousel).toBeVisible();
  const dot = (n: number) => carousel.getByRole('button', { name: `Show photo ${n}` });
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');
  // Name and actions right under the photo.
  const photoBox = (await viewer.getByTestId('photo-carousel').boundingBox())!;
  const heading = (await viewer.getByRole('heading', { name: /Evie/ }).first().boundingBox())!;
  if (phone(viewer)) {
    expect(photoBox.width).toBeGreaterThanOrEqual(viewer.viewportSize()!.width - 1); // edge to edge
    expect(heading.y).toBeGreaterThan(photoBox.y + photoBox.height - 1);
  }
  await shoot(viewer, info, 'faces-profile');

  if (phone(viewer)) {
    // A touch swipe to the left shows the next photo.
    const cdp = await viewer.context().newCDPSession(viewer);
    const y = photoBox.y + photoBox.height / 2;
    const x0 = photoBox.x + photoBox.width * 0.8;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: x0, y }] });
    for (const f of [0.7, 0.5, 0.3]) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: photoBox.x + photoBox.width * f, y }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } else {
    await carousel.getByRole('button', { name: m.photos.next }).click();
  }
  await expect(dot(2)).toHaveAttribute('aria-current', 'true');
  await dot(1).click();
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');

  await carousel.getByRole('button', { name: 'Open photo 1 of Evie' }).click();
  const viewerDialog = viewer.getByRole('dialog', { name: 'Photos of Evie' });
  await expect(viewerDialog).toBeVisible();
  if (phone(viewer)) {
    const d = (await viewerDialog.locator('.modal-content').boundingBox())!;
    expect(d.width).toBeGreaterThanOrEqual(viewer.viewportSize()!.width - 1);
  }
  await shoot(viewer, info, 'faces-photo-viewer');
});
