import { expect, test } from '@playwright/test';
import { catalog, enterSite, newMemberPage, shoot } from './helpers';

type Catalog = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const headers = { 'X-Requested-With': 'amora' };

test('two members chat live; one runs out of credits and deletes the chat', async ({ browser, baseURL }, info) => {
  const c = catalog('en', 'chat') as Catalog;
  const m = catalog('en', 'members') as Catalog;
  const run = `${info.project.name}-${Date.now()}`;
  const ann = await newMemberPage(browser, baseURL!, info, `ann-${run}@example.com`, 'Ann');
  const ben = await newMemberPage(browser, baseURL!, info, `ben-${run}@example.com`, 'Ben');

  // Ben waits on the member search, with the Messages item in the navigation.
  await ben.page.goto('/members');
  await expect(ben.page.getByRole('link', { name: c.nav.messages, exact: true })).toBeVisible();

  // Ann has no conversations yet.
  await ann.page.goto('/chats');
  await expect(ann.page.getByRole('heading', { name: c.empty.title })).toBeVisible();
  await shoot(ann.page, info, 'chat-list-empty');

  // Ann opens Ben's profile and writes to him: the empty conversation offers openers.
  await ann.page.goto(`/members/${ben.id}`);
  await expect(ann.page.getByRole('link', { name: m.profile.message, exact: true })).toBeVisible();
  await shoot(ann.page, info, 'chat-profile-button');
  await ann.page.getByRole('link', { name: m.profile.message, exact: true }).click();
  await expect(ann.page).toHaveURL(new RegExp(`/members/${ben.id}/chat$`));
  const icebreaker = ann.page.getByRole('dialog', { name: c.icebreaker.title });
  await expect(icebreaker).toBeVisible();
  await shoot(ann.page, info, 'chat-icebreaker');
  const opener = c.icebreaker.opener2.replace('{{name}}', 'Ben');
  await icebreaker.getByRole('button', { name: opener }).click();
  await expect(icebreaker).toBeHidden();
  const annBox = ann.page.getByRole('textbox', { name: c.send.label });
  await expect(annBox).toHaveValue(opener);
  await expect(ann.page.getByRole('heading', { name: c.messages.emptyTitle.replace('{{name}}', 'Ben') })).toBeVisible();
  await shoot(ann.page, info, 'chat-new');
  await ann.page.getByRole('button', { name: c.send.buttonCost_one.replace('{{count}}', '1') }).click();
  await expect(ann.page.getByTestId('chat-message').filter({ hasText: opener })).toBeVisible();
  await expect(annBox).toHaveValue('');
  await expect(ann.page.getByText(c.send.credits_other.replace('{{count}}', '9'))).toBeVisible();

  // Ben sees the badge and the title count arrive live, opens the conversation and replies.
  await expect(ben.page.getByTestId('messages-badge')).toHaveText('1');
  await expect(ben.page).toHaveTitle(/^\(1\) /);
  await shoot(ben.page, info, 'chat-nav-badge');
  await ben.page.getByRole('link', { name: c.nav.messagesUnread_one.replace('{{count}}', '1') }).click();
  await expect(ben.page).toHaveURL(/\/chats$/);
  const annItem = ben.page.getByTestId('chat-item').filter({ hasText: 'Ann' });
  await expect(annItem.getByTestId('chat-unread')).toBeVisible();
  await expect(annItem).toContainText(opener);
  await shoot(ben.page, info, 'chat-list-unread');
  await annItem.getByRole('link').click();
  await expect(ben.page).toHaveURL(/\/chats\/\d+$/);
  await expect(ben.page.getByTestId('chat-message').filter({ hasText: opener })).toBeVisible();
  await expect(ben.page.getByTestId('chat-unread')).toHaveCount(0);
  await expect(ben.page).not.toHaveTitle(/^\(\d+\) /);
  const reply = 'Hi Ann! Lovely to hear from you.';
  const benBox = ben.page.getByRole('textbox', { name: c.send.label });
  await benBox.fill(reply);
  await benBox.press('Enter');
  await expect(ben.page.getByTestId('chat-message')).toHaveCount(2);
  await shoot(ben.page, info, 'chat-conversation');

  // Ann sees the reply arrive, and her message marked read.
  await expect(ann.page.getByTestId('chat-message').filter({ hasText: reply })).toBeVisible();
  await expect(ann.page.getByTestId('chat-message').filter({ hasText: opener }).getByRole('img', { name: c.messages.read })).toBeVisible();
  await shoot(ann.page, info, 'chat-reply');

  // Ann sends Ben a rose from the conversation (5 credits); it reaches him live.
  const g = catalog('en', 'gifts') as Catalog;
  await ann.page.getByRole('button', { name: g.buttonFor.replace('{{name}}', 'Ben') }).click();
  const gifts = ann.page.getByRole('dialog', { name: g.title.replace('{{name}}', 'Ben') });
  await expect(gifts.getByRole('radio', { name: 'Red rose' })).toBeVisible();
  await gifts.getByRole('radio', { name: 'Red rose' }).click();
  await shoot(ann.page, info, 'chat-gift-picker');
  await gifts.getByRole('button', { name: g.send_other.replace('{{count}}', '5') }).click();
  await expect(gifts).toBeHidden();
  await expect(ann.page.getByText(g.sentYou.replace('{{name}}', 'Ben').replace('{{gift}}', 'Red rose'))).toBeVisible();
  await expect(ben.page.getByText(g.receivedYou.replace('{{name}}', 'Ann').replace('{{gift}}', 'Red rose'))).toBeVisible();
  await shoot(ben.page, info, 'chat-gift-received');

  // Ann spends her other credits, then the next message is refused.
  for (let i = 1; i <= 4; i++) {
    const res = await ann.page.request.post(`/api/members/${ben.id}/messages`, { headers, data: { text: `Message ${i}` } });
    expect(res.status(), await res.text()).toBe(201);
  }
  await expect(ann.page.getByTestId('chat-message').filter({ hasText: 'Message 4' })).toBeVisible();
  await annBox.fill('One more?');
  await ann.page.getByRole('button', { name: c.send.buttonCost_one.replace('{{count}}', '1') }).click();
  await expect(ann.page.getByRole('alert')).toContainText(c.errors.notEnoughCredits);
  await expect(annBox).toHaveValue('One more?');
  await shoot(ann.page, info, 'chat-no-credits');

  // Ann deletes the conversation: it leaves her list at once, and stays gone.
  await ann.page.goto('/chats');
  const benItem = ann.page.getByTestId('chat-item').filter({ hasText: 'Ben' });
  await benItem.getByRole('button', { name: c.list.delete.replace('{{name}}', 'Ben') }).click();
  const confirm = ann.page.getByRole('dialog', { name: c.list.deleteTitle });
  await expect(confirm).toBeVisible();
  await shoot(ann.page, info, 'chat-delete-confirm');
  await confirm.getByRole('button', { name: c.list.deleteConfirm }).click();
  await expect(benItem).toHaveCount(0);
  await expect(ann.page.getByRole('heading', { name: c.empty.title })).toBeVisible();
  await ann.page.reload();
  await expect(ann.page.getByRole('heading', { name: c.empty.title })).toBeVisible();
  await expect(ann.page.getByTestId('chat-item')).toHaveCount(0);
});

