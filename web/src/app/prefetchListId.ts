/** prefetchListId is the id of index.html's JSON list of the screens' files (vite/screenPrefetch.ts, prefetchScreens). */
export const prefetchListId = 'amora-prefetch';
