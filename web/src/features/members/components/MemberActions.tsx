import type { Member } from '../../../api/members';
import { LikeButton } from '../../../components/LikeButton';
import { useSeenOnOpen } from '../../../queries/likes';

/**
 * MemberActions is the profile's action bar (SPEC §2: message, like, unlike, gift,
 * block). Opening the profile of someone who liked the member clears that like's
 * like_new flag (SPEC §4).
 */
export function MemberActions({ member }: { member: Member }) {
  useSeenOnOpen(member.id);
  return (
    <div className="member-actions d-flex flex-wrap gap-2 mb-3">
      <LikeButton member={member} variant="page" />
    </div>
  );
}
