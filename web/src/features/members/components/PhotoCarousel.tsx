import { useRef, useState, type TouchEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberImage } from '../../../api/members';
import { LockIcon } from './PhotoUnlock';

/**
 * photoSizes lets the browser take the card variant (480x600, the same centre crop the 4:5
 * frame shows) where it fills the frame, the large one (at most 1080 px: a phone's screen
 * at 2.6-3 device pixels per CSS pixel) on a denser or wider screen, and the full size (at
 * most 1600 px) only beyond: the frame is the screen's width on a phone, 30rem on a tablet
 * and the photo column (5/12 of the container) from 992 px. The server preloads a
 * visitor's first photo with the same set and sizes (carouselSrcset and carouselSizes in
 * internal/httpapi/firstscreen.go).
 */
function photoSizes(p: MemberImage) {
  if (!p.full) return {};
  const large = p.large ? `${p.large} 1080w, ` : '';
  return { srcSet: `${p.card} 480w, ${large}${p.full} 1600w`, sizes: '(min-width: 992px) 40vw, (min-width: 768px) 30rem, 100vw' };
}

/** A swipe counts once the finger moved this far sideways, and further sideways than up or down. */
const swipeMin = 40;

/**
 * PhotoCarousel shows a member's photos one at a time, full width in a 4:5 frame that
 * holds its place while they load: swipe on a touch screen, the dots under it, or the
 * arrows (from 768 px) go through them; a tap on a photo the viewer may see opens it
 * in the full-screen viewer (onOpen). Photos the viewer may not see are blurred under
 * a lock.
 */
export function PhotoCarousel({ photos, name, index, onIndex, onOpen }: { photos: MemberImage[]; name: string; index: number; onIndex: (i: number) => void; onOpen: (p: MemberImage) => void }) {
  const { t } = useTranslation('members');
  const start = useRef<{ x: number; y: number } | null>(null);
  // The time of the last swipe: a click right after it belongs to the swipe, not a tap.
  const swipedAt = useRef(0);
  const [drag, setDrag] = useState(0);
  const count = photos.length;
  const go = (i: number) => onIndex(Math.max(0, Math.min(count - 1, i)));
  // A dot or an arrow is a deliberate choice: a tap after it opens the photo.
  const step = (i: number) => {
    swipedAt.current = 0;
    go(i);
  };

  const onTouchStart = (e: TouchEvent) => {
    const p = e.touches[0];
    if (p) start.current = { x: p.clientX, y: p.clientY };
  };
  const onTouchMove = (e: TouchEvent) => {
    const p = e.touches[0];
    if (!start.current || !p) return;
    const dx = p.clientX - start.current.x;
    if (Math.abs(dx) > Math.abs(p.clientY - start.current.y)) setDrag(dx);
  };
  const onTouchEnd = (e: TouchEvent) => {
    const p = e.changedTouches[0];
    const from = start.current;
    start.current = null;
    setDrag(0);
    if (!from || !p) return;
    const dx = p.clientX - from.x;
    if (Math.abs(dx) >= swipeMin && Math.abs(dx) > Math.abs(p.clientY - from.y)) {
      swipedAt.current = Date.now();
      go(index + (dx < 0 ? 1 : -1));
    }
  };

  return (
    <div className="photo-carousel" role="group" aria-roledescription="carousel" aria-label={t('photos.title', { name })}>
      <div className="photo-carousel-frame" onTouchStart={onTouchStart} onTouchMove={onTouchMove} onTouchEnd={onTouchEnd} data-testid="photo-carousel">
        <ul
          className={`photo-carousel-track list-unstyled mb-0 ${drag ? 'is-dragging' : ''}`}
          style={{ transform: `translateX(calc(${-index * 100}% + ${drag}px))` }}
        >
          {photos.map((p, i) => (
            <li key={p.id ?? i} className="photo-carousel-slide" aria-roledescription="slide" aria-label={t('photos.position', { n: i + 1, count })}>
              {p.clear ? (
                <button
                  type="button"
                  className="p-0 border-0 w-100 h-100"
                  tabIndex={i === index ? 0 : -1}
                  aria-label={t('photos.open', { name, n: i + 1 })}
                  onClick={() => {
                    if (Date.now() - swipedAt.current > 500) onOpen(p);
                  }}
                >
                  <img
                    src={p.full ?? p.card}
                    {...photoSizes(p)}
                    alt=""
                    width={480}
                    height={600}
                    loading={i === 0 ? 'eager' : 'lazy'}
                    decoding="async"
                    {...(i === 0 ? { fetchPriority: 'high' as const } : {})}
                  />
                </button>
              ) : (
                <div className="is-locked w-100 h-100">
                  <img
                    src={p.full ?? p.card}
                    alt={t('photos.locked')}
                    width={480}
                    height={600}
                    loading={i === 0 ? 'eager' : 'lazy'}
                    {...(i === 0 ? { fetchPriority: 'high' as const } : {})}
                  />
                  <span className="lock-overlay">
                    <LockIcon />
                  </span>
                </div>
              )}
            </li>
          ))}
        </ul>
        {count > 1 && (
          <>
            <button type="button" className="photo-carousel-nav is-prev d-none d-md-flex" onClick={() => step(index - 1)} disabled={index === 0} aria-label={t('photos.previous')}>
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className="photo-carousel-nav is-next d-none d-md-flex" onClick={() => step(index + 1)} disabled={index === count - 1} aria-label={t('photos.next')}>
              <span aria-hidden="true">›</span>
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <div className="photo-carousel-dots">
          {photos.map((p, i) => (
            <button key={p.id ?? i} type="button" className="photo-carousel-dot" aria-label={t('photos.goTo', { n: i + 1 })} aria-current={i === index ? 'true' : undefined} onClick={() => step(i)} />
          ))}
        </div>
      )}
    </div>
  );
}
