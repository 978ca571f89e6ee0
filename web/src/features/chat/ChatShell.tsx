import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { MemberOnly } from '../../components/MemberOnly';
import { LiveUpdates } from '../live/LiveUpdates';
import { PushUpdates } from '../push/PushUpdates';
import { ChatSidebar } from './components/ChatSidebar';
import { useAttentionBadge } from './useAttentionBadge';
import { useRouteHandle } from '../../lib/routeTable';

/**
 * ChatShell fills the bare chat layout (SPEC §2) for members: the conversation list
 * beside the open conversation; below 992 px only one of the two shows. Visitors go to
 * the login page. With no top navigation here, it also keeps the live events, push,
 * the "(N)" title and the app badge going.
 */
export function ChatShell() {
  return <MemberOnly>{() => <ChatFrame />}</MemberOnly>;
}

function ChatFrame() {
  useAttentionBadge();
  const route = useRouteHandle()?.name;
  const open = route !== 'chats';
  return (
    <div className={`chat-shell ${open ? 'chat-open' : ''}`}>
      <aside className="chat-sidebar">
        <ChatSidebar />
      </aside>
      <main className="chat-main" id="main">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <LiveUpdates />
      <PushUpdates />
    </div>
  );
}
