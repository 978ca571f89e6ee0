import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Image } from '../../../api/profile';

/** PhotoTile is one of the member's photos with its state and what can be done with it; deleting asks first. */
export function PhotoTile({
  photo,
  n,
  busy,
  onMakeMain,
  onDelete,
}: {
  photo: Image;
  /** n is the photo's place in the grid, from 1, for its description. */
  n: number;
  busy: boolean;
  onMakeMain: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('profile');
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="photo-tile" data-testid="photo-tile">
      <div className="photo-frame ratio ratio-1x1 rounded-3 overflow-hidden bg-body-tertiary">
        <img src={photo.card} alt={t('photos.alt', { n })} loading="lazy" className={photo.status === 'rejected' ? 'opacity-50' : undefined} />
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
          {!photo.main && photo.status !== 'rejected' && (
            <button type="button" className="btn btn-outline-primary btn-sm" disabled={busy} onClick={onMakeMain}>{t('photos.makeMain')}</button>
          )}
          <button type="button" className="btn btn-outline-danger btn-sm" disabled={busy} onClick={() => setConfirming(true)}>{t('photos.delete')}</button>
        </div>
      )}
    </li>
  );
}
