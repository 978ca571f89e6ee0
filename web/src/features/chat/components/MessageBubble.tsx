import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Message } from '../../../api/chats';
import { useSettings } from '../../../queries/siteState';
import { reportLink } from '../../../lib/reportLink';
import { GiftMessage } from '../../gifts/GiftMessage';
import { clockTime, localeOf } from '../chatTime';

/**
 * MessageBubble is one message: mine on the right with its sent or read ticks, theirs
 * on the left, with a way to report it; a gift shows its picture; a message that
 * moderation removed says so. A fictional profile's first message, which the site's
 * team wrote, says so above its text.
 */
export function MessageBubble({ message, partnerName }: { message: Message; partnerName: string }) {
  const { t, i18n } = useTranslation('chat');
  const removed = !message.gift && message.text === '';
  return (
    <li className={`chat-msg ${message.mine ? 'mine' : 'theirs'} ${message.gift ? 'gift' : ''}`} data-testid="chat-message">
      <div className="chat-bubble">
        {message.sent_by_site && !message.mine && <SentBySite partnerName={partnerName} />}
        {message.gift ? (
          <GiftMessage giftId={message.gift} mine={message.mine} partnerName={partnerName} />
        ) : removed ? (
          <p className="chat-text fst-italic text-body-secondary">{t('messages.removed')}</p>
        ) : (
          <p className="chat-text">{message.text}</p>
        )}
        <span className="chat-meta">
          <time dateTime={message.created_at}>{clockTime(message.created_at, localeOf(i18n.language))}</time>
          {message.mine && <Ticks status={message.status} />}
          {!message.mine && !removed && (
            <Link to={reportLink({ member: message.sender, message: message.id, conversation: message.conversation })} className="chat-report" aria-label={t('messages.reportLabel', { name: partnerName })}>
              {t('messages.report')}
            </Link>
          )}
        </span>
      </div>
    </li>
  );
}

/** SentBySite marks a message the site's team wrote as a fictional profile (issue 21: such first messages are disclosed). */
function SentBySite({ partnerName }: { partnerName: string }) {
  const { t } = useTranslation('chat');
  const settings = useSettings();
  return (
    <div className="border-bottom pb-1 mb-1" data-testid="sent-by-site">
      <p className="small fw-semibold text-warning-emphasis mb-0">{t('messages.sentBySite', { site: settings.name, name: partnerName })}</p>
      <p className="small text-body-secondary mb-0">{t('messages.sentBySiteHint')}</p>
    </div>
  );
}

/** Ticks show how far my message got: one tick sent, two ticks delivered, two coloured ticks read. */
function Ticks({ status }: { status: Message['status'] }) {
  const { t } = useTranslation('chat');
  const label = t(`messages.${status}`);
  return (
    <svg className={`chat-ticks ${status}`} width="18" height="12" viewBox="0 0 18 12" role="img" aria-label={label} data-status={status}>
      <title>{label}</title>
      <path d="M1 6.5 4.5 10 11 2" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
      {status !== 'sent' && <path d="M7.5 9.5 8 10l6.5-8" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />}
    </svg>
  );
}
