import { type ComponentType, createElement, useSyncExternalStore } from 'react';

// Screens load on first use, each its own chunk. The router renders them in declarative
// mode (lib/AppRoutes.tsx): React Router's data router, which loaded lazy routes itself, was
// 17 kB of the entry's gzipped JavaScript more, and its start a task of its own on a
// phone (issue 22, docs/decisions.md).

/** ScreenModule is what a screen's loader resolves to: its component. */
export interface ScreenModule {
  Component: ComponentType;
}

/** LazyScreen is a screen whose code loads once, on first use or ahead of it. */
export interface LazyScreen {
  /** load starts loading the screen, once. */
  load(): Promise<ComponentType>;
  /** read is the screen's component; it throws the load's promise while loading (React's Suspense waits for it), and its error if it failed. */
  read(): ComponentType;
}

let loading = 0;
const listeners = new Set<() => void>();
// Told in a microtask: a screen starts loading while React renders it, and a store's
// readers cannot be updated in the middle of another component's render.
const changed = () => queueMicrotask(() => listeners.forEach((l) => l()));

/**
 * lazyScreen wraps a screen's loader. A failed load stays failed: the route's error page
 * reloads the page for a chunk that is gone (lib/chunkReload.ts), as with React.lazy.
 */
export function lazyScreen(load: () => Promise<ScreenModule>): LazyScreen {
  let promise: Promise<ComponentType> | undefined;
  let component: ComponentType | undefined;
  let failure: { error: unknown } | undefined;
  const settled = () => {
    loading--;
    changed();
  };
  const screen: LazyScreen = {
    load() {
      if (promise) return promise;
      loading++;
      changed();
      promise = load().then(
        (m) => {
          component = m.Component;
          settled();
          return component;
        },
        (error: unknown) => {
          failure = { error };
          settled();
          throw error;
        },
      );
      return promise;
    },
    read() {
      if (component) return component;
      if (failure) throw failure.error;
      // Thrown as React.lazy throws it, rather than read with `use`: in tests React
      // waits for a promise read with `use` only inside an awaited act().
      throw screen.load();
    },
  };
  return screen;
}

/** Screen renders a lazy screen, suspending until its code is in. */
export function Screen({ screen }: { screen: LazyScreen }) {
  return createElement(screen.read());
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** useScreenLoading tells whether a screen's code is loading (a navigation waits for it). */
export function useScreenLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => loading > 0,
    () => false,
  );
}
