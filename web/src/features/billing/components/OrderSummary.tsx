import { useTranslation } from 'react-i18next';
import { billingNamespaces } from '../i18n';
import type { DiscountCode, Package } from '../../../api/billing';
import { discounted } from '../money';
import { methodName } from '../methods';
import { Price } from './Money';

/** OrderSummary is what the member is about to buy: the credits, the discount and the price to pay. */
export function OrderSummary({ pkg, discount }: { pkg: Package; discount: DiscountCode | null }) {
  const { t } = useTranslation(billingNamespaces);
  const price = discount ? discounted(pkg.price, discount.value_percentage) : pkg.price;
  return (
    <div className="card border-0 shadow-sm mb-4">
      <div className="card-body d-flex flex-wrap align-items-center gap-3">
        <div className="flex-grow-1">
          <div className="small text-body-secondary">{t('pay.order')}</div>
          <div className="fs-4 fw-bold">{t('account:menu.credits', { count: pkg.credits })}</div>
          {discount && (
            <div className="small text-success fw-semibold">
              {t('pay.discountLine', { code: discount.code, percent: discount.value_percentage })}
              {discount.paymentmethods.length > 0 && <> · {t('discount.methods', { methods: discount.paymentmethods.map((m) => methodName(t, m)).join(', ') })}</>}
            </div>
          )}
        </div>
        <div className="text-end">
          <div className="small text-body-secondary">{t('pay.total')}</div>
          <Price className="fs-4 fw-bold" cents={price} was={discount ? pkg.price : undefined} currency={pkg.currency} />
        </div>
      </div>
    </div>
  );
}
