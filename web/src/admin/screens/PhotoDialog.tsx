import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPhoto, PhotoAction } from '../api/types';
import { ReasonDialog } from '../components/ReasonDialog';
import { usePhotoActionMutation } from '../queries/photos';
import { rejectReasons } from './rejectReasons';

/**
 * PhotoDialog confirms approving, rejecting or taking down a photo. A rejection or a
 * take-down picks a fixed reason and may add text; the reason sent is "code: text".
 */
export function PhotoDialog({ photo, action, onClose, onDone }: { photo: AdminPhoto; action: PhotoAction; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const mutation = usePhotoActionMutation();
  const [code, setCode] = useState('');
  const needsCode = action !== 'approve';
  return (
    <ReasonDialog
      title={t(`photos.dialog.${action}`, { name: photo.member_name })}
      confirm={t(`photos.${action}`)}
      danger={needsCode}
      pending={mutation.isPending}
      error={mutation.error}
      canSubmit={!needsCode || code !== ''}
      reasonRequired={false}
      onClose={onClose}
      onConfirm={(text) => {
        const reason = needsCode ? (text ? `${code}: ${text}` : code) : text;
        mutation.mutate({ id: photo.id, action, reason }, { onSuccess: onDone });
      }}
    >
      <img src={photo.url} alt="" className="admin-dialog-photo mb-3" />
      {needsCode ? (
        <div className="mb-3">
          <label htmlFor="reject-code" className="form-label">
            {t('photos.reasonCode')}
            <span className="text-danger"> *</span>
          </label>
          <select id="reject-code" className="form-select" value={code} onChange={(e) => setCode(e.target.value)} required>
            <option value="">{t('photos.chooseReason')}</option>
            {rejectReasons.map((r) => (
              <option key={r} value={r}>
                {t(`photos.reasons.${r}`)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </ReasonDialog>
  );
}
