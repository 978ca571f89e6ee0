import { useRef, useState, type PointerEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getMember, type MemberSummary } from '../../../api/members';
import type { SwipeAction } from '../../../api/swipe';
import { Silhouette } from '../../../components/MemberCard';
import { memberKeys } from '../../../queries/members';
import { dragTransform, flyOut, flyOutMs, release, stepPhoto, swipeThreshold } from '../swipeMotion';

export { swipeThreshold };

/**
 * SwipeCard is the member on top of the deck: drag it right to like, left to pass; a
 * tap on its left third goes back a photo, elsewhere on to the next. The stamps fade in
 * as the card moves; once swiped (leaving) it flies out in the drag's direction.
 */
export function SwipeCard({ member, leaving, onSwipe }: { member: MemberSummary; leaving: SwipeAction | null; onSwipe: (action: SwipeAction, dx: number) => void }) {
  const { t } = useTranslation('swipe');
  const [dx, setDx] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [index, setIndex] = useState(0);
  const start = useRef<number | null>(null);
  // The member's other photos, for going through them with taps.
  const detail = useQuery({ queryKey: memberKeys.detail(String(member.id)), queryFn: () => getMember(member.id), staleTime: 5 * 60_000 });
  const photos = detail.data?.photos.length ? detail.data.photos : null;
  const count = photos?.length ?? null;
  const image = photos ? photos[Math.min(index, photos.length - 1)]! : member.main_image;
  const step = (side: 'prev' | 'next') => setIndex((i) => stepPhoto(i, side, count));

  const down = (e: PointerEvent<HTMLDivElement>) => {
    if (leaving) return;
    start.current = e.clientX;
    setDragging(true);
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const move = (e: PointerEvent<HTMLDivElement>) => {
    if (start.current !== null) setDx(e.clientX - start.current);
  };
  const up = (e: PointerEvent<HTMLDivElement>) => {
    if (start.current === null) return;
    start.current = null;
    setDragging(false);
    const rect = e.currentTarget.getBoundingClientRect();
    const r = release(dx, e.clientX - rect.left, rect.width);
    if (r.kind === 'swipe') {
      onSwipe(r.action, dx);
      return;
    }
    if (r.kind === 'tap') step(r.side);
    setDx(0);
  };
  const strength = leaving ? 1 : Math.min(1, Math.abs(dx) / swipeThreshold);
  const transform = leaving ? flyOut(leaving, dx) : dragTransform(dx);
  const showLike = leaving ? leaving === 'like' : dx > 0;
  const showPass = leaving ? leaving === 'pass' : dx < 0;
  return (
    <div
      className={`swipe-card card border-0 shadow ${dragging ? 'is-dragging' : ''} ${leaving ? 'is-leaving' : ''}`}
      style={{ transform, transitionDuration: leaving ? `${flyOutMs}ms` : undefined }}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={() => {
        start.current = null;
        setDragging(false);
        setDx(0);
      }}
      data-testid="swipe-card"
      data-leaving={leaving ?? undefined}
    >
      <div className="swipe-photo">
        {image ? <img src={image.card} alt="" draggable={false} /> : <div className="swipe-photo-empty"><Silhouette /></div>}
        {count !== null && count > 1 && (
          <div className="swipe-photo-bars" aria-hidden="true">
            {photos!.map((p, i) => (
              <span key={p.id ?? i} className={i === Math.min(index, count - 1) ? 'is-current' : ''} />
            ))}
          </div>
        )}
        <span className="swipe-stamp swipe-stamp-like" style={{ opacity: showLike ? strength : 0 }} aria-hidden="true">{t('stampLike')}</span>
        <span className="swipe-stamp swipe-stamp-pass" style={{ opacity: showPass ? strength : 0 }} aria-hidden="true">{t('stampPass')}</span>
        <div className="swipe-caption">
          <h2 className="h4 fw-bold mb-0">{member.name}, {member.age}</h2>
          {member.city && <div>{member.city}</div>}
          {count !== null && count > 1 && <div className="visually-hidden" aria-live="polite">{t('photoOf', { n: Math.min(index, count - 1) + 1, total: count })}</div>}
        </div>
      </div>
      {count !== null && count > 1 && (
        <div className="swipe-photo-keys">
          <button type="button" className="visually-hidden-focusable btn btn-light btn-sm" onPointerDown={(e) => e.stopPropagation()} onClick={() => step('prev')}>{t('photoPrev')}</button>
          <button type="button" className="visually-hidden-focusable btn btn-light btn-sm" onPointerDown={(e) => e.stopPropagation()} onClick={() => step('next')}>{t('photoNext')}</button>
        </div>
      )}
    </div>
  );
}

/** SwipeCardUnder is the next member's card, already in place under the top one. */
export function SwipeCardUnder({ member }: { member: MemberSummary }) {
  const image = member.main_image;
  return (
    <div className="swipe-card-under card border-0 shadow-sm" aria-hidden="true" data-testid="swipe-card-under">
      <div className="swipe-photo">
        {image ? <img src={image.card} alt="" draggable={false} /> : <div className="swipe-photo-empty"><Silhouette /></div>}
        <div className="swipe-caption">
          <div className="h4 fw-bold mb-0">{member.name}, {member.age}</div>
          {member.city && <div>{member.city}</div>}
        </div>
      </div>
    </div>
  );
}
