import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setDocumentTitle } from '../lib/documentTitle';
import { useSettings } from '../queries/siteState';

/**
 * useSiteTexts returns the site's title and description: the site owner's own, or the
 * translated defaults when the site sets none (docs/decisions.md).
 */
export function useSiteTexts() {
  const { t } = useTranslation();
  const settings = useSettings();
  return {
    title: settings.index_title || t('landing.title'),
    description: settings.description || t('landing.description', { siteName: settings.name }),
  };
}

/**
 * useDocumentTitle sets the page title ("Title | Site", or the site's index title) and
 * the meta description from settings. The members' unread count stays in front of it.
 */
export function useDocumentTitle(title?: string) {
  const settings = useSettings();
  const site = useSiteTexts();
  useEffect(() => {
    setDocumentTitle(title ? `${title} | ${settings.name}` : `${settings.name} | ${site.title}`);
    document.querySelector('meta[name="description"]')?.setAttribute('content', site.description);
  }, [title, settings.name, site.title, site.description]);
}
