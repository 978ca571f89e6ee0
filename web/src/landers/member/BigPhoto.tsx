import type { Member } from '../../api/members';
import { Face } from '../Face';
import { bigPhotoURL } from './bigPhotoURL';

/**
 * BigPhoto is the member's main photo, large: the card (480 px wide) on a phone, the full
 * photo from 768 px wide. The server asks for the same one ahead (landerapp.go).
 */
export function BigPhoto({ member, className = '' }: { member: Member; className?: string }) {
  const src = bigPhotoURL(member);
  const card = member.main_image?.card;
  if (!src || !card) return <Face member={member} className={className} eager />;
  return (
    <picture className="lander-picture">
      {src !== card && <source media="(min-width: 768px)" srcSet={src} />}
      <img className={`lander-face ${className}`} src={card} alt={member.name} fetchPriority="high" />
    </picture>
  );
}
