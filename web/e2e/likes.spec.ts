import { expect, test } from '@playwright/test';
import { catalog, enterSite, newMemberPage, shoot } from './helpers';

type Catalog = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const password = 'a-good-passphrase-42';

test('like a member, who sees the new-like modal and the badge, likes back, and both see the match', async ({ browser, baseURL }, info) => {
  const l = catalog('en', 'likes') as Catalog;
  const a = catalog('en', 'account') as Catalog;
  const run = `${info.project.name}-${Date.now()}`;
  const noor = await newMemberPage(browser, baseURL!, info, `noor-${run}@example.com`, 'Noor');
  const sem = await newMemberPage(browser, baseURL!, info, `sem-${run}@example.com`, 'Sem');
  await sem.page.request.post('/api/logout', { headers: { 'X-Requested-With': 'amora' } });

  // Noor has no likes yet: the screens invite her to search.
  await noor.page.goto('/likes');
  await expect(noor.page.getByRole('heading', { name: l.empty.allTitle })).toBeVisible();
  await expect(noor.page.locator('#main').getByRole('link', { name: l.empty.search })).toHaveAttribute('href', '/members');
  await expect(noor.page.getByRole('link', { name: l.nav.likes, exact: true })).toBeVisible();
  await shoot(noor.page, info, 'likes-empty');

  // Noor likes Sem on his profile and finds him under sent.
  await noor.page.goto(`/members/${sem.id}`);
  await noor.page.getByRole('button', { name: l.button.like, exact: true }).click();
  await expect(noor.page.getByRole('button', { name: l.button.liked })).toHaveAttribute('aria-pressed', 'true');
  await shoot(noor.page, info, 'likes-member-liked');
  await noor.page.getByRole('link', { name: l.nav.likes }).click();
  await expect(noor.page).toHaveURL(/\/likes$/);
  await noor.page.getByRole('link', { name: new RegExp(`^${l.tabs.sent}`) }).click();
  await expect(noor.page).toHaveURL(/\/likes\/sent$/);
  await expect(noor.page.getByTestId('member-card').filter({ hasText: 'Sem' })).toBeVisible();
  await shoot(noor.page, info, 'likes-sent');

  // Sem logs in: the new-like modal shows Noor, and the Likes badge counts one.
  await sem.page.goto('/login');
  await sem.page.getByLabel(a.login.email).fill(`sem-${run}@example.com`);
  await sem.page.getByLabel(a.login.password).fill(password);
  await sem.page.getByRole('button', { name: a.login.submit }).click();
  const modal = sem.page.getByRole('dialog', { name: l.modal.title.replace('{{name}}', 'Noor') });
  await expect(modal).toBeVisible();
  expect(await modal.evaluate((el) => getComputedStyle(el).zIndex)).toBe('2000');
  await shoot(sem.page, info, 'likes-new-like-modal');
  await modal.click({ position: { x: 5, y: 5 } });
  await expect(modal).toBeHidden();
  await expect(sem.page.getByTestId('likes-badge')).toHaveText('1');
  await shoot(sem.page, info, 'likes-badge');

  // Sem opens the like from the received likes, likes back: a match for both.
  await sem.page.getByRole('link', { name: l.nav.likesNew_one.replace('{{count}}', '1') }).click();
  await sem.page.getByRole('link', { name: new RegExp(`^${l.tabs.received}`) }).click();
  const card = sem.page.getByTestId('member-card').filter({ hasText: 'Noor' });
  await expect(card.getByText(l.card.new)).toBeVisible();
  await shoot(sem.page, info, 'likes-received');
  await card.getByRole('link').click();
  await expect(sem.page).toHaveURL(new RegExp(`/likes/m/${noor.id}$`));
  await expect(sem.page.getByTestId('likes-badge')).toBeHidden();
  await sem.page.getByRole('button', { name: l.button.likeBack }).click();
  // Liking back is a match: the full-screen match screen, then "Keep looking" closes it.
  const itsAMatch = sem.page.getByRole('dialog', { name: l.match.title });
  await expect(itsAMatch).toBeVisible();
  await shoot(sem.page, info, 'likes-match-screen');
  await itsAMatch.getByRole('button', { name: l.match.keepLooking }).click();
  await expect(itsAMatch).toBeHidden();
  await expect(sem.page.getByText(l.member.matchText)).toBeVisible();
  await expect(sem.page.getByRole('button', { name: l.button.liked })).toHaveAttribute('aria-pressed', 'true');
  await shoot(sem.page, info, 'likes-member-match');
  await sem.page.goto('/likes/mutual');
  await expect(sem.page.getByTestId('member-card').filter({ hasText: 'Noor' })).toBeVisible();
  await shoot(sem.page, info, 'likes-mutual');

  // Noor, still on her sent likes, hears of the match at once (the event stream), then
  // finds Sem among her matches.
  const match = noor.page.getByRole('dialog', { name: l.match.title });
  await expect(match).toBeVisible({ timeout: 10_000 });
  await shoot(noor.page, info, 'likes-match-modal');
  await match.click({ position: { x: 5, y: 5 } });
  await expect(match).toBeHidden();
  await noor.page.goto('/likes');
  await expect(noor.page.getByRole('region', { name: l.kinds.mutual }).getByTestId('member-card').filter({ hasText: 'Sem' })).toBeVisible();
  await shoot(noor.page, info, 'likes-overview');
});

test('the demo member has new likes waiting', async ({ page }, info) => {
  // One demo member serves both projects, and likes seen in the list stop being new
  // (issue 22): the first project to look uses them up, so the phone checks them.
  test.skip(info.project.name !== 'phone', 'the demo likes are seen once per run');
  const l = catalog('en', 'likes') as Catalog;
  const a = catalog('en', 'account') as Catalog;
  await enterSite(page);
  await page.goto('/login');
  await page.getByLabel(a.login.email).fill('demo@amora.test');
  await page.getByLabel(a.login.password).fill('amora-demo-2026');
  await page.getByRole('button', { name: a.login.submit }).click();
  // The demo members and their likes are seeded in the background after the start.
  const newLikes = async () => (await (await page.request.get('/api/likes')).json()).new_likes as number;
  await expect.poll(newLikes, { timeout: 30_000 }).toBeGreaterThan(0);
  // The modal shows a like once: it may have shown while the likes arrived. Forget
  // that, and it shows the newest after the reload.
  await page.evaluate(() => localStorage.removeItem('amora.likes.announced'));
  await page.reload();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('dialog').click({ position: { x: 5, y: 5 } });
  await expect(page.getByTestId('likes-badge')).toHaveText(/^[1-9]/);
  await page.goto('/likes');
  await expect(page.getByTestId('likes-counter')).toContainText(l.counter.new_other.replace('{{count}}', ''));
  await shoot(page, info, 'likes-demo');
});
