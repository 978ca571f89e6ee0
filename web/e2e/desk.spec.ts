import { expect, test, type Page } from '@playwright/test';
import { catalog, newMemberPage, pathOf } from './helpers';
import { freshTotp } from './totp';

type Catalog = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const headers = { 'X-Requested-With': 'amora' };
const a = catalog('en', 'admin') as Catalog;
const c = catalog('en', 'chat') as Catalog;
const m = catalog('en', 'members') as Catalog;
const d = a.desk;

// The demo's staff (cmd/amora/demostaff.go): the operator answers every language.
const admin = { email: 'admin@amora.test', password: 'amora-staff-2026', secret: 'AMORADEMOADMINTOTPSECRETAAAAAAAA' };
const operator = { email: 'operator@amora.test', password: 'amora-staff-2026', secret: 'AMORADEMOOPERATORTOTPSECRETAAAAA' };

/** shootWidths saves a full-page screenshot at 1280 and at 768 px wide. */
async function shootWidths(page: Page, name: string) {
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `e2e/screenshots/${name}-${width}.png`, fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function login(page: Page, who: { email: string; password: string; secret: string }) {
  await page.goto('/admin/login');
  await page.getByLabel(a.login.email).fill(who.email);
  await page.getByLabel(a.login.password).fill(who.password);
  await page.getByLabel(a.login.code, { exact: true }).fill(await freshTotp(who.secret));
  await page.getByRole('button', { name: a.login.submit }).click();
}

// The operators' desk (issue 21): a member writes to a fictional profile; an operator
// logs in with TOTP, lands on the desk, claims the conversation, reads the profile and
// history, keeps a note and answers; the member's open chat shows the reply live under
// the fictional warning. A second operator cannot claim the conversation meanwhile.
test.describe('operator desk', () => {
  // The console is desktop first: the desktop project checks it at 1280 and 768 px.
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1280, 'desktop first');

  test('an operator answers a member as a fictional profile; a second operator cannot claim it meanwhile', async ({ browser, baseURL, page }, info) => {
    test.setTimeout(180_000); // the demo members arrive in batches while their portraits are drawn
    const run = Date.now();
    const ann = await newMemberPage(browser, baseURL!, info, `desk-${run}@example.com`, 'Wilhelmina');

    let fictional: { id: number; name: string } | undefined;
    for (let tries = 0; tries < 45 && !fictional; tries++) {
      for (let p = 1; p <= 10 && !fictional; p++) {
        const res = await ann.page.request.get(`/api/members?per_page=100&page=${p}`, { headers });
        const body = (await res.json()) as { results: { id: number; name: string; fictional: boolean }[] };
        fictional = body.results.find((r) => r.fictional);
        if (body.results.length < 100) break;
      }
      if (!fictional) await ann.page.waitForTimeout(2000);
    }
    expect(fictional, 'the demo has a fictional profile in search').toBeDefined();
    const fee = fictional!;

    // The member writes to the fictional profile, after confirming its warning.
    await ann.page.goto(`/members/${fee.id}/chat`);
    const header = ann.page.locator('.chat-header');
    await expect(header.getByText(m.fictional.warningTitle)).toBeVisible();
    await ann.page.getByRole('dialog', { name: c.icebreaker.title }).getByRole('button', { name: c.icebreaker.own }).click();
    await ann.page.getByRole('textbox', { name: c.send.label }).fill('Hi! Are you a real person?');
    await ann.page.getByRole('button', { name: c.send.buttonCost_one.replace('{{count}}', '1') }).click();
    await ann.page.getByRole('alertdialog', { name: c.fictionalConfirm.title.replace('{{name}}', fee.name) }).getByRole('button', { name: c.fictionalConfirm.confirm }).click();
    await expect(ann.page.getByTestId('chat-message').filter({ hasText: 'Are you a real person?' })).toBeVisible();

    // The admin adds a second operator through the staff API.
    const adminPage = await (await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } })).newPage();
    await login(adminPage, admin);
    await expect(adminPage.getByRole('heading', { name: a.members.title })).toBeVisible();
    const added = await adminPage.request.post('/api/admin/staff', { headers, data: { email: `op2-${run}@amora.test`, name: 'Second Operator', role: 'operator' } });
    expect(added.status(), await added.text()).toBe(201);
    const { setup_url } = (await added.json()) as { setup_url: string };
    // The admin gives the new operator every desk language on the staff screen.
    await adminPage.goto('/admin/staff');
    await adminPage.getByRole('row').filter({ hasText: `op2-${run}@amora.test` }).getByRole('button', { name: d.languages.open }).click();
    const langDialog = adminPage.getByRole('dialog', { name: d.languages.title.replace('{{name}}', 'Second Operator') });
    for (const l of ['en', 'nl', 'de', 'es', 'fr', 'it', 'pl']) await langDialog.getByLabel(a.fictional.languages[l]).check();
    await shootWidths(adminPage, 'desk-staff-languages');
    await langDialog.getByRole('button', { name: d.languages.save }).click();
    await expect(langDialog).toBeHidden();

    // Operator 1 logs in with TOTP and lands on the desk; the member's conversation waits there.
    await login(page, operator);
    await expect(page.getByRole('heading', { name: d.title })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/admin/desk');
    const nav = page.getByRole('complementary', { name: a.nav.label });
    await expect(nav.getByRole('link', { name: a.nav.members })).toHaveCount(0);
    const row = page.getByTestId('desk-row').filter({ hasText: 'Wilhelmina' }).filter({ hasText: fee.name });
    await expect(row).toBeVisible({ timeout: 15_000 });
    await shootWidths(page, 'desk-queue');
    await row.getByRole('button', { name: d.queue.claimFor.replace('{{member}}', 'Wilhelmina').replace('{{fictional}}', fee.name) }).click();

    // The answer screen: the member's profile, the whole conversation and the fictional profile's facts.
    await expect(page.getByRole('heading', { name: d.answer.title.replace('{{member}}', 'Wilhelmina').replace('{{fictional}}', fee.name) })).toBeVisible();
    const conversation = Number(/\/admin\/desk\/(\d+)$/.exec(page.url())?.[1]);
    expect(conversation).toBeGreaterThan(0);
    await expect(page.getByRole('region', { name: d.profile.member })).toContainText('Utrecht');
    await expect(page.getByRole('region', { name: d.profile.fictional })).toContainText(fee.name);
    await expect(page.getByRole('log', { name: d.chat.label }).getByTestId('desk-message').filter({ hasText: 'Are you a real person?' })).toBeVisible();
    await expect(page.getByRole('timer', { name: d.claim.label })).toContainText(/[45]:\d\d/);
    await expect(page.locator('main')).not.toContainText(`desk-${run}@example.com`);

    // A second operator finishes their set-up, lands on the desk, and can neither see nor claim the conversation.
    const op2 = await (await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } })).newPage();
    await op2.goto(pathOf(setup_url));
    const secret = (await op2.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
    await op2.getByLabel(a.setup.password, { exact: true }).fill('a long staff passphrase');
    await op2.getByLabel(a.setup.passwordAgain).fill('a long staff passphrase');
    await op2.getByLabel(a.setup.code).fill(await freshTotp(secret));
    await op2.getByRole('button', { name: a.setup.submit }).click();
    await op2.getByLabel(a.setup.codesSaved).check();
    await op2.getByRole('button', { name: a.setup.continue }).click();
    await expect(op2.getByRole('heading', { name: d.title })).toBeVisible();
    await expect(op2.getByRole('main')).toContainText(a.fictional.languages.pl);
    await expect(op2.getByTestId('desk-row').filter({ hasText: 'Wilhelmina' })).toHaveCount(0);
    const stolen = await op2.request.post(`/api/admin/desk/${conversation}/claim`, { headers });
    expect(stolen.status()).toBe(409);
    expect(((await stolen.json()) as { error: { key: string } }).error.key).toBe('deskClaimed');

    // Operator 1 keeps a note and answers with the honest disclosure.
    const notes = page.getByLabel(d.notes.label.replace('{{pair}}', `Wilhelmina · ${fee.name}`));
    await notes.fill('Asked whether the profile is real; told her honestly.');
    await page.getByRole('button', { name: d.notes.save }).click();
    await expect(page.getByText(/^Saved /)).toBeVisible();
    const reply = page.getByLabel(d.reply.label.replace('{{name}}', fee.name));
    await reply.fill('Hello Wilhelmina!');
    await page.getByRole('button', { name: d.reply.disclosure }).click();
    await expect(reply).toHaveValue(/^Hello Wilhelmina! This is a fictional profile operated by .+\.$/);
    await shootWidths(page, 'desk-answer');
    await reply.press('Enter');
    await expect(page.getByText(d.flash.sent.replace('{{member}}', 'Wilhelmina'))).toBeVisible();
    await expect(page.getByTestId('desk-row').filter({ hasText: 'Wilhelmina' })).toHaveCount(0);

    // The member's open chat shows the reply live, under the fictional warning.
    await expect(ann.page.getByTestId('chat-message').filter({ hasText: 'This is a fictional profile operated by' })).toBeVisible({ timeout: 15_000 });
    await expect(header.getByText(m.fictional.warningTitle)).toBeVisible();

    // The supervisor's view counts the reply.
    await adminPage.goto('/admin/desk-supervisor');
    await expect(adminPage.getByRole('heading', { name: d.supervisor.title })).toBeVisible();
    await expect(adminPage.getByRole('cell', { name: operator.email })).toBeVisible();
    await shootWidths(adminPage, 'desk-supervisor');
  });
});
