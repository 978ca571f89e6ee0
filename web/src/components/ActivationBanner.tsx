import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../api/user';
import { ApiError } from '../api/client';
import { useResendActivationMutation } from '../queries/notifications';
import { useUser } from '../queries/siteState';
import { Banner } from './Banner';
import { useBannerTurn } from './BannerTurn';

/** showActivationBanner: SPEC §2 — not_confirmed account, disabled profile, and no notifications disabled. */
export function showActivationBanner(user: User | null): boolean {
  return !!user && user.status === 'not_confirmed' && user.profile.status === 'disabled' && user.notifications_disabled.length === 0;
}

/**
 * ActivationBanner reminds a new member to click the link in the activation e-mail, and
 * sends the e-mail again on request, with a new link (an expired one is replaced); the
 * server allows three an hour.
 */
export function ActivationBanner() {
  const user = useUser();
  if (!useBannerTurn('activation', showActivationBanner(user))) return null;
  // Its texts load only for the members who see it (BannerTurn.tsx: a banner that takes turns never suspends).
  return (
    <Suspense fallback={null}>
      <ActivationReminder email={user!.email} />
    </Suspense>
  );
}

function ActivationReminder({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const resend = useResendActivationMutation();
  const limited = resend.error instanceof ApiError && resend.error.status === 429;
  return (
    <Banner testId="activation-banner">
      {t('banner.activation', { email })}{' '}
      {resend.isSuccess ? (
        <span className="fw-semibold">{t('banner.resent')}</span>
      ) : (
        <button type="button" className="btn btn-link btn-sm app-banner-link p-0 align-baseline" disabled={resend.isPending} onClick={() => resend.mutate()}>
          {t('banner.resend')}
        </button>
      )}
      {resend.isError && <span className="d-block text-danger">{t(limited ? 'banner.resendLimited' : 'banner.resendFailed')}</span>}
    </Banner>
  );
}
