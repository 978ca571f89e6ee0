import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Footer } from '../../components/Footer';
import { PageSpinner } from '../../components/PageSpinner';
import { SiteEntryModal } from '../../components/SiteEntryModal';
import { TopNav } from '../../components/TopNav';

/** DefaultLayout: top navigation, warning banners, the page, footer and disclaimer (SPEC §2). */
export function DefaultLayout() {
  return (
    <div className="app-shell">
      <TopNav />
      <main className="app-main" id="main">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <SiteEntryModal layout="default" />
    </div>
  );
}
