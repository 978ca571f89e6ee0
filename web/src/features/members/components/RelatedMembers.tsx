import { useTranslation } from 'react-i18next';
import type { Member } from '../../../api/members';
import { storedTrafficSource } from '../../../lib/trafficSource';
import { useMembersSearchQuery } from '../../../queries/members';
import { useSettings, useUser } from '../../../queries/siteState';
import { SkeletonUntil } from '../../../components/SkeletonUntil';
import { MemberGrid, MemberGridSkeleton } from './MemberGrid';

const shown = 4;
const cols = 'row-cols-2 row-cols-md-4';

/** RelatedMembers is a row of members from the same country and of the same sex as member. */
export function RelatedMembers({ member }: { member: Member }) {
  const { t } = useTranslation('members');
  const settings = useSettings();
  const user = useUser();
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
    { enabled: allowed },
  );
  const related = (query.data?.results ?? []).filter((m) => m.id !== member.id).slice(0, shown);
  if (!allowed || query.isError || (query.data && related.length === 0)) return null;
  return (
    <section className="mt-5" aria-labelledby="related-title">
      <h2 id="related-title" className="h4 fw-bold mb-3">{t('profile.related')}</h2>
      <SkeletonUntil ready={!query.isPending} skeleton={<MemberGridSkeleton count={shown} cols={cols} label={t('search.loading')} />}>
        <MemberGrid members={related} cols={cols} />
      </SkeletonUntil>
    </section>
  );
}
