import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasRoute } from '../app/routeInfo';
import { useCompanyInfoQuery, useSettings } from '../queries/site';
import { withoutFinalPeriod } from '../lib/company';

// Footer links of SPEC §2; a link shows once its screen exists. Complaints lead to the
// complaints procedure on the service page until the complaints screen exists.
const links = [
  { key: 'terms', to: '/pages/terms', route: 'pages-terms' },
  { key: 'privacy', to: '/pages/privacy', route: 'pages-privacy' },
  { key: 'cookies', to: '/pages/cookies', route: 'pages-cookies' },
  { key: 'ban', to: '/pages/ban', route: 'pages-ban' },
  { key: 'pricing', to: '/pricing', route: 'pricing' },
  hasRoute('complaints')
    ? { key: 'complaints', to: '/complaints', route: 'complaints' }
    : { key: 'complaints', to: '/pages/service#s3', route: 'pages-service' },
  { key: 'returnPolicy', to: '/pages/return-policy', route: 'pages-return-policy' },
  { key: 'faq', to: '/pages/faq', route: 'pages-faq' },
  { key: 'support', to: '/pages/service', route: 'pages-service' },
] as const;

/** Footer shows the legal links, the company line, the adult and fictional-profile disclaimer, and the US footer in English. */
export function Footer() {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const company = useCompanyInfoQuery().data;
  const fictionalPlural = settings.fictional_plural[i18n.language] ?? settings.fictional_plural.en ?? '';
  return (
    <footer className="site-footer mt-5 pt-4 pb-4">
      <div className="container">
        <ul className="footer-links mb-3">
          {links
            .filter((l) => hasRoute(l.route))
            .map((l) => (
              <li key={l.key}>
                <Link to={l.to}>{t(`footer.${l.key}`)}</Link>
              </li>
            ))}
        </ul>
        <p className="small mb-2">{t('footer.disclaimer', { siteName: settings.name, fictionalPlural })}</p>
        {settings.us_footer && i18n.language === 'en' && (
          <p className="small mb-2" data-testid="us-footer">
            {t('footer.usFooter')}
          </p>
        )}
        {company && (
          <p className="small mb-1">
            {t('footer.company', { company: company.name, address: company.address, zip: company.zip, city: company.city })}
          </p>
        )}
        <p className="small mb-1 opacity-75">{t('footer.geonames')}</p>
        <p className="small mb-0">
          {t('footer.copyright', { year: new Date().getFullYear(), company: withoutFinalPeriod(company?.name ?? settings.name) })}
        </p>
      </div>
    </footer>
  );
}
