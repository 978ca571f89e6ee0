import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import './styles/app.scss';
import { routes } from './app/router';
import { renewPhotoURLs } from './app/photoRenewal';
import { newQueryClient } from './app/queryClient';
import { PageSpinner } from './components/PageSpinner';
import { initI18n } from './i18n/i18n';
import { browserLanguages, initialLocale, readLocaleCookie, saveLocaleCookie } from './i18n/locale';
import { isChunkLoadError, reloadForChunkError } from './lib/chunkReload';
import { registerServiceWorker } from './lib/serviceWorker';
import { captureTrafficSource } from './lib/trafficSource';
import { settingsQuery } from './queries/site';
import { setAuthRequiredHandler } from './api/client';
import { userKeys } from './queries/user';
import { BootError } from './BootError';

// Vite reports a failed preload of a screen's chunk here; reload to get the new build.
window.addEventListener('vite:preloadError', (e) => {
  if (reloadForChunkError()) e.preventDefault();
});
window.addEventListener('unhandledrejection', (e) => {
  if (isChunkLoadError(e.reason)) reloadForChunkError();
});

async function start() {
  captureTrafficSource(location.search);
  const queryClient = newQueryClient();
  const root = createRoot(document.getElementById('root')!);
  let domainLanguage: string | undefined;
  try {
    const settings = await queryClient.fetchQuery(settingsQuery());
    domainLanguage = settings.domain_language;
  } catch {
    const { locale } = initialLocale(readLocaleCookie(), undefined, browserLanguages());
    await initI18n(locale);
    root.render(<BootError />);
    return;
  }
  const { locale, fromDomain } = initialLocale(readLocaleCookie(), domainLanguage, browserLanguages());
  if (fromDomain) saveLocaleCookie(locale);
  await initI18n(locale);
  // SPEC §8: a 403 with authentication_required means the session ended: log out.
  setAuthRequiredHandler(() => queryClient.setQueryData(userKeys.me, null));
  renewPhotoURLs(queryClient);
  const router = createBrowserRouter(routes());
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<PageSpinner />}>
          <RouterProvider router={router} />
        </Suspense>
      </QueryClientProvider>
    </StrictMode>,
  );
}

void start();
registerServiceWorker();
