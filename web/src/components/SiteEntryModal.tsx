import { lazy, Suspense, useState } from 'react';
import type { LayoutName } from '../lib/routes';
import { dismiss, isDismissed } from '../lib/dismissals';
import { isStandalone } from '../lib/standalone';
import { usePageHydrated } from '../prerender/hydration';
import { useSettings, useUser } from '../queries/siteState';
import { shouldShowSiteEntry, siteEntryDismissKey } from './siteEntryRules';
import { useRouteHandle } from '../lib/routeTable';

// The dialog and the modal code behind it load only for visitors who will see it.
const SiteEntryDialog = lazy(() => import('./SiteEntryDialog').then((m) => ({ default: m.SiteEntryDialog })));

/** SiteEntryModal shows the adults-only warning where SPEC §2 says, once until dismissed. */
export function SiteEntryModal({ layout }: { layout: LayoutName }) {
  const settings = useSettings();
  const user = useUser();
  const handle = useRouteHandle();
  const [dismissed, setDismissed] = useState(() => isDismissed(siteEntryDismissKey));
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
  const [loaded, setLoaded] = useState(show);
  if (show && !loaded) setLoaded(true);
  if (!loaded) return null;
  const enter = () => {
    dismiss(siteEntryDismissKey);
    setDismissed(true);
  };
  return (
    <Suspense fallback={null}>
      <SiteEntryDialog show={show} enter={enter} />
    </Suspense>
  );
}
