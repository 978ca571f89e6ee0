import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { billingNamespaces } from '../i18n';
import type { DiscountCode } from '../../../api/billing';
import { useErrorText } from '../../../components/ApiErrorAlert';
import { formatMoney } from '../money';
import { methodName } from '../methods';

interface Props {
  /** applied is the code being checked or used, from the address. */
  applied: string;
  checking: boolean;
  error: unknown;
  /** problem is an errors key when the server's code cannot be used by this member. */
  problem: string | null;
  code: DiscountCode | undefined;
  currency: string;
  onApply: (code: string) => void;
}

/**
 * DiscountCodeForm lets the member type a discount code, which the server checks
 * (GET /api/discountcode?code=); it says why a code cannot be used ("Code not found",
 * "Code already used", ...) or what it gives and on which conditions.
 */
export function DiscountCodeForm({ applied, checking, error, problem, code, currency, onApply }: Props) {
  const { t, i18n } = useTranslation(billingNamespaces);
  const errorText = useErrorText();
  const [value, setValue] = useState(applied);
  const wrong = !checking && applied !== '' && (error !== null || problem !== null);
  const message = error ? errorText(error) : problem ? t(`errors:${problem}`) : '';
  const ok = !checking && applied !== '' && !wrong && code !== undefined;
  return (
    <form
      className="discount-form"
      onSubmit={(e) => {
        e.preventDefault();
        onApply(value.trim().toUpperCase());
      }}
    >
      <label htmlFor="discount-code" className="form-label fw-semibold">
        {t('discount.label')}
      </label>
      <div className="input-group has-validation">
        <input
          id="discount-code"
          className={`form-control text-uppercase ${wrong ? 'is-invalid' : ''} ${ok ? 'is-valid' : ''}`}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-invalid={wrong || undefined}
          aria-describedby="discount-code-result"
        />
        <button type="submit" className="btn btn-outline-primary fw-semibold" disabled={checking || value.trim() === ''}>
          {checking ? <span className="spinner-border spinner-border-sm" aria-hidden="true" /> : t('discount.apply')}
        </button>
      </div>
      <div id="discount-code-result" aria-live="polite">
        {wrong && <div className="invalid-feedback d-block">{message}</div>}
        {ok && (
          <div className="valid-feedback d-block">
            {t('discount.applied', { code: code.code, percent: code.value_percentage })}
            {code.minimum_order_value > 0 && <> {t('discount.minimum', { amount: formatMoney(code.minimum_order_value, code.currency ?? currency, i18n.language) })}</>}
            {code.paymentmethods.length > 0 && <> {t('discount.methods', { methods: code.paymentmethods.map((m) => methodName(t, m)).join(', ') })}</>}
          </div>
        )}
      </div>
      {applied !== '' && (
        <button
          type="button"
          className="btn btn-link btn-sm px-0"
          onClick={() => {
            setValue('');
            onApply('');
          }}
        >
          {t('discount.remove')}
        </button>
      )}
    </form>
  );
}
