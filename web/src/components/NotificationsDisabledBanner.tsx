import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { User } from '../api/user';
import { dismiss, isDismissed } from '../lib/dismissals';
import { useUser } from '../queries/siteState';
import { Banner } from './Banner';
import { useBannerTurn } from './BannerTurn';

const dismissKey = 'notificationsDisabled';
const dismissMs = 7 * 24 * 60 * 60 * 1000;

type Reason = 'fbl' | 'bounce' | 'listunsubscribe';

/** disabledReason is the reason the banner tells of: an address that takes no mail first, then an unsubscribe. */
function disabledReason(user: User | null): Reason | null {
  const reasons = user?.notifications_disabled ?? [];
  for (const r of ['fbl', 'bounce', 'listunsubscribe'] as const) if (reasons.includes(r)) return r;
  return null;
}

/**
 * NotificationsDisabledBanner is SPEC §2's disabled-notifications alert: mail stopped
 * because the address bounced (bounce), a mail was marked as spam (fbl), or an
 * unsubscribe link switched a type off (listunsubscribe). A dismissal holds for a week.
 */
export function NotificationsDisabledBanner() {
  const user = useUser();
  const reason = disabledReason(user);
  // closed re-renders after a dismissal; the dismissal itself lives in localStorage, per reason.
  const [closed, setClosed] = useState<string | null>(null);
  const wants = !!user && !!reason && closed !== reason && !isDismissed(`${dismissKey}.${reason}`, dismissMs);
  if (!useBannerTurn('notificationsDisabled', wants) || !user || !reason) return null;
  const close = () => {
    dismiss(`${dismissKey}.${reason}`);
    setClosed(reason);
  };
  // Its texts load only for the members who see it (BannerTurn.tsx: a banner that takes turns never suspends).
  return (
    <Suspense fallback={null}>
      <DisabledNotice reason={reason} email={user.email} onClose={close} />
    </Suspense>
  );
}

function DisabledNotice({ reason, email, onClose }: { reason: Reason; email: string; onClose: () => void }) {
  const { t } = useTranslation('account');
  return (
    <Banner testId="notifications-disabled-banner" onClose={onClose} closeLabel={t('banner.disabled.dismiss')}>
      {t(`banner.disabled.${reason}`, { email })}{' '}
      {reason === 'listunsubscribe' ? (
        <Link to="/notifications" className="app-banner-link">{t('banner.disabled.settings')}</Link>
      ) : (
        <Link to="/profile#settings" className="app-banner-link">{t('banner.disabled.changeEmail')}</Link>
      )}
    </Banner>
  );
}
