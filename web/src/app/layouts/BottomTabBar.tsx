import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { EnvelopeIcon } from '../../components/EnvelopeIcon';
import { HeartIcon } from '../../components/HeartIcon';
import { badgeLabel } from '../../lib/badge';
import { unreadOf } from '../../queries/chatPages';
import { useChatsQuery } from '../../queries/chats';
import { useLikesQuery } from '../../queries/likes';
import './bottomTabs.css';

/**
 * BottomTabBar is the members' navigation on phones (below 768 px, CSS hides it above):
 * Discover, Likes, Messages and Profile as labelled icons with 48 px tap targets, and
 * the new-likes and unread badges (99+ cap, SPEC §2). The layouts load it lazily for
 * members only; its queries are the ones the top navigation keeps, so it adds no calls.
 */
export function BottomTabBar() {
  const { t } = useTranslation(['nav', 'likes', 'chat']);
  const chats = useChatsQuery();
  const likes = useLikesQuery();
  return (
    <nav className="bottom-tabs" aria-label={t('tabs.label')} data-testid="bottom-tabs">
      <Tab to="/members" label={t('tabs.discover')} icon={<SearchIcon />} />
      <Tab to="/likes" label={t('tabs.likes')} icon={<HeartIcon filled={false} size={22} />} count={likes.data?.new_likes ?? 0} testId="tab-likes-badge" countLabel={(count) => t('likes:nav.likesNew', { count })} />
      <Tab to="/chats" label={t('tabs.messages')} icon={<EnvelopeIcon size={22} />} count={unreadOf(chats.data)} testId="tab-messages-badge" countLabel={(count) => t('chat:nav.messagesUnread', { count })} />
      <Tab to="/profile" label={t('tabs.profile')} icon={<PersonIcon />} />
    </nav>
  );
}

function Tab({ to, label, icon, count = 0, testId, countLabel }: { to: string; label: string; icon: React.ReactNode; count?: number; testId?: string; countLabel?: (count: number) => string }) {
  const badge = badgeLabel(count);
  return (
    // With a badge the link is named as the top navigation's item is ("Likes, 3 new").
    <NavLink to={to} className="bottom-tab" aria-label={badge && countLabel ? countLabel(count) : undefined}>
      <span className="bottom-tab-icon">
        {icon}
        {badge && (
          <span className="badge rounded-pill text-bg-primary bottom-tab-badge" data-testid={testId} aria-hidden="true">
            {badge}
          </span>
        )}
      </span>
      <span className="bottom-tab-label">{label}</span>
    </NavLink>
  );
}

function SearchIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M11 4a7 7 0 1 0 4.4 12.4l4.1 4.1 1.4-1.4-4.1-4.1A7 7 0 0 0 11 4zm0 2a5 5 0 1 1 0 10 5 5 0 0 1 0-10z" />
    </svg>
  );
}

function PersonIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M12 3a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zm0 8.5c4.4 0 8 2.2 8 5.5V21H4v-2c0-3.3 3.6-5.5 8-5.5zm0 2c-3.3 0-5.8 1.5-6 3.5h12c-.2-2-2.7-3.5-6-3.5z" />
    </svg>
  );
}
