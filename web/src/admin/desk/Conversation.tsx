import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { DeskMessage } from '../api/desk';
import { adminCall } from '../api/http';
import { useFormat } from '../components/format';

const useGiftsQuery = () => useQuery({ queryKey: ['admin', 'gifts'], queryFn: () => adminCall(api.GET('/api/gifts'), '/api/gifts'), staleTime: Infinity });

/**
 * Conversation is the whole conversation, oldest first, the newest in view; gifts show
 * with their picture, and a first message the site sent in the profile's name
 * (fictional first messages) is marked as sent automatically.
 */
export function Conversation({ messages, memberName, fictionalName }: { messages: DeskMessage[]; memberName: string; fictionalName: string }) {
  const { t, i18n } = useTranslation('admin');
  const f = useFormat();
  const gifts = useGiftsQuery();
  const end = useRef<HTMLDivElement>(null);
  const last = messages[messages.length - 1]?.id;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [last]);
  const gift = (id: string) => {
    const g = gifts.data?.gifts.find((x) => x.id === id);
    const labels = (g?.labels ?? {}) as Record<string, string>;
    return { label: labels[i18n.language] ?? labels.en ?? id, image: g?.image };
  };
  return (
    <div className="desk-thread" role="log" aria-label={t('desk.chat.label')}>
      {messages.length === 0 ? <p className="text-body-secondary small text-center my-4">{t('desk.chat.empty')}</p> : null}
      {messages.map((m) => {
        const g = m.gift ? gift(m.gift) : null;
        return (
          <div key={m.id} className={`desk-msg ${m.from_member ? 'from-member' : 'from-fictional'}${m.sent_by_site ? ' by-site' : ''}`} data-testid="desk-message">
            <div className="desk-msg-meta">
              <span className="fw-semibold">{m.from_member ? memberName : fictionalName}</span>
              <span>{f.dateTime(m.created_at)}</span>
              {m.operator_id ? <span title={t('desk.chat.operatorTitle')}>{t('desk.chat.operator', { id: m.operator_id })}</span> : null}
              {m.sent_by_site ? (
                <span className="desk-by-site" title={t('desk.chat.sentBySiteTitle')} data-testid="desk-sent-by-site">
                  <span aria-hidden="true">⚙ </span>
                  {t('desk.chat.sentBySite')}
                </span>
              ) : null}
            </div>
            {g ? (
              <div className="desk-gift">
                {g.image ? <img src={g.image} alt="" width={28} height={28} /> : <span aria-hidden="true">🎁</span>}
                <span>{t('desk.chat.gift', { gift: g.label })}</span>
              </div>
            ) : null}
            {m.text ? <div className="desk-msg-text">{m.text}</div> : null}
          </div>
        );
      })}
      <div ref={end} />
    </div>
  );
}
