import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MemberSummary } from '../api/members';
import { FictionalIcon } from './FictionalIcon';

export { MemberCardSkeleton } from './MemberCardSkeleton';

/** Silhouette stands in for a member without a photo. */
export function Silhouette({ className = '' }: { className?: string }) {
  return (
    <svg className={`silhouette ${className}`} viewBox="0 0 80 100" preserveAspectRatio="xMidYMax meet" aria-hidden="true" focusable="false">
      <circle cx="40" cy="38" r="17" />
      <path d="M8 100c0-21 14.3-36 32-36s32 15 32 36z" />
    </svg>
  );
}

/** MemberCardLabels are a card's words, from the namespace of the screen that shows it. */
export type MemberCardLabels = { online: string; premium: string; noPhoto: string };

type CardProps = { member: MemberSummary; action?: ReactNode; note?: ReactNode; to?: string; eager?: boolean };

/**
 * MemberCard is a member in a grid: the main photo (or a silhouette), name, age and
 * city, whether the member is online, and the premium and fictional marks. It links
 * to the profile (or to `to`); action (a like button) sits on the photo, outside the
 * link, and note (such as "new") in its top corner.
 */
export function MemberCard(props: CardProps) {
  const { t } = useTranslation('members');
  const labels = { online: t('card.online'), premium: t('card.premium'), noPhoto: t('card.noPhoto') };
  return <MemberCardView {...props} labels={labels} fictionalMark={props.member.fictional && <FictionalIcon className="member-card-fictional" />} />;
}

/**
 * MemberCardView draws a MemberCard with the words and fictional mark given, for a
 * screen that has them without the members' translations (the landing page). A lazy
 * photo loads when it nears the screen; eager ones load at once and before other images
 * (the first screen's). The card variant (480x600) is the smallest of the card's 4:5 shape
 * (the thumbnail is a square crop), so it has no srcset.
 */
export function MemberCardView({
  member,
  action,
  note,
  to,
  labels,
  fictionalMark,
  eager = false,
}: CardProps & { labels: MemberCardLabels; fictionalMark?: ReactNode }) {
  const image = member.main_image;
  return (
    <div className="member-card card h-100 border-0 shadow-sm" data-testid="member-card">
      <Link to={to ?? `/members/${member.id}`} className="member-card-link text-reset">
        <div className="member-photo">
          {image ? (
            <img src={image.card} alt="" width={480} height={600} loading={eager ? 'eager' : 'lazy'} decoding="async" {...(eager ? { fetchPriority: 'high' as const } : {})} />
          ) : (
            <div className="member-photo-empty">
              <Silhouette />
              <span className="visually-hidden">{labels.noPhoto}</span>
            </div>
          )}
        </div>
        <div className="card-body px-2 py-2">
          <div className="d-flex align-items-center fw-semibold">
            <span className="text-truncate">{member.name}</span>
            <span className="flex-shrink-0">, {member.age}</span>
            {member.online && (
              <span className="online-dot flex-shrink-0 ms-2">
                <span className="visually-hidden">{labels.online}</span>
              </span>
            )}
          </div>
          {member.city && <div className="small text-body-secondary text-truncate">{member.city}</div>}
        </div>
        <div className="member-card-marks">
          {member.premium && <span className="badge premium-badge">{labels.premium}</span>}
          {fictionalMark}
        </div>
        {note && <div className="member-card-note">{note}</div>}
      </Link>
      {action && <div className="member-card-action">{action}</div>}
    </div>
  );
}
