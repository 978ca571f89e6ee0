import { afterLoadIdle } from './afterLoadIdle';

/**
 * registerServiceWorker installs the site's service worker (/sw.js, built with the
 * app) once the page has loaded and the browser is idle, so that it never competes with
 * the first render and its hydration (issue 22). It caches the build's assets, serves
 * the offline page and receives pushes (SPEC §7).
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  afterLoadIdle(() => void navigator.serviceWorker.register('/sw.js').catch(() => undefined), { timeoutMs: 5000, fallbackMs: 1000 });
}
