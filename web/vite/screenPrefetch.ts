import type { Plugin, Rollup } from 'vite';
import { prefetchListId } from '../src/app/prefetchListId';

// screenPrefetch writes into index.html the files of the screens the app loads lazily
// (src/app/screens.ts): each screen's chunk, the chunks it imports and its styles, less
// what the entry loads anyway. The app asks the browser to prefetch them once it is idle
// (prefetchScreens), a download into the cache that runs no code: importing each screen
// instead evaluated its code and applied its styles, a long task per screen on a phone
// (issue 22). The translations are left out: they are per language.

type Chunk = Pick<Rollup.OutputChunk, 'fileName' | 'imports' | 'dynamicImports' | 'facadeModuleId'> & {
  viteMetadata?: { importedCss: Set<string> };
};

/** prefetchFiles lists what the entry's lazy imports load beyond what the entry loads itself, as absolute paths. */
export function prefetchFiles(bundle: Record<string, Chunk | { type: 'asset' }>, entry: Chunk): string[] {
  const chunks = new Map<string, Chunk>();
  for (const c of Object.values(bundle)) if ('imports' in c) chunks.set(c.fileName, c);
  const loaded = new Set<string>();
  const walk = (file: string) => {
    const c = chunks.get(file);
    if (!c || loaded.has(file)) return;
    loaded.add(file);
    c.viteMetadata?.importedCss.forEach((css) => loaded.add(css));
    c.imports.forEach(walk);
  };
  walk(entry.fileName);
  const out = new Set<string>();
  const collect = (file: string) => {
    const c = chunks.get(file);
    if (!c || loaded.has(file) || out.has(file)) return;
    out.add(file);
    c.viteMetadata?.importedCss.forEach((css) => loaded.has(css) || out.add(css));
    c.imports.forEach(collect);
  };
  for (const file of entry.dynamicImports) {
    if (chunks.get(file)?.facadeModuleId?.includes('/src/locales/')) continue;
    collect(file);
  }
  return [...out].sort().map((f) => `/${f}`);
}

/** screenPrefetch is the Vite plugin that writes the list into index.html (not the staff console's page). */
export function screenPrefetch(): Plugin {
  return {
    name: 'amora-screen-prefetch',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle || !ctx.chunk || !ctx.filename.endsWith('/index.html')) return html;
        const files = prefetchFiles(ctx.bundle as Record<string, Chunk>, ctx.chunk as Chunk);
        return {
          html,
          tags: [{ tag: 'script', attrs: { type: 'application/json', id: prefetchListId }, children: JSON.stringify(files), injectTo: 'body' }],
        };
      },
    },
  };
}
