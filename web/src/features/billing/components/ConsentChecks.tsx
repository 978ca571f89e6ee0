import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { billingNamespaces } from '../i18n';

/** Consent is what a buyer ticks before paying, as the server wants it. */
export type Consent = { accept_terms: boolean; immediate_delivery: boolean };

/**
 * useConsent keeps the two checkout boxes (issue 23, Directive 2011/83/EU Art. 16(m)):
 * the terms, and the express request for immediate delivery with the acknowledgement
 * that the right of withdrawal ends with it. Both start unticked; require() reports
 * whether both are ticked and, if not, shows why next to the boxes.
 */
export function useConsent() {
  const [value, setValue] = useState<Consent>({ accept_terms: false, immediate_delivery: false });
  const [attempted, setAttempted] = useState(false);
  const ok = value.accept_terms && value.immediate_delivery;
  return {
    value,
    attempted,
    set: (field: keyof Consent, on: boolean) => setValue((v) => ({ ...v, [field]: on })),
    require: () => {
      setAttempted(true);
      return ok;
    },
  };
}

export type ConsentState = ReturnType<typeof useConsent>;

/** ConsentChecks are the two required boxes above the pay buttons. */
export function ConsentChecks({ consent }: { consent: ConsentState }) {
  const { t } = useTranslation(billingNamespaces);
  const id = useId();
  const box = (field: keyof Consent, label: React.ReactNode, error: string) => {
    const invalid = consent.attempted && !consent.value[field];
    return (
      <div className="form-check mb-2">
        <input
          id={`${id}-${field}`}
          type="checkbox"
          className={`form-check-input ${invalid ? 'is-invalid' : ''}`}
          checked={consent.value[field]}
          onChange={(e) => consent.set(field, e.target.checked)}
          required
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-${field}-error` : undefined}
          data-testid={`consent-${field}`}
        />
        <label className="form-check-label small" htmlFor={`${id}-${field}`}>
          {label}
        </label>
        {invalid && (
          <div id={`${id}-${field}-error`} className="invalid-feedback d-block">
            {error}
          </div>
        )}
      </div>
    );
  };
  return (
    <fieldset className="consent-checks border rounded-3 p-3 mb-3">
      <legend className="visually-hidden">{t('consent.legend')}</legend>
      {box(
        'accept_terms',
        <Trans t={t} i18nKey="consent.terms" components={{ terms: <Link to="/pages/terms" target="_blank" />, privacy: <Link to="/pages/privacy" target="_blank" /> }} />,
        t('errors:consentTerms'),
      )}
      {box('immediate_delivery', t('consent.immediate'), t('errors:consentImmediate'))}
    </fieldset>
  );
}
