import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/useDocumentTitle';

/** ErrorPage shows an error's status (500 when unknown) and message, and for 404 a link home (SPEC §2, §8). */
export function ErrorPage({ status = 500, message }: { status?: number; message?: string }) {
  const { t } = useTranslation();
  const notFound = status === 404;
  const title = notFound ? t('errors.notFoundTitle') : t('errors.errorTitle', { status });
  useDocumentTitle(title);
  return (
    <section className="container py-5 text-center" data-status={status}>
      <div className="error-code mb-3" aria-hidden="true">
        {status}
      </div>
      <h1 className="h2 fw-bold">{title}</h1>
      <p className="text-body-secondary mb-4">{message ?? (notFound ? t('errors.notFoundText') : t('errors.errorText'))}</p>
      {notFound ? (
        <Link to="/" className="btn btn-primary btn-lg">
          {t('errors.backHome')}
        </Link>
      ) : (
        <div className="d-flex gap-2 justify-content-center">
          <button type="button" className="btn btn-primary" onClick={() => location.reload()}>
            {t('errors.retry')}
          </button>
          <Link to="/" className="btn btn-outline-secondary">
            {t('errors.backHome')}
          </Link>
        </div>
      )}
    </section>
  );
}

/** NotFoundPage is the page for paths that match no route; the server sends it with status 404. */
export function NotFoundPage() {
  return <ErrorPage status={404} />;
}
