import { useId } from 'react';
import type { Consent, ConsentState } from '../useConsent';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { billingNamespaces } from '../i18n';

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
