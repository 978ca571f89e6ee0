/**
 * registerServiceWorker installs the site's service worker (/sw.js, built with the
 * app) once the page has loaded, so that it never competes with the first render. It
 * caches the build's assets, serves the offline page and receives pushes (SPEC §7).
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
