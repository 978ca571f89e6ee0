import type { Member } from '../../api/members';
import { Face } from '../Face';
import { bigPhotoURL } from './bigPhotoURL';


/** BigPhoto is the member's main photo, large. */
export function BigPhoto({ member, className = '' }: { member: Member; className?: string }) {
  const src = bigPhotoURL(member);
  if (!src) return <Face member={member} className={className} />;
  return <img className={`lander-face ${className}`} src={src} alt={member.name} fetchPriority="high" decoding="async" />;
}
