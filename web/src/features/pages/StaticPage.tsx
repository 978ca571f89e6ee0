import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { languageInfo, toLanguage } from '../../i18n/languages';
import { telHref } from '../../lib/phone';
import { useCompanyInfoQuery } from '../../queries/site';
import { useSettings } from '../../queries/siteState';
import { termsVersionDate } from './termsDate';
import { useRouteHandle } from '../../lib/routeTable';

interface Section {
  heading: string;
  paragraphs: string[];
}

// Route name -> key in the pages namespace.
const pageKeys: Record<string, string> = {
  'pages-terms': 'terms',
  'pages-privacy': 'privacy',
  'pages-cookies': 'cookies',
  'pages-ban': 'ban',
  'pages-return-policy': 'returnPolicy',
  'pages-service': 'service',
  'pages-faq': 'faq',
};

/** StaticPage renders a legal or help page in the visitor's language, filled with the company's details. */
export function StaticPage() {
  const { t, i18n } = useTranslation('pages');
  const handle = useRouteHandle();
  const page = pageKeys[handle?.name ?? ''] ?? 'terms';
  const settings = useSettings();
  const company = useCompanyInfoQuery().data;
  const vars = {
    siteName: settings.name,
    companyName: company?.name ?? settings.name,
    companyAddress: company ? `${company.address}, ${company.zip} ${company.city}` : '',
    kvk: company?.kvk ?? '',
    vat: company?.vat_numbers.join(', ') ?? '',
    supportEmail: settings.support_email,
    supportPhone: settings.support_phone,
    refundDays: settings.refund_days,
  };
  const title = t(`${page}.title`);
  useDocumentTitle(title);
  const sections = t(`${page}.sections`, { returnObjects: true, ...vars }) as Section[];
  const lang = toLanguage(i18n.language) ?? 'en';
  const date = new Intl.DateTimeFormat(languageInfo[lang].iso, { dateStyle: 'long' }).format(termsVersionDate(company?.added));
  return (
    <article className="container static-page py-5" data-page={page}>
      <h1 className="mb-2">{title}</h1>
      {page === 'terms' && <p className="text-body-secondary small">{t('meta.lastUpdated', { date })}</p>}
      <p className="lead">{t(`${page}.intro`, vars)}</p>
      {page === 'faq' ? (
        // The FAQ is a list of questions, each opening its answer.
        <div className="faq-list my-4">
          {sections.map((s, i) => (
            <details key={i} id={`s${i + 1}`} className="faq-item">
              <summary>{s.heading}</summary>
              {s.paragraphs.map((p, j) => (
                <p key={j}>{p}</p>
              ))}
            </details>
          ))}
        </div>
      ) : (
        <StaticSections title={title} sections={sections} />
      )}
      <aside className="card border-0 shadow-sm mt-5">
        <div className="card-body">
          <h2 className="h5 mt-0">{t('meta.contactHeading')}</h2>
          <p className="mb-2">{t('meta.companyDetails', vars)}</p>
          {company && (
            <p className="small text-body-secondary mb-2">
              {t('meta.kvk', { kvk: company.kvk })} · {t('meta.vat', { vat: vars.vat })}
            </p>
          )}
          <p className="mb-0">
            {t('meta.email')}: <a href={`mailto:${settings.support_email}`}>{settings.support_email}</a>
            <br />
            {t('meta.phone')}: <a href={telHref(settings.support_phone)}>{settings.support_phone}</a>
          </p>
        </div>
      </aside>
      <p className="mt-4">
        <Link to="/">{t('meta.backHome')}</Link>
      </p>
    </article>
  );
}

/** StaticSections are a legal page's sections, with a table of contents when there are more than three. */
function StaticSections({ title, sections }: { title: string; sections: Section[] }) {
  return (
    <>
        {sections.length > 3 && (
          <nav className="static-toc my-4" aria-label={title}>
            <ul className="list-unstyled mb-0">
              {sections.map((s, i) => (
                <li key={i}>
                  <a href={`#s${i + 1}`}>{s.heading}</a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {sections.map((s, i) => (
          <section key={i} id={`s${i + 1}`}>
            <h2>{s.heading}</h2>
            {s.paragraphs.map((p, j) => (
              <p key={j}>{p}</p>
            ))}
          </section>
        ))}
    </>
  );
}
