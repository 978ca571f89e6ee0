import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MemberSummary } from '../api/members';
import { FictionalIcon } from './FictionalIcon';

/** Silhouette stands in for a member without a photo. */
export function Silhouette({ className = '' }: { className?: string }) {
  return (
    <svg className={`silhouette ${className}`} viewBox="0 0 80 100" preserveAspectRatio="xMidYMax meet" aria-hidden="true" focusable="false">
      <circle cx="40" cy="38" r="17" />
      <path d="M8 100c0-21 14.3-36 32-36s32 15 32 36z" />
    </svg>
  );
}

/**
 * MemberCard is a member in a grid: the main photo (or a silhouette), name, age and
 * city, whether the member is online, and the premium and fictional marks. It links
 * to the profile (or to `to`); action (a like button) sits on the photo, outside the
 * link, and note (such as "new") in its top corner.
 */
export function MemberCard({ member, action, note, to }: { member: MemberSummary; action?: ReactNode; note?: ReactNode; to?: string }) {
  const { t } = useTranslation('members');
  const image = member.main_image;
  return (
    <div className="member-card card h-100 border-0 shadow-sm" data-testid="member-card">
      <Link to={to ?? `/members/${member.id}`} className="member-card-link text-reset">
        <div className="member-photo">
          {image ? (
            <img src={image.card} alt="" loading="lazy" decoding="async" />
          ) : (
            <div className="member-photo-empty">
              <Silhouette />
              <span className="visually-hidden">{t('card.noPhoto')}</span>
            </div>
          )}
        </div>
        <div className="card-body px-2 py-2">
          <div className="d-flex align-items-center fw-semibold">
            <span className="text-truncate">{member.name}</span>
            <span className="flex-shrink-0">, {member.age}</span>
            {member.online && (
              <span className="online-dot flex-shrink-0 ms-2">
                <span className="visually-hidden">{t('card.online')}</span>
              </span>
            )}
          </div>
          {member.city && <div className="small text-body-secondary text-truncate">{member.city}</div>}
        </div>
        <div className="member-card-marks">
          {member.premium && <span className="badge premium-badge">{t('card.premium')}</span>}
          {member.fictional && <FictionalIcon className="member-card-fictional" />}
        </div>
        {note && <div className="member-card-note">{note}</div>}
      </Link>
      {action && <div className="member-card-action">{action}</div>}
    </div>
  );
}

/** MemberCardSkeleton is a card's shape while members load. */
export function MemberCardSkeleton() {
  return (
    <div className="member-card card h-100 border-0 shadow-sm placeholder-glow" aria-hidden="true">
      <div className="member-photo placeholder w-100" />
      <div className="card-body px-2 py-2">
        <span className="placeholder col-8 d-block mb-1" />
        <span className="placeholder placeholder-sm col-5 d-block" />
      </div>
    </div>
  );
}
