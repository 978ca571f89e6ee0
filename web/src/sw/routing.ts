// Which of the service worker's caching strategies a request gets. The API and the
// photos are never cached (they are per member, and signed for one viewer); hashed
// build assets never change, so they come from the cache first; pages come from the
// network, with an offline page when there is none.

export type Strategy = 'asset' | 'page' | 'network';

/** strategyFor picks the strategy for a request from this origin (others go to the network). */
export function strategyFor(url: URL, method: string, mode: string, origin: string): Strategy {
  if (method !== 'GET' || url.origin !== origin) return 'network';
  const p = url.pathname;
  if (p.startsWith('/api/') || p.startsWith('/media/') || p.startsWith('/admin') || p === '/sw.js') return 'network';
  if (mode === 'navigate') return 'page';
  if (p.startsWith('/assets/')) return 'asset';
  return 'network';
}

/** assetCachePrefix starts the name of every build's asset cache. */
export const assetCachePrefix = 'amora-assets-';

/**
 * keptBuilds returns the builds whose asset caches stay after build activates: it and
 * the one before, so that a tab still running the previous build can load its lazy
 * screens; older ones go.
 */
export function keptBuilds(history: readonly string[], build: string): string[] {
  const order = [...history.filter((b) => b !== build), build];
  return order.slice(-2);
}
