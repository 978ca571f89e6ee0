import { useTranslation } from 'react-i18next';
import { billingNamespaces } from './i18n';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiErrorAlert } from '../../components/ApiErrorAlert';
import { PageSpinner } from '../../components/PageSpinner';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useOfferQuery, useRepeatPaymentMutation } from '../../queries/billing';
import { MemberOnly } from '../../components/MemberOnly';
import { BackToCredits, BillingScreen, LoadError } from './components/BillingStates';
import { Price } from './components/Money';
import { PaymentReturn } from './components/PaymentReturn';
import { formatMoney } from './money';
import { browser } from './usePay';
import { ConsentChecks } from './components/ConsentChecks';
import { useConsent } from './useConsent';
import './billing.css';

/**
 * RepeatOrderPage is the one-click purchase with the stored card (SPEC §2
 * "credits-repeat-order"); with ?payment_id=N it follows that payment.
 */
export function RepeatOrderPage() {
  const { t } = useTranslation(billingNamespaces);
  const [params] = useSearchParams();
  const paymentId = Number(params.get('payment_id') ?? '');
  useDocumentTitle(paymentId > 0 ? t('return.title') : t('repeat.title'));
  return <MemberOnly>{() => (paymentId > 0 ? <PaymentReturn paymentId={paymentId} /> : <RepeatOrder />)}</MemberOnly>;
}

function RepeatOrder() {
  const { t, i18n } = useTranslation(billingNamespaces);
  const offer = useOfferQuery();
  const repeat = useRepeatPaymentMutation();
  const consent = useConsent();
  const navigate = useNavigate();
  if (offer.isPending) return <PageSpinner />;
  if (offer.isError) {
    return (
      <BillingScreen title={t('repeat.title')}>
        <LoadError error={offer.error} retry={() => void offer.refetch()} />
      </BillingScreen>
    );
  }
  if (!offer.data.stored_card) {
    return (
      <BillingScreen title={t('repeat.title')}>
        <div className="alert alert-info">{t('errors:noStoredCard')}</div>
        <BackToCredits />
      </BillingScreen>
    );
  }
  const buy = (packageId: number) =>
    consent.require() &&
    repeat.mutate({ packageId, consent: consent.value }, {
      onSuccess: (c) => (c.checkout_url ? browser.go(c.checkout_url) : void navigate(`/credits/repeat-order?payment_id=${c.payment_id}`)),
    });
  const busy = repeat.isPending || repeat.isSuccess;
  return (
    <BillingScreen title={t('repeat.title')} lead={t('repeat.lead')}>
      <ApiErrorAlert error={repeat.error} />
      <ConsentChecks consent={consent} />
      <ul className="list-group shadow-sm mb-4">
        {offer.data.packages.map((p) => (
          <li key={p.id} className="list-group-item d-flex flex-wrap align-items-center gap-2 py-3">
            <div className="flex-grow-1">
              <div className="fw-bold">{t('account:menu.credits', { count: p.credits })}</div>
              {p.popular && <span className="badge text-bg-primary">{t('packages.popular')}</span>}
            </div>
            <Price className="fw-semibold me-2" cents={p.price} currency={p.currency} />
            <button
              type="button"
              className="btn btn-primary fw-bold"
              onClick={() => buy(p.id)}
              disabled={busy}
              aria-busy={repeat.variables?.packageId === p.id && busy}
              aria-label={t('repeat.buyLabel', { credits: t('account:menu.credits', { count: p.credits }), price: formatMoney(p.price, p.currency, i18n.language) })}
            >
              {t('repeat.buy')}
            </button>
          </li>
        ))}
      </ul>
      <p className="small text-body-secondary">{t('repeat.note')}</p>
      <BackToCredits className="btn btn-link px-0" />
    </BillingScreen>
  );
}
