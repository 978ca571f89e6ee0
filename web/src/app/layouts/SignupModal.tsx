import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SignupForm } from '../../features/account/components/SignupForm';
import { SignupIntentNote } from '../../features/account/components/SignupIntentNote';

/** SignupModal is sign-up on wider screens. While the request runs, neither the backdrop nor Escape closes it. */
export function SignupModal({ show, onHide }: { show: boolean; onHide: () => void }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  return (
    <Modal show={show} onHide={pending ? () => undefined : onHide} backdrop={pending ? 'static' : true} keyboard={!pending} centered aria-labelledby="signup-title">
      <Modal.Header closeButton={!pending} closeLabel={t('signup.close')}>
        <Modal.Title id="signup-title" className="fw-bold">
          {t('signup.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {show && <SignupIntentNote />}
        <SignupForm
          onPendingChange={setPending}
          onDone={() => {
            onHide();
            navigate('/complete-signup');
          }}
        />
        <p className="mt-3 mb-0 text-center">
          {t('signup.haveAccount')}{' '}
          <Link to="/login" onClick={onHide}>
            {t('signup.loginLink')}
          </Link>
        </p>
      </Modal.Body>
    </Modal>
  );
}
