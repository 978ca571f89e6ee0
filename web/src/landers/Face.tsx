import type { LanderMember } from '../api/landers';

/**
 * Face is a member's main photo as the visitor may see it (blurred by the server where
 * SPEC §1 says), filling its box; a member without one shows their initial.
 */
export function Face({ member, className = '', eager = false }: { member: Pick<LanderMember, 'name' | 'main_image'>; className?: string; eager?: boolean }) {
  const img = member.main_image;
  if (!img?.card) {
    return (
      <div className={`lander-face lander-face-empty ${className}`} role="img" aria-label={member.name}>
        {member.name.slice(0, 1)}
      </div>
    );
  }
  return (
    <img
      className={`lander-face ${className}`}
      src={img.card}
      alt={member.name}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
