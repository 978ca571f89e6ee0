import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { billingNamespaces } from '../i18n';
import { Link } from 'react-router';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';

/** BillingScreen is the frame of the billing screens: a narrow or wide column with the title. */
export function BillingScreen({ title, lead, wide = false, children }: { title: string; lead?: ReactNode; wide?: boolean; children: ReactNode }) {
  return (
    <section className="container py-4 py-md-5" style={{ maxWidth: wide ? '72rem' : '44rem' }}>
      <h1 className="h2 fw-bold mb-1">{title}</h1>
      {lead && <div className="text-body-secondary mb-4">{lead}</div>}
      {!lead && <div className="mb-4" />}
      {children}
    </section>
  );
}

/** LoadError shows why a billing screen's data did not load, with a retry. */
export function LoadError({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <ApiErrorAlert error={error}>
      <button type="button" className="btn btn-link btn-sm p-0 ms-2 align-baseline" onClick={retry}>
        {t('errors.retry')}
      </button>
    </ApiErrorAlert>
  );
}

/** BackToCredits leads back to the packages. */
export function BackToCredits({ className = 'btn btn-outline-primary' }: { className?: string }) {
  const { t } = useTranslation(billingNamespaces);
  return (
    <Link to="/credits" className={className}>
      {t('credits.back')}
    </Link>
  );
}
