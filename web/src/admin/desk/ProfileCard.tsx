import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeskProfile } from '../api/desk';

/**
 * ProfileCard shows a profile as the desk may: its photos and facts, never an e-mail
 * address, payments or an exact location (the server sends none).
 */
export function ProfileCard({ title, profile, fictional = false, children }: { title: string; profile: DeskProfile; fictional?: boolean; children?: ReactNode }) {
  const { t } = useTranslation('admin');
  const label = (group: string, v: string) => (v ? t(`fictional.${group}.${v}`, { defaultValue: v }) : '—');
  const place = [profile.city, profile.region, profile.country].filter(Boolean).join(', ');
  const facts: [string, ReactNode][] = [
    ['age', profile.age || '—'],
    ['gender', label('genders', profile.gender)],
    ['lookingFor', label('genders', profile.looking_for)],
    ['sexuality', label('sexualities', profile.sexuality)],
    ['place', place || '—'],
    ['language', label('languages', profile.language)],
    ['relationship', profile.relationship_status || '—'],
    ['looks', [profile.body_type, profile.hair_color, profile.eye_color].filter(Boolean).join(' · ') || '—'],
    ['interests', profile.interests.length ? profile.interests.join(', ') : '—'],
  ];
  return (
    <section className="card admin-card mb-3" aria-label={title}>
      <div className="card-header d-flex align-items-center justify-content-between gap-2">
        <span>{title}</span>
        {fictional ? <span className="badge text-bg-warning text-uppercase">{t('desk.profile.fictionalBadge')}</span> : null}
        {profile.premium ? <span className="badge text-bg-primary">{t('desk.profile.premium')}</span> : null}
      </div>
      <div className="card-body pb-2">
        <div className="h5 mb-2">
          {profile.name}
          {profile.age ? <span className="text-body-secondary fw-normal">, {profile.age}</span> : null}
        </div>
        {profile.photo_urls.length > 0 ? (
          <div className="desk-photos mb-3">
            {profile.photo_urls.map((u, i) => (
              <a key={u} href={`${u}?variant=full`} target="_blank" rel="noreferrer">
                <img src={u} alt={t('desk.profile.photoAlt', { name: profile.name, n: i + 1 })} loading="lazy" />
              </a>
            ))}
          </div>
        ) : (
          <p className="small text-body-secondary">{t('desk.profile.noPhotos')}</p>
        )}
        <dl className="admin-facts desk-facts mb-0">
          {facts.map(([key, value]) => (
            <div key={key}>
              <dt>{t(`desk.profile.${key}`)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      {profile.about_me ? (
        <div className="card-body border-top small">
          <div className="text-body-secondary mb-1">{t('desk.profile.about')}</div>
          <p className="mb-0 desk-about">{profile.about_me}</p>
        </div>
      ) : null}
      {children}
    </section>
  );
}
