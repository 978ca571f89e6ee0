import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Member } from '../../../api/members';
import { storedTrafficSource } from '../../../lib/trafficSource';
import { useNearScreen } from '../../../lib/nearScreen';
import { useMembersSearchQuery } from '../../../queries/members';
import { useSettings, useUser } from '../../../queries/siteState';
import { SkeletonUntil } from '../../../components/SkeletonUntil';
import { MemberGrid, MemberGridSkeleton } from './MemberGrid';

const shown = 4;
const cols = 'row-cols-2 row-cols-md-4';

/**
 * RelatedMembers is a row of members from the same country and of the same sex as member.
 * It is below the profile's first screen, so it is asked for as it comes near the screen
 * (half a phone's screen ahead), its skeleton holding its place till then. Asked for with
 * the profile, its answer was a second render, restyle and layout of the page during the
 * load, about 20 ms of a phone's main thread at full speed, for a row most visitors see
 * only by scrolling (issue 22).
 */
export function RelatedMembers({ member }: { member: Member }) {
  const { t } = useTranslation('members');
  const settings = useSettings();
  const user = useUser();
  const section = useRef<HTMLElement>(null);
  const near = useNearScreen(section, false, '400px');
  const trafficSource = user ? undefined : storedTrafficSource();
  const allowed = user !== null || settings.search_allowed;
  const query = useMembersSearchQuery(
    {
      country: member.country || undefined,
      gender: member.fields.gender || undefined,
      per_page: shown + 1,
      network: trafficSource?.network || undefined,
      ref: trafficSource?.ref || undefined,
    },
    { enabled: allowed && near },
  );
  const related = (query.data?.results ?? []).filter((m) => m.id !== member.id).slice(0, shown);
  if (!allowed || query.isError || (query.data && related.length === 0)) return null;
  return (
    <section ref={section} className="mt-5" aria-labelledby="related-title">
      <h2 id="related-title" className="h4 fw-bold mb-3">{t('profile.related')}</h2>
      <SkeletonUntil ready={!query.isPending} skeleton={<MemberGridSkeleton count={shown} cols={cols} label={t('search.loading')} />}>
        <MemberGrid members={related} cols={cols} />
      </SkeletonUntil>
    </section>
  );
}
