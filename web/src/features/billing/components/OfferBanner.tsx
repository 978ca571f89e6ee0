import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { billingNamespaces } from '../i18n';
import { Link } from 'react-router';
import { dismiss, isDismissed } from '../../../lib/dismissals';
import { useWelcomeDiscountQuery } from '../../../queries/billing';
import { formatCountdown } from '../../../lib/countdown';
import { useCountdown } from '../useCountdown';
import type { TimeBonus } from '../useTimeBonus';
import { Banner } from '../../../components/Banner';
import { useBannerTurn } from '../../../components/BannerTurn';

// A closed banner stays away for a day (SPEC §2: dismissals are remembered by time).
const dismissedForMs = 24 * 3600 * 1000;
const welcomeKey = 'welcomeDiscount';
const timeBonusKey = 'timeBonusBanner';

/**
 * OfferBanner is the strip under the navigation for a member who has not paid: the
 * time bonus with its ticking countdown while it runs, otherwise the welcome discount
 * (25 % off the first purchase) with the hours and minutes left. The time bonus takes
 * precedence (SPEC §4); the welcome code is asked for only once it is known there is none.
 */
export function OfferBanner({ bonus }: { bonus: TimeBonus }) {
  const [closed, setClosed] = useState(() => ({ [welcomeKey]: isDismissed(welcomeKey, dismissedForMs), [timeBonusKey]: isDismissed(timeBonusKey, dismissedForMs) }));
  const close = (key: string) => {
    dismiss(key);
    setClosed((c) => ({ ...c, [key]: true }));
  };
  if (bonus.visible) return closed[timeBonusKey] ? null : <TimeBonusBanner bonus={bonus} onClose={() => close(timeBonusKey)} />;
  if (!bonus.settled || closed[welcomeKey]) return null;
  return <WelcomeBanner onClose={() => close(welcomeKey)} />;
}

function BannerShell({ text, cta, onClose }: { text: React.ReactNode; cta: string; onClose: () => void }) {
  const { t } = useTranslation(billingNamespaces);
  // The offer's turn: a more important banner (BannerTurns) waits for nobody.
  if (!useBannerTurn('offer', true)) return null;
  return (
    <Banner
      testId="offer-banner"
      tone="offer"
      className="offer-banner"
      role="region"
      label={t('banner.label')}
      onClose={onClose}
      closeLabel={t('banner.close')}
      action={
        <Link to="/credits" className="btn btn-light btn-sm text-nowrap">
          {cta}
        </Link>
      }
    >
      {text}
    </Banner>
  );
}

function TimeBonusBanner({ bonus, onClose }: { bonus: TimeBonus; onClose: () => void }) {
  const { t } = useTranslation(billingNamespaces);
  return (
    <BannerShell
      onClose={onClose}
      cta={t('banner.cta')}
      text={
        <>
          <strong>{t('banner.timeBonus', { percent: bonus.percentage })}</strong>{' '}
          <span className="countdown text-nowrap" role="timer">
            {formatCountdown(bonus.secondsLeft)}
          </span>
        </>
      }
    />
  );
}

/** WelcomeBanner shows the member's welcome code; a member without one (any error) sees nothing. */
function WelcomeBanner({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(billingNamespaces);
  const query = useWelcomeDiscountQuery(true);
  const code = query.data;
  const usable = code !== undefined && code.status === 'active' && !code.expired;
  const left = useCountdown(usable ? code.remaining_seconds : 0, query.dataUpdatedAt, Infinity, 15_000);
  if (!usable || (code.remaining_seconds !== null && left <= 0)) return null;
  const hours = Math.floor(left / 3600);
  const minutes = Math.floor((left % 3600) / 60);
  return (
    <BannerShell
      onClose={onClose}
      cta={t('banner.cta')}
      text={
        <>
          <strong>{t('banner.welcome', { percent: code.value_percentage })}</strong>{' '}
          {code.remaining_seconds !== null && <span className="text-nowrap">{t('banner.timeLeft', { hours, minutes })}</span>}
        </>
      }
    />
  );
}
