/** The message the page sends the prefetch worker (prefetchWorker.ts). */
export interface PrefetchRequest {
  files: string[];
  parallel: number;
}

// Chromium's fetch priority; TypeScript's RequestInit does not know it yet.
const lowPriority = { priority: 'low' } as RequestInit;

/**
 * fetchAll downloads files into the browser's HTTP cache, parallel at a time, each read
 * to its end (an answer left unread is not kept whole). The build's assets are immutable,
 * so a screen opened later takes its files from the cache. A file that fails is skipped:
 * its screen fetches it when it opens.
 */
export async function fetchAll({ files, parallel }: PrefetchRequest, get: typeof fetch = fetch): Promise<void> {
  const queue = [...files];
  const lane = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      try {
        const res = await get(file, { credentials: 'same-origin', ...lowPriority });
        await res.arrayBuffer();
      } catch {
        // Offline or a new build: the screen loads it itself.
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(parallel, files.length)) }, lane));
}
