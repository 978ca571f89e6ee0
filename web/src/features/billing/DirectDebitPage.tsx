import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { billingNamespaces } from './i18n';
import { useNavigate, useSearchParams } from 'react-router';
import type { DirectDebitOrder } from '../../api/billing';
import { ApiErrorAlert } from '../../components/ApiErrorAlert';
import { PageSpinner } from '../../components/PageSpinner';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useDirectDebitMutation, useDiscountCheckQuery, useOfferQuery, useSendDirectDebitCodeMutation } from '../../queries/billing';
import { MemberOnly } from '../../components/MemberOnly';
import { clientError, useFieldErrors } from '../../components/useFieldErrors';
import { BackToCredits, BillingScreen, LoadError } from './components/BillingStates';
import { OrderSummary } from './components/OrderSummary';
import { ConsentChecks } from './components/ConsentChecks';
import { useConsent } from './useConsent';
import { formatIban, normalizeIban } from './iban';
import { codeProblem, discountFor } from './money';
import { returnPath } from './usePay';
import './billing.css';

type Field = Exclude<keyof DirectDebitOrder, 'package_id' | 'discount_code' | 'accept_terms' | 'immediate_delivery'>;
const addressFields = ['account_holder', 'iban', 'street', 'house_number', 'zip', 'city', 'phone'] as const satisfies readonly Field[];
const allFields: readonly Field[] = [...addressFields, 'otp'];

/** DirectDebitPage is the SEPA direct-debit order form (SPEC §2 "directdebit", §3 fields), confirmed with an SMS code. */
export function DirectDebitPage() {
  const { t } = useTranslation(billingNamespaces);
  useDocumentTitle(t('dd.title'));
  return <MemberOnly>{(user) => <DirectDebit country={user.profile.country} />}</MemberOnly>;
}

function DirectDebit({ country }: { country: string | undefined }) {
  const { t } = useTranslation(billingNamespaces);
  const [params] = useSearchParams();
  const offer = useOfferQuery();
  const check = useDiscountCheckQuery(params.get('code') ?? '');
  if (offer.isPending || check.isLoading) return <PageSpinner />;
  if (offer.isError) {
    return (
      <BillingScreen title={t('dd.title')}>
        <LoadError error={offer.error} retry={() => void offer.refetch()} />
      </BillingScreen>
    );
  }
  const typed = check.data && !codeProblem(check.data, country) ? check.data : null;
  const pkg = offer.data.packages.find((p) => p.id === Number(params.get('package')));
  if (!pkg || !offer.data.methods.includes('sdd')) {
    return (
      <BillingScreen title={t('dd.title')}>
        <div className="alert alert-warning">{pkg ? t('pay.methodUnavailable') : t('pay.unknownPackage')}</div>
        <BackToCredits />
      </BillingScreen>
    );
  }
  const discount = discountFor(typed ?? offer.data.discount, pkg, 'sdd');
  return (
    <BillingScreen title={t('dd.title')} lead={t('dd.lead')}>
      <OrderSummary pkg={pkg} discount={discount} />
      <DirectDebitForm packageId={pkg.id} discountCode={discount?.code} />
    </BillingScreen>
  );
}

const empty: Record<Field, string> = { account_holder: '', iban: '', street: '', house_number: '', zip: '', city: '', phone: '', otp: '' };

