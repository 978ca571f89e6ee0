import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../../components/PageSpinner';
import { useCompanyInfoQuery } from '../../../queries/site';
import { DeleteAccountForm } from './DeleteAccountForm';

/**
 * DeleteAccountModal is the deletion flow: first the site's discount for staying, if it
 * offers one, then the deletion form. While the request runs it cannot be closed.
 */
export function DeleteAccountModal({ show, onHide }: { show: boolean; onHide: () => void }) {
  const { t } = useTranslation('account');
  const company = useCompanyInfoQuery();
  const discount = company.data?.delete_discount ?? 0;
  const [declined, setDeclined] = useState(false);
  const [pending, setPending] = useState(false);
  const offer = discount > 0 && !declined;

  let body;
  if (company.isPending) {
    body = <PageSpinner />;
  } else if (offer) {
    body = (
      <>
        <p className="fs-5">{t('profile.delete.offer', { percent: discount })}</p>
        <div className="d-flex flex-wrap gap-2 justify-content-end">
          <button type="button" className="btn btn-outline-secondary" onClick={() => setDeclined(true)}>
            {t('profile.delete.continue')}
          </button>
          <button type="button" className="btn btn-primary fw-semibold" onClick={onHide}>
            {t('profile.delete.keep')}
          </button>
        </div>
      </>
    );
  } else {
    body = <DeleteAccountForm onCancel={onHide} onPendingChange={setPending} />;
  }
  return (
    <Modal
      show={show}
      onHide={pending ? () => undefined : onHide}
      onExited={() => setDeclined(false)}
      backdrop={pending ? 'static' : true}
      keyboard={!pending}
      centered
      aria-labelledby="da-title"
    >
      <Modal.Header closeButton={!pending} closeLabel={t('profile.delete.close')}>
        <Modal.Title id="da-title" className="fw-bold">
          {offer ? t('profile.delete.offerTitle') : t('profile.delete.formTitle')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{body}</Modal.Body>
    </Modal>
  );
}
