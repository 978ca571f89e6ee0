import { startTransition, useEffect, useState } from 'react';

// The public pages' HTML is rendered at build time (docs/decisions.md, issue 22) and
// hydrated in the browser. The first render in the browser must then be the build's:
// what depends on the browser alone (stored dismissals, the display mode) waits for
// useHydrated, which is false at build time and during hydration, true afterwards.
//
// Both hooks turn true in a transition of their own. They used to be external stores
// whose server snapshot was false: React then re-rendered each of them at once after the
// hydration, synchronously (a store's updates are never a transition), in the one long
// task that also took the first answers (issue 22).

/** atBuild: the build's renderer has no document. */
const atBuild = typeof document === 'undefined';

/** useHydrated is false while rendering at build time and while hydrating, true afterwards. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !atBuild && !pagePending);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/** prerenderedLanguage is the language of the page's built HTML, or undefined when the page has none. */
export function prerenderedLanguage(root: HTMLElement): string | undefined {
  return root.dataset.prerendered || undefined;
}

// React hydrates each Suspense boundary on its own, after the root has committed. An
// update that reaches a boundary not yet hydrated (the site's own settings replacing the
// build's, the first screen's answers) makes React drop the server's HTML there and draw
// it anew (issue 22: the search's h1 was replaced whenever the visitor's settings
// differed from the build's). What must wait for the hydration therefore waits for the
// page's own boundary, where the layout puts PageHydrated after the page.
let afterHydration: (() => void) | undefined;
// pagePending is true from afterPageHydration until the page's boundary has hydrated;
// an app that renders afresh (no built HTML) never waits.
let pagePending = false;
const pageListeners = new Set<() => void>();

/** afterPageHydration runs fn once, when the prerendered page's content has hydrated. */
export function afterPageHydration(fn: () => void): void {
  afterHydration = fn;
  pagePending = true;
}

/** pageHydrated runs what waits for the page's hydration, once (PageHydrated calls it). */
export function pageHydrated(): void {
  const run = afterHydration;
  afterHydration = undefined;
  run?.();
  if (!pagePending) return;
  pagePending = false;
  for (const l of pageListeners) l();
}

/**
 * usePageHydrated is true once the page's own content has hydrated too (useHydrated is
 * true once the root has). What moves the focus waits for it: focus is a discrete event,
 * and React hydrates a boundary that a discrete event reaches at once, in one long task
 * (issue 22: the adults-only warning's focus made the whole search hydrate in one
 * 660 ms task on a phone).
 */
export function usePageHydrated(): boolean {
  // False at build time and while hydrating, as useHydrated is.
  const [done, setDone] = useState(() => !atBuild && !pagePending);
  useEffect(() => {
    if (done) return;
    const show = () => startTransition(() => setDone(true));
    if (!pagePending) {
      show();
      return;
    }
    pageListeners.add(show);
    return () => {
      pageListeners.delete(show);
    };
  }, [done]);
  return done;
}
