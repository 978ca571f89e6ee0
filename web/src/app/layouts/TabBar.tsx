import { lazy, Suspense } from 'react';

// The phone tab bar's code loads for members only, and once for every layout that shows
// it: moving between the default and the chat layout does not wait for it again.
const BottomTabBar = lazy(() => import('./BottomTabBar').then((m) => ({ default: m.BottomTabBar })));

/**
 * TabBar is the members' phone tab bar (BottomTabBar) for a layout. The layout marks its
 * shell `withTabs` whenever it shows the bar, so that its room is kept before the bar's
 * code arrives (styles/_tabs.scss).
 */
export function TabBar() {
  return (
    <Suspense fallback={null}>
      <BottomTabBar />
    </Suspense>
  );
}

/** withTabs is the class of a layout's shell that shows the tab bar. */
export const withTabs = 'with-tabs';
