import type { LanderMember } from '../api/landers';
import { useAfterFirstPaint } from '../lib/afterPaint';

// An empty (transparent) photo holds a later photo's place until the first screen is up.
const emptyPhoto = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

/**
 * Face is a member's main photo as the visitor may see it (blurred by the server where
 * SPEC §1 says), filling its box; a member without one shows their initial. eager is
 * for a photo of the first screen; sizes, the box's width when it is small, lets the
 * browser take the 160 px thumbnail in place of the card. An eager photo is decoded with
 * the frame that shows the page (not async), so that it paints with the first screen; the
 * others are asked for only after that frame (their boxes have their size already), so
 * that they do not share the line with the first screen's photos and code. The server
 * asks ahead, at high priority, for the first screen's largest photos (landerapp.go).
 */
export function Face({ member, className = '', eager = false, sizes, wave = 0 }: {
  member: Pick<LanderMember, 'name' | 'main_image'>;
  className?: string;
  eager?: boolean;
  sizes?: string;
  /** wave is which task after the first frame asks for a later photo (lib/afterPaint.ts). */
  wave?: number;
}) {
  const img = member.main_image;
  const ready = useAfterFirstPaint(eager, wave);
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
      src={ready ? img.card : emptyPhoto}
      {...(ready && sizes && img.thumb ? { srcSet: `${img.thumb} 160w, ${img.card} 480w`, sizes } : {})}
      alt={member.name}
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? 'auto' : 'async'}
    />
  );
}
