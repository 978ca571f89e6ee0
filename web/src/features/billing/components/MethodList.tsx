import { useTranslation } from 'react-i18next';
import { billingNamespaces } from '../i18n';
import type { PaymentMethod } from '../../../api/billing';
import { methodName } from '../methods';
import { MethodMark } from './MethodMark';

/**
 * MethodList offers payment methods as buttons; a click pays with that method at
 * once. The chosen one shows it is busy while the checkout opens.
 */
export function MethodList({ methods, onPick, busyWith, label }: { methods: readonly PaymentMethod[]; onPick: (m: PaymentMethod) => void; busyWith?: PaymentMethod; label: string }) {
  const { t } = useTranslation(billingNamespaces);
  return (
    <ul className="method-grid list-unstyled mb-0" aria-label={label}>
      {methods.map((m) => (
        <li key={m}>
          <button type="button" className="method-button" onClick={() => onPick(m)} disabled={busyWith !== undefined} aria-busy={busyWith === m}>
            <MethodMark method={m} />
            <span className="flex-grow-1">{methodName(t, m)}</span>
            {busyWith === m ? (
              <span className="spinner-border spinner-border-sm text-primary" role="status">
                <span className="visually-hidden">{t('methods.opening')}</span>
              </span>
            ) : (
              <svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor" className="text-body-secondary" aria-hidden="true">
                <path d="m9 5-1.4 1.4 5.6 5.6-5.6 5.6L9 19l7-7z" />
              </svg>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** MethodStrip shows the methods on offer as a row of small marks with their names for screen readers. */
export function MethodStrip({ methods }: { methods: readonly PaymentMethod[] }) {
  const { t } = useTranslation(billingNamespaces);
  return (
    <ul className="method-strip list-unstyled mb-0">
      {methods.map((m) => (
        <li key={m} className="d-inline-flex align-items-center gap-1 border rounded-3 bg-body py-1 ps-1 pe-2 small">
          <MethodMark method={m} />
          <span>{methodName(t, m)}</span>
        </li>
      ))}
    </ul>
  );
}
