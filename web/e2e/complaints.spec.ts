import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { catalog, enterSite, escapeRegExp, newMemberPage, outboxMail, pathOf, shoot } from './helpers';
import { freshTotp } from './totp';

// Complaints (issue 23) against the real server: a logged-out visitor reports a profile
// from its Report action and gets the receipt with the reference by e-mail; a member
// reports a message from the chat, and a new moderator decides it in the console: the
// message is removed, the sender gets the statement of reasons and the reporter the
// decision.

const dataDir = 'e2e/.tmp';
/** words returns the English text at a dotted key of a namespace, to assert on real text. */
function words(ns: string) {
  const tree = catalog('en', ns) as unknown;
  return (key: string, vars: Record<string, string> = {}): string => {
    let v = tree;
    for (const k of key.split('.')) v = (v as Record<string, unknown>)[k];
    if (typeof v !== 'string') throw new Error(`no text ${ns}:${key}`);
    return v.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '');
  };
}
const c = words('complaints');
const m = words('members');
const ch = words('chat');
const a = words('admin');
const e = words('errors');

async function fillNotice(page: Page, category: string, explanation: string, name?: string, email?: string) {
  await page.getByRole('radio', { name: new RegExp(escapeRegExp(c(`category.${category}.label`))) }).check();
  await page.getByLabel(c('explanation.label')).fill(explanation);
  if (name !== undefined) await page.getByLabel(c('reporter.name'), { exact: true }).fill(name);
  if (email !== undefined) await page.getByLabel(c('reporter.email'), { exact: true }).fill(email);
  await page.getByLabel(c('goodFaith')).check();
}

