import { useEffect, useState } from 'react';
import { useRouteHandle } from '../../lib/routeTable';
import { useUser } from '../../queries/siteState';
import { OfferBanner } from './components/OfferBanner';
import { TimeBonusModal } from './components/TimeBonusModal';
import { arrivedAt, dismissTimeBonus, isTimeBonusDismissed, leftMembersArea, membersArea, timeBonusModalDelayMs, timeBonusModalDue } from './timeBonus';
import { useTimeBonus, type TimeBonus } from './useTimeBonus';
import './billing.css';

// The banner stays off the screens that show the offer themselves, and off the
// sign-up wizard.
const noBannerOn = new Set(['credits', 'credits-id-paymentmethod', 'credits-repeat-order', 'directdebit', 'premium', 'pricing', 'complete-signup']);

/** MemberOffers shows a member who has not paid the running offer: the banner and, in the members area, the time-bonus modal. */
export function MemberOffers({ banner }: { banner: boolean }) {
  const route = useRouteHandle()?.name ?? '';
  const user = useUser();
  const bonus = useTimeBonus();
  const inArea = membersArea.has(route);
  useEffect(() => {
    if (!inArea) leftMembersArea();
  }, [inArea]);
  if (!user) return null;
  return (
    <>
      {banner && !noBannerOn.has(route) && <OfferBanner bonus={bonus} />}
      {inArea && <TimeBonusGate route={route} credits={user.credits} bonus={bonus} />}
    </>
  );
}

/**
 * TimeBonusGate opens the time-bonus modal 40 s after the member entered the members
 * area, when the credits are 0, the bonus is visible and it was not closed in this
 * session (SPEC §4). It lives only while the member is in the area.
 */
export function TimeBonusGate({ route, credits, bonus }: { route: string; credits: number; bonus: TimeBonus }) {
  const [due, setDue] = useState(false);
  const [dismissed, setDismissed] = useState(isTimeBonusDismissed);
  useEffect(() => {
    const wait = Math.max(0, timeBonusModalDelayMs - (Date.now() - arrivedAt()));
    const timer = setTimeout(() => setDue(true), wait);
    return () => clearTimeout(timer);
  }, []);
  if (!due || !timeBonusModalDue({ route, credits, visible: bonus.visible, dismissed })) return null;
  const close = () => {
    dismissTimeBonus();
    setDismissed(true);
  };
  return <TimeBonusModal bonus={bonus} onClose={close} />;
}
