import { useTranslation } from 'react-i18next';
import { billingNamespaces } from '../i18n';
import { Link } from 'react-router';
import type { DiscountCode, Package } from '../../../api/billing';
import { discounted, discountFor, formatMoney, formatUnitPrice, pricePerCredit } from '../money';
import { Price } from './Money';

/**
 * PackageCard is one credit bundle: the credits, the price (the discounted one with the
 * old price struck through), the price per credit, how many messages it pays for at the
 * buyer's message cost, and the way to buy it. The most popular stands out.
 */
export function PackageCard({ pkg, discount, to, messageCost }: { pkg: Package; discount: DiscountCode | null; to: string; messageCost: number }) {
  const { t, i18n } = useTranslation(billingNamespaces);
  const d = discountFor(discount, pkg);
  const price = d ? discounted(pkg.price, d.value_percentage) : pkg.price;
  const credits = t('account:menu.credits', { count: pkg.credits });
  const titleId = `package-${pkg.id}`;
  return (
    <article className={`package-card ${pkg.popular ? 'is-popular' : ''}`} aria-labelledby={titleId} data-testid="package">
      {pkg.popular && <span className="package-ribbon">{t('packages.popular')}</span>}
      <h2 id={titleId} className="package-credits mb-0">
        {credits}
      </h2>
      <Price className="package-price" cents={price} was={d ? pkg.price : undefined} currency={pkg.currency} />
      <div className="small text-body-secondary">{t('packages.perCredit', { price: formatUnitPrice(pricePerCredit(pkg, price), pkg.currency, i18n.language) })}</div>
      {messageCost > 0 && <div className="small text-body-secondary">{t('packages.messages', { count: Math.floor(pkg.credits / messageCost) })}</div>}
      {d && <div className="small fw-semibold text-success">{t('packages.save', { percent: d.value_percentage })}</div>}
      <Link
        to={to}
        className={`btn ${pkg.popular ? 'btn-primary' : 'btn-outline-primary'} fw-bold mt-3`}
        aria-label={t('packages.chooseLabel', { credits, price: formatMoney(price, pkg.currency, i18n.language) })}
      >
        {t('packages.choose')}
      </Link>
    </article>
  );
}
