import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCompanyInfoQuery } from '../queries/site';
import { useSettings } from '../queries/siteState';
import { withoutFinalPeriod } from '../lib/company';

// Footer links of SPEC §2; complaints open the notice form (/complaints, issue 23).
const links = [
  { key: 'terms', to: '/pages/terms' },
  { key: 'privacy', to: '/pages/privacy' },
  { key: 'cookies', to: '/pages/cookies' },
  { key: 'ban', to: '/pages/ban' },
  { key: 'pricing', to: '/pricing' },
  { key: 'complaints', to: '/complaints' },
  { key: 'returnPolicy', to: '/pages/return-policy' },
  { key: 'faq', to: '/pages/faq' },
  { key: 'support', to: '/pages/service' },
] as const;

/**
 * Footer shows the legal links, the company line, the adult and fictional-profile
 * disclaimer, and the US footer in English. It has no props: it renders again only when
 * its own hooks change, not with each render of the page above it (issue 22).
 */
export const Footer = memo(function Footer() {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const company = useCompanyInfoQuery().data;
  const fictionalPlural = settings.fictional_plural[i18n.language] ?? settings.fictional_plural.en ?? '';
  return (
    <footer className="site-footer mt-5 pt-4 pb-4">
      <div className="container">
        <ul className="footer-links mb-3">
          {links.map((l) => (
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
});
