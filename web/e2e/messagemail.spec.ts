import { expect, test } from '@playwright/test';
import { mailLink, newMemberPage, pathOf } from './helpers';

const headers = { 'X-Requested-With': 'amora' };

test('a member who is away gets an e-mail about a new conversation, with a working link', async ({ browser, baseURL }, info) => {
  const run = `${info.project.name}-${Date.now()}`;
  const ann = await newMemberPage(browser, baseURL!, info, `mailann-${run}@example.com`, 'Ann');
  const ben = await newMemberPage(browser, baseURL!, info, `mailben-${run}@example.com`, 'Ben');

  // Ben leaves the app: no page, so no open event stream.
  const benContext = ben.page.context();
  await ben.page.close();

  const sent = await ann.page.request.post(`/api/members/${ben.id}/messages`, { headers, data: { text: 'Hello Ben, are you there?' } });
  expect(sent.status()).toBe(201);

  // The mail lands in Ben's outbox with the link to the conversation.
  const link = await mailLink(`mailben-${run}@example.com`, '/chats/', 15_000);
  expect(link).toMatch(/\/chats\/\d+$/);

  // The link opens the conversation with Ann's message.
  const page = await benContext.newPage();
  await page.goto(pathOf(link));
  await expect(page.getByTestId('chat-message').filter({ hasText: 'Hello Ben, are you there?' })).toBeVisible();
});
