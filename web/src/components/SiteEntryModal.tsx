import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { LayoutName } from '../lib/routes';
import { isDismissed } from '../lib/dismissals';
import { isStandalone } from '../lib/standalone';
import { usePageHydrated } from '../prerender/hydration';
import { useSettings, useUser } from '../queries/siteState';
import { shouldShowSiteEntry, siteEntryDismissKey } from './siteEntryRules';
import { confirmEntry, entryRemembered, pageEntry, rememberEntry, removePageEntry } from './siteEntryPage';
import { useRouteHandle } from '../lib/routeTable';

// The dialog and the modal code behind it load only for visitors who will see it.
const SiteEntryDialog = lazy(() => import('./SiteEntryDialog').then((m) => ({ default: m.SiteEntryDialog })));

/**
 * SiteEntryModal shows the adults-only warning where SPEC §2 says, once until dismissed.
 * A prerendered page may come with the warning in it already (siteEntryPage.ts): the
 * app's start answers that one, and the modal draws none while it is there.
 */
export function SiteEntryModal({ layout }: { layout: LayoutName }) {
  const settings = useSettings();
  const user = useUser();
  const handle = useRouteHandle();
  const [dismissed, setDismissed] = useState(() => isDismissed(siteEntryDismissKey) || entryRemembered());
  // Stored dismissals and the display mode are the browser's: not known while the built
  // HTML hydrates. The dialog takes the focus, so it waits for the page's content too.
  const hydrated = usePageHydrated();
  const show = hydrated && shouldShowSiteEntry({
    setting: settings.enable_site_entry_popup,
    route: handle?.name ?? '',
    layout,
    country: settings.geoip_country,
    loggedIn: user !== null,
    standalone: hydrated && isStandalone(),
    dismissed,
  });
  const enter = useCallback(() => {
    confirmEntry();
    setDismissed(true);
  }, []);
  useEffect(() => {
    // The page's warning outlives the app's start only where the app does not show it
    // (main.tsx waits for the answer otherwise): confirmed in this browser before the
    // server knew, or an installed app.
    const page = hydrated ? pageEntry() : null;
    if (!page) return;
    if (dismissed) rememberEntry();
    removePageEntry(page);
  }, [hydrated, dismissed]);
  const [loaded, setLoaded] = useState(false);
  // While the page's copy is there the modal draws none. It is read as the modal renders:
  // the copy only ever goes away, and the next render that matters (an answer, another
  // route) comes after that.
  const own = show && pageEntry() === null;
  if (own && !loaded) setLoaded(true);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <SiteEntryDialog show={own} enter={enter} />
    </Suspense>
  );
}
