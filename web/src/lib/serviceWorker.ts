/**
 * registerServiceWorker installs the site's service worker (/sw.js, built with the
 * app) once the page has loaded and the browser is idle, so that it never competes with
 * the first render and its hydration (issue 22). It caches the build's assets, serves
 * the offline page and receives pushes (SPEC §7).
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 5000 });
    else setTimeout(register, 1000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
