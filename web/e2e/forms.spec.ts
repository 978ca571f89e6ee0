import { expect, test } from '@playwright/test';
import { catalog, createMember, enterSite, pngOf, setLocale, shoot } from './helpers';

// Issue 22 "Forms": the sign-up form shows every mistake at once next to its field, in the
// visitor's language; the profile editor moves a photo to the first place (the main photo).
for (const lang of ['en', 'de'] as const) {
  test(`sign-up shows every error at once, inline (${lang})`, async ({ page, baseURL }, info) => {
    const t = catalog(lang, 'account') as any; // eslint-disable-line @typescript-eslint/no-explicit-any
    const errors = catalog(lang, 'errors') as unknown as Record<string, string>;
    await setLocale(page, baseURL!, lang);
    await enterSite(page);
    await page.goto('/signup');
    await shoot(page, info, `forms-signup-empty-${lang}`);
    await page.getByLabel(t.signup.name).fill('R');
    await page.getByLabel(t.signup.email).fill('robin@example');
    await page.getByLabel(t.signup.password, { exact: true }).fill('short');
    await page.getByRole('button', { name: t.signup.submit }).click();

    const expectations: [string, string][] = [
      [t.signup.name, errors.nameLength!.replace('{{min}}', '2').replace('{{max}}', '30')],
      [t.signup.email, errors.invalidEmail!],
      [t.signup.password, errors.passwordTooShort!.replace('{{min}}', '8')],
      [t.signup.dateOfBirth, errors.enterDateOfBirth!.replace('{{min_age}}', '18')],
    ];
    for (const [label, message] of expectations) {
      const field = page.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
    }
    await expect(page.getByLabel(t.signup.name, { exact: true })).toBeFocused();
    await expect(page).toHaveURL(/\/signup$/);
    await shoot(page, info, `forms-signup-errors-${lang}`);

    // Mending one field clears its message only; the server's answer lists every field it refuses.
    await page.getByLabel(t.signup.name).fill('Robin');
    await expect(page.getByLabel(t.signup.name, { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(t.signup.email, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    const res = await page.request.post('/api/signup', {
      headers: { 'X-Requested-With': 'amora' },
      data: { name: 'R', email: 'robin@example', password: 'short', date_of_birth: '' },
    });
    expect(res.status()).toBe(400);
    const body = await res.json();
    expect(body.fields.map((f: { field: string }) => f.field)).toEqual(['name', 'email', 'password', 'date_of_birth']);
  });
}

test('the profile editor moves a photo to the first place as the main photo', async ({ page }, info) => {
  const p = catalog('en', 'profile') as any; // eslint-disable-line @typescript-eslint/no-explicit-any
  await enterSite(page);
  await createMember(page, `forms-photos-${info.project.name}@example.com`, 'en');
  await page.goto('/profile');
  for (const count of [1, 2]) {
    await page.getByLabel(p.photos.add).setInputFiles(await pngOf(page, `forms-photo-${count}`));
    await expect(page.getByTestId('photo-tile')).toHaveCount(count, { timeout: 15_000 });
  }
  const tiles = page.getByTestId('photo-tile');
  const second = await tiles.nth(1).locator('img').getAttribute('src');
  await expect(tiles.nth(0)).toContainText(p.photos.main);
  await tiles.nth(1).getByRole('button', { name: p.photos.makeMain }).click();
  await expect(tiles.nth(0).locator('img')).toHaveAttribute('src', second!);
  await expect(tiles.nth(0)).toContainText(p.photos.main);
  await page.reload();
  await expect(page.getByTestId('photo-tile').nth(0).locator('img')).toHaveAttribute('src', second!);
  await shoot(page, info, 'forms-profile-editor');
  await page.getByRole('button', { name: p.preview.open }).click();
  await expect(page.getByRole('dialog', { name: p.preview.title })).toBeVisible();
  await shoot(page, info, 'forms-profile-preview');
});
