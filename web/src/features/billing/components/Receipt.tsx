import { useTranslation } from 'react-i18next';
import { billingNamespaces } from '../i18n';
import type { Transaction } from '../../../api/billing';
import { useCompanyInfoQuery } from '../../../queries/site';
import { useUser } from '../../../queries/siteState';
import { formatDateTime, formatMoney, localeOf } from '../money';
import { methodName } from '../methods';
import { StatusBadge } from './StatusBadge';

/**
 * Receipt is a payment as a printable receipt: the company (name, address, Chamber of
 * Commerce and VAT numbers from /api/companyinfo), the buyer, and net, VAT and gross.
 */
export function Receipt({ tx }: { tx: Transaction }) {
  const { t, i18n } = useTranslation(billingNamespaces);
  const company = useCompanyInfoQuery().data;
  const user = useUser();
  const money = (cents: number) => formatMoney(cents, tx.currency, i18n.language);
  const rate = new Intl.NumberFormat(localeOf(i18n.language), { style: 'percent', maximumFractionDigits: 2 }).format(tx.vat_rate / 100);
  const paid = tx.status === 'paid';
  return (
    <article className="receipt p-3 p-md-5 shadow-sm" aria-labelledby="receipt-title" data-testid="receipt">
      <header className="d-flex flex-column flex-sm-row justify-content-between gap-3 mb-4">
        <div>
          <h1 id="receipt-title" className="h3 fw-bold mb-2">
            {paid ? t('receipt.title') : t('receipt.detailsTitle')}
          </h1>
          <StatusBadge status={tx.status} />
        </div>
        {company && (
          <address className="small mb-0 text-sm-end">
            <strong>{company.name}</strong>
            {company.tradenames.length > 0 && <div className="text-body-secondary">{t('receipt.tradingAs', { names: company.tradenames.join(', ') })}</div>}
            <div>{company.address}</div>
            <div>
              {company.zip} {company.city}
            </div>
            <div>{t(`common:countries.${company.country}`, { defaultValue: company.country })}</div>
            <div>{t('receipt.kvk', { number: company.kvk })}</div>
            {company.vat_numbers.map((v) => (
              <div key={v}>{t('receipt.vatNumber', { number: v })}</div>
            ))}
          </address>
        )}
      </header>
      <dl className="row small mb-4">
        <dt className="col-5 col-sm-4 fw-normal text-body-secondary">{t('receipt.number')}</dt>
        <dd className="col-7 col-sm-8">{tx.payment_id}</dd>
        <dt className="col-5 col-sm-4 fw-normal text-body-secondary">{t('receipt.date')}</dt>
        <dd className="col-7 col-sm-8">
          <time dateTime={tx.paid_at ?? tx.created_at}>{formatDateTime(tx.paid_at ?? tx.created_at, i18n.language)}</time>
        </dd>
        <dt className="col-5 col-sm-4 fw-normal text-body-secondary">{t('receipt.method')}</dt>
        <dd className="col-7 col-sm-8">{methodName(t, tx.method)}</dd>
        <dt className="col-5 col-sm-4 fw-normal text-body-secondary">{t('receipt.reference')}</dt>
        <dd className="col-7 col-sm-8 text-break">{tx.reference}</dd>
        {user && (
          <>
            <dt className="col-5 col-sm-4 fw-normal text-body-secondary">{t('receipt.customer')}</dt>
            <dd className="col-7 col-sm-8 text-break">
              {user.profile.name} · {user.email}
            </dd>
          </>
        )}
      </dl>
      <table className="table mb-3">
        <thead>
          <tr>
            <th scope="col">{t('receipt.description')}</th>
            <th scope="col">{t('receipt.amount')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              {t('account:menu.credits', { count: tx.credits })}
              {tx.discount_code && <div className="small text-body-secondary">{t('pay.discountLine', { code: tx.discount_code, percent: tx.discount_percentage })}</div>}
            </td>
            <td>{money(tx.net)}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="fw-normal">{t('receipt.net')}</th>
            <td>{money(tx.net)}</td>
          </tr>
          <tr>
            <th scope="row" className="fw-normal">{t('receipt.vat', { rate })}</th>
            <td>{money(tx.vat)}</td>
          </tr>
          <tr className="fs-5">
            <th scope="row">{t('receipt.gross')}</th>
            <td className="fw-bold">{money(tx.amount)}</td>
          </tr>
        </tfoot>
      </table>
      {paid && <p className="small text-body-secondary mb-0">{t('receipt.thanks')}</p>}
    </article>
  );
}
