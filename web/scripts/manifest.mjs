// Reading a Vite build manifest (dist/.vite/*manifest.json), for the build's scripts.

/** closure adds key and every chunk it imports, directly or through another, to seen, and returns it. */
export function closure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imp of chunk.imports ?? []) closure(manifest, imp, seen);
  return seen;
}
