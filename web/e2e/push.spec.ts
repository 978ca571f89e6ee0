import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { catalog, createMember, enterSite, newMemberPage, shoot } from './helpers';

const headers = { 'X-Requested-With': 'amora' };

type Texts = { push: Record<string, string> };

/**
 * fakePushService makes PushManager.subscribe answer at once. Chromium subscribes
 * through Google's push service, which this machine cannot reach (the call never
 * settles), so the page gets a subscription of the same shape instead: an https
 * endpoint and a real P-256 key and auth secret, kept for getSubscription. What the
 * app does with it, and the server's validation and storage, are the real ones; the
 * push itself is then delivered to the service worker through the DevTools protocol.
 */
async function fakePushService(context: BrowserContext) {
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const raw = publicKey.export({ format: 'jwk' });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(raw.x!, 'base64url'), Buffer.from(raw.y!, 'base64url')]);
  const sub = { endpoint: `https://push.example.invalid/send/${randomBytes(8).toString('hex')}`, expirationTime: null, keys: { p256dh: point.toString('base64url'), auth: randomBytes(16).toString('base64url') } };
  await context.addInitScript((json: string) => {
    const make = () => ({ endpoint: JSON.parse(json).endpoint, options: {}, toJSON: () => JSON.parse(json), unsubscribe: async () => (localStorage.removeItem('e2e.push'), true) });
    PushManager.prototype.subscribe = async function () {
      localStorage.setItem('e2e.push', '1');
      return make() as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      return (localStorage.getItem('e2e.push') ? make() : null) as unknown as PushSubscription | null;
    };
  }, JSON.stringify(sub));
  return sub;
}

/** serviceWorkerRegistration waits for the site's worker and returns its DevTools registration id. */
async function serviceWorkerRegistration(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const id = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      const active = versions.find((v: { status: string; scriptURL: string }) => v.status === 'activated' && v.scriptURL.endsWith('/sw.js'));
      if (active) resolve(active.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return { cdp, registrationId: await id };
}

test('push: subscribe from the alert, a push reloads the chats, a click opens the conversation', async ({ browser, baseURL }, info) => {
  const t = catalog('en', 'notifications') as unknown as Texts;
  const run = `${info.project.name}-${Date.now()}`;
  const ben = await newMemberPage(browser, baseURL!, info, `pushben-${run}@example.com`, 'Ben');

  const context = await browser.newContext({ baseURL, viewport: info.project.use.viewport! });
  await context.grantPermissions(['notifications'], { origin: baseURL });
  const sub = await fakePushService(context);
  const page = await context.newPage();
  await enterSite(page);
  await createMember(page, `pushann-${run}@example.com`, 'en', 'a-good-passphrase-42', 'Ann');
  const ann = (await (await page.request.get('/api/user')).json()) as { id: number };

  // First load: no alert yet, whatever happens.
  await page.goto('/members');
  await expect(page.locator('#sf-sort')).toBeVisible();
  // The push code (loaded for members, after the page) has noted this device's first load.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('amora.push.seen')), { timeout: 15_000 }).not.toBeNull();
  await expect(page.getByTestId('push-alert')).toHaveCount(0);
  // One banner at a time: the photo prompt (more important) is dismissed first.
  await page.getByTestId('profile-photo-alert').getByRole('button').click();

  // Ben writes; on a later page load Ann's alert offers push.
  const sent = await ben.page.request.post(`/api/members/${ann.id}/messages`, { headers, data: { text: 'Hi Ann, fancy a coffee?' } });
  expect(sent.status()).toBe(201);
  const conversation = ((await sent.json()) as { message: { conversation: number } }).message.conversation;
  await page.reload();
  const alert = page.getByTestId('push-alert');
  await expect(alert).toContainText(t.push.alert!, { timeout: 15_000 });
  await shoot(page, info, 'push-alert');
  await alert.getByRole('button', { name: t.push.enable }).click();
  await expect(alert).toHaveCount(0);

  // The subscription is stored with the account.
  await expect.poll(async () => ((await (await page.request.get('/api/notifications')).json()) as { push_devices: number }).push_devices).toBe(1);

  // The settings show push on for this device, with a switch per type.
  await page.goto('/notifications');
  await expect(page.getByText(t.push.onDevice!)).toBeVisible();
  await expect(page.getByRole('list', { name: t.push.title }).getByRole('switch')).toHaveCount(4);
  await shoot(page, info, 'push-settings');

  // A push reaches the service worker: the open tab reloads the chat list.
  const loaded = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/chats');
  await page.goto('/members');
  await expect(page.locator('#sf-sort')).toBeVisible();
  await loaded; // the list's own first load; with push on, the next comes in 300 s
  const { cdp, registrationId } = await serviceWorkerRegistration(page);
  const payload = { title: 'New message on Amora', body: '', tag: `chat-${conversation}`, openUrl: `/chats/${conversation}`, checkUrl: '/api/chats', badge: 1 };
  // The tab hears pushes once the layout's member code has loaded (MemberPush); a push
  // before that shows only its notification. Deliver again until the tab has heard one
  // (the notification is one per conversation, whatever the number).
  let heard = false;
  for (let i = 0; i < 3 && !heard; i++) {
    const reload = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/chats', { timeout: 8_000 }).then(
      () => true,
      () => false,
    );
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(baseURL!).origin, registrationId, data: JSON.stringify(payload) });
    heard = await reload;
  }
  expect(heard).toBe(true);

  // The worker showed the notification, tagged per conversation (it may finish after the tab heard of it).
  const shown = () =>
    page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      return (await reg.getNotifications()).map((n) => ({ title: n.title, tag: n.tag, data: n.data as unknown }));
    });
  await expect.poll(shown, { timeout: 10_000 }).toEqual([{ title: payload.title, tag: payload.tag, data: { openUrl: payload.openUrl, checkUrl: payload.checkUrl } }]);

  // A click on it opens the conversation in this tab. The DevTools protocol cannot click
  // a notification, so the worker's own notificationclick handler is run on it.
  const [worker] = context.serviceWorkers();
  expect(worker).toBeDefined();
  await worker!.evaluate(async () => {
    // Runs in the worker, whose types the e2e project does not load.
    type Scope = { registration: ServiceWorkerRegistration; dispatchEvent(e: Event): boolean; NotificationEvent: new (type: string, init: { notification: Notification }) => Event };
    const sw = self as unknown as Scope;
    const [n] = await sw.registration.getNotifications();
    try {
      sw.dispatchEvent(new sw.NotificationEvent('notificationclick', { notification: n! }));
    } catch {
      // waitUntil refuses an event the browser did not send; the handler has run.
    }
  });
  await expect(page).toHaveURL(new RegExp(`/chats/${conversation}$`));
  await expect(page.getByTestId('chat-message').getByText('Hi Ann, fancy a coffee?')).toBeVisible();
  expect(sub.endpoint).toMatch(/^https:/);
  await context.close();
  await ben.page.context().close();
});

