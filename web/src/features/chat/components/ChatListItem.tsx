import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChatItem } from '../../../api/chats';
import { FictionalIcon } from '../../../components/FictionalIcon';
import { badgeLabel } from '../../../lib/badge';
import { listTime, localeOf } from '../chatTime';
import { ChatAvatar } from './ChatAvatar';

/**
 * ChatListItem is one conversation in the list: the partner's photo and name, the last
 * message, when, and the unread count; the bin button asks to delete it.
 */
export function ChatListItem({ chat, active, onDelete }: { chat: ChatItem; active: boolean; onDelete: (chat: ChatItem) => void }) {
  const { t, i18n } = useTranslation('chat');
  const { profile, last_message: last, num_unread_messages: unread } = chat;
  const badge = badgeLabel(unread);
  const text = last?.gift ? t('list.gift') : (last?.text ?? '');
  const preview = last ? (last.mine ? t('list.you', { text }) : text) : t('list.noMessages');
  return (
    <li className={`chat-item ${active ? 'active' : ''} ${unread > 0 ? 'unread' : ''}`} data-testid="chat-item">
      <Link to={`/chats/${chat.conversation}`} className="chat-item-link" aria-current={active ? 'page' : undefined}>
        <ChatAvatar member={profile} />
        <span className="chat-item-body">
          <span className="chat-item-top">
            <span className="chat-item-name text-truncate">{profile.name}</span>
            {profile.fictional && <FictionalIcon className="chat-item-fictional flex-shrink-0" />}
            <time className="chat-item-time" dateTime={last?.created_at ?? chat.updated_at}>
              {listTime(last?.created_at ?? chat.updated_at, localeOf(i18n.language))}
            </time>
          </span>
          <span className="chat-item-bottom">
            <span className="chat-item-text text-truncate">{preview}</span>
            {badge && (
              <span className="badge rounded-pill text-bg-primary chat-item-badge" data-testid="chat-unread">
                <span aria-hidden="true">{badge}</span>
                <span className="visually-hidden">{t('list.unread', { count: unread })}</span>
              </span>
            )}
          </span>
        </span>
      </Link>
      <button type="button" className="btn btn-link chat-item-delete" onClick={() => onDelete(chat)} aria-label={t('list.delete', { name: profile.name })} title={t('list.delete', { name: profile.name })}>
        <svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
          <path d="M9 3h6l1 2h4v2H4V5h4zm-3 6h12l-1 11a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2zm4 2v9h1.5v-9zm3.5 0v9H15v-9z" />
        </svg>
      </button>
    </li>
  );
}
