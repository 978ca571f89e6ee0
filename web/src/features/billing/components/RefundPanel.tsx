import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Transaction } from '../../../api/billing';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { useRefundMutation } from '../../../queries/billing';
import { billingNamespaces } from '../i18n';
import { formatDateTime, formatMoney } from '../money';

/**
 * RefundPanel is the transaction page's refund part (issue 23): within the site's
 * refund period the unused credits of the purchase can be refunded, pro rata of the
 * price, after a confirmation; below it the refunds and charge-backs made.
 */
export function RefundPanel({ tx }: { tx: Transaction }) {
  const { t, i18n } = useTranslation(billingNamespaces);
  const refund = useRefundMutation(tx.payment_id);
  const [confirming, setConfirming] = useState(false);
  const money = (cents: number) => formatMoney(cents, tx.currency, i18n.language);
  const quote = tx.refund;
  const refunds = tx.refunds ?? [];
  if (tx.status !== 'paid' || !quote) return null;
  const done = refund.data?.refund;
  return (
    <section className="card border-0 shadow-sm mt-4 no-print" aria-labelledby="refund-title" data-testid="refund-panel">
      <div className="card-body">
        <h2 id="refund-title" className="h5 fw-bold">
          {t('refund.title')}
        </h2>
        {done && (
          <div className="alert alert-success" role="status">
            {t('refund.done', { amount: money(done.amount), count: done.credits })}
          </div>
        )}
        <ApiErrorAlert error={refund.error} />
        {quote.eligible && !done ? (
          <>
            <p className="mb-3">
              {t('refund.offer', { count: quote.credits, amount: money(quote.amount) })}{' '}
              {quote.until && <span className="text-body-secondary">{t('refund.until', { date: formatDateTime(quote.until, i18n.language) })}</span>}
            </p>
            {confirming ? (
              <div className="border rounded-3 p-3" role="group" aria-label={t('refund.confirmTitle')}>
                <p className="fw-semibold mb-2">{t('refund.confirm', { count: quote.credits, amount: money(quote.amount) })}</p>
                <div className="d-flex flex-wrap gap-2">
                  <button type="button" className="btn btn-danger fw-semibold" onClick={() => refund.mutate()} disabled={refund.isPending}>
                    {refund.isPending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
                    {t('refund.confirmYes')}
                  </button>
                  <button type="button" className="btn btn-outline-secondary" onClick={() => setConfirming(false)} disabled={refund.isPending}>
                    {t('refund.cancel')}
                  </button>
                </div>
              </div>
            ) : (
              <button type="button" className="btn btn-outline-primary fw-semibold" onClick={() => setConfirming(true)}>
                {t('refund.button')}
              </button>
            )}
          </>
        ) : (
          !done && quote.why && <p className="text-body-secondary mb-0">{t(`refund.why.${quote.why}`, { days: '' })}</p>
        )}
        {refunds.length > 0 && (
          <ul className="list-unstyled small mt-3 mb-0" aria-label={t('refund.listLabel')}>
            {refunds.map((r) => (
              <li key={r.id} className="d-flex flex-wrap justify-content-between gap-2 border-top pt-2 mt-2">
                <span>
                  {t(`refund.kind.${r.kind}`)} · {formatDateTime(r.created_at, i18n.language)}
                </span>
                <span className="fw-semibold text-nowrap">
                  −{money(r.amount)} · {t(`refund.status.${r.status}`)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
