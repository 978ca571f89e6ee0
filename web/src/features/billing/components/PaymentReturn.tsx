import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { billingNamespaces } from '../i18n';
import { Link, useNavigate } from 'react-router';
import type { Payment, PaymentMethod } from '../../../api/billing';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { ConsentChecks } from './ConsentChecks';
import { useConsent, type ConsentState } from '../useConsent';
import { useOfferQuery, usePaymentQuery, useRepeatPaymentMutation } from '../../../queries/billing';
import { useUser } from '../../../queries/siteState';
import { methodName } from '../methods';
import { browser, usePay } from '../usePay';
import { BackToCredits, BillingScreen, LoadError } from './BillingStates';
import { MethodList } from './MethodList';
import { PaymentToast } from './PaymentToast';

/**
 * PaymentReturn is the return screen of a payment (SPEC §4): loading, pending
 * ("Processing your payment", kept current by the live 'payment' event and a gentle
 * poll), completed (credits added, toast "Payment complete"), or failed, canceled and
 * expired with other methods to try; a failed stored-card payment offers a retry or PayPal.
 */
export function PaymentReturn({ paymentId }: { paymentId: number }) {
  const { t } = useTranslation(billingNamespaces);
  const query = usePaymentQuery(paymentId);
  if (query.isPending) {
    return (
      <BillingScreen title={t('return.title')}>
        <StateCard tone="primary" busy title={t('return.loading')} />
      </BillingScreen>
    );
  }
  if (query.isError) {
    return (
      <BillingScreen title={t('return.title')}>
        <LoadError error={query.error} retry={() => void query.refetch()} />
        <BackToCredits />
      </BillingScreen>
    );
  }
  const p = query.data;
  switch (p.status) {
    case 'open':
    case 'pending':
      return p.method === 'sdd' ? <DirectDebitReceived payment={p} /> : <Processing />;
    case 'paid':
      return <Completed payment={p} />;
    default:
      return <Failed payment={p} />;
  }
}

function StateCard({ tone, busy = false, icon, title, children }: { tone: string; busy?: boolean; icon?: React.ReactNode; title: string; children?: React.ReactNode }) {
  return (
    <div className="card border-0 shadow-sm text-center" role="status" aria-live="polite">
      <div className="card-body p-4 p-md-5">
        <div className={`payment-state-icon bg-${tone}-subtle text-${tone} mb-3`}>
          {busy ? <span className="spinner-border" aria-hidden="true" /> : icon}
        </div>
        <h2 className="h4 fw-bold">{title}</h2>
        {children}
      </div>
    </div>
  );
}

function Processing() {
  const { t } = useTranslation(billingNamespaces);
  return (
    <BillingScreen title={t('return.title')}>
      <StateCard tone="primary" busy title={t('return.processing')}>
        <p className="text-body-secondary mb-0">{t('return.processingText')}</p>
      </StateCard>
    </BillingScreen>
  );
}

function DirectDebitReceived({ payment }: { payment: Payment }) {
  const { t } = useTranslation(billingNamespaces);
  return (
    <BillingScreen title={t('return.title')}>
      <StateCard tone="info" icon={<CheckIcon />} title={t('return.directDebitTitle')}>
        <p className="text-body-secondary">{t('return.directDebitText', { count: payment.credits })}</p>
        <Link to={`/transactions/${payment.payment_id}`} className="btn btn-outline-primary">
          {t('return.details')}
        </Link>
      </StateCard>
    </BillingScreen>
  );
}

function Completed({ payment }: { payment: Payment }) {
  const { t } = useTranslation(billingNamespaces);
  const user = useUser();
  return (
    <BillingScreen title={t('return.title')}>
      <PaymentToast />
      <StateCard tone="success" icon={<CheckIcon />} title={t('return.thanks')}>
        <p className="fs-5 mb-1">{t('return.added', { count: payment.credits })}</p>
        {user && <p className="text-body-secondary">{t('return.balance', { count: user.credits })}</p>}
        <div className="alert alert-light border text-start small mb-4">
          <strong>{t('return.premiumTitle')}</strong> {t('return.premiumText')}
        </div>
        <div className="d-flex flex-column flex-sm-row justify-content-center gap-2">
          <Link to="/members" className="btn btn-primary fw-bold">
            {t('return.startChatting')}
          </Link>
          <Link to={`/transactions/${payment.payment_id}`} className="btn btn-outline-primary">
            {t('return.receipt')}
          </Link>
        </div>
      </StateCard>
    </BillingScreen>
  );
}

