import { useState, type PointerEventHandler } from 'react';
import { useTranslation } from 'react-i18next';
import type { Image } from '../../../api/profile';

/** GripHandlers start and follow a drag of the photo (usePhotoDrag). */
export interface GripHandlers {
  onPointerDown: PointerEventHandler<HTMLElement>;
  onPointerMove: PointerEventHandler<HTMLElement>;
  onPointerUp: PointerEventHandler<HTMLElement>;
  onPointerCancel: PointerEventHandler<HTMLElement>;
}

/**
 * PhotoTile is one of the member's photos with its state and what can be done with it:
 * drag it by its grip, move it with its arrows, make it main, delete it (which asks first).
 */
export function PhotoTile({
  photo,
  n,
  count,
  busy,
  dragging,
  grip,
  onMove,
  onMakeMain,
  onDelete,
}: {
  photo: Image & { id: number };
  /** n is the photo's place in the grid, from 1, for its description. */
  n: number;
  /** count is how many photos there are: the last cannot move right. */
  count: number;
  busy: boolean;
  dragging: boolean;
  grip: GripHandlers;
  onMove: (dir: 'left' | 'right') => void;
  onMakeMain: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('profile');
  const [confirming, setConfirming] = useState(false);
  return (
    <li className={`photo-tile${dragging ? ' dragging' : ''}`} data-testid="photo-tile" data-photo-id={photo.id}>
      <div className="photo-frame ratio ratio-1x1 rounded-3 overflow-hidden bg-body-tertiary">
        <img src={photo.card} alt={t('photos.alt', { n })} loading="lazy" draggable={false} className={photo.status === 'rejected' ? 'opacity-50' : undefined} />
        {count > 1 && (
          // Pointer only: the arrows below do the same from the keyboard and for screen readers.
          <span className="photo-grip" title={t('photos.dragHandle', { n })} aria-hidden="true" data-testid="photo-grip" {...grip}>
            ⠿
          </span>
        )}
      </div>
      <div className="photo-badges d-flex flex-wrap gap-1">
        {photo.main && <span className="badge text-bg-primary">{t('photos.main')}</span>}
        {photo.status === 'pending' && <span className="badge text-bg-warning">{t('photos.pending')}</span>}
        {photo.status === 'rejected' && <span className="badge text-bg-danger">{t('photos.rejected')}</span>}
      </div>
      {photo.status === 'rejected' && photo.reject_reason && (
        <p className="small text-danger mb-0 mt-1" data-testid="photo-reject-reason">
          {t(`photos.rejectReasons.${photo.reject_reason}`)}
          {photo.reject_note && <> {t('photos.rejectNote', { note: photo.reject_note })}</>}
        </p>
      )}
      {confirming ? (
        <div className="mt-2 small" role="group" aria-label={t('photos.confirmDelete')}>
          <div className="fw-semibold mb-1">{t('photos.confirmDelete')}</div>
          <div className="d-flex flex-wrap gap-1">
            <button type="button" className="btn btn-danger btn-sm" disabled={busy} onClick={onDelete}>{t('photos.confirmYes')}</button>
            <button type="button" className="btn btn-light btn-sm" onClick={() => setConfirming(false)}>{t('photos.cancel')}</button>
          </div>
        </div>
      ) : (
        <div className="d-flex flex-wrap gap-1 mt-2">
          {count > 1 && (
            <div className="photo-move btn-group btn-group-sm" role="group">
              <button type="button" className="btn btn-outline-secondary" data-move="left" aria-label={t('photos.moveLeft', { n })} title={t('photos.moveLeft', { n })} disabled={busy || n === 1} onClick={() => onMove('left')}>
                <span aria-hidden="true">←</span>
              </button>
              <button type="button" className="btn btn-outline-secondary" data-move="right" aria-label={t('photos.moveRight', { n })} title={t('photos.moveRight', { n })} disabled={busy || n === count} onClick={() => onMove('right')}>
                <span aria-hidden="true">→</span>
              </button>
            </div>
          )}
          {!photo.main && photo.status !== 'rejected' && (
            <button type="button" className="btn btn-outline-primary btn-sm" disabled={busy} onClick={onMakeMain}>{t('photos.makeMain')}</button>
          )}
          <button type="button" className="btn btn-outline-danger btn-sm" disabled={busy} onClick={() => setConfirming(true)}>{t('photos.delete')}</button>
        </div>
      )}
    </li>
  );
}
