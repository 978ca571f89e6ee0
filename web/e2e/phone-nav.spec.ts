import { expect, test, type Browser, type TestInfo } from '@playwright/test';
import { catalog, createMember, enterSite, setLocale, shoot } from './helpers';

type Catalog = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const headers = { 'X-Requested-With': 'amora' };

/** member opens a page at the project's viewport for a new confirmed member speaking lang. */
async function member(browser: Browser, baseURL: string, info: TestInfo, lang: string, name: string) {
  const page = await (await browser.newContext({ baseURL, viewport: info.project.use.viewport! })).newPage();
  await enterSite(page);
  await setLocale(page, baseURL, lang);
  await createMember(page, `${name.toLowerCase()}-${info.project.name}-${lang}-${Date.now()}@example.com`, lang, 'a-good-passphrase-42', name);
  const me = await (await page.request.get('/api/user')).json();
  return { page, id: me.id as number };
}

for (const lang of ['en', 'nl']) {
  test(`the tab bar on phones, the top navigation on desktops (${lang})`, async ({ browser, baseURL }, info) => {
    const nav = catalog(lang, 'nav') as Catalog;
    const chat = catalog(lang, 'chat') as Catalog;
    const phone = info.project.name === 'phone';
    const { page } = await member(browser, baseURL!, info, lang, 'Robin');
    await page.goto('/members');
    const bar = page.getByRole('navigation', { name: nav.tabs.label });
    const tabs = [nav.tabs.discover, nav.tabs.likes, nav.tabs.messages, nav.tabs.profile];
    if (!phone) {
      await expect(page.getByRole('link', { name: chat.nav.messages, exact: true })).toBeVisible();
      await expect(bar).toBeHidden();
      await shoot(page, info, `phone-nav-members-${lang}`);
      return;
    }
    await expect(bar).toBeVisible();
    for (const name of tabs) {
      const tab = bar.getByRole('link', { name, exact: true });
      await expect(tab).toBeVisible();
      const box = (await tab.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(48);
      expect(box.width).toBeGreaterThanOrEqual(48);
    }
    // The top bar keeps the logo, credits and account menu; messages moved to the tab bar.
    await expect(page.locator('.top-nav').getByRole('link', { name: chat.nav.messages, exact: true })).toBeHidden();
    // Nothing hides behind the bar: the page's end (the footer) scrolls clear of it.
    // The results may still be arriving and growing the page, so scroll again until it settles.
    const barBox = (await bar.boundingBox())!;
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        const footer = (await page.locator('footer').boundingBox())!;
        return footer.y + footer.height;
      })
      .toBeLessThanOrEqual(barBox.y + 2);
    await shoot(page, info, `phone-nav-members-${lang}`);

    // The chat list keeps the bar, and it leads back out.
    await bar.getByRole('link', { name: nav.tabs.messages, exact: true }).click();
    await expect(page).toHaveURL(/\/chats$/);
    await expect(bar).toBeVisible();
    await shoot(page, info, `phone-nav-chats-${lang}`);
    await bar.getByRole('link', { name: nav.tabs.likes, exact: true }).click();
    await expect(page).toHaveURL(/\/likes$/);
    await expect(bar.getByRole('link', { name: nav.tabs.likes, exact: true })).toHaveAttribute('aria-current', 'page');
    // Opened directly, the chat list (its layout's code loads on its own) has the bar too, above its list.
    await page.goto('/chats');
    await expect(bar).toBeVisible();
    const list = (await page.locator('.chat-shell').boundingBox())!;
    expect(list.y + list.height).toBeLessThanOrEqual((await bar.boundingBox())!.y + 1);
  });
}

test('a new message on another screen shows a toast; the open chat shows the partner typing', async ({ browser, baseURL }, info) => {
  const live = catalog('en', 'live') as Catalog;
  const ann = await member(browser, baseURL!, info, 'en', 'Ann');
  const bea = await member(browser, baseURL!, info, 'en', 'Bea');
  // The toast comes over the live event stream: the server has subscribed Ann once it answers her stream.
  const connected = ann.page.waitForResponse((r) => r.url().includes('/api/events'), { timeout: 30_000 });
  await ann.page.goto('/members');
  await connected;
  const sent = await bea.page.request.post(`/api/members/${ann.id}/messages`, { headers, data: { text: 'Zin in koffie?' } });
  expect(sent.status()).toBe(201);
  const conversation = (await sent.json()).message.conversation as number;
  const toast = ann.page.getByTestId('message-toast');
  await expect(toast).toContainText(live.toast.newMessage.replace('{{name}}', 'Bea'));
  await expect(toast).toContainText('Zin in koffie?');
  await shoot(ann.page, info, 'phone-nav-toast');
  await toast.getByRole('link').click();
  await expect(ann.page).toHaveURL(new RegExp(`/chats/${conversation}$`));
  await expect(ann.page.getByTestId('chat-message').filter({ hasText: 'Zin in koffie?' })).toBeVisible();
  // No toast for the conversation that is open.
  await bea.page.request.post(`/api/members/${ann.id}/messages`, { headers, data: { text: 'Hallo?' } });
  await expect(ann.page.getByTestId('chat-message').filter({ hasText: 'Hallo?' })).toBeVisible();
  await expect(ann.page.getByTestId('message-toast')).toHaveCount(0);

  // Bea types: Ann sees it, and it goes when the time is up.
  expect((await bea.page.request.post(`/api/chats/${conversation}/typing`, { headers })).status()).toBe(204);
  const typing = ann.page.getByTestId('typing-indicator');
  await expect(typing).toHaveText(live.typing.replace('{{name}}', 'Bea'));
  await shoot(ann.page, info, 'phone-nav-typing');
  await expect(typing).toBeEmpty({ timeout: 8_000 });

  // Typing in the box tells Bea's open chat.
  await bea.page.goto(`/chats/${conversation}`);
  await expect(bea.page.getByTestId('chat-message').filter({ hasText: 'Hallo?' })).toBeVisible();
  await ann.page.getByRole('textbox').fill('Ja, graag');
  await expect(bea.page.getByTestId('typing-indicator')).toHaveText(live.typing.replace('{{name}}', 'Ann'));
});

test('a visitor’s first load logs no error and no router warning', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') logged.push(`${m.type()}: ${m.text()}`);
  });
  await enterSite(page);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  await page.waitForTimeout(500);
  expect(logged).toEqual([]);
});
