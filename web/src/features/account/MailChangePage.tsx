import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiErrorAlert } from '../../components/ApiErrorAlert';
import { PageSpinner } from '../../components/PageSpinner';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useConfirmEmailChangeMutation } from '../../queries/user';
import { afterLoginPath } from './afterLogin';
import { missingToken } from '../../components/useFieldErrors';

/**
 * MailChangePage is where the e-mail change link leads (/mail-change/do?token=...): it
 * sends the token once, then shows the new address or why it did not change.
 */
export function MailChangePage() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('mailChange.title'));
  const [params] = useSearchParams();
  const token = params.get('token');
  const mutation = useConfirmEmailChangeMutation();
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutation.mutate(token);
  }, [token, mutation]);

  if (mutation.isSuccess) {
    return (
      <section className="container py-5 text-center" style={{ maxWidth: '36rem' }}>
        <div className="display-4 text-success mb-3" aria-hidden="true">✓</div>
        <h1 className="h2 fw-bold">{t('mailChange.doneTitle')}</h1>
        <p className="text-body-secondary">{t('mailChange.doneText', { email: mutation.data.email })}</p>
        <Link to={afterLoginPath()} className="btn btn-primary btn-lg">
          {t('mailChange.continue')}
        </Link>
      </section>
    );
  }
  const error = token ? mutation.error : missingToken;
  if (!error) {
    return (
      <section className="container py-5 text-center">
        <PageSpinner />
        <p>{t('mailChange.checking')}</p>
      </section>
    );
  }
  return (
    <section className="container py-5" style={{ maxWidth: '36rem' }}>
      <h1 className="h2 fw-bold">{t('mailChange.errorTitle')}</h1>
      <ApiErrorAlert error={error} />
      <p className="text-body-secondary">{t('mailChange.errorText')}</p>
      <Link to="/profile#settings" className="btn btn-primary">
        {t('mailChange.toSettings')}
      </Link>
    </section>
  );
}
