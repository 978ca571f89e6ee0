import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { SiteEntryModal } from '../../components/SiteEntryModal';

/** ChatLayout is bare: the chat screen fills the window (SPEC §2). */
export function ChatLayout() {
  return (
    <div className="app-shell">
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      <SiteEntryModal layout="chat" />
    </div>
  );
}
