import { useTranslation } from 'react-i18next';
import { billingNamespaces } from '../i18n';
import { formatMoney } from '../money';

/** Price shows a price, and the price before the discount struck through when there is one. */
export function Price({ cents, was, currency, className = '' }: { cents: number; was?: number; currency: string; className?: string }) {
  const { t, i18n } = useTranslation(billingNamespaces);
  const money = (c: number) => formatMoney(c, currency, i18n.language);
  return (
    <span className={className}>
      {was !== undefined && was !== cents && (
        <>
          <s className="price-was me-2">
            <span className="visually-hidden">{t('price.was')} </span>
            {money(was)}
          </s>
          <span className="visually-hidden">{t('price.now')} </span>
        </>
      )}
      {money(cents)}
    </span>
  );
}
