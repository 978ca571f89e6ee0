import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MemberDetail } from '../api/types';
import { useFormat } from '../components/format';
import { adminPaths } from '../paths';

/** MemberFacts: the profile's key facts, the traffic source and the counts. */
export function MemberFacts({ member, counts }: Pick<MemberDetail, 'member' | 'counts'>) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const place = [member.city, member.region, member.country].filter(Boolean).join(', ');
  const facts: [string, ReactNode][] = [
    ['member.id', <span className="font-monospace">{member.id}</span>],
    ['member.email', member.email],
    ['member.gender', member.gender ? t(`member.genders.${member.gender}`, { defaultValue: member.gender }) : '—'],
    ['member.age', member.age || '—'],
    ['member.place', place || '—'],
    ['member.language', member.language || '—'],
    ['member.site', member.site],
    ['member.created', f.dateTime(member.created_at)],
    ['member.activated', member.activated ? t('common.yes') : t('common.no')],
  ];
  if (member.banned_at) facts.push(['member.bannedAt', f.dateTime(member.banned_at)]);
  if (member.deleted_at) facts.push(['member.deletedAt', f.dateTime(member.deleted_at)]);
  if (member.restorable_until) facts.push(['member.restorableUntil', f.dateTime(member.restorable_until)]);
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
        {member.about ? (
          <div className="card-body border-top small">
            <div className="text-body-secondary mb-1">{t('member.about')}</div>
            <p className="mb-0 admin-about">{member.about}</p>
          </div>
        ) : null}
      </section>
      <section className="card admin-card mb-3">
        <div className="card-header">{t('member.tracking')}</div>
        <dl className="admin-facts card-body mb-0">
          {(['network', 'ref', 'sub1', 'sub2', 'sub3'] as const).map((k) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd className="font-monospace">{member.tracking[k] || '—'}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="card admin-card mb-3">
        <div className="card-header">{t('member.counts')}</div>
        <dl className="admin-facts card-body mb-0">
          {(['likes_given', 'likes_received', 'chats', 'messages_sent'] as const).map((k) => (
            <div key={k}>
              <dt>{t(`member.count.${k}`)}</dt>
              <dd className="font-monospace">{f.number(counts[k])}</dd>
            </div>
          ))}
          <div>
            <dt>{t('member.count.complaints')}</dt>
            <dd className="font-monospace">
              <Link to={`${adminPaths.complaints}?member=${member.id}&status=all`} data-testid="member-complaints">
                {f.number(counts.complaints ?? 0)}
              </Link>
            </dd>
          </div>
        </dl>
      </section>
    </>
  );
}
