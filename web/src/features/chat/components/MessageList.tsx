import { Fragment, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../../api/chats';
import { dayKey, dayLabel, localeOf } from '../chatTime';
import { BuyLink } from './BuyLink';
import { MessageBubble } from './MessageBubble';

interface Props {
  messages: Message[];
  partnerName: string;
  label: string;
  more: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  historyHidden: boolean;
  /** empty shows when there are no messages yet. */
  empty: ReactNode;
}

// Older messages load once the member scrolls this close to the top; this close to the
// bottom the area stays at the newest message when it shrinks (an alert, a longer text).
const loadOlderAtPx = 80;
const bottomPx = 40;

/**
 * MessageList is the message area: the messages oldest first under day separators,
 * scrolled to the newest on opening and whenever one arrives; scrolling to the top
 * loads older ones without moving what the member is reading. When a free member's
 * history is cut short, a notice at the top says that premium members see it all.
 */
export function MessageList({ messages, partnerName, label, more, loadingOlder, onLoadOlder, historyHidden, empty }: Props) {
  const { t, i18n } = useTranslation('chat');
  const locale = localeOf(i18n.language);
  const scroller = useRef<HTMLDivElement>(null);
  const seen = useRef<{ first?: number; last?: number; height: number; top: number }>({ height: 0, top: 0 });
  const pinned = useRef(true);
  const first = messages[0]?.id;
  const last = messages.at(-1)?.id;

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const before = seen.current;
    if (last !== before.last) {
      el.scrollTop = el.scrollHeight;
      pinned.current = true;
    } else if (first !== before.first) {
      // Older messages came in above: keep the same message in view.
      el.scrollTop = el.scrollHeight - before.height + before.top;
    }
    seen.current = { first, last, height: el.scrollHeight, top: el.scrollTop };
  }, [first, last]);

  useEffect(() => {
    const el = scroller.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (pinned.current) el.scrollTop = el.scrollHeight;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    seen.current = { ...seen.current, height: el.scrollHeight, top: el.scrollTop };
    pinned.current = el.scrollHeight - el.scrollTop - el.clientHeight < bottomPx;
    if (el.scrollTop < loadOlderAtPx && more && !loadingOlder) onLoadOlder();
  };

  return (
    <div className="chat-scroller" ref={scroller} onScroll={onScroll} tabIndex={0} role="log" aria-label={label}>
      {historyHidden && !more && (
        <div className="alert alert-info small d-flex flex-wrap align-items-center gap-2 mx-auto mb-3 chat-history-notice" role="note">
          <span className="me-auto">{t('messages.historyHidden')}</span>
          <BuyLink label={t('errors.getPremium')} />
        </div>
      )}
      {more && (
        <div className="text-center mb-2">
          <button type="button" className="btn btn-light btn-sm rounded-pill" onClick={onLoadOlder} disabled={loadingOlder}>
            {loadingOlder ? t('messages.loadingOlder') : t('messages.older')}
          </button>
        </div>
      )}
      {messages.length === 0 ? (
        empty
      ) : (
        <ol className="list-unstyled mb-0 chat-messages">
          {messages.map((m, i) => {
            const prev = messages[i - 1];
            const separator = !prev || dayKey(prev.created_at) !== dayKey(m.created_at);
            return (
              <Fragment key={m.id}>
                {separator && (
                  <li className="chat-day" role="separator">
                    <span>{dayLabel(m.created_at, locale)}</span>
                  </li>
                )}
                <MessageBubble message={m} partnerName={partnerName} />
              </Fragment>
            );
          })}
        </ol>
      )}
    </div>
  );
}
