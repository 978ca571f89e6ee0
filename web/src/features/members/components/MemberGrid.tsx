import type { MemberSummary } from '../../../api/members';
import { LikeButton } from '../../../components/LikeButton';
import { MemberCard } from '../../../components/MemberCard';
import { MemberCardSkeleton } from '../../../components/MemberCardSkeleton';

/** The cards on a first screen (two rows on a phone, the first row from 1200 px), whose photos load first. */
export const firstScreenCards = 4;

// Two columns on phones, three from 768 px, four from 1200 px.
const defaultCols = 'row-cols-2 row-cols-md-3 row-cols-xl-4';

/**
 * MemberGrid lays out member cards, each with its like button; busy dims it while the next
 * page loads. The first eager cards' photos load at once, the others as they near the screen.
 */
export function MemberGrid({ members, cols = defaultCols, busy = false, eager = 0 }: { members: MemberSummary[]; cols?: string; busy?: boolean; eager?: number }) {
  return (
    <ul className={`member-grid list-unstyled row ${cols} g-2 g-md-3 ${busy ? 'is-busy' : ''}`} aria-busy={busy}>
      {members.map((m, i) => (
        <li className="col" key={m.id}>
          <MemberCard member={m} action={<LikeButton member={m} />} eager={i < eager} />
        </li>
      ))}
    </ul>
  );
}

/** MemberGridSkeleton holds the grid's place while members load; the first firstPhotos cards have their photo's slot (FirstPhoto). */
export function MemberGridSkeleton({ count = 8, cols = defaultCols, label, firstPhotos = 0 }: { count?: number; cols?: string; label: string; firstPhotos?: number }) {
  return (
    <div role="status">
      <span className="visually-hidden">{label}</span>
      <div className={`row ${cols} g-2 g-md-3`}>
        {Array.from({ length: count }, (_, i) => (
          <div className="col" key={i}>
            <MemberCardSkeleton firstPhoto={i < firstPhotos ? i : undefined} />
          </div>
        ))}
      </div>
    </div>
  );
}
