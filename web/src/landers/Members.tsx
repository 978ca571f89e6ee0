import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanderMember } from '../api/landers';

/**
 * MembersOr shows a lander's members once loaded, and says so when there are none. Until
 * then skeleton, the class of the members' box, holds their place, so that nothing moves
 * when they arrive (the server usually sends them with the page: landers/boot.ts).
 */
export function MembersOr({ pending, members, skeleton, children }: { pending: boolean; members: LanderMember[]; skeleton: string; children: ReactNode }) {
  const { t } = useTranslation('landers');
  const { t: tc } = useTranslation();
  if (pending) {
    return (
      <div className={`lander-skeleton ${skeleton}`} role="status">
        <span className="visually-hidden">{tc('errors.loading')}</span>
      </div>
    );
  }
  if (members.length === 0) return <p className="text-center text-body-secondary py-5">{t('empty')}</p>;
  return <>{children}</>;
}

/** Online is the green dot of a member online now (the others' cards do without its hooks). */
export function Online({ member }: { member: LanderMember }) {
  return member.online ? <OnlineDot /> : null;
}

function OnlineDot() {
  const { t } = useTranslation('landers');
  return <span className="lander-online" title={t('online')} aria-label={t('online')} />;
}
