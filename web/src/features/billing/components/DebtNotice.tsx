import { useTranslation } from 'react-i18next';
import { billingNamespaces } from '../i18n';

/**
 * DebtNotice tells a member whose bank reversed a payment (a charge-back or a SEPA
 * reversal) why they cannot spend credits, and how to settle it: the next purchase
 * first covers the reversed credits (issue 23).
 */
export function DebtNotice({ debt }: { debt: number }) {
  const { t } = useTranslation(billingNamespaces);
  if (debt <= 0) return null;
  return (
    <div className="alert alert-warning mb-4" role="alert" data-testid="credits-debt">
      <h2 className="h6 fw-bold mb-1">{t('debt.title')}</h2>
      <p className="mb-0">{t('debt.text', { count: debt })}</p>
    </div>
  );
}
