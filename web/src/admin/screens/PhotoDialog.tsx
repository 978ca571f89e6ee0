import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPhoto, PhotoAction, PhotoRejectReason } from '../api/types';
import { ReasonDialog } from '../components/ReasonDialog';
import { usePhotoActionMutation } from '../queries/photos';
import { rejectReasons } from './rejectReasons';

/**
 * PhotoDialog confirms approving, rejecting or taking down a photo. A rejection or a
 * take-down picks one of the fixed reasons the member sees in their language, and may
 * add a note (required for "other"), which the member sees too.
 */
export function PhotoDialog({ photo, action, onClose, onDone }: { photo: AdminPhoto; action: PhotoAction; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const mutation = usePhotoActionMutation();
  const [reason, setReason] = useState<PhotoRejectReason | ''>('');
  const [note, setNote] = useState('');
  const refusing = action !== 'approve';
  const ok = !refusing || (reason !== '' && (reason !== 'other' || note.trim() !== ''));
  return (
    <ReasonDialog
      title={t(`photos.dialog.${action}`, { name: photo.member_name })}
      confirm={t(`photos.${action}`)}
      danger={refusing}
      pending={mutation.isPending}
      error={mutation.error}
      canSubmit={ok}
      withReason={false}
      onClose={onClose}
      onConfirm={() => mutation.mutate(refusing && reason !== '' ? { id: photo.id, action, reason, note: note.trim() } : { id: photo.id, action }, { onSuccess: onDone })}
    >
      <img src={photo.url} alt="" className="admin-dialog-photo mb-3" />
      {refusing ? (
        <>
          <div className="mb-3">
            <label htmlFor="reject-reason" className="form-label">
              {t('photos.reasonCode')}
              <span className="text-danger"> *</span>
            </label>
            <select id="reject-reason" className="form-select" value={reason} onChange={(e) => setReason(e.target.value as PhotoRejectReason | '')} required>
              <option value="">{t('photos.chooseReason')}</option>
              {rejectReasons.map((r) => (
                <option key={r} value={r}>
                  {t(`photos.reasons.${r}`)}
                </option>
              ))}
            </select>
          </div>
          <label htmlFor="reject-note" className="form-label">
            {t('photos.note')}
            {reason === 'other' ? <span className="text-danger"> *</span> : null}
          </label>
          <textarea id="reject-note" className="form-control" rows={2} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
          <div className="form-text">{t('photos.noteHelp')}</div>
        </>
      ) : (
        <p className="small text-body-secondary mb-0">{t('photos.approveExplain')}</p>
      )}
    </ReasonDialog>
  );
}
