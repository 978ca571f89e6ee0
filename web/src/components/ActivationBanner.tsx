import { useTranslation } from 'react-i18next';
import type { User } from '../api/user';
import { useUser } from '../queries/user';

/** showActivationBanner: SPEC §2 — not_confirmed account, disabled profile, and no notifications disabled. */
export function showActivationBanner(user: User | null): boolean {
  return !!user && user.status === 'not_confirmed' && user.profile.status === 'disabled' && user.notifications_disabled.length === 0;
}

/** ActivationBanner reminds a new member to click the link in the activation e-mail. */
export function ActivationBanner() {
  const { t } = useTranslation('account');
  const user = useUser();
  if (!showActivationBanner(user)) return null;
  return (
    <div className="alert alert-warning rounded-0 border-0 border-bottom mb-0 py-2" role="status" data-testid="activation-banner">
      <div className="container small">{t('banner.activation', { email: user!.email })}</div>
    </div>
  );
}
