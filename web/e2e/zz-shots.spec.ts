import { test } from '@playwright/test';
import { newMemberPage, addPhoto, enterSite } from './helpers';

const tag = process.env.SHOTS_TAG ?? 'before';
test('shots', async ({ browser, baseURL, page }, info) => {
  test.setTimeout(120_000);
  await enterSite(page);
  const snap = async (p: typeof page, name: string) => {
    await p.waitForTimeout(1200);
    await p.screenshot({ path: `e2e/screenshots/${tag}-${name}-${info.project.name}.png`, fullPage: false });
  };
  for (const path of ['/', '/login', '/pages/faq', '/signup']) { await page.goto(path); await snap(page, path.replace(/\W+/g, '_')); }
  const { page: m } = await newMemberPage(browser, baseURL!, info, `shots-${tag}-${info.project.name}@example.com`, 'Robin');
  await addPhoto(m);
  for (const path of ['/members', '/likes', '/chats', '/profile']) { await m.goto(path); await snap(m, 'm' + path.replace(/\W+/g, '_')); }
  await m.goto('/members');
  const first = m.locator('a[href^="/members/"]').first();
  const href = await first.getAttribute('href');
  await m.goto(href + '/chat');
  await snap(m, 'm_chat');
});
