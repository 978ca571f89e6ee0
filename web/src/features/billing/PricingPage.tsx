import { useTranslation } from 'react-i18next';
import { billingNamespaces } from './i18n';
import { Link } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useOfferQuery } from '../../queries/billing';
import { useSettings } from '../../queries/siteState';
import { BillingScreen, LoadError } from './components/BillingStates';
import { formatMoney, formatUnitPrice, pricePerCredit } from './money';
import './billing.css';

/**
 * PricingPage states every price (SPEC §2 "pricing"): the packages with the price per
 * credit and per message, what chatting and gifts cost in credits, the minimum price
 * of a message per country, the refund of unused credits and, where the site uses
 * them, that some profiles are fictional.
 */
export function PricingPage() {
  const { t, i18n } = useTranslation(billingNamespaces);
  const settings = useSettings();
  const offer = useOfferQuery();
  useDocumentTitle(t('pricing.title'));
  const lang = i18n.language;
  const fictionalPlural = settings.fictional_plural[lang] ?? settings.fictional_plural.en ?? '';
  const oneCreditMessages = settings.message_credits === 1;
  const minimums = Object.entries(settings.minimum_message_costs).sort(([a], [b]) => a.localeCompare(b));
  return (
    <BillingScreen title={t('pricing.title')} lead={t('pricing.lead', { siteName: settings.name })}>
      <h2 className="h5 fw-bold">{t('pricing.costsTitle')}</h2>
      <ul className="mb-4">
        <li>{t('pricing.signupFree', { count: settings.signup_credits })}</li>
        <li>{t('pricing.messageCost', { count: settings.message_credits })}</li>
        <li>{t('pricing.giftCost', { count: settings.gift_credits })}</li>
        <li>{t('pricing.premium')}</li>
      </ul>

      <h2 className="h5 fw-bold">{t('pricing.packagesTitle')}</h2>
      {offer.isPending ? (
        <PageSpinner />
      ) : offer.isError ? (
        <LoadError error={offer.error} retry={() => void offer.refetch()} />
      ) : offer.data.packages.length === 0 ? (
        <p className="text-body-secondary">{t('credits.empty')}</p>
      ) : (
        <div className="table-responsive mb-2">
          <table className="table table-sm align-middle">
            <thead>
              <tr>
                <th scope="col">{t('pricing.package')}</th>
                <th scope="col" className="text-end">{t('pricing.price')}</th>
                {/* One message costing one credit, the two columns would say the same twice (issue 22). */}
                {oneCreditMessages ? (
                  <th scope="col" className="text-end">{t('pricing.perCreditMessage')}</th>
                ) : (
                  <>
                    <th scope="col" className="text-end">{t('pricing.perCredit')}</th>
                    <th scope="col" className="text-end">{t('pricing.perMessage')}</th>
                  </>
                )}
              </tr>
            </thead>
            <tbody>
              {offer.data.packages.map((p) => {
                const unit = pricePerCredit(p);
                return (
                  <tr key={p.id}>
                    <th scope="row" className="fw-semibold">{t('account:menu.credits', { count: p.credits })}</th>
                    <td className="text-end text-nowrap">{formatMoney(p.price, p.currency, lang)}</td>
                    <td className="text-end text-nowrap">{formatUnitPrice(unit, p.currency, lang)}</td>
                    {!oneCreditMessages && <td className="text-end text-nowrap">{formatUnitPrice(unit * settings.message_credits, p.currency, lang)}</td>}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <p className="small text-body-secondary mb-4">{t('pricing.vatIncluded')}</p>

      {minimums.length > 0 && (
        <>
          <h2 className="h5 fw-bold">{t('pricing.minimumTitle')}</h2>
          <p className="small text-body-secondary">{t('pricing.minimumText')}</p>
          <div className="table-responsive mb-4">
            <table className="table table-sm">
              <thead>
                <tr>
                  <th scope="col">{t('pricing.country')}</th>
                  <th scope="col" className="text-end">{t('pricing.minimum')}</th>
                </tr>
              </thead>
              <tbody>
                {minimums.map(([country, cost]) => (
                  <tr key={country}>
                    <td>{t(`common:countries.${country}`, { defaultValue: country })}</td>
                    <td className="text-end text-nowrap">{formatUnitPrice(cost.costs, cost.currency, lang)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}

      <h2 className="h5 fw-bold">{t('pricing.refundTitle')}</h2>
      <p>
        {t('pricing.refundText', { count: settings.refund_days })} <Link to="/pages/return-policy">{t('pricing.refundLink')}</Link>
      </p>
      {settings.fictional_warning && (
        <p className="alert alert-light border small" data-testid="pricing-fictional">
          {t('pricing.fictional', { siteName: settings.name, fictionalPlural })}
        </p>
      )}
      <Link to="/credits" className="btn btn-primary fw-bold mt-2">
        {t('pricing.cta')}
      </Link>
    </BillingScreen>
  );
}
