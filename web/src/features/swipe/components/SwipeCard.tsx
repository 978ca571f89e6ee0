import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberSummary } from '../../../api/members';
import type { SwipeAction } from '../../../api/swipe';
import { Silhouette } from '../../../components/MemberCard';

/** swipeThreshold is how far (px) a card must be dragged to count as a swipe. */
export const swipeThreshold = 90;

/**
 * SwipeCard is the member on top of the deck: drag it right to like, left to pass.
 * The photo, name, age and city show; the stamps fade in as the card moves.
 */
export function SwipeCard({ member, onSwipe }: { member: MemberSummary; onSwipe: (action: SwipeAction) => void }) {
  const { t } = useTranslation('swipe');
  const [dx, setDx] = useState(0);
  const [dragging, setDragging] = useState(false);
  const start = useRef<number | null>(null);
  const down = (e: PointerEvent<HTMLDivElement>) => {
    start.current = e.clientX;
    setDragging(true);
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const move = (e: PointerEvent<HTMLDivElement>) => {
    if (start.current !== null) setDx(e.clientX - start.current);
  };
  const up = () => {
    if (start.current === null) return;
    start.current = null;
    setDragging(false);
    if (Math.abs(dx) >= swipeThreshold) onSwipe(dx > 0 ? 'like' : 'pass');
    setDx(0);
  };
  const image = member.main_image;
  const strength = Math.min(1, Math.abs(dx) / swipeThreshold);
  return (
    <div
      className={`swipe-card card border-0 shadow ${dragging ? 'is-dragging' : ''}`}
      style={{ transform: `translateX(${dx}px) rotate(${dx / 18}deg)` }}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={up}
      data-testid="swipe-card"
    >
      <div className="swipe-photo">
        {image ? <img src={image.card} alt="" draggable={false} /> : <div className="swipe-photo-empty"><Silhouette /></div>}
        <span className="swipe-stamp swipe-stamp-like" style={{ opacity: dx > 0 ? strength : 0 }} aria-hidden="true">{t('stampLike')}</span>
        <span className="swipe-stamp swipe-stamp-pass" style={{ opacity: dx < 0 ? strength : 0 }} aria-hidden="true">{t('stampPass')}</span>
        <div className="swipe-caption">
          <h2 className="h4 fw-bold mb-0">{member.name}, {member.age}</h2>
          {member.city && <div>{member.city}</div>}
        </div>
      </div>
    </div>
  );
}
