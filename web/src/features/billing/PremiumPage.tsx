import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { billingNamespaces } from './i18n';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useOfferQuery } from '../../queries/billing';
import { useSettings, useUser } from '../../queries/siteState';
import { OfferNotice } from './components/OfferNotice';
import { formatPercent } from './money';
import { useTimeBonus } from './useTimeBonus';
import './billing.css';

// SPEC §1: premium members have a 46% higher chance of a match; §5, §6: 25 photos instead of 3.
export const matchChanceGain = 46;
const premiumPhotos = 25;
const freePhotos = 3;

/**
 * PremiumPage is the premium offer (SPEC §2 "premium"): what premium gives, the
 * 46 % claim, and the way there, which is any credit package.
 */
export function PremiumPage() {
  const { t, i18n } = useTranslation(billingNamespaces);
  const settings = useSettings();
  const user = useUser();
  const bonus = useTimeBonus();
  const offer = useOfferQuery();
  useDocumentTitle(t('premium.title'));
  const premium = user?.paid_user ?? false;
  const cta = user ? (
    <Link to="/credits" className="btn btn-cta btn-lg">
      {premium ? t('premium.topUp') : t('premium.cta')}
    </Link>
  ) : (
    <Link to="/signup" className="btn btn-cta btn-lg">
      {t('premium.signup')}
    </Link>
  );
  return (
    <>
      <section className="premium-hero py-5 mb-4">
        <div className="container" style={{ maxWidth: '64rem' }}>
          <div className="d-flex flex-column flex-md-row align-items-center gap-4 gap-md-5">
            <div className="flex-grow-1 text-center text-md-start">
              <span className="hero-badge mb-3">{premium ? t('premium.youArePremium') : t('premium.kicker')}</span>
              <h1 className="display-6 fw-bold mt-3">{t('premium.heading', { siteName: settings.name })}</h1>
              <p className="lead mb-4">{t('premium.lead')}</p>
              {cta}
            </div>
            <div className="premium-stat" aria-hidden="true">
              <strong>{formatPercent(matchChanceGain, i18n.language, true)}</strong>
              <span>{t('premium.statLabel')}</span>
            </div>
          </div>
          <p className="visually-hidden">{t('premium.claim', { percent: matchChanceGain })}</p>
        </div>
      </section>
      <section className="container pb-5" style={{ maxWidth: '64rem' }}>
        {user && !premium && (
          <div className="mb-4">
            <OfferNotice bonus={bonus} discount={offer.data?.discount ?? null} withPrices={false} />
          </div>
        )}
        <h2 className="h3 fw-bold text-center mb-4">{t('premium.benefitsTitle')}</h2>
        <div className="row g-3 g-md-4 mb-5">
          <Benefit icon={<EyeIcon />} title={t('premium.photosTitle')} text={t('premium.photosText')} />
          <Benefit icon={<CameraIcon />} title={t('premium.uploadTitle', { count: premiumPhotos })} text={t('premium.uploadText', { premium: premiumPhotos, free: freePhotos })} />
          <Benefit icon={<ChatIcon />} title={t('premium.chatsTitle')} text={t('premium.chatsText')} />
          <Benefit icon={<InfinityIcon />} title={t('premium.zeroTitle')} text={t('premium.zeroText')} />
        </div>
        <div className="row g-4 align-items-center mb-5">
          <div className="col-md-7">
            <h2 className="h4 fw-bold">{t('premium.howTitle')}</h2>
            <p className="mb-2">{t('premium.howText')}</p>
            <p className="text-body-secondary small mb-0">{t('premium.claim', { percent: matchChanceGain })}</p>
          </div>
          <div className="col-md-5">
            <ul className="list-unstyled mb-0 d-grid gap-2">
              {(['how1', 'how2', 'how3'] as const).map((k, i) => (
                <li key={k} className="d-flex gap-2 align-items-start">
                  <span className="badge rounded-pill text-bg-primary mt-1">{i + 1}</span>
                  <span>{t(`premium.${k}`)}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="text-center">
          {user ? (
            <Link to="/credits" className="btn btn-primary btn-lg fw-bold px-4">
              {premium ? t('premium.topUp') : t('premium.cta')}
            </Link>
          ) : (
            <Link to="/signup" className="btn btn-primary btn-lg fw-bold px-4">
              {t('premium.signup')}
            </Link>
          )}
          <div className="mt-3">
            <Link to="/pricing" className="small">
              {t('pricing.title')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

function Benefit({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <div className="col-sm-6">
      <div className="card h-100 border-0 shadow-sm">
        <div className="card-body d-flex gap-3">
          <span className="benefit-icon" aria-hidden="true">
            {icon}
          </span>
          <div>
            <h3 className="h6 fw-bold mb-1">{title}</h3>
            <p className="small text-body-secondary mb-0">{text}</p>
          </div>
        </div>
      </div>
    </div>
  );
}

const iconProps = { width: 22, height: 22, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

function EyeIcon() {
  return (
    <svg {...iconProps}>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

function CameraIcon() {
  return (
    <svg {...iconProps}>
      <path d="M4 7h3l2-2h6l2 2h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1z" />
      <circle cx="12" cy="13" r="3.5" />
    </svg>
  );
}

function ChatIcon() {
  return (
    <svg {...iconProps}>
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
    </svg>
  );
}

function InfinityIcon() {
  return (
    <svg {...iconProps}>
      <path d="M18.2 8.2a5.5 5.5 0 1 1 0 7.6L12 12 5.8 8.2a5.5 5.5 0 1 0 0 7.6L12 12z" />
    </svg>
  );
}
