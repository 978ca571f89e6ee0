import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { ApiErrorAlert } from '../../components/ApiErrorAlert';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useReactivateMutation } from '../../queries/account';
import { reactivationDays } from './deletion';

/**
 * AccountDeletedPage follows the deletion of an account. With ?reactivate=TOKEN, the
 * link of the deletion e-mail, it offers to bring the account back.
 */
export function AccountDeletedPage() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('deleted.title'));
  const [params] = useSearchParams();
  const token = params.get('reactivate');
  const mutation = useReactivateMutation();
  const linkInvalid = mutation.error instanceof ApiError && mutation.error.key === 'linkInvalid';

  if (mutation.isSuccess) {
    return (
      <section className="container py-5 text-center" style={{ maxWidth: '36rem' }}>
        <div className="display-4 text-success mb-3" aria-hidden="true">✓</div>
        <h1 className="h2 fw-bold">{t('deleted.reactivatedTitle')}</h1>
        <p className="text-body-secondary">{t('deleted.reactivatedText')}</p>
        <Link to="/login" className="btn btn-primary btn-lg">
          {t('deleted.login')}
        </Link>
      </section>
    );
  }
  return (
    <section className="container py-5 text-center" style={{ maxWidth: '36rem' }}>
      <h1 className="h2 fw-bold">{t('deleted.title')}</h1>
      {token ? (
        <>
          <p className="text-body-secondary">{t('deleted.reactivateText')}</p>
          <ApiErrorAlert error={mutation.error} />
          {linkInvalid ? (
            <Link to="/pages/service" className="btn btn-outline-primary">
              {t('deleted.contactSupport')}
            </Link>
          ) : (
            <button type="button" className="btn btn-primary btn-lg" disabled={mutation.isPending} onClick={() => mutation.mutate(token)}>
              {mutation.isPending ? t('deleted.reactivating') : t('deleted.reactivate')}
            </button>
          )}
        </>
      ) : (
        <>
          <p className="text-body-secondary">{t('deleted.text', { days: reactivationDays })}</p>
          <Link to="/" className="btn btn-outline-primary">
            {t('deleted.home')}
          </Link>
        </>
      )}
    </section>
  );
}