test('the demo member has conversations waiting', async ({ page }, info) => {
  const c = catalog('en', 'chat') as Catalog;
  const a = catalog('en', 'account') as Catalog;
  await enterSite(page);
  await page.goto('/login');
  await page.getByLabel(a.login.email).fill('demo@amora.test');
  await page.getByLabel(a.login.password).fill('amora-demo-2026');
  await page.getByRole('button', { name: a.login.submit }).click();
  await expect(page).toHaveURL(/\/members$/);
  // The demo members and their messages are seeded in the background after the start.
  const chats = async () => (await (await page.request.get('/api/chats')).json()).chats.length as number;
  await expect.poll(chats, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
  await page.reload();
  await expect(page.getByTestId('messages-badge')).toHaveText(/^[1-9]/);
  // The new-like modal may be in front of the navigation: open the list directly.
  await page.goto('/chats');
  await expect(page.getByTestId('chat-item')).toHaveCount(3);
  await expect(page.getByTestId('chat-unread').first()).toBeVisible();
  await shoot(page, info, 'chat-demo-list');
  await page.getByTestId('chat-item').first().getByRole('link').click();
  await expect(page.getByTestId('chat-message').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: c.send.label })).toBeVisible();
  await shoot(page, info, 'chat-demo-conversation');
});

test('visitors who open a chat log in first', async ({ page }) => {
  await enterSite(page);
  await page.goto('/chats');
  await expect(page).toHaveURL(/\/login$/);
});

test('an invisible member is written to only after they wrote first', async ({ browser, baseURL }, info) => {
  const c = catalog('en', 'chat') as Catalog;
  const e = catalog('en', 'errors') as unknown as Record<string, string>;
  const run = `${info.project.name}-${Date.now()}`;
  const ivy = await newMemberPage(browser, baseURL!, info, `ivy-${run}@example.com`, 'Ivy');
  const tom = await newMemberPage(browser, baseURL!, info, `tom-${run}@example.com`, 'Tom');
  const saved = await ivy.page.request.put('/api/profile', {
    headers,
    data: { gender: 'female', looking_for: 'male', country: 'NL', region: 'NL-UT', city: 'Utrecht', invisible: true },
  });
  expect(saved.status()).toBe(200);

  // Tom cannot start the conversation: the screen says why, without the premium alert.
  await tom.page.goto(`/members/${ivy.id}/chat`);
  await expect(tom.page.getByRole('alert')).toHaveText(e.invisibleMember!);
  await expect(tom.page.getByRole('textbox', { name: c.send.label })).toBeDisabled();
  await shoot(tom.page, info, 'chat-invisible-member');

  // Once Ivy has written, Tom can reply.
  const sent = await ivy.page.request.post(`/api/members/${tom.id}/messages`, { headers, data: { text: 'Hi Tom!' } });
  expect(sent.status()).toBe(201);
  await tom.page.reload();
  await expect(tom.page.getByTestId('chat-message').getByText('Hi Tom!')).toBeVisible();
  await expect(tom.page.getByRole('textbox', { name: c.send.label })).toBeEnabled();
  await ivy.page.context().close();
  await tom.page.context().close();
});