test('a logged-out visitor reports a profile and gets the receipt with the reference', async ({ browser, baseURL }, info) => {
  test.setTimeout(90_000);
  const stamp = `${info.project.name}-${Date.now()}`;
  const reported = await newMemberPage(browser, baseURL!, info, `reported-${stamp}@example.com`, 'Fiona');
  await reported.page.close();

  const page = await (await browser.newContext({ baseURL, viewport: info.project.use.viewport! })).newPage();
  await enterSite(page);
  await page.goto(`/members/${reported.id}`);
  await page.getByRole('link', { name: m('report.profile'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/complaints\\?member=${reported.id}$`));
  await expect(page.getByRole('heading', { name: c('title') })).toBeVisible();
  await expect(page.getByTestId('complaint-reported')).toContainText(c('what.profileOf', { name: 'Fiona' }));
  await shoot(page, info, 'complaints-form');

  // Sending too early shows every missing answer under its field.
  await page.getByRole('button', { name: c('send') }).click();
  await expect(page.getByText(e('complaintCategory'))).toBeVisible();
  await expect(page.getByLabel(c('explanation.label'))).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(e('complaintGoodFaith'))).toBeVisible();
  await shoot(page, info, 'complaints-errors');

  const email = `reporter-${stamp}@example.com`;
  await fillNotice(page, 'fake_profile', 'These photos belong to a well-known actress, not to this member.', 'Rita Reporter', email);
  await page.getByRole('button', { name: c('send') }).click();
  const reference = (await page.getByTestId('complaint-reference').textContent())!.trim();
  expect(reference).toMatch(/^C-\d{6,}$/);
  await expect(page.getByText(c('sent.receipt', { email: email }))).toBeVisible();
  await shoot(page, info, 'complaints-sent');

  // The receipt: the reference, the date and the category, in the visitor's language.
  await outboxMail(email, [`We received your notice ${reference}`, 'Fake profile', 'Hi Rita Reporter'], 15_000);
});

test.describe('the moderators', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1280, 'the console is desktop first');

  test('a member reports a message from the chat and a moderator removes it', async ({ page, browser, baseURL }, info) => {
    test.setTimeout(150_000);
    const stamp = Date.now();
    const anna = await newMemberPage(browser, baseURL!, info, `anna-${stamp}@example.com`, 'Anna');
    const bart = await newMemberPage(browser, baseURL!, info, `bart-${stamp}@example.com`, 'Bart');
    const scam = `Send me 500 euro by bank transfer, ref ${stamp}`;
    const sent = await bart.page.request.post(`/api/members/${anna.id}/messages`, { headers: { 'X-Requested-With': 'amora' }, data: { text: scam } });
    expect(sent.status()).toBe(201);

    // Anna opens the chat: the header's menu offers report and block; she reports the message.
    await anna.page.goto(`/members/${bart.id}/chat`);
    const bubble = anna.page.getByTestId('chat-message').filter({ hasText: scam });
    await expect(bubble).toBeVisible();
    await anna.page.getByRole('button', { name: ch('menu.label') }).click();
    await expect(anna.page.getByRole('link', { name: ch('menu.report', { name: 'Bart' }) })).toBeVisible();
    await expect(anna.page.getByRole('button', { name: ch('menu.block', { name: 'Bart' }) })).toBeVisible();
    await shoot(anna.page, info, 'complaints-chat-menu');
    await anna.page.keyboard.press('Escape');
    await bubble.getByRole('link', { name: ch('messages.reportLabel', { name: 'Bart' }) }).click();
    await expect(anna.page.getByTestId('complaint-reported')).toContainText(c('what.messageOf', { name: 'Bart' }));
    // A member's own name and address are filled in.
    await expect(anna.page.getByLabel(c('reporter.email'), { exact: true })).toHaveValue(`anna-${stamp}@example.com`);
    await fillNotice(anna.page, 'scam', 'He asks me for money in his first message.');
    await anna.page.getByRole('button', { name: c('send') }).click();
    const reference = (await anna.page.getByTestId('complaint-reference').textContent())!.trim();

    // A new moderator sets up their account (as in admin.spec.ts) and lands in the console.
    const mod = `complaints-mod-${stamp}@amora.test`;
    const out = execFileSync('../bin/amora', ['staff', 'add', '--email', mod, '--role', 'moderator', '--name', 'Mo', '--data-dir', dataDir], { encoding: 'utf8' });
    const link = /https?:\/\/\S+\/admin\/setup\?token=\S+/.exec(out)?.[0];
    expect(link, out).toBeTruthy();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(pathOf(link!));
    const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
    await page.getByLabel(a('setup.password'), { exact: true }).fill('a long staff passphrase');
    await page.getByLabel(a('setup.passwordAgain')).fill('a long staff passphrase');
    await page.getByLabel(a('setup.code')).fill(await freshTotp(secret));
    await page.getByRole('button', { name: a('setup.submit') }).click();
    await page.getByLabel(a('setup.codesSaved')).check();
    await page.getByRole('button', { name: a('setup.continue') }).click();
    await expect(page.getByRole('heading', { name: a('members.title') })).toBeVisible();

    // The queue, oldest first, with the figures; the complaint with the conversation around it.
    await page.getByRole('link', { name: a('nav.complaints') }).click();
    await expect(page.getByRole('heading', { name: a('complaints.title') })).toBeVisible();
    await expect(page.getByLabel(a('complaints.stats.label'))).toBeVisible();
    await page.getByRole('link', { name: reference }).click();
    await expect(page.getByRole('heading', { name: a('complaints.complaint', { reference: reference }) })).toBeVisible();
    await expect(page.getByText(scam)).toBeVisible();
    await shoot(page, info, 'complaints-console-complaint');

    // Decide: remove the message, with the facts the sender reads.
    const facts = `Asked a member for money in a first message (${stamp}).`;
    await page.getByRole('radio', { name: new RegExp(escapeRegExp(a('complaints.decisions.remove'))) }).check();
    await page.getByLabel(a('complaints.reason')).fill(facts);
    await page.getByRole('button', { name: a('complaints.confirm') }).click();
    await expect(page.getByText(a('complaints.decided'))).toBeVisible();
    await expect(page.getByTestId('complaint-decision')).toHaveText(a('complaints.decisions.remove'));
    await shoot(page, info, 'complaints-console-decided');
    await page.getByRole('link', { name: a('complaints.title'), exact: true }).first().click();
    await shoot(page, info, 'complaints-console-queue');

    // The message is gone from the chat; the sender has the statement, the reporter the decision.
    await anna.page.goto(`/members/${bart.id}/chat`);
    await expect(anna.page.getByText(ch('messages.removed'))).toBeVisible();
    await expect(anna.page.getByText(scam)).toHaveCount(0);
    await outboxMail(`bart-${stamp}@example.com`, ['We removed content from your', facts], 15_000);
    await outboxMail(`anna-${stamp}@example.com`, [`Our decision on your notice ${reference}`, 'We removed the content you reported.'], 15_000);
  });
});
