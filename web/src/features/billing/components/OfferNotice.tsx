import { useTranslation } from 'react-i18next';
import { billingNamespaces } from '../i18n';
import type { DiscountCode } from '../../../api/billing';
import { formatCountdown } from '../../../lib/countdown';
import type { TimeBonus } from '../useTimeBonus';

/**
 * OfferNotice tells the member on the credits and premium screens which discount the
 * prices include: the time bonus with its countdown (it takes precedence, SPEC §4) or
 * the discount the server offers now (the welcome discount). withPrices: the screen
 * shows the packages' prices, which include the discount.
 */
export function OfferNotice({ bonus, discount, withPrices = true }: { bonus: TimeBonus; discount: DiscountCode | null; withPrices?: boolean }) {
  const { t } = useTranslation(billingNamespaces);
  if (bonus.visible) {
    return (
      <div className="offer-card p-3 p-md-4 d-flex flex-column flex-sm-row align-items-sm-center gap-2 gap-sm-4" role="region" aria-label={t('timeBonus.kicker')}>
        <div className="flex-grow-1">
          <div className="fw-bold fs-5">{t('timeBonus.title', { percent: bonus.percentage })}</div>
          <div className="opacity-75">{t(withPrices ? 'timeBonus.applied' : 'timeBonus.urge')}</div>
        </div>
        <div className="text-sm-end">
          <div className="small opacity-75">{t('timeBonus.endsIn')}</div>
          <div className="countdown fs-3" role="timer">
            {formatCountdown(bonus.secondsLeft)}
          </div>
        </div>
      </div>
    );
  }
  if (!discount) return null;
  return (
    <div className="offer-card p-3 p-md-4" role="region" aria-label={t('discount.offerLabel')}>
      <div className="fw-bold fs-5">{t('discount.offerTitle', { percent: discount.value_percentage })}</div>
      {withPrices && <div className="opacity-75">{t('discount.offerText', { code: discount.code })}</div>}
    </div>
  );
}
