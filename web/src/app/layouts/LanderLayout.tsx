import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Brand } from '../../components/Brand';
import { Footer } from '../../components/Footer';
import { PageSpinner } from '../../components/PageSpinner';
import { SiteEntryModal } from '../../components/SiteEntryModal';
import { useSettings } from '../../queries/siteState';
import { useAfterFirstPaint } from '../../lib/afterPaint';

/**
 * LanderLayout: a logo bar, the landing page and the footer (SPEC §2). The footer, below
 * the fold, comes in the last task after the first frame (lib/afterPaint.ts).
 */
export function LanderLayout() {
  const settings = useSettings();
  const footer = useAfterFirstPaint(false, 2);
  return (
    <div className="app-shell">
      <header className="top-nav py-2">
        <div className="container">
          <Brand name={settings.name} />
        </div>
      </header>
      <main className="app-main app-main-lander">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      {footer && <Footer />}
      <SiteEntryModal layout="lander" />
    </div>
  );
}
