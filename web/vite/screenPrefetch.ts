import type { Plugin, Rollup } from 'vite';
import { prefetchListId } from '../src/app/prefetchListId';

// screenPrefetch writes into index.html the files of the screens the app loads lazily
// (src/app/screens.ts): each screen's chunk, the chunks it imports and its styles, less
// what the entry loads anyway, in two lists: the screens a visitor can open, and the
// members' own. The app asks the browser to prefetch them once it is idle (a visitor
// the first list, a member both: prefetchScreens), a download into the cache that runs
// no code: importing each screen instead evaluated its code and applied its styles, a
// long task per screen on a phone (issue 22). The translations are left out: they are
// per language.

type Chunk = Pick<Rollup.OutputChunk, 'fileName' | 'imports' | 'dynamicImports' | 'facadeModuleId'> & {
  viteMetadata?: { importedCss: Set<string> };
};

/**
 * visitorScreens matches the modules of the screens a visitor can open: the landing, the
 * language choice, the account's way in (log in, sign up, activation, passwords, e-mail
 * changes), the static pages, the search and profiles, the prices and complaints. The
 * others (likes, chats, credits, the swipe game...) ask a visitor to log in first, so a
 * visitor's browser need not fetch them ahead (issue 22: 80 of the 108 files).
 */
export const visitorScreens =
  /\/src\/features\/(landing|langconfig|pages|members|complaints)\/|\/src\/features\/account\/(Login|Signup|Activate|CompleteSignup|ResetPassword|MailChange|AccountDeleted)|\/src\/features\/billing\/PricingPage/;

/** PrefetchLists are the files of the screens a visitor can open, and those only a member can. */
export interface PrefetchLists {
  visitor: string[];
  member: string[];
}

/**
 * prefetchFiles lists what the entry's lazy imports load beyond what the entry loads
 * itself, as absolute paths: what a visitor's screens load (visitor, by their module's
 * path), then what only the others do (member).
 */
export function prefetchFiles(bundle: Record<string, Chunk | { type: 'asset' }>, entry: Chunk, visitor: RegExp = visitorScreens): PrefetchLists {
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
  const collect = (out: Set<string>) => {
    const add = (file: string) => {
      const c = chunks.get(file);
      if (!c || loaded.has(file) || out.has(file)) return;
      out.add(file);
      c.viteMetadata?.importedCss.forEach((css) => loaded.has(css) || out.add(css));
      c.imports.forEach(add);
    };
    return add;
  };
  const screens = entry.dynamicImports.filter((file) => !chunks.get(file)?.facadeModuleId?.includes('/src/locales/'));
  const isVisitor = (file: string) => visitor.test(chunks.get(file)?.facadeModuleId ?? '');
  const forVisitor = new Set<string>();
  screens.filter(isVisitor).forEach(collect(forVisitor));
  // What a visitor's screens fetch already counts as loaded for the members' list.
  forVisitor.forEach((file) => loaded.add(file));
  const forMember = new Set<string>();
  screens.filter((file) => !isVisitor(file)).forEach(collect(forMember));
  const paths = (files: Set<string>) => [...files].sort().map((f) => `/${f}`);
  return { visitor: paths(forVisitor), member: paths(forMember) };
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
