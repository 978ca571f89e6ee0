import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanderMember } from '../api/landers';
import { PageSpinner } from '../components/PageSpinner';

/** MembersOr shows a lander's members once loaded, and says so when there are none. */
export function MembersOr({ pending, members, children }: { pending: boolean; members: LanderMember[]; children: ReactNode }) {
  const { t } = useTranslation('landers');
  if (pending) return <PageSpinner />;
  if (members.length === 0) return <p className="text-center text-body-secondary py-5">{t('empty')}</p>;
  return <>{children}</>;
}

/** Online is the green dot of a member online now. */
export function Online({ member }: { member: LanderMember }) {
  const { t } = useTranslation('landers');
  return member.online ? <span className="lander-online" title={t('online')} aria-label={t('online')} /> : null;
}
