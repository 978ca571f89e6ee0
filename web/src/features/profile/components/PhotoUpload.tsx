import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../api/client';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { useUploadPhotoMutation } from '../../../queries/profile';
import { checkPhoto, photoTypes } from '../profileRules';

/** PremiumPhotoAlert tells a free member at the photo limit that premium allows more, with the way there once the app has it. */
export function PremiumPhotoAlert() {
  const { t } = useTranslation('profile');
  return (
    <div className="alert alert-info d-flex flex-wrap align-items-center gap-2 mb-0" role="alert">
      <div>
        <div className="fw-semibold">{t('errors:photoLimit')}</div>
        <div>{t('photos.premiumText')}</div>
      </div>
      <Link to="/premium" className="btn btn-primary btn-sm fw-semibold ms-sm-auto">{t('photos.premiumButton')}</Link>
    </div>
  );
}

/**
 * PhotoUpload adds a photo from a file chooser, or dropped on it on wide screens,
 * after checking its type and size here, and shows how much has been sent.
 */
export function PhotoUpload() {
  const { t } = useTranslation('profile');
  const upload = useUploadPhotoMutation();
  const input = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<ApiError | null>(null);
  const [sent, setSent] = useState(0);
  const [dragging, setDragging] = useState(false);
  const off = upload.isPending;

  const start = (file: File | undefined) => {
    if (!file || off) return;
    const problem = checkPhoto(file);
    setRefused(problem);
    upload.reset();
    if (problem) return;
    setSent(0);
    upload.mutate({ file, onProgress: setSent });
  };
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    start(e.dataTransfer.files[0]);
  };
  const error = refused ?? upload.error;
  const percent = Math.round(sent * 100);

  return (
    <div>
      <div
        className={`photo-drop d-flex flex-wrap align-items-center gap-2 gap-md-3 ${dragging ? 'is-dragging' : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          if (!off) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <button type="button" className="btn btn-primary fw-semibold" disabled={off} onClick={() => input.current?.click()}>
          {t('photos.add')}
        </button>
        <input
          ref={input}
          type="file"
          className="d-none"
          accept={photoTypes.join(',')}
          aria-label={t('photos.add')}
          disabled={off}
          onChange={(e) => {
            start(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <span className="d-none d-md-inline text-body-secondary">{t('photos.drop')}</span>
        <span className="form-text m-0 w-100">{t('photos.hint')}</span>
      </div>
      {upload.isPending && (
        <div className="mt-3" aria-live="polite">
          <div className="small mb-1">{t('photos.uploading')}</div>
          <div className="progress" role="progressbar" aria-label={t('photos.uploading')} aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100}>
            <div className="progress-bar progress-bar-striped progress-bar-animated" style={{ width: `${percent}%` }} />
          </div>
          <div className="small text-body-secondary mt-1">{t('photos.progress', { percent })}</div>
        </div>
      )}
      {error instanceof ApiError && error.code === 'premium_required' ? (
        <div className="mt-3"><PremiumPhotoAlert /></div>
      ) : (
        error && <div className="mt-3"><ApiErrorAlert error={error} /></div>
      )}
    </div>
  );
}
