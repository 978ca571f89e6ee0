import { useTranslation } from 'react-i18next';
import type { MemberDetail } from '../api/types';
import { useFormat } from '../components/format';

/** MemberFacts: the profile's key facts, the traffic source and the counts. */
export function MemberFacts({ member, counts }: Pick<MemberDetail, 'member' | 'counts'>) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const tracking = member.tracking ?? {};
  const facts: [string, React.ReactNode][] = [
    ['member.id', <span className="font-monospace">{member.id}</span>],
    ['member.email', member.email],
    ['member.country', member.country],
    ['member.site', member.site],
    ['member.created', f.dateTime(member.created_at)],
    ['member.lastLogin', f.dateTime(member.last_login_at)],
  ];
  const extra = ['gender', 'birthdate', 'city', 'language', 'ip'] as const;
  for (const k of extra) {
    const v = member[k];
    if (typeof v === 'string' && v !== '') facts.push([`member.${k}`, v]);
  }
  return (
    <>
      <section className="card admin-card mb-3">
        <div className="card-header">{t('member.profile')}</div>
        <dl className="admin-facts card-body mb-0">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{t(label)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="card admin-card mb-3">
        <div className="card-header">{t('member.tracking')}</div>
        <dl className="admin-facts card-body mb-0">
          {(['network', 'ref', 'sub1', 'sub2', 'sub3'] as const).map((k) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd className="font-monospace">{tracking[k] || '—'}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="card admin-card mb-3">
        <div className="card-header">{t('member.counts')}</div>
        <dl className="admin-facts card-body mb-0">
          {(['likes_given', 'likes_received', 'chats', 'messages_sent', 'complaints'] as const).map((k) => (
            <div key={k}>
              <dt>{t(`member.count.${k}`)}</dt>
              <dd className={`font-monospace ${k === 'complaints' && counts[k] > 0 ? 'text-danger fw-semibold' : ''}`}>{f.number(counts[k])}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
