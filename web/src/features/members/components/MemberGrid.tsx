import type { MemberSummary } from '../../../api/members';
import { LikeButton } from '../../../components/LikeButton';
import { MemberCard, MemberCardSkeleton } from '../../../components/MemberCard';

// Two columns on phones, three from 768 px, four from 1200 px.
const defaultCols = 'row-cols-2 row-cols-md-3 row-cols-xl-4';

/** MemberGrid lays out member cards, each with its like button; busy dims it while the next page loads. */
export function MemberGrid({ members, cols = defaultCols, busy = false }: { members: MemberSummary[]; cols?: string; busy?: boolean }) {
  return (
    <ul className={`member-grid list-unstyled row ${cols} g-2 g-md-3 ${busy ? 'is-busy' : ''}`} aria-busy={busy}>
      {members.map((m) => (
        <li className="col" key={m.id}>
          <MemberCard member={m} action={<LikeButton member={m} />} />
        </li>
      ))}
    </ul>
  );
}

/** MemberGridSkeleton holds the grid's place while members load. */
export function MemberGridSkeleton({ count = 8, cols = defaultCols, label }: { count?: number; cols?: string; label: string }) {
  return (
    <div role="status">
      <span className="visually-hidden">{label}</span>
      <div className={`row ${cols} g-2 g-md-3`}>
        {Array.from({ length: count }, (_, i) => (
          <div className="col" key={i}>
            <MemberCardSkeleton />
          </div>
        ))}
      </div>
    </div>
  );
}
