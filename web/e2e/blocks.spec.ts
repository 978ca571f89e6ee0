import { expect, test } from '@playwright/test';
import { catalog, newMemberPage, shoot } from './helpers';

type Catalog = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

test('a like arrives live; a block hides the blocker and says "You\'re blocked"', async ({ browser, baseURL }, info) => {
  const l = catalog('en', 'likes') as Catalog;
  const m = catalog('en', 'members') as Catalog;
  const run = `${info.project.name}-${Date.now()}`;
  const noor = await newMemberPage(browser, baseURL!, info, `noor-block-${run}@example.com`, 'Noor');
  const sem = await newMemberPage(browser, baseURL!, info, `sem-block-${run}@example.com`, 'Sem');

  // Sem waits on the search page; Noor's like reaches his tab through the event
  // stream, long before the 60 s refresh. (On the likes page itself a like in view
  // counts as seen at once, so the badge would not stay.) Phones show the count on
  // the bottom tab bar, desktops in the top navigation.
  const badge = info.project.name === 'phone' ? 'tab-likes-badge' : 'likes-badge';
  await sem.page.goto('/likes');
  await expect(sem.page.getByRole('heading', { name: l.empty.allTitle })).toBeVisible();
  // The server has subscribed Sem once it answers his event stream; a like before that
  // would only show with the next refresh.
  const connected = sem.page.waitForResponse((r) => r.url().includes('/api/events'), { timeout: 30_000 });
  await sem.page.goto('/members');
  await connected;
  await noor.page.goto(`/members/${sem.id}`);
  await noor.page.getByRole('button', { name: l.button.like, exact: true }).click();
  await expect(sem.page.getByTestId(badge)).toHaveText('1', { timeout: 10_000 });

  // Noor blocks Sem after reading what a block does.
  await noor.page.getByRole('button', { name: m.block.block, exact: true }).click();
  const dialog = noor.page.getByRole('dialog', { name: m.block.confirmTitle.replace('{{name}}', 'Sem') });
  await expect(dialog).toBeVisible();
  await shoot(noor.page, info, 'block-confirm');
  await dialog.getByRole('button', { name: m.block.confirm }).click();
  await expect(noor.page.getByText(m.block.youBlocked.replace('{{name}}', 'Sem'))).toBeVisible();
  await shoot(noor.page, info, 'block-blocked');

  // Sem can no longer see Noor, and her like is gone.
  await sem.page.goto(`/members/${noor.id}`);
  await expect(sem.page.getByRole('heading', { name: m.block.blockedTitle })).toBeVisible();
  await shoot(sem.page, info, 'block-you-are-blocked');
  await sem.page.goto('/likes');
  await expect(sem.page.getByRole('heading', { name: l.empty.allTitle })).toBeVisible();
  await expect(sem.page.getByTestId(badge)).toBeHidden();

  // Noor unblocks: Sem sees her profile again.
  await noor.page.getByRole('button', { name: m.block.unblock }).click();
  await expect(noor.page.getByRole('button', { name: m.block.block, exact: true })).toBeVisible();
  await sem.page.goto(`/members/${noor.id}`);
  await expect(sem.page.getByRole('heading', { level: 1, name: /^Noor/ })).toBeVisible();
});
