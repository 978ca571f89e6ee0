import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { billingNamespaces } from '../i18n';
import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';

/** PaymentToast announces a completed payment for a few seconds (SPEC §4: toast "Payment complete"). */
export function PaymentToast() {
  const { t } = useTranslation(billingNamespaces);
  const [show, setShow] = useState(true);
  return (
    <ToastContainer position="top-end" className="p-3 position-fixed" style={{ zIndex: 1090 }}>
      <Toast show={show} onClose={() => setShow(false)} autohide delay={6000} bg="success">
        <Toast.Body className="d-flex align-items-center gap-2 text-white fw-semibold">
          <span className="flex-grow-1">{t('return.toast')}</span>
          <button type="button" className="btn-close btn-close-white" aria-label={t('banner.close')} onClick={() => setShow(false)} />
        </Toast.Body>
      </Toast>
    </ToastContainer>
  );
}
