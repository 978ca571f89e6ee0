import { expect, test } from '@playwright/test';
import { catalog, enterSite, mailLink, setLocale, shoot } from './helpers';

for (const lang of ['en', 'de'] as const) {
  test(`sign up, activate, log out and log in again (${lang})`, async ({ page, baseURL }, info) => {
    const t = catalog(lang, 'account');
    const common = catalog(lang);
    const errors = catalog(lang, 'errors') as unknown as Record<string, string>;
    const email = `e2e-${lang}-${info.project.name}@example.com`;
    await setLocale(page, baseURL!, lang);
    await enterSite(page);
    await page.goto('/');

    // Phones get the sign-up page, wider screens the modal (SPEC §2).
    await page.getByRole('link', { name: common.landing!.cta! }).first().click();
    if (info.project.name === 'phone') await expect(page).toHaveURL(/\/signup$/);
    else await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByLabel(t.signup!.name!).fill('Robin');
    await page.getByLabel(t.signup!.email!).fill(email);
    await page.getByLabel(t.signup!.password!, { exact: true }).fill('short');
    await page.getByLabel(t.signup!.dateOfBirth!).fill('1993-04-12');
    await shoot(page, info, `signup-${lang}`);
    await page.getByRole('button', { name: t.signup!.submit! }).click();
    await expect(page.getByText(errors.passwordTooShort!.replace('{{min}}', '8'))).toBeVisible();
    await page.getByLabel(t.signup!.password!, { exact: true }).fill('a-good-passphrase-42');
    await page.getByRole('button', { name: t.signup!.submit! }).click();

    // Logged in, not yet confirmed: the activation banner shows.
    const banner = page.getByTestId('activation-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(email);
    await shoot(page, info, `activation-banner-${lang}`);

    // The activation e-mail's link confirms the address.
    const link = await mailLink(email, '/activate/done?token=');
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await expect(page.getByRole('heading', { name: t.activate!.doneTitle! })).toBeVisible();
    await shoot(page, info, `activate-done-${lang}`);
    await expect(page.getByTestId('activation-banner')).toHaveCount(0);

    // Log out from the account menu.
    await page.getByRole('button', { name: t.menu!.account! }).click();
    await page.getByRole('button', { name: t.menu!.logout! }).click();
    await expect(page.getByRole('navigation').getByRole('link', { name: common.nav!.login! })).toBeVisible();

    // Log in: a wrong password first, then the right one.
    await page.getByRole('navigation').getByRole('link', { name: common.nav!.login! }).click();
    await page.getByLabel(t.login!.email!).fill(email);
    await page.getByLabel(t.login!.password!).fill('wrong-password');
    await page.getByRole('button', { name: t.login!.submit! }).click();
    await expect(page.getByRole('alert')).toHaveText(errors.loginFailed!);
    await shoot(page, info, `login-failed-${lang}`);
    await page.getByLabel(t.login!.password!).fill('a-good-passphrase-42');
    await page.getByRole('button', { name: t.login!.submit! }).click();
    await expect(page.getByRole('button', { name: t.menu!.account! })).toBeVisible();
    await page.getByRole('button', { name: t.menu!.account! }).click();
    await shoot(page, info, `account-menu-${lang}`);
  });
}

test('a bad activation link leads to the error page', async ({ page }, info) => {
  const t = catalog('en', 'account');
  await enterSite(page);
  await page.goto('/activate/done?token=not-a-real-token');
  await expect(page).toHaveURL(/\/activate\/error$/);
  await expect(page.getByRole('heading', { name: t.activate!.errorTitle! })).toBeVisible();
  await shoot(page, info, 'activate-error');
});

test('the demo member can log in', async ({ page }) => {
  const t = catalog('en', 'account');
  await enterSite(page);
  await page.goto('/login');
  await page.getByLabel(t.login!.email!).fill('demo@amora.test');
  await page.getByLabel(t.login!.password!).fill('amora-demo-2026');
  await page.getByRole('button', { name: t.login!.submit! }).click();
  await expect(page.getByRole('button', { name: t.menu!.account! })).toContainText('Demo');
});
