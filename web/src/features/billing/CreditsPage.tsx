import { useTranslation } from 'react-i18next';
import { billingNamespaces } from './i18n';
import { Link, useSearchParams } from 'react-router';
import type { User } from '../../api/user';
import { PageSpinner } from '../../components/PageSpinner';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useDiscountCheckQuery, useOfferQuery } from '../../queries/billing';
import { MemberOnly } from '../../components/MemberOnly';
import { BillingScreen, LoadError } from './components/BillingStates';
import { DiscountCodeForm } from './components/DiscountCodeForm';
import { MethodStrip } from './components/MethodList';
import { OfferNotice } from './components/OfferNotice';
import { PackageCard } from './components/PackageCard';
import { codeProblem } from './money';
import { useTimeBonus } from './useTimeBonus';
import './billing.css';
import { DebtNotice } from './components/DebtNotice';

/** CreditsPage is the package list (SPEC §2 "credits"): bundles, discount, a code field and the methods on offer. */
export function CreditsPage() {
  const { t } = useTranslation(billingNamespaces);
  useDocumentTitle(t('credits.title'));
  return <MemberOnly>{(user) => <CreditsScreen user={user} />}</MemberOnly>;
}

function CreditsScreen({ user }: { user: User }) {
  const { t } = useTranslation(billingNamespaces);
  const offer = useOfferQuery();
  const bonus = useTimeBonus();
  const [params, setParams] = useSearchParams();
  const applied = params.get('code') ?? '';
  const check = useDiscountCheckQuery(applied);
  const lead = (
    <>
      {t('credits.balance', { count: user.credits })} {user.paid_user ? t('credits.premiumMember') : t('credits.premiumWithAny')}
    </>
  );
  if (offer.isPending) return <PageSpinner />;
  if (offer.isError) {
    return (
      <BillingScreen title={t('credits.title')}>
        <LoadError error={offer.error} retry={() => void offer.refetch()} />
      </BillingScreen>
    );
  }
  const { packages, methods, stored_card, currency } = offer.data;
  const problem = check.data ? codeProblem(check.data, user.profile.country) : null;
  const typed = check.data && !problem ? check.data : null;
  const discount = typed ?? offer.data.discount;
  const codeQuery = typed ? `?code=${encodeURIComponent(typed.code)}` : '';
  return (
    <BillingScreen title={t('credits.title')} lead={lead} wide>
      <DebtNotice debt={offer.data.credits_debt ?? 0} />
      {!typed && (
        <div className="mb-4">
          <OfferNotice bonus={bonus} discount={offer.data.discount} />
        </div>
      )}
      {packages.length === 0 ? (
        <div className="alert alert-info">{t('credits.empty')}</div>
      ) : (
        <div className="package-grid mb-4 pt-2">
          {packages.map((p) => (
            <PackageCard key={p.id} pkg={p} discount={discount} to={`/credits/${p.id}${codeQuery}`} messageCost={offer.data.message_cost} />
          ))}
        </div>
      )}
      <div className="row g-4">
        <div className="col-md-6">
          <DiscountCodeForm
            key={applied}
            applied={applied}
            checking={check.isFetching}
            error={check.error}
            problem={problem}
            code={check.data}
            currency={currency}
            onApply={(code) => setParams(code ? { code } : {}, { replace: true })}
          />
        </div>
        <div className="col-md-6">
          <h2 className="h6 fw-semibold">{t('credits.methodsTitle')}</h2>
          {methods.length > 0 ? <MethodStrip methods={methods} /> : <p className="text-body-secondary small">{t('credits.noMethods')}</p>}
          <p className="small text-body-secondary mt-2 mb-0">{t('credits.secure')}</p>
        </div>
      </div>
      <hr className="my-4" />
      <nav className="d-flex flex-wrap gap-3" aria-label={t('credits.more')}>
        {stored_card && (
          <Link to="/credits/repeat-order" className="btn btn-outline-primary fw-semibold">
            {t('repeat.link')}
          </Link>
        )}
        <Link to="/transactions" className="btn btn-link px-0">
          {t('transactions.title')}
        </Link>
        <Link to="/pricing" className="btn btn-link px-0">
          {t('pricing.title')}
        </Link>
      </nav>
    </BillingScreen>
  );
}