function DirectDebitForm({ packageId, discountCode }: { packageId: number; discountCode: string | undefined }) {
  const { t } = useTranslation(billingNamespaces);
  const navigate = useNavigate();
  const [form, setForm] = useState(empty);
  const [clientProblem, setClientProblem] = useState<unknown>(null);
  const sendCode = useSendDirectDebitCodeMutation();
  const order = useDirectDebitMutation();
  const error = clientProblem ?? order.error ?? sendCode.error;
  const fields = useFieldErrors(error, allFields);
  const sentTo = sendCode.isSuccess ? sendCode.variables : null;

  const set = (name: Field) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setClientProblem(null);
    setForm((f) => ({ ...f, [name]: e.target.value }));
  };
  const missing = (names: readonly Field[]) => names.find((n) => form[n].trim() === '');

  const requestCode = () => {
    order.reset();
    if (form.phone.trim() === '') {
      setClientProblem(clientError('phone', 'required'));
      return;
    }
    sendCode.mutate(form.phone.trim());
  };

  const consent = useConsent();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (sendCode.isError) sendCode.reset();
    const gap = missing(allFields);
    if (gap) return setClientProblem(clientError(gap, 'required'));
    if (!consent.require()) return;
    const body: DirectDebitOrder = {
      package_id: packageId,
      ...consent.value,
      otp: form.otp.trim(),
      account_holder: form.account_holder.trim(),
      iban: normalizeIban(form.iban),
      street: form.street.trim(),
      house_number: form.house_number.trim(),
      zip: form.zip.trim(),
      city: form.city.trim(),
      phone: form.phone.trim(),
      ...(discountCode ? { discount_code: discountCode } : {}),
    };
    order.mutate(body, { onSuccess: (c) => void navigate(returnPath(packageId, 'sdd', c.payment_id)) });
  };

  const input = (name: Field, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => {
    const id = `dd-${name}`;
    return (
      <>
        <label htmlFor={id} className="form-label">
          {t(`dd.fields.${name}`)}
        </label>
        <input {...fields.control(name, id)} name={name} value={form[name]} onChange={set(name)} {...props} />
        {fields.feedback(name, id)}
      </>
    );
  };

  return (
    <form onSubmit={submit} noValidate className="card border-0 shadow-sm">
      <div className="card-body p-3 p-md-4">
        <ApiErrorAlert error={fields.alert} />
        <fieldset className="mb-3">
          <legend className="h6 fw-semibold">{t('dd.account')}</legend>
          <div className="mb-3">{input('account_holder', { autoComplete: 'name' })}</div>
          <div>
            {input('iban', {
              autoComplete: 'off',
              spellCheck: false,
              autoCapitalize: 'characters',
              placeholder: t('dd.ibanPlaceholder'),
              'aria-describedby': 'dd-iban-hint',
              onBlur: () => setForm((f) => ({ ...f, iban: formatIban(f.iban) })),
            })}
            <div id="dd-iban-hint" className="form-text">
              {t('dd.ibanHint')}
            </div>
          </div>
        </fieldset>
        <fieldset className="mb-3">
          <legend className="h6 fw-semibold">{t('dd.address')}</legend>
          <div className="row g-3">
            <div className="col-8">{input('street', { autoComplete: 'address-line1' })}</div>
            <div className="col-4">{input('house_number', { autoComplete: 'off' })}</div>
            <div className="col-sm-4">{input('zip', { autoComplete: 'postal-code' })}</div>
            <div className="col-sm-8">{input('city', { autoComplete: 'address-level2' })}</div>
          </div>
        </fieldset>
        <fieldset>
          <legend className="h6 fw-semibold">{t('dd.confirm')}</legend>
          <div className="mb-2">{input('phone', { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}</div>
          <button type="button" className="btn btn-outline-primary btn-sm fw-semibold mb-3" onClick={requestCode} disabled={sendCode.isPending}>
            {sendCode.isPending && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />}
            {sentTo ? t('dd.resend') : t('dd.sendCode')}
          </button>
          <div aria-live="polite">{sentTo && <p className="small text-success">{t('dd.codeSent', { phone: sentTo })}</p>}</div>
          <div className="mb-3" style={{ maxWidth: '12rem' }}>
            {input('otp', { autoComplete: 'one-time-code', inputMode: 'numeric', maxLength: 6})}
          </div>
        </fieldset>
        <p className="small text-body-secondary">{t('dd.mandate')}</p>
        <ConsentChecks consent={consent} />
        <button type="submit" className="btn btn-primary btn-lg fw-bold w-100" disabled={order.isPending || order.isSuccess}>
          {order.isPending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {t('dd.submit')}
        </button>
      </div>
    </form>
  );
}
