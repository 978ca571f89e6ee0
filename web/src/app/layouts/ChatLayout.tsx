import { lazy, Suspense } from 'react';
import { PageSpinner } from '../../components/PageSpinner';
import { SiteEntryModal } from '../../components/SiteEntryModal';
import { BillingPrompts } from '../../features/billing/BillingPrompts';

// The conversation list and everything else of the chat load with the chat screens,
// never with the landing page.
const ChatShell = lazy(() => import('../../features/chat/ChatShell').then((m) => ({ default: m.ChatShell })));

/** ChatLayout is bare: the chat screen fills the window (SPEC §2). */
export function ChatLayout() {
  return (
    <div className="app-shell">
      <Suspense fallback={<PageSpinner />}>
        <ChatShell />
      </Suspense>
      <SiteEntryModal layout="chat" />
      <BillingPrompts banner={false} />
    </div>
  );
}
