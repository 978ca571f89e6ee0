import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import { mailLink, newMemberPage, pathOf, shoot } from './helpers';

const headers = { 'X-Requested-With': 'amora' };

/** unzip reads every file of a ZIP through its central directory (node has no ZIP reader of its own). */
function unzip(zip: Buffer): Map<string, Buffer> {
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== 0x06054b50) end--;
  if (end < 0) throw new Error('not a ZIP file');
  const files = new Map<string, Buffer>();
  let at = zip.readUInt32LE(end + 16);
  for (let i = zip.readUInt16LE(end + 10); i > 0; i--) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory');
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLen = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLen);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLen + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return files;
}

test('a member downloads their data: the ZIP lands and its JSON holds their messages', async ({ browser, baseURL }, info) => {
  test.setTimeout(60_000);
  const run = `${info.project.name}-${Date.now()}`;
  const annEmail = `exportann-${run}@example.com`;
  const ann = await newMemberPage(browser, baseURL!, info, annEmail, 'Ann');
  const ben = await newMemberPage(browser, baseURL!, info, `exportben-${run}@example.com`, 'Ben');
  const sent = await ann.page.request.post(`/api/members/${ben.id}/messages`, { headers, data: { text: 'Coffee on Saturday?' } });
  expect(sent.status()).toBe(201);
  const reply = await ben.page.request.post(`/api/members/${ann.id}/messages`, { headers, data: { text: 'Gladly, at ten!' } });
  expect(reply.status()).toBe(201);

  const page = ann.page;
  await page.goto('/profile#data-export');
  const card = page.locator('#data-export');
  await expect(card.getByRole('heading', { name: 'Download my data' })).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await shoot(page, info, 'export-1-profile');
  await card.getByRole('button', { name: 'Download my data' }).click();
  await expect(card.getByRole('status')).toBeVisible();
  await card.screenshot({ path: `e2e/screenshots/export-1-card-${info.project.name}.png`, animations: 'disabled' });

  // The job builds the ZIP; the card polls and then links to it, and the e-mail links to the card.
  const download = card.getByRole('link', { name: /Download ZIP/ });
  await expect(download).toBeVisible({ timeout: 20_000 });
  await expect(card).toContainText('You can download it until');
  await shoot(page, info, 'export-2-ready');
  await card.screenshot({ path: `e2e/screenshots/export-2-card-${info.project.name}.png`, animations: 'disabled' });
  const link = await mailLink(annEmail, '/profile#data-export', 15_000);
  expect(pathOf(link)).toBe('/profile');

  // Only Ann's own session fetches the file.
  const href = await download.getAttribute('href');
  expect(href).toMatch(/^\/api\/export\/\d+$/);
  expect((await ben.page.request.get(href!)).status()).toBe(404);

  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzip(readFileSync(await file.path()));
  const account = JSON.parse(files.get('account.json')!.toString('utf8'));
  expect(account.email).toBe(annEmail);
  expect(account.id).toBe(ann.id);
  const messages = JSON.parse(files.get('messages.json')!.toString('utf8')) as { direction: string; body: string; sender_name: string }[];
  expect(messages.map((m) => `${m.direction}:${m.body}`)).toEqual(['sent:Coffee on Saturday?', 'received:Gladly, at ten!']);
  expect(messages[1].sender_name).toBe('Ben');
  for (const [name, data] of files) {
    if (name.endsWith('.json')) expect(() => JSON.parse(data.toString('utf8')), name).not.toThrow();
  }
});
