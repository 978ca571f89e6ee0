import type { QueryClient } from '@tanstack/react-query';

/** renewInterval: photo URLs live 10 to 15 minutes; a failed photo asks again at most this often. */
export const renewInterval = 30_000;

/**
 * renewPhotoURLs: photo URLs are signed for one viewer and expire after minutes (the
 * server binds each to the session that asked). When a photo under /media/ fails to
 * load, the URL has most likely expired or the session changed: the active queries
 * are fetched again, which brings fresh URLs. Returns a function that stops listening.
 */
export function renewPhotoURLs(
  queryClient: QueryClient,
  target: Document = document,
  now: () => number = Date.now,
): () => void {
  let last = -Infinity;
  const onError = (e: Event) => {
    const img = e.target;
    if (!(img instanceof HTMLImageElement) || !new URL(img.src, target.baseURI).pathname.startsWith('/media/')) return;
    if (now() - last < renewInterval) return;
    last = now();
    void queryClient.invalidateQueries({ refetchType: 'active' });
  };
  // Image errors do not bubble: listen while they travel down.
  target.addEventListener('error', onError, true);
  return () => target.removeEventListener('error', onError, true);
}
