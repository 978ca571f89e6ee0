import { lazy, Suspense } from 'react';
import { useUser } from '../../queries/siteState';

// The offers load on their own chunk, and only for members who have not paid: the
// landing page and paying members never download them.
const MemberOffers = lazy(() => import('./MemberOffers').then((m) => ({ default: m.MemberOffers })));

/**
 * BillingPrompts is what the layouts mount for the offers of SPEC §2 and §4: the
 * time-bonus or welcome-discount banner (banner: the default layout, not the bare chat)
 * and the time-bonus modal.
 */
export function BillingPrompts({ banner = true }: { banner?: boolean }) {
  const user = useUser();
  if (!user || user.paid_user) return null;
  return (
    <Suspense fallback={null}>
      <MemberOffers banner={banner} />
    </Suspense>
  );
}
