// Amora's service worker (SPEC §7, issue 19), served at /sw.js for the whole site. It
// shows push notifications and tells the open tabs about them (NEW_PUSH_MESSAGE,
// NEW_PUSH_CLICK), keeps the app badge, and caches only what is safe to cache: hashed
// build assets (cache first), never the API or photos; pages come from the network,
// with an offline page. Built on its own by vite.sw.config.ts into one classic script.
import { offlinePage, swLanguage, swTexts } from './offline';
import { clientMessage, notificationOptions, parsePushPayload, type PushClientMessage } from './payload';
import { assetCachePrefix, keptBuilds, strategyFor } from './routing';
import { setBadge } from './badge';

declare const self: ServiceWorkerGlobalScope;
/** __BUILD__ names the app build this worker belongs to (a hash of its manifest). */
declare const __BUILD__: string;

const assetCache = assetCachePrefix + __BUILD__;
const metaCache = 'amora-meta';
const buildsKey = '/__amora/builds';

type CookieStoreScope = { cookieStore?: { get(name: string): Promise<{ value: string } | null> } };

self.addEventListener('install', () => {
  // The first worker starts at once; a later one waits for the next page load (see navigate).
  if (!self.registration.active) void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await dropOldBuilds();
      await self.registration.navigationPreload?.enable().catch(() => undefined);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  const strategy = strategyFor(new URL(req.url), req.method, req.mode, self.location.origin);
  if (strategy === 'asset') event.respondWith(cacheFirst(req));
  else if (strategy === 'page') event.respondWith(navigate(event));
  // Everything else (the API, photos, other sites) goes to the network untouched.
});

self.addEventListener('push', (event) => {
  event.waitUntil(
    (async () => {
      const lang = await language();
      const p = parsePushPayload(event.data?.text(), swTexts[lang].push.title);
      await Promise.all([
        self.registration.showNotification(p.title, notificationOptions(p)),
        p.badge !== null ? showBadge(p.badge) : undefined,
        broadcast(clientMessage('NEW_PUSH_MESSAGE', p)),
      ]);
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const msg = clientMessage('NEW_PUSH_CLICK', event.notification.data as { openUrl?: unknown; checkUrl?: unknown } | null);
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      // The tab the member looked at last, else any: it shows the conversation.
      const tab = tabs.find((c) => c.focused) ?? tabs.find((c) => c.visibilityState === 'visible') ?? tabs[0];
      if (tab) {
        tab.postMessage(msg);
        await tab.focus().catch(() => undefined);
        return;
      }
      await self.clients.openWindow(msg.openUrl);
    })(),
  );
});

/** cacheFirst answers a hashed asset from any build's cache, else the network (kept for next time). */
async function cacheFirst(req: Request): Promise<Response> {
  const hit = await caches.match(req);
  if (hit) return hit;
  const res = await fetch(req);
  if (res.ok && res.status === 200) {
    const copy = res.clone();
    void caches.open(assetCache).then((c) => c.put(req, copy));
  }
  return res;
}

/**
 * navigate loads a page from the network, or the offline page. A new worker that waits
 * takes over now: the page being left can no longer need the old build's chunks.
 */
async function navigate(event: FetchEvent): Promise<Response> {
  self.registration.waiting?.postMessage({ type: 'SKIP_WAITING' });
  try {
    const preloaded = (await event.preloadResponse) as Response | undefined;
    return preloaded ?? (await fetch(event.request));
  } catch {
    return new Response(offlinePage(await language()), { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
  }
}

/** dropOldBuilds keeps the asset caches of this build and the one before it. */
async function dropOldBuilds(): Promise<void> {
  const meta = await caches.open(metaCache);
  const stored = await meta.match(buildsKey);
  const history = stored ? ((await stored.json()) as string[]) : [];
  const kept = keptBuilds(history, __BUILD__);
  await meta.put(buildsKey, new Response(JSON.stringify(kept)));
  const names = await caches.keys();
  await Promise.all(names.filter((n) => n.startsWith(assetCachePrefix) && !kept.includes(n.slice(assetCachePrefix.length))).map((n) => caches.delete(n)));
}

async function broadcast(msg: PushClientMessage): Promise<void> {
  const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const tab of tabs) tab.postMessage(msg);
}

function showBadge(n: number): Promise<void> {
  return setBadge(self.navigator, n);
}

/** language is the app's: its locale cookie where the worker can read cookies, else the browser's. */
async function language() {
  const cookie = await (self as unknown as CookieStoreScope).cookieStore?.get('amora.locale').catch(() => null);
  return swLanguage(cookie?.value, self.navigator.languages ?? []);
}
