import { lazy, Suspense } from 'react';
import { useUser } from '../../queries/siteState';
import { PageSpinner } from '../../components/PageSpinner';
import { SiteEntryModal } from '../../components/SiteEntryModal';
import { BillingPrompts } from '../../features/billing/BillingPrompts';
import { TabBar, withTabs } from './TabBar';
import { useRouteHandle } from '../../lib/routeTable';

// The conversation list and everything else of the chat load with the chat screens,
// never with the landing page.
const ChatShell = lazy(() => import('../../features/chat/ChatShell').then((m) => ({ default: m.ChatShell })));

/**
 * ChatLayout is bare: the chat screen fills the window (SPEC §2). On phones the list of
 * conversations keeps the tab bar, the way back to the rest of the app; an open
 * conversation has the whole screen for its messages and its own back button.
 */
export function ChatLayout() {
  const user = useUser();
  const route = useRouteHandle()?.name;
  const tabs = !!user && route === 'chats';
  return (
    <div className={tabs ? `app-shell ${withTabs}` : 'app-shell'}>
      <Suspense fallback={<PageSpinner />}>
        <ChatShell />
      </Suspense>
      {tabs && <TabBar />}
      <SiteEntryModal layout="chat" />
      <BillingPrompts banner={false} />
    </div>
  );
}
