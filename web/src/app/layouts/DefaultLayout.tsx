import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { Footer } from '../../components/Footer';
import { BannerTurns } from '../../components/BannerTurn';
import { PageSpinner } from '../../components/PageSpinner';
import { SignupEntryProvider } from './SignupEntryProvider';
import { SiteEntryModal } from '../../components/SiteEntryModal';
import { TopNav } from './TopNav';
import { BillingPrompts } from '../../features/billing/BillingPrompts';
import { useUser } from '../../queries/siteState';
import { TabBar, withTabs } from './TabBar';
import { PageHydrated } from '../../prerender/PageHydrated';

// Members only, loaded on its own: push (the service worker's messages) and the push-notification alert (SPEC §2).
const MemberPush = lazy(() => import('../../features/push/MemberPush').then((m) => ({ default: m.MemberPush })));
// Members only, loaded on their own: the account's banners.
const MemberBanners = lazy(() => import('./MemberBanners').then((m) => ({ default: m.MemberBanners })));

/** DefaultLayout: top navigation, warning banners, the page, footer and disclaimer, the sign-up modal (SPEC §2), and a member's phone tab bar. */
export function DefaultLayout() {
  const user = useUser();
  return (
    <SignupEntryProvider>
      <div className={user ? `app-shell ${withTabs}` : 'app-shell'}>
        <TopNav />
        {/* At most one banner at a time, in bannerOrder's order of importance. */}
        <BannerTurns>
          {/* Each loads on its own: a boundary waiting on one would hide the other's banners (BannerTurn.tsx). */}
          {user && (
            <>
              <Suspense fallback={null}>
                <MemberBanners />
              </Suspense>
              <Suspense fallback={null}>
                <MemberPush />
              </Suspense>
            </>
          )}
          <BillingPrompts />
        </BannerTurns>
        <main className="app-main" id="main">
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
            <PageHydrated />
          </Suspense>
        </main>
        <Footer />
        {user && <TabBar />}
        <SiteEntryModal layout="default" />
      </div>
    </SignupEntryProvider>
  );
}
