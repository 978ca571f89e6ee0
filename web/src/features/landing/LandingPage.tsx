import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useSignupEntry } from '../../components/signupEntry';
import { useDocumentTitle, useSiteTexts } from '../../components/useDocumentTitle';
import { useSettings } from '../../queries/siteState';
import { useUserQuery } from '../../queries/user';
import { FeatureIcon } from './FeatureIcon';
import { LandingPeople, OnlineNow } from './LandingPeople';

const steps = [1, 2, 3] as const;
const features = ['search', 'likes', 'swipe', 'chat'] as const;
const featureKeys = { search: 'Search', likes: 'Likes', swipe: 'Swipe', chat: 'Chat' } as const;

/** LandingPage is the visitor's front page: the site's promise and the call to sign up, the newest members of the visitor's country, how it works. */
export function LandingPage() {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const site = useSiteTexts();
  const openSignup = useSignupEntry();
  useDocumentTitle();
  const user = useUserQuery();
  // SPEC §2: the logged-in home is the member search, for members who open the home
  // page; someone who signs up here goes on to complete-signup instead.
  const [memberAtArrival, setMemberAtArrival] = useState<boolean | null>(null);
  if (memberAtArrival === null && !user.isPending) setMemberAtArrival(user.data != null);
  if (memberAtArrival && user.data) return <Navigate to="/members" replace />;
  const siteName = settings.name;
  const fictionalPlural = settings.fictional_plural[i18n.language] ?? settings.fictional_plural.en ?? '';
  return (
    <>
      <section className="hero landing-hero">
        <div className="container text-center">
          <span className="hero-badge mb-3">{t('landing.badge')}</span>
          <h1 className="display-5 mb-3">{site.title}</h1>
          <p className="lead mb-4">{site.description}</p>
          <div className="d-flex flex-column flex-sm-row gap-3 justify-content-center align-items-center">
            <Link to="/signup" className="btn btn-cta btn-lg" onClick={openSignup}>
              {t('landing.cta')}
            </Link>
            <span>
              {t('landing.haveAccount')}{' '}
              <Link to="/login" className="text-white fw-semibold text-decoration-underline">
                {t('landing.loginLink')}
              </Link>
            </span>
          </div>
          <OnlineNow />
        </div>
      </section>

      <LandingPeople />

      <section className="container py-5">
        <h2 className="section-title text-center mb-5">{t('landing.howTitle', { siteName })}</h2>
        <div className="row g-4">
          {steps.map((n) => (
            <div className="col-md-4 text-center" key={n}>
              <span className="step-number mb-3">{n}</span>
              <h3 className="h5 fw-bold">{t(`landing.step${n}Title`)}</h3>
              <p className="text-body-secondary">{t(`landing.step${n}Text`)}</p>
            </div>
          ))}
        </div>
      </section>

      <section className="bg-white py-5">
        <div className="container">
          <h2 className="section-title text-center mb-5">{t('landing.featuresTitle')}</h2>
          <div className="row g-4">
            {features.map((f) => (
              <div className="col-sm-6 col-lg-3" key={f}>
                <div className="card feature-card p-4">
                  <FeatureIcon name={f} />
                  <h3 className="h5 fw-bold">{t(`landing.feature${featureKeys[f]}Title`)}</h3>
                  <p className="text-body-secondary mb-0">{t(`landing.feature${featureKeys[f]}Text`)}</p>
                </div>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section className="container py-5">
        <div className="row justify-content-center">
          <div className="col-lg-8">
            <h2 className="section-title mb-4 text-center">{t('landing.trustTitle')}</h2>
            <ul className="trust-list list-unstyled fs-5">
              <li>{t('landing.trustPrivacy')}</li>
              <li>{t('landing.trustAdults')}</li>
              <li>{t('landing.trustBlock')}</li>
              <li>{t('landing.trustFictional', { fictionalPlural })}</li>
            </ul>
          </div>
        </div>
      </section>

      <section className="container pb-2">
        <div className="final-cta p-4 p-md-5 text-center">
          <h2 className="section-title mb-2">{t('landing.finalTitle')}</h2>
          <p className="mb-4 opacity-75">{t('landing.finalText')}</p>
          <Link to="/signup" className="btn btn-primary btn-lg fw-bold px-4" onClick={openSignup}>
            {t('landing.cta')}
          </Link>
        </div>
      </section>
    </>
  );
}
