// Work that must not compete with a page's load (issue 22): it waits for the load event,
// then for the browser's first idle moment.

/**
 * afterLoadIdle runs fn at the first idle moment after the page's load event, waiting at
 * most timeoutMs for it; without requestIdleCallback, fallbackMs after the load. It
 * returns a function that cancels what has not run yet.
 */
export function afterLoadIdle(fn: () => void, { timeoutMs, fallbackMs }: { timeoutMs: number; fallbackMs: number }): () => void {
  let cancel = () => undefined as void;
  const whenIdle = () => {
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(fn, { timeout: timeoutMs });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = setTimeout(fn, fallbackMs);
      cancel = () => clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') whenIdle();
  else {
    window.addEventListener('load', whenIdle, { once: true });
    cancel = () => window.removeEventListener('load', whenIdle);
  }
  return () => cancel();
}
