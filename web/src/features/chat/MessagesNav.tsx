import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { EnvelopeIcon } from '../../components/EnvelopeIcon';
import { badgeLabel } from '../../lib/badge';
import { unreadOf } from '../../queries/chatPages';
import { useChatsQuery } from '../../queries/chats';
import { useAttentionBadge } from './useAttentionBadge';

/**
 * MessagesNav is the Messages item of the top navigation with the unread badge
 * (capped at 99+), and what keeps it current: the 60 s refresh of the chats, the
 * "(N)" page title and the app badge. TopNav loads it only for members, so that none
 * of it weighs on the landing page.
 */
export function MessagesNav() {
  const { t } = useTranslation('chat');
  const chats = useChatsQuery();
  useAttentionBadge();
  const count = unreadOf(chats.data);
  const badge = badgeLabel(count);
  return (
    <NavLink
      to="/chats"
      className="btn btn-link btn-sm text-body fw-semibold d-inline-flex align-items-center gap-1 text-decoration-none position-relative nav-messages"
      aria-label={badge ? t('nav.messagesUnread', { count }) : t('nav.messages')}
    >
      <EnvelopeIcon />
      <span className="d-none d-md-inline">{t('nav.messages')}</span>
      {badge && (
        <span className="badge rounded-pill text-bg-danger nav-badge" data-testid="messages-badge" aria-hidden="true">
          {badge}
        </span>
      )}
    </NavLink>
  );
}
