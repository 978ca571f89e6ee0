import { expect, test, type Page } from '@playwright/test';
import { catalog, createMember, enterSite, shoot } from './helpers';

/* eslint-disable @typescript-eslint/no-explicit-any */

test.setTimeout(90_000);

const headers = { 'X-Requested-With': 'amora' };

/** upload adds a photo that shows its number on a colour of its own, so that the order can be seen. */
async function upload(page: Page, n: number, colour: string) {
  await page.setContent(`<body style="margin:0;background:${colour};display:grid;place-items:center;height:100vh;font:bold 30vh sans-serif;color:#fff">${n}</body>`);
  const res = await page.request.post('/api/photos', { headers, multipart: { photo: { name: `p${n}.png`, mimeType: 'image/png', buffer: await page.screenshot() } } });
  expect(res.status()).toBe(201);
  return (await res.json()).id as number;
}

/** saved is the order of the member's photos as the server keeps it, and the main photo. */
async function saved(page: Page) {
  const own = await (await page.request.get('/api/profile')).json();
  return { ids: own.photos.map((p: any) => p.id as number), main: own.photos.find((p: any) => p.main)?.id as number };
}

/** dragGrip drags photo from's grip onto photo to's tile: with the mouse, or with a finger where the screen is touched. */
async function dragGrip(page: Page, from: number, to: number, touch: boolean) {
  const grip = await page.locator(`[data-photo-id="${from}"] [data-testid="photo-grip"]`).boundingBox();
  const target = await page.locator(`[data-photo-id="${to}"] .photo-frame`).boundingBox();
  const [x0, y0] = [grip!.x + grip!.width / 2, grip!.y + grip!.height / 2];
  const [x1, y1] = [target!.x + target!.width / 2, target!.y + target!.height / 2];
  if (!touch) {
    await page.mouse.move(x0, y0);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++) await page.mouse.move(x0 + ((x1 - x0) * i) / 10, y0 + ((y1 - y0) * i) / 10);
    await page.mouse.up();
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: x0, y: y0 }] });
  for (let i = 1; i <= 10; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x0 + ((x1 - x0) * i) / 10, y: y0 + ((y1 - y0) * i) / 10 }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('a member puts their photos in order by arrows and by dragging, saved at once', async ({ page }, info) => {
  const p = catalog('en', 'profile') as any;
  const phone = info.project.name === 'phone';
  await enterSite(page);
  await createMember(page, `photo-order-${info.project.name}@example.com`, 'en', undefined, 'Noor');
  const [a, b, c] = [await upload(page, 1, '#c2185b'), await upload(page, 2, '#1565c0'), await upload(page, 3, '#2e7d32')];
  expect(await saved(page)).toEqual({ ids: [a, b, c], main: a });

  await page.goto('/profile');
  const photos = page.getByRole('region', { name: p.photos.title });
  await expect(photos.getByText(p.photos.orderHint)).toBeVisible();
  const tiles = photos.getByTestId('photo-tile');
  await expect(tiles).toHaveCount(3);

  // The arrows: the third photo one place to the left, saved at once.
  const moveLeft3 = photos.getByRole('button', { name: p.photos.moveLeft.replace('{{n}}', '3') });
  await moveLeft3.scrollIntoViewIfNeeded();
  await moveLeft3.click();
  await expect(photos.getByTestId('photo-order-status')).toHaveText(p.photos.moved.replace('{{place}}', '2').replace('{{count}}', '3'));
  expect(await saved(page)).toEqual({ ids: [a, c, b], main: a });
  // The focus stays with the photo that moved, now the second.
  await expect(photos.getByRole('button', { name: p.photos.moveLeft.replace('{{n}}', '2') })).toBeFocused();

  // Dragging (a finger on the phone, the mouse on the laptop): the last photo onto the first place makes it the main photo.
  await photos.scrollIntoViewIfNeeded();
  await dragGrip(page, b, a, phone);
  await expect.poll(async () => (await saved(page)).ids).toEqual([b, a, c]);
  expect((await saved(page)).main).toBe(b);
  await expect(tiles.first()).toHaveAttribute('data-photo-id', String(b));
  await expect(tiles.first().getByText(p.photos.main, { exact: true })).toBeVisible();
  await page.waitForTimeout(300);
  await photos.screenshot({ path: `e2e/screenshots/photo-order-${info.project.name}.png` });

  // "Make main" keeps to the same rule: the photo goes to the first place.
  await tiles.nth(2).getByRole('button', { name: p.photos.makeMain }).click();
  await expect.poll(async () => await saved(page)).toEqual({ ids: [c, b, a], main: c });

  // The order stays after a reload.
  await page.reload();
  await expect(page.getByRole('region', { name: p.photos.title }).getByTestId('photo-tile').first()).toHaveAttribute('data-photo-id', String(c));
  await shoot(page, info, 'photo-order-page');

  // A wrong order is refused, with the reason, and changes nothing.
  const bad = await page.request.put('/api/photos/order', { headers, data: { ids: [a, b] } });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).error.key).toBe('photoOrderInvalid');
  expect(await saved(page)).toEqual({ ids: [c, b, a], main: c });
});
