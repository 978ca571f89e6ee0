import { useSyncExternalStore } from 'react';

// The public pages' HTML is rendered at build time (docs/decisions.md, issue 22) and
// hydrated in the browser. The first render in the browser must then be the build's:
// what depends on the browser alone (stored dismissals, the display mode) waits for
// useHydrated, which is false at build time and during hydration, true afterwards.

const noSubscribe = () => () => undefined;

/** useHydrated is false while rendering at build time and while hydrating, true afterwards. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}

/** prerenderedLanguage is the language of the page's built HTML, or undefined when the page has none. */
export function prerenderedLanguage(root: HTMLElement): string | undefined {
  return root.dataset.prerendered || undefined;
}
