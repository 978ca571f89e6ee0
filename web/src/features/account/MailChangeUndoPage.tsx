import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useUndoEmailChangeMutation } from '../../queries/account';
import { missingToken } from '../../components/useFieldErrors';
import { LinkChecking, LinkFailed } from './components/TokenLink';
import { useSendTokenOnce } from './components/useSendTokenOnce';

/**
 * MailChangeUndoPage is where the link in the e-mail to the old address leads
 * (/mail-change/undo?token=...), for a member whose address someone else changed: it
 * sends the token once; the server restores the old address, logs out every device and
 * locks the account, and the page tells how to unlock it (a new password).
 */
export function MailChangeUndoPage() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('mailUndo.title'));
  const mutation = useUndoEmailChangeMutation();
  const token = useSendTokenOnce(mutation.mutate);

  if (mutation.isSuccess) {
    return (
      <section className="container py-5 text-center" style={{ maxWidth: '36rem' }}>
        <svg className="text-primary mb-3" width="56" height="56" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
          <path d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5zm-3 8V7a3 3 0 0 1 6 0v3H9z" />
        </svg>
        <h1 className="h2 fw-bold">{t('mailUndo.doneTitle')}</h1>
        <p className="text-body-secondary">{t('mailUndo.doneText')}</p>
        <Link to="/reset-password" className="btn btn-primary btn-lg">
          {t('mailUndo.newPassword')}
        </Link>
      </section>
    );
  }
  const error = token ? mutation.error : missingToken;
  if (!error) {
    return <LinkChecking text={t('mailUndo.checking')} />;
  }
  return (
    <LinkFailed title={t('mailUndo.errorTitle')} error={error} text={t('mailUndo.errorText')}>
      <Link to="/pages/service" className="btn btn-outline-primary">
        {t('mailUndo.support')}
      </Link>
    </LinkFailed>
  );
}