function Failed({ payment }: { payment: Payment }) {
  const { t } = useTranslation(billingNamespaces);
  const offer = useOfferQuery();
  const { pay, busyWith, error } = usePay();
  const consent = useConsent();
  const payWith = (m: PaymentMethod) => (m === 'sdd' || consent.require()) && pay(payment.package_id, m, consent.value, code);
  const storedCardFailed = payment.stored_card && payment.status === 'failed';
  const others = (offer.data?.methods ?? []).filter((m) => m !== payment.method);
  const code = payment.discount_code ?? undefined;
  return (
    <BillingScreen title={t('return.title')}>
      <StateCard tone="danger" icon={<CrossIcon />} title={t(`return.${payment.status}Title`)}>
        <p className="text-body-secondary mb-0">{storedCardFailed ? t('return.storedCardText') : t('return.failedText', { method: methodName(t, payment.method) })}</p>
      </StateCard>
      <div className="mt-4">
        <ApiErrorAlert error={error} />
        <ConsentChecks consent={consent} />
        {storedCardFailed ? (
          <StoredCardOptions payment={payment} paypal={offer.data?.methods.includes('paypal') ?? false} onPayPal={() => payWith('paypal')} busy={busyWith} consent={consent} />
        ) : others.length > 0 ? (
          <>
            <h2 className="h5 fw-semibold mb-3">{t('return.tryOther')}</h2>
            <MethodList methods={others} onPick={payWith} busyWith={busyWith} label={t('return.tryOther')} />
          </>
        ) : null}
        <div className="mt-3">
          <BackToCredits className="btn btn-link px-0" />
        </div>
      </div>
    </BillingScreen>
  );
}

/** StoredCardOptions offers, after a failed stored-card payment, to try the card again or to pay with PayPal (SPEC §8). */
function StoredCardOptions({
  payment,
  paypal,
  onPayPal,
  busy,
  consent,
}: {
  payment: Payment;
  paypal: boolean;
  onPayPal: () => void;
  busy: PaymentMethod | undefined;
  consent: ConsentState;
}) {
  const { t } = useTranslation(billingNamespaces);
  const repeat = useRepeatPaymentMutation();
  const navigate = useNavigate();
  const [retried, setRetried] = useState(false);
  const retry = () => {
    if (!consent.require()) return;
    setRetried(true);
    repeat.mutate({ packageId: payment.package_id, consent: consent.value }, {
      onSuccess: (c) => (c.checkout_url ? browser.go(c.checkout_url) : void navigate(`/credits/repeat-order?payment_id=${c.payment_id}`)),
    });
  };
  return (
    <>
      <ApiErrorAlert error={repeat.error} />
      <div className="d-flex flex-column flex-sm-row gap-2">
        <button type="button" className="btn btn-primary fw-bold" onClick={retry} disabled={repeat.isPending || (retried && repeat.isSuccess) || busy !== undefined}>
          {t('return.retryCard')}
        </button>
        {paypal && (
          <button type="button" className="btn btn-outline-primary fw-bold" onClick={onPayPal} disabled={busy !== undefined || repeat.isPending}>
            {t('pay.payWith', { method: methodName(t, 'paypal') })}
          </button>
        )}
      </div>
    </>
  );
}

function CheckIcon() {
  return (
    <svg width="32" height="32" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="m9.5 16.2-4.2-4.2-1.4 1.4 5.6 5.6 11-11-1.4-1.4z" />
    </svg>
  );
}

function CrossIcon() {
  return (
    <svg width="30" height="30" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z" />
    </svg>
  );
}
