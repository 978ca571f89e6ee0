import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** ComplaintSent confirms a notice with its reference, and where the receipt went. */
export function ComplaintSent({ reference, email }: { reference: string; email: string }) {
  const { t } = useTranslation('complaints');
  return (
    <section className="container py-5 complaints-page" style={{ maxWidth: '36rem' }}>
      <div className="card border-0 shadow-sm p-4 text-center" role="status">
        <div className="complaints-done-icon mx-auto mb-3" aria-hidden="true">
          <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
            <path d="M5 12.5 10 17l9-10" />
          </svg>
        </div>
        <h1 className="h3 fw-bold">{t('sent.title')}</h1>
        <p className="mb-2">{t('sent.reference')}</p>
        <p className="complaints-reference fw-bold mb-3" data-testid="complaint-reference">
          {reference}
        </p>
        <p className="text-body-secondary">{email ? t('sent.receipt', { email }) : t('sent.noReceipt')}</p>
        <p className="text-body-secondary">{t('sent.next')}</p>
        <Link to="/" className="btn btn-outline-primary fw-semibold align-self-center">
          {t('sent.home')}
        </Link>
      </div>
    </section>
  );
}