test('installable: manifest, icons and service worker pass Chromium\'s installability check; offline page', async ({ baseURL }, info) => {
  // Chromium does not offer to install from an incognito profile, so this test uses a real one.
  const launch = info.project.use.launchOptions!;
  const context = await chromium.launchPersistentContext(`e2e/.tmp/profile-${info.project.name}-${Date.now()}`, {
    executablePath: launch.executablePath,
    args: launch.args,
    baseURL,
    viewport: info.project.use.viewport!,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await enterSite(page);
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const cdp = await context.newCDPSession(page);
  await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, { timeout: 15_000 }).toEqual([]);
  const { url, errors, data } = await cdp.send('Page.getAppManifest');
  expect(errors).toEqual([]);
  expect(url).toMatch(/\/manifest\.webmanifest$/);
  const manifest = JSON.parse(data!) as { name: string; display: string; start_url: string; icons: { sizes: string; purpose: string; src: string }[] };
  expect([manifest.display, manifest.start_url]).toEqual(['standalone', '/']);
  for (const size of ['192x192', '512x512']) expect(manifest.icons.some((i) => i.purpose === 'maskable' && i.sizes === size)).toBe(true);
  for (const icon of manifest.icons) expect((await page.request.get(icon.src)).headers()['content-type']).toBe('image/png');

  // Without a network, a page gets the offline page in the visitor's language.
  await page.reload(); // now controlled by the worker
  await context.setOffline(true);
  await page.goto('/likes').catch(() => undefined);
  const sw = catalog('en', 'sw') as unknown as { offline: Record<string, string> };
  await expect(page.getByRole('heading', { name: sw.offline.title })).toBeVisible();
  await shoot(page, info, 'offline');
  await context.setOffline(false);
  await context.close();
});
