/** prefetchListId is the id of index.html's JSON lists of the screens' files, a visitor's and a member's (vite/screenPrefetch.ts, prefetchScreens). */
export const prefetchListId = 'amora-prefetch';
