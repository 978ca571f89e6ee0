import { expect, test } from '@playwright/test';
import { addPhoto, catalog, createMember, enterSite, shoot } from './helpers';

test('answer the match finder and see members ranked with their reasons', async ({ page, browser, baseURL }, info) => {
  const mf = catalog('en', 'matchfinder') as any; // eslint-disable-line @typescript-eslint/no-explicit-any
  const m = catalog('en', 'members') as any; // eslint-disable-line @typescript-eslint/no-explicit-any

  // A man in Utrecht who likes wine and hiking, looking for a woman.
  const other = await (await browser.newContext({ baseURL })).newPage();
  await createMember(other, `mf-him-${info.project.name}@example.com`, 'en');
  const saved = await other.request.put('/api/profile', {
    headers: { 'X-Requested-With': 'amora' },
    data: { gender: 'male', looking_for: 'female', country: 'NL', region: 'NL-UT', city: 'Utrecht', interests: ['wine', 'hiking'] },
  });
  expect(saved.status()).toBe(200);
  await addPhoto(other); // only complete profiles are ranked

  // She looks for a man, and finds the match finder from the search.
  await enterSite(page);
  await createMember(page, `mf-her-${info.project.name}@example.com`, 'en');
  await page.goto('/members');
  await page.getByRole('link', { name: m.search.matchFinder }).click();
  await expect(page.getByText(mf.questions.progress.replace('{{step}}', '1').replace('{{total}}', '4'))).toBeVisible();
  await expect(page.getByRole('radio', { name: mf.lookingFor.male, exact: true })).toBeChecked();
  await shoot(page, info, 'match-finder-question');
  await page.getByRole('button', { name: mf.questions.next }).click();
  await page.getByRole('button', { name: mf.questions.next }).click();
  await page.getByText(mf.distance.km.replace('{{km}}', '25')).click();
  await page.getByRole('button', { name: mf.questions.next }).click();
  await page.getByRole('button', { name: 'Wine', exact: true }).click();
  await page.getByRole('button', { name: 'Hiking', exact: true }).click();
  await page.getByRole('button', { name: mf.questions.submit }).click();

  // He comes first: he looks for a woman, shares both interests and lives in her city.
  const best = page.getByRole('article').first();
  await expect(best).toHaveAccessibleName(/^Robin, 100% match$/);
  await expect(best.getByText(mf.reasons.mutual)).toBeVisible();
  await expect(best.getByText('You both enjoy Wine and Hiking')).toBeVisible();
  await expect(best.getByText(mf.reasons.sameCity)).toBeVisible();
  await expect(page).toHaveURL(/looking_for=male&min_age=25&max_age=45&distance=25&interests=wine%2Chiking/);
  await shoot(page, info, 'match-finder-results');

  // The answers stay in the address: a reload shows the same results.
  await page.reload();
  await expect(page.getByRole('article').first()).toHaveAccessibleName(/^Robin, 100% match$/);
});
