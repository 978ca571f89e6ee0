import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../queries/siteState';
import { StaticDialog, StaticDialogFrame } from './StaticDialog';
import { siteEntryAction } from './siteEntryRules';

/**
 * SiteEntryDialog is the large adults-only warning. It has no header close and no
 * footer, and cannot be closed by the backdrop or Escape: the visitor confirms or
 * leaves. SiteEntryModal decides whether it shows and loads it only then. It is a
 * native dialog, which keeps the modal library out of a first visit's download.
 */
export function SiteEntryDialog({ show, enter }: { show: boolean; enter: () => void }) {
  const { i18n } = useTranslation();
  const settings = useSettings();
  const fictionalPlural = settings.fictional_plural[i18n.language] ?? settings.fictional_plural.en ?? '';
  return (
    <StaticDialog open={show} className="site-entry" labelledBy={titleId}>
      <SiteEntryContent siteName={settings.name} fictionalPlural={fictionalPlural} enter={enter} />
    </StaticDialog>
  );
}

const titleId = 'site-entry-title';

/**
 * SiteEntryPage is the warning as the server sends it in a prerendered page, before the
 * app runs (docs/decisions.md, "Speed, fifteenth pass"): rendered at build time, shown
 * from the page's first paint, its answer a form the server takes until SiteEntryModal
 * takes it over.
 */
export function SiteEntryPage({ id, siteName, fictionalPlural }: { id: string; siteName: string; fictionalPlural: string }) {
  return (
    <StaticDialogFrame id={id} className="site-entry" labelledBy={titleId}>
      <SiteEntryContent siteName={siteName} fictionalPlural={fictionalPlural} autoFocus />
    </StaticDialogFrame>
  );
}

/**
 * SiteEntryContent is what the warning says. Its answer is a form posted to the server,
 * which remembers it in a cookie (internal/httpapi/siteentry.go): it works before the app
 * runs. Once the app runs, enter answers in the page instead.
 */
function SiteEntryContent({ siteName, fictionalPlural, enter, autoFocus }: { siteName: string; fictionalPlural: string; enter?: () => void; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const submit = enter
    ? (e: FormEvent) => {
        e.preventDefault();
        enter();
      }
    : undefined;
  return (
    <>
      <div className="site-entry-top text-center p-4">
        <div className="age-badge mb-3">18+</div>
        <h2 id={titleId} className="h3 fw-bold mb-0">
          {t('siteEntry.title')}
        </h2>
      </div>
      <div className="modal-body p-4 text-center">
        <p className="lead">{t('siteEntry.lead')}</p>
        <p>
          {/* The terms and the privacy policy open beside the warning, which stays until confirmed. */}
          {withLinks(t('siteEntry.confirm'), { terms: '/pages/terms', privacy: '/pages/privacy' })}
        </p>
        <p className="small text-body-secondary">{t('siteEntry.fictional', { siteName, fictionalPlural })}</p>
        <form method="post" action={siteEntryAction} className="d-grid gap-2 col-sm-8 mx-auto mt-4" onSubmit={submit}>
          {/* The page's copy takes the focus as the browser shows it; the app's after its frame (StaticDialog). */}
          <button type="submit" className="btn btn-primary btn-lg fw-bold" data-autofocus autoFocus={autoFocus}>
            {t('siteEntry.enter')}
          </button>
          <a className="btn btn-link text-body-secondary" href="https://www.google.com/" rel="noopener noreferrer">
            {t('siteEntry.leave')}
          </a>
        </form>
      </div>
    </>
  );
}

/**
 * withLinks turns the <name>text</name> parts of a translation into links to links[name],
 * opening in a new tab (react-i18next's Trans would weigh 5 kB on a first visit).
 */
function withLinks(text: string, links: Record<string, string>): React.ReactNode[] {
  return text.split(/<(\w+)>(.*?)<\/\1>/).map((part, i, parts) => {
    // split with two groups: text, name, link text, text, ...
    if (i % 3 === 0) return part;
    if (i % 3 === 2) return null;
    return (
      <a key={i} href={links[part] ?? '/'} target="_blank" rel="noopener">
        {parts[i + 1]}
      </a>
    );
  });
}
