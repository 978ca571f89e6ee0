import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, request, test } from '@playwright/test';
import { catalog, createMember, enterSite, shoot } from './helpers';

/**
 * settingsToken signs a settings token as the server does for the links of its e-mails
 * (amora.SignSettingsToken): the key is derived from the media key in the test
 * server's data directory.
 */
function settingsToken(userID: number, email: string, validMs = 3_600_000): string {
  const mediaKey = Buffer.from(readFileSync(new URL('./.tmp/media.key', import.meta.url), 'utf8').trim(), 'hex');
  const key = createHmac('sha256', mediaKey).update('amora notification settings token v1').digest();
  const body = `${userID}.${Math.floor((Date.now() + validMs) / 1000)}`;
  const sig = createHmac('sha256', key).update(`notifications|${body}|${email}`).digest().subarray(0, 18).toString('base64url');
  return `${body}.${sig}`;
}

test('switch notification types, and unsubscribe from one with one click', async ({ page, baseURL }, info) => {
  const t = catalog('en', 'notifications') as unknown as {
    title: string;
    types: Record<string, { title: string }>;
    saved: string;
    unsubscribed: string;
    forEmail: string;
    unsubscribe: { confirm: string };
  };
  const account = catalog('en', 'account') as unknown as {
    profile: { notificationsLink: string };
    banner: { disabled: Record<string, string> };
  };
  const email = `notify-${info.project.name}-${info.repeatEachIndex}@example.com`;
  await enterSite(page);
  await createMember(page, email, 'en');
  const me = await (await page.request.get('/api/user')).json();

  // From the profile's settings to the notification settings (the e-mail switches; push has its own list).
  await page.goto('/profile');
  await page.getByRole('link', { name: account.profile.notificationsLink }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  const like = page.getByRole('list', { name: t.title }).getByRole('switch', { name: t.types.like!.title });
  await expect(like).toBeChecked();
  await expect(page.getByRole('list', { name: t.title }).getByRole('switch')).toHaveCount(8);
  await like.click();
  await expect(page.getByText(t.saved)).toBeVisible();
  await expect(like).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('list', { name: t.title }).getByRole('switch', { name: t.types.like!.title })).not.toBeChecked();
  await expect(page.getByRole('list', { name: t.title }).getByRole('switch', { name: t.types.news!.title })).toBeChecked();
  await shoot(page, info, 'notifications');

  // RFC 8058: the mail provider POSTs without cookies, from elsewhere, and gets 200.
  const token = settingsToken(me.id, email);
  const provider = await request.newContext({ baseURL });
  const link = `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}&type=news`;
  const opened = await provider.get(link, { maxRedirects: 0 });
  expect(opened.status()).toBe(303); // a GET only leads to the confirmation
  const bad = await provider.post(`/api/notifications/unsubscribe?token=${encodeURIComponent(token + 'x')}&type=news`, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://mail.example.com' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(bad.status()).toBe(403);
  await page.reload();
  await expect(page.getByRole('list', { name: t.title }).getByRole('switch', { name: t.types.news!.title })).toBeChecked();
  const res = await provider.post(link, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://mail.example.com' },
    data: 'List-Unsubscribe=One-Click',
    maxRedirects: 0,
  });
  expect(res.status()).toBe(200);
  await provider.dispose();

  // The disabled-notifications banner tells the member, and leads to the settings.
  await page.goto('/members');
  const banner = page.getByTestId('notifications-disabled-banner');
  await expect(banner).toContainText(account.banner.disabled.listunsubscribe!);
  await expect(page.locator('#sf-sort')).toBeVisible(); // the search has loaded under the banner
  await shoot(page, info, 'notifications-disabled-banner');
  await banner.getByRole('link').click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('list', { name: t.title }).getByRole('switch', { name: t.types.news!.title })).not.toBeChecked();
  await expect(page.getByText(t.unsubscribed)).toBeVisible();

  // The settings link of an e-mail works without logging in.
  const visitor = await (await page.context().browser()!.newContext({ baseURL, viewport: info.project.use.viewport! })).newPage();
  await enterSite(visitor);
  await visitor.goto(`/notifications?token=${encodeURIComponent(token)}&unsubscribe=promotions`);
  await expect(visitor.getByText(t.forEmail.replace('{{email}}', email))).toBeVisible();
  await shoot(visitor, info, 'notifications-unsubscribe-confirm');
  await visitor.getByRole('button', { name: t.unsubscribe.confirm }).click();
  await expect(visitor.getByTestId('unsubscribed')).toBeVisible();
  await expect(visitor.getByRole('list', { name: t.title }).getByRole('switch', { name: t.types.promotions!.title })).not.toBeChecked();
});
