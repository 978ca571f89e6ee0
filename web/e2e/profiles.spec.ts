import { expect, test } from '@playwright/test';
import { catalog, createMember, enterSite, pngOf, shoot } from './helpers';

test('edit a profile, upload photos, and be found blurred by a free member', async ({ browser, baseURL }, info) => {
  test.setTimeout(60_000); // two members, two uploads and a search
  const p = catalog('en', 'profile') as any; // eslint-disable-line @typescript-eslint/no-explicit-any
  const m = catalog('en', 'members') as any; // eslint-disable-line @typescript-eslint/no-explicit-any
  const owner = await (await browser.newContext({ baseURL, viewport: info.project.use.viewport! })).newPage();
  const email = `profile-${info.project.name}@example.com`;
  await enterSite(owner);
  await createMember(owner, email, 'en');
  const ownerId = ((await (await owner.request.get('/api/user')).json()) as { id: number }).id;

  // Edit the profile.
  await owner.goto('/profile');
  await owner.getByRole('textbox', { name: p.fields.about_me }).fill('I love long walks along the canals and good coffee.');
  await owner.getByLabel(p.fields.body_type).selectOption('athletic');
  await owner.getByRole('button', { name: p.editor.save }).click();
  await expect(owner.getByText(p.editor.saved)).toBeVisible();

  // Upload two photos: the first becomes the main photo.
  for (const count of [1, 2]) {
    await owner.getByLabel(p.photos.add).setInputFiles(await pngOf(owner, `photo-${count}`));
    await expect(owner.getByTestId('photo-tile')).toHaveCount(count, { timeout: 15_000 });
  }
  await expect(owner.getByTestId('photo-count')).toHaveText(p.photos.count.replace('{{count}}', '2').replace('{{limit}}', '3'));
  await shoot(owner, info, 'profile-editor');

  // A free member searches and opens the profile: the second photo is blurred and locked.
  const viewer = await (await browser.newContext({ baseURL, viewport: info.project.use.viewport! })).newPage();
  await enterSite(viewer);
  await createMember(viewer, `viewer-${info.project.name}@example.com`, 'en');
  await viewer.goto('/members');
  // On phones the filters are in a sheet behind the Filters button (issue 22).
  const filters = viewer.getByRole('button', { name: new RegExp(`^${m.search.filtersButton}`) });
  await expect(viewer.locator('#sf-sort')).toBeVisible();
  const sheet = await filters.isVisible();
  if (sheet) await filters.click();
  await viewer.locator('#sf-country').selectOption('NL');
  await viewer.locator('#sf-region').selectOption('NL-UT');
  await viewer.locator('#sf-gender').selectOption('female');
  if (sheet) await viewer.keyboard.press('Escape');
  // The owner's own card: other specs' members are called Robin too.
  const card = viewer.locator(`a[href="/members/${ownerId}"]`).filter({ hasText: 'Robin' }).first();
  await expect(card).toBeVisible();
  await shoot(viewer, info, 'members-search');
  await card.click();
  await expect(viewer.getByRole('heading', { name: /Robin/ }).first()).toBeVisible();
  await expect(viewer.getByText('I love long walks along the canals and good coffee.')).toBeVisible();
  await expect(viewer.getByRole('img', { name: m.photos.locked }).first()).toBeVisible();
  await expect(viewer.getByText(m.photos.getPremium).first()).toBeVisible();
  await shoot(viewer, info, 'member-profile-free');
  const blurred = await viewer.locator('img[src*=".blur.jpg"]').count();
  expect(blurred).toBeGreaterThan(0);
  const clearFull = await viewer.locator('img[src*=".full.jpg"]').count();
  expect(clearFull).toBeLessThanOrEqual(1); // at most the main photo, never the locked one
});
