import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useConfirmEmailChangeMutation } from '../../queries/account';
import { afterLoginPath } from './afterLogin';
import { missingToken } from '../../components/useFieldErrors';
import { LinkChecking, LinkFailed } from './components/TokenLink';
import { useSendTokenOnce } from './components/useSendTokenOnce';

/**
 * MailChangePage is where the e-mail change link leads (/mail-change/do?token=...): it
 * sends the token once, then shows the new address or why it did not change.
 */
export function MailChangePage() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('mailChange.title'));
  const mutation = useConfirmEmailChangeMutation();
  const token = useSendTokenOnce(mutation.mutate);

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
    return <LinkChecking text={t('mailChange.checking')} />;
  }
  return (
    <LinkFailed title={t('mailChange.errorTitle')} error={error} text={t('mailChange.errorText')}>
      <Link to="/profile#settings" className="btn btn-primary">
        {t('mailChange.toSettings')}
      </Link>
    </LinkFailed>
  );
}
