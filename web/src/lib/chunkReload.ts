// A new deployment removes the old hashed chunks; a tab still running the old app
// then fails to load a screen. Reloading fixes it, but at most once per 60 s so that
// a real outage does not become a reload loop (SPEC §8).

const key = 'amora.chunkReloadAt';
export const chunkReloadIntervalMs = 60_000;

export function isChunkLoadError(err: unknown): boolean {
  const msg = err instanceof Error ? `${err.name} ${err.message}` : String(err);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError|Unable to preload CSS/i.test(
    msg,
  );
}

/** reloadForChunkError reloads the page unless it did so in the last minute; it reports whether it reloaded. */
export function reloadForChunkError(
  now: number = Date.now(),
  reload: () => void = () => location.reload(),
): boolean {
  let last: number;
  try {
    last = Number(sessionStorage.getItem(key) ?? 0);
  } catch {
    return false;
  }
  if (now - last < chunkReloadIntervalMs) return false;
  sessionStorage.setItem(key, String(now));
  reload();
  return true;
}
