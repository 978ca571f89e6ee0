// The build-time renderer of the public pages (scripts/prerender.mjs runs it after
// `vite build`): each route in each language, for a visitor, with the settings of
// settings.json, as the browser's first render will see them (main.tsx hydrates).
import { StrictMode, Suspense } from 'react';
import { prerender } from 'react-dom/static';
import { QueryClientProvider } from '@tanstack/react-query';
import { StaticRouter } from 'react-router';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { routes } from '../app/router';
import { AppRoutes } from '../lib/AppRoutes';
import { RouteError } from '../features/errors/RouteError';
import { PageSpinner } from '../components/PageSpinner';
import { newQueryClient } from '../app/queryClient';
import { languages } from '../i18n/languages';
import { settingsQuery } from '../queries/site';
import { userKeys } from '../queries/user';
import { SiteStateProvider } from '../queries/SiteStateProvider';
import type { Settings } from '../api/site';
import { querySerializer } from '../api/client';
import { defaultFilters, loadSearch, searchParams } from '../features/members/searchStore';
import { SiteEntryPage } from '../components/SiteEntryDialog';
import { siteEntryPageId } from '../components/siteEntryRules';

const bundles = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', { eager: true });

export { languages };

/** render returns the HTML of #root for path in language lang. */
const resources = Object.fromEntries(
  languages.map((l) => [
    l,
    Object.fromEntries(
      Object.entries(bundles)
        .filter(([k]) => k.startsWith(`../locales/${l}/`))
        .map(([k, m]) => [k.slice(`../locales/${l}/`.length, -'.json'.length), m.default]),
    ),
  ]),
);

const started = i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: false,
  ns: Object.keys(resources.en ?? {}),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { useSuspense: true },
  resources,
});

/**
 * firstSearch is the query of the search a visitor's hydrated /members asks first: the
 * build's settings' defaults (the page hydrates with those). The server answers it in
 * the page (internal/httpapi/firstscreen.go).
 */
export function firstSearch(settings: Settings): string {
  return querySerializer(searchParams(loadSearch(settings, defaultFilters(settings, null))));
}

export async function render(path: string, lang: string, settings: Settings): Promise<string> {
  await started;
  await i18next.changeLanguage(lang);
  const queryClient = newQueryClient();
  queryClient.setQueryData(settingsQuery().queryKey, settings);
  queryClient.setQueryData(userKeys.me, null);
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {/* As main.tsx renders the app: the same tree, or hydration fails. */}
        <Suspense fallback={<PageSpinner />}>
          <SiteStateProvider>
            <StaticRouter location={path}>
              <AppRoutes routes={routes()} errorElement={(error) => <RouteError error={error} />} />
            </StaticRouter>
          </SiteStateProvider>
        </Suspense>
      </QueryClientProvider>
    </StrictMode>
  );
  // Every Suspense boundary in place (no chunking): React would otherwise move large ones
  // to the end of the page and reveal them by a script, a frame later.
  const { prelude } = await prerender(app, { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (err) => console.error(path, lang, err) });
  const html = await new Response(prelude).text();
  if (html.includes('<template id="B:')) throw new Error(`${path}: a part of the page is still suspended`);
  return html;
}

/**
 * renderSiteEntry returns the HTML of the site-entry warning in language lang, with the
 * site's name and fictional profiles of settings: the server puts it in a visitor's
 * prerendered page where SPEC §2 says it shows (internal/httpapi/siteentry.go).
 */
export async function renderSiteEntry(lang: string, settings: Settings): Promise<string> {
  await started;
  await i18next.changeLanguage(lang);
  const fictionalPlural = settings.fictional_plural[lang] ?? settings.fictional_plural.en ?? '';
  const { prelude } = await prerender(<SiteEntryPage id={siteEntryPageId} siteName={settings.name} fictionalPlural={fictionalPlural} />);
  return new Response(prelude).text();
}
