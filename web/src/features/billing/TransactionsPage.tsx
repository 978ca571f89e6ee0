import { useTranslation } from 'react-i18next';
import { billingNamespaces } from './i18n';
import { Link } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useTransactionsQuery } from '../../queries/billing';
import { MemberOnly } from '../../components/MemberOnly';
import { BillingScreen, LoadError } from './components/BillingStates';
import { MethodMark } from './components/MethodMark';
import { StatusBadge } from './components/StatusBadge';
import { formatDateTime, formatMoney } from './money';
import { methodName } from './methods';
import './billing.css';

/** TransactionsPage lists the member's payments, newest first (SPEC §2 "transactions"). */
export function TransactionsPage() {
  const { t } = useTranslation(billingNamespaces);
  useDocumentTitle(t('transactions.title'));
  return <MemberOnly>{() => <Transactions />}</MemberOnly>;
}

function Transactions() {
  const { t, i18n } = useTranslation(billingNamespaces);
  const query = useTransactionsQuery();
  if (query.isPending) return <PageSpinner />;
  return (
    <BillingScreen title={t('transactions.title')}>
      {query.isError ? (
        <LoadError error={query.error} retry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <div className="text-center py-5">
          <p className="fs-5 fw-semibold mb-1">{t('transactions.emptyTitle')}</p>
          <p className="text-body-secondary">{t('transactions.emptyText')}</p>
          <Link to="/credits" className="btn btn-primary fw-bold">
            {t('transactions.buy')}
          </Link>
        </div>
      ) : (
        <ul className="list-group shadow-sm">
          {query.data.map((p) => (
            <li key={p.payment_id} className="list-group-item list-group-item-action p-0" data-testid="transaction">
              <Link to={`/transactions/${p.payment_id}`} className="tx-row d-flex align-items-center gap-2 gap-sm-3 p-3 text-body text-decoration-none">
                <MethodMark method={p.method} />
                <div className="tx-main flex-grow-1">
                  <div className="fw-semibold">{t('account:menu.credits', { count: p.credits })}</div>
                  <div className="small text-body-secondary text-truncate">
                    <time dateTime={p.created_at}>{formatDateTime(p.created_at, i18n.language)}</time> · {methodName(t, p.method)}
                  </div>
                </div>
                <div className="tx-amount text-end">
                  <div className="fw-semibold text-nowrap">{formatMoney(p.amount, p.currency, i18n.language)}</div>
                  <StatusBadge status={p.status} />
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </BillingScreen>
  );
}
