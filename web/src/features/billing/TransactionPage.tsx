import { useTranslation } from 'react-i18next';
import { billingNamespaces } from './i18n';
import { Link, useParams } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useTransactionQuery } from '../../queries/billing';
import { MemberOnly } from '../../components/MemberOnly';
import { ErrorPage } from '../errors/ErrorPage';
import { BillingScreen, LoadError } from './components/BillingStates';
import { Receipt } from './components/Receipt';
import { RefundPanel } from './components/RefundPanel';
import './billing.css';

/** TransactionPage is one payment with its printable receipt (SPEC §2 "transactions detail"). */
export function TransactionPage() {
  const { t } = useTranslation(billingNamespaces);
  const id = Number(useParams().id);
  useDocumentTitle(t('receipt.title'));
  if (!Number.isInteger(id) || id <= 0) return <ErrorPage status={404} />;
  return <MemberOnly>{() => <TransactionDetail id={id} />}</MemberOnly>;
}

function TransactionDetail({ id }: { id: number }) {
  const { t } = useTranslation(billingNamespaces);
  const query = useTransactionQuery(id);
  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    return (
      <BillingScreen title={t('receipt.title')}>
        <LoadError error={query.error} retry={() => void query.refetch()} />
        <Link to="/transactions">{t('receipt.back')}</Link>
      </BillingScreen>
    );
  }
  const tx = query.data;
  const paid = tx.status === 'paid';
  return (
    <section className="container py-4 py-md-5" style={{ maxWidth: '44rem' }}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3 no-print">
        <Link to="/transactions" className="btn btn-link px-0 me-auto">
          ← {t('receipt.back')}
        </Link>
        {paid && (
          <button type="button" className="btn btn-outline-primary fw-semibold" onClick={() => window.print()}>
            {t('receipt.print')}
          </button>
        )}
      </div>
      <Receipt tx={tx} />
      <RefundPanel tx={tx} />
    </section>
  );
}
