import { useTranslation } from 'react-i18next';
import { billingNamespaces } from './i18n';
import { Link, useParams, useSearchParams } from 'react-router';
import type { PaymentMethod } from '../../api/billing';
import { ApiErrorAlert } from '../../components/ApiErrorAlert';
import { PageSpinner } from '../../components/PageSpinner';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useDiscountCheckQuery, useOfferQuery } from '../../queries/billing';
import { MemberOnly } from '../../components/MemberOnly';
import { BackToCredits, BillingScreen, LoadError } from './components/BillingStates';
import { MethodList } from './components/MethodList';
import { MethodMark } from './components/MethodMark';
import { OrderSummary } from './components/OrderSummary';
import { ConsentChecks } from './components/ConsentChecks';
import { useConsent } from './useConsent';
import { PaymentReturn } from './components/PaymentReturn';
import { codeProblem, discountFor } from './money';
import { methodName } from './methods';
import { usePay } from './usePay';
import './billing.css';

/**
 * PaymentPage is /credits/{id}/{paymentmethod?} (SPEC §2): choosing how to pay a
 * package, or with ?payment_id=N the return screen of that payment.
 */
export function PaymentPage() {
  const { t } = useTranslation(billingNamespaces);
  const { id, paymentmethod } = useParams();
  const [params] = useSearchParams();
  const paymentId = Number(params.get('payment_id') ?? '');
  useDocumentTitle(paymentId > 0 ? t('return.title') : t('pay.title'));
  return (
    <MemberOnly>
      {(user) =>
        paymentId > 0 ? (
          <PaymentReturn paymentId={paymentId} />
        ) : (
          <ChooseMethod packageId={Number(id)} method={paymentmethod} code={params.get('code') ?? ''} country={user.profile.country} />
        )
      }
    </MemberOnly>
  );
}

function ChooseMethod({ packageId, method, code, country }: { packageId: number; method: string | undefined; code: string; country: string | undefined }) {
  const { t } = useTranslation(billingNamespaces);
  const offer = useOfferQuery();
  const check = useDiscountCheckQuery(code);
  const { pay, busyWith, error } = usePay();
  const consent = useConsent();
  if (offer.isPending || check.isLoading) return <PageSpinner />;
  if (offer.isError) {
    return (
      <BillingScreen title={t('pay.title')}>
        <LoadError error={offer.error} retry={() => void offer.refetch()} />
      </BillingScreen>
    );
  }
  const pkg = offer.data.packages.find((p) => p.id === packageId);
  if (!pkg) {
    return (
      <BillingScreen title={t('pay.title')}>
        <div className="alert alert-warning">{t('pay.unknownPackage')}</div>
        <BackToCredits />
      </BillingScreen>
    );
  }
  const typed = check.data && !codeProblem(check.data, country) ? check.data : null;
  const chosen = offer.data.methods.find((m) => m === method);
  const discount = discountFor(typed ?? offer.data.discount, pkg, chosen);
  // A code is sent only for a method it allows; the server checks it again.
  const codeFor = (m: PaymentMethod) => discountFor(typed ?? offer.data.discount, pkg, m)?.code;
  // Direct debit asks for the consent on its own form.
  const start = (m: PaymentMethod) => (m === 'sdd' || consent.require()) && pay(pkg.id, m, consent.value, codeFor(m));
  const back = `/credits/${pkg.id}${typed ? `?code=${encodeURIComponent(typed.code)}` : ''}`;
  return (
    <BillingScreen title={t('pay.title')}>
      <OrderSummary pkg={pkg} discount={discount} />
      <ApiErrorAlert error={error} />
      <ConsentChecks consent={consent} />
      {chosen ? (
        <div className="d-grid gap-3">
          <button type="button" className="btn btn-primary btn-lg fw-bold d-flex align-items-center justify-content-center gap-2" onClick={() => start(chosen)} disabled={busyWith !== undefined}>
            <MethodMark method={chosen} />
            {t('pay.payWith', { method: methodName(t, chosen) })}
            {busyWith && <span className="spinner-border spinner-border-sm" aria-hidden="true" />}
          </button>
          <Link to={back} className="btn btn-link">
            {t('pay.otherMethod')}
          </Link>
        </div>
      ) : (
        <>
          {method && <div className="alert alert-info">{t('pay.methodUnavailable')}</div>}
          <h2 className="h5 fw-semibold mb-3">{t('pay.chooseMethod')}</h2>
          {offer.data.methods.length > 0 ? (
            <MethodList methods={offer.data.methods} onPick={start} busyWith={busyWith} label={t('pay.chooseMethod')} />
          ) : (
            <div className="alert alert-warning">{t('credits.noMethods')}</div>
          )}
          <p className="small text-body-secondary mt-3">{t('pay.redirect')}</p>
          <BackToCredits className="btn btn-link px-0" />
        </>
      )}
    </BillingScreen>
  );
}
