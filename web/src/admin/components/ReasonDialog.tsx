import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Modal from 'react-bootstrap/Modal';
import { ErrorAlert } from './ErrorAlert';

/**
 * ReasonDialog confirms an action and asks why (required: the reason goes into the
 * audit log and, for a ban or a rejection, to the member). children add fields above
 * the reason; canSubmit lets them hold the button until they are valid.
 */
export function ReasonDialog({
  title,
  confirm,
  danger = false,
  pending,
  error,
  onConfirm,
  onClose,
  children,
  canSubmit = true,
  reasonRequired = true,
  withReason = true,
}: {
  title: string;
  confirm: string;
  danger?: boolean;
  pending: boolean;
  error: unknown;
  onConfirm: (reason: string) => void;
  onClose: () => void;
  children?: ReactNode;
  canSubmit?: boolean;
  reasonRequired?: boolean;
  /** withReason false makes it a plain confirmation (for what is not audited against a member). */
  withReason?: boolean;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [reason, setReason] = useState('');
  const ok = canSubmit && (!withReason || !reasonRequired || reason.trim() !== '');
  return (
    <Modal show onHide={onClose} centered aria-labelledby={`${id}-title`}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (ok) onConfirm(reason.trim());
        }}
      >
        <Modal.Header closeButton closeLabel={t('common.cancel')}>
          <Modal.Title id={`${id}-title`} as="h2" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <ErrorAlert error={error} />
          {children}
          {withReason ? (
            <>
              <label htmlFor={`${id}-reason`} className="form-label">
                {t('common.reason')}
                {reasonRequired ? <span className="text-danger"> *</span> : null}
              </label>
              <textarea
                id={`${id}-reason`}
                className="form-control"
                rows={3}
                required={reasonRequired}
                maxLength={1000}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                placeholder={t('common.reasonHint')}
              />
            </>
          ) : null}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-dark" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className={`btn ${danger ? 'btn-danger' : 'btn-primary'}`} disabled={!ok || pending}>
            {pending ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
            {confirm}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
