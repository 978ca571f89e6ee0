import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useActivateMutation } from '../../queries/account';
import { afterLoginPath } from './afterLogin';
import { takeIntentPath } from '../../lib/signupIntent';
import { LinkChecking } from './components/TokenLink';
import { useSendTokenOnce } from './components/useSendTokenOnce';

/**
 * ActivatePage is where the activation link leads (/activate/done?token=...): it sends
 * the token, then shows that the address is confirmed or moves on to /activate/error.
 * A member who signed up from "Message" or "Like" on a profile goes back to that profile
 * with the intent: the link's next (set by the server), else this browser's memory.
 */
export function ActivatePage() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('activate.doneTitle'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next');
  const mutation = useActivateMutation();
  const token = useSendTokenOnce((token) => mutation.mutate(token, { onError: () => navigate('/activate/error', { replace: true }) }));
  const done = mutation.isSuccess;
  useEffect(() => {
    if (!done) return;
    // Only a profile with the intent (like or message), checked as the server does.
    const back = takeIntentPath(next);
    if (back) void navigate(back, { replace: true });
  }, [done, navigate, next]);

  if (token && !mutation.isSuccess) {
    return <LinkChecking text={t('activate.checking')} />;
  }
  return (
    <section className="container py-5 text-center" style={{ maxWidth: '36rem' }}>
      <div className="display-4 text-success mb-3" aria-hidden="true">✓</div>
      <h1 className="h2 fw-bold">{t('activate.doneTitle')}</h1>
      <p className="text-body-secondary">{t('activate.doneText')}</p>
      <Link to={afterLoginPath()} className="btn btn-primary btn-lg">
        {t('activate.continue')}
      </Link>
    </section>
  );
}

/** ActivateErrorPage tells the member the link failed and how to reach customer service. */
export function ActivateErrorPage() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('activate.errorTitle'));
  return (
    <section className="container py-5 text-center" style={{ maxWidth: '36rem' }}>
      <h1 className="h2 fw-bold">{t('activate.errorTitle')}</h1>
      <p className="text-body-secondary">{t('activate.errorText')}</p>
      <Link to="/pages/service" className="btn btn-primary btn-lg">
        {t('activate.contactSupport')}
      </Link>
    </section>
  );
}
