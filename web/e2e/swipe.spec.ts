import { expect, test } from '@playwright/test';
import { addPhoto, catalog, createMember, enterSite, shoot } from './helpers';

test('play the swipe game to the day\'s limit and see the countdown', async ({ page, browser, baseURL }, info) => {
  const s = catalog('en', 'swipe') as any; // eslint-disable-line @typescript-eslint/no-explicit-any
  const m = catalog('en', 'members') as any; // eslint-disable-line @typescript-eslint/no-explicit-any
  const left = (n: number) => s.likesLeft_other.replace('{{count}}', String(n)).replace('{{perDay}}', '4');
  // Six men in Utrecht to swipe, whatever the demo members are.
  for (let i = 0; i < 6; i++) {
    const other = await (await browser.newContext({ baseURL })).newPage();
    const names = ['Sem', 'Daan', 'Luuk', 'Bram', 'Finn', 'Milan'];
    await createMember(other, `swipe-man${i}-${info.project.name}@example.com`, 'en', undefined, names[i]);
    const saved = await other.request.put('/api/profile', {
      headers: { 'X-Requested-With': 'amora' },
      data: { gender: 'male', looking_for: 'female', country: 'NL', region: 'NL-UT', city: 'Utrecht' },
    });
    expect(saved.status()).toBe(200);
    await addPhoto(other); // only complete profiles are in the deck
    await other.context().close();
  }
  await enterSite(page);
  await createMember(page, `swipe-${info.project.name}@example.com`, 'en');
  await page.goto('/members');
  await page.getByRole('link', { name: m.search.swipeGame }).click();
  await expect(page.getByText(left(4))).toBeVisible();
  await expect(page.getByTestId('swipe-card')).toBeVisible();
  await shoot(page, info, 'swipe-game');

  // Pass one with the keyboard, drag one to the right, like three with the button.
  const first = await page.getByTestId('swipe-card').getByRole('heading').textContent();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('swipe-card').getByRole('heading')).not.toHaveText(first!);
  const card = await page.getByTestId('swipe-card').boundingBox();
  await page.mouse.move(card!.x + card!.width / 2, card!.y + card!.height / 2);
  await page.mouse.down();
  await page.mouse.move(card!.x + card!.width / 2 + 160, card!.y + card!.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect(page.getByText(left(3))).toBeVisible();
  for (const n of [2, 1]) {
    await page.getByRole('button', { name: /^Like / }).click();
    await expect(page.getByText(left(n))).toBeVisible();
  }
  await page.getByRole('button', { name: /^Like / }).click();

  // The likes are used: a countdown to midnight UTC.
  await expect(page.getByRole('heading', { name: s.limitTitle_other.replace('{{count}}', '4') })).toBeVisible();
  await expect(page.getByRole('timer', { name: s.countdownLabel })).toHaveText(/^\d\d:\d\d:\d\d$/);
  await shoot(page, info, 'swipe-game-limit');

  // A reload shows the same: the limit is kept on the server.
  await page.reload();
  await expect(page.getByRole('timer', { name: s.countdownLabel })).toBeVisible();
});
