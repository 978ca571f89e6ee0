import type { MemberSummary } from '../../../api/members';
import { Silhouette } from '../../../components/MemberCard';

/** ChatAvatar is a chat partner's round photo (or a silhouette), with a dot while they are online. */
export function ChatAvatar({ member, size = 48 }: { member: MemberSummary; size?: number }) {
  const thumb = member.main_image?.thumb;
  return (
    <span className="chat-avatar flex-shrink-0" style={{ width: size, height: size }}>
      {thumb ? <img src={thumb} alt="" width={size} height={size} loading="lazy" decoding="async" /> : <Silhouette className="chat-avatar-empty" />}
      {member.online && <span className="online-dot chat-avatar-dot" aria-hidden="true" />}
    </span>
  );
}
