import { useEffect } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MemberImage } from '../../../api/members';
import { reportLink } from '../../../lib/reportLink';
import { PhotoUnlock } from './PhotoUnlock';

/**
 * PhotoLightbox shows the photos the viewer may see one at a time, with previous and
 * next (also by the arrow keys), and after the last one how to see the locked ones;
 * each photo can be reported (memberId given and not the viewer's own).
 */
export function PhotoLightbox({
  memberId,
  name,
  photos,
  locked,
  index,
  onIndex,
  onHide,
}: {
  memberId?: number;
  name: string;
  photos: MemberImage[];
  locked: number;
  index: number | null;
  onIndex: (index: number) => void;
  onHide: () => void;
}) {
  const { t } = useTranslation('members');
  const show = index !== null;
  // The slide after the last photo tells about the locked ones.
  const slides = photos.length + (locked > 0 ? 1 : 0);
  const at = index ?? 0;
  const photo = photos[at];
  const go = (step: number) => onIndex((at + step + slides) % slides);

  useEffect(() => {
    if (!show || slides < 2) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') onIndex((at + 1) % slides);
      if (e.key === 'ArrowLeft') onIndex((at - 1 + slides) % slides);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [show, at, slides, onIndex]);

  return (
    <Modal show={show} onHide={onHide} centered size="lg" fullscreen="md-down" className="photo-lightbox" aria-labelledby="lightbox-title">
      <Modal.Header closeButton closeLabel={t('photos.close')}>
        <Modal.Title id="lightbox-title" className="h6 fw-bold">
          {t('photos.title', { name })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="p-0 position-relative">
        {photo ? (
          <img src={photo.full ?? photo.card} alt={t('photos.photoOf', { name, n: at + 1 })} className="lightbox-image" />
        ) : (
          <div className="lightbox-locked text-center p-5">
            <p className="fw-semibold">{t('photos.moreLocked', { count: locked })}</p>
            <PhotoUnlock />
          </div>
        )}
        {slides > 1 && (
          <>
            <button type="button" className="lightbox-nav lightbox-prev" onClick={() => go(-1)} aria-label={t('photos.previous')}>
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className="lightbox-nav lightbox-next" onClick={() => go(1)} aria-label={t('photos.next')}>
              <span aria-hidden="true">›</span>
            </button>
          </>
        )}
      </Modal.Body>
      {(slides > 1 || (memberId && photo?.id)) && (
        <Modal.Footer className="justify-content-between py-2">
          <span className="small text-body-secondary" aria-live="polite">
            {slides > 1 && t('photos.position', { n: at + 1, count: slides })}
          </span>
          {memberId && photo?.id && (
            <Link to={reportLink({ member: memberId, photo: photo.id })} className="small text-body-secondary" onClick={onHide}>
              {t('report.photo')}
            </Link>
          )}
        </Modal.Footer>
      )}
    </Modal>
  );
}
