import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MemberSummary } from '../../../api/members';
import { FictionalIcon } from '../../../components/FictionalIcon';
import { useSettings } from '../../../queries/siteState';
import { FictionalWarning } from '../../members/components/FictionalWarning';
import { ChatAvatar } from './ChatAvatar';
import { ChatMenu } from './ChatMenu';

/**
 * ChatHeader is the in-chat top bar: back to the list (narrow screens), the partner's
 * photo, name and online state linking to the profile, and for a fictional profile
 * its icon and, when the site says so, the warning (DESIGN: disclosed in the chat header);
 * then the menu to report or block the partner.
 */
export function ChatHeader({ partner }: { partner: MemberSummary }) {
  const { t } = useTranslation('chat');
  const settings = useSettings();
  return (
    <header className="chat-header">
      <div className="chat-header-bar">
        <Link to="/chats" className="btn btn-link text-body chat-back d-lg-none" aria-label={t('header.back')} title={t('header.back')}>
          <svg width="22" height="22" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
            <path d="M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z" />
          </svg>
        </Link>
        <Link to={`/members/${partner.id}`} className="chat-header-partner text-reset" aria-label={t('header.profile', { name: partner.name })}>
          <ChatAvatar member={partner} size={40} />
          <span className="min-w-0">
            <span className="d-block fw-bold text-truncate">
              {partner.name}
              {partner.age > 0 && <span className="fw-normal text-body-secondary">, {partner.age}</span>}
            </span>
            <span className={`d-block small ${partner.online ? 'text-success' : 'text-body-secondary'}`}>{partner.online ? t('header.online') : t('header.offline')}</span>
          </span>
        </Link>
        {partner.fictional && <FictionalIcon className="flex-shrink-0 ms-auto" />}
        <ChatMenu partner={partner} />
      </div>
      {partner.fictional && settings.fictional_warning && (
        <div className="chat-fictional">
          <FictionalWarning />
        </div>
      )}
    </header>
  );
}
