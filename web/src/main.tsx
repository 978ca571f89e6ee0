import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles/app.scss';
import { routes } from './app/router';
import { renewPhotoURLs } from './app/photoRenewal';
import { AppTree } from './app/AppTree';
import { newQueryClient } from './app/queryClient';
import { fewerQueryTimers } from './lib/queryTimers';
import { nextTask } from './lib/nextTask';
import { initI18n } from './i18n/i18n';
import { browserLanguages, initialLocale, readLocaleCookie, saveLocaleCookie } from './i18n/locale';
import { isChunkLoadError, reloadForChunkError } from './lib/chunkReload';
import { registerServiceWorker } from './lib/serviceWorker';
import { captureTrafficSource } from './lib/trafficSource';
import { settingsQuery } from './queries/site';
import { setAuthRequiredHandler } from './api/client';
import { userKeys } from './queries/user';
import { BootError } from './BootError';
import { holdFirstAnswers, releaseFirstAnswers } from './api/firstScreen';
import { hydrationSettings, inlineSettingsApply, readBootData } from './prerender/boot';
import { loadMatchedScreens } from './lib/routeTable';
import { afterPageHydration, prerenderedLanguage } from './prerender/hydration';
import { entryAnswered } from './components/siteEntryPage';

// Vite reports a failed preload of a screen's chunk here; reload to get the new build.
window.addEventListener('vite:preloadError', (e) => {
  if (reloadForChunkError()) e.preventDefault();
});
window.addEventListener('unhandledrejection', (e) => {
  if (isChunkLoadError(e.reason)) reloadForChunkError();
});

async function start() {
  captureTrafficSource(location.search);
  fewerQueryTimers();
  const queryClient = newQueryClient();
  const rootElement = document.getElementById('root')!;
  // A prerendered page (docs/decisions.md, issue 22) carries the visitor's settings: no
  // round trip before the first render. Otherwise the app asks for them.
  const boot = readBootData();
  const inline = boot && inlineSettingsApply() ? boot : undefined;
  let settings;
  try {
    settings = inline?.settings ?? (await queryClient.fetchQuery(settingsQuery()));
  } catch {
    const { locale } = initialLocale(readLocaleCookie(), undefined, browserLanguages());
    await initI18n(locale);
    createRoot(rootElement).render(<BootError />);
    return;
  }
  const { locale, fromDomain } = initialLocale(readLocaleCookie(), settings.domain_language, browserLanguages());
  if (fromDomain) saveLocaleCookie(locale);
  await initI18n(locale);
  // SPEC §8: a 403 with authentication_required means the session ended: log out.
  setAuthRequiredHandler(() => queryClient.setQueryData(userKeys.me, null));
  renewPhotoURLs(queryClient);
  // The first read of sessionStorage waits for the browser process (the search's filters
  // and a reload's scroll positions read it): that wait gets a short task of its own
  // instead of lengthening the first render's (issue 22).
  await nextTask();
  try {
    void sessionStorage.length;
  } catch {
    // Storage turned off: nothing to wait for.
  }
  await nextTask();
  const routeTable = routes();
  // The first render has the page's screen in place: a prerendered page hydrates with it,
  // any other shows index.html's loading screen until then, never a spinner in between.
  const screensLoaded = loadMatchedScreens(routeTable, location.pathname).catch(() => undefined);
  const hydrate = inline !== undefined && prerenderedLanguage(rootElement) === locale;
  if (hydrate) {
    // The first render must be the build's: its settings, a visitor (the server sends
    // prerendered pages to visitors only), the page's code and translations loaded (a
    // screen's loader loads both: router.tsx).
    queryClient.setQueryData(settingsQuery().queryKey, hydrationSettings(inline));
    queryClient.setQueryData(userKeys.me, null);
  }
  await screensLoaded;
  // A first visit's page comes behind the adults-only warning, out of sight: it is
  // hydrated once the visitor has answered, and its code and texts are ready by then.
  await entryAnswered();
  const app = <AppTree queryClient={queryClient} routes={routeTable} />;
  // Hydrated as a transition: React then yields to the browser every few milliseconds
  // instead of holding the main thread for the whole page (docs/decisions.md, issue 22).
  if (hydrate) {
    // Once the page has hydrated, the site's own settings for this visitor replace the
    // build's (nothing re-renders when they are the same: hydrationSettings), and the
    // first screen's answers land (firstScreen.ts).
    holdFirstAnswers();
    afterPageHydration(() => {
      queryClient.setQueryData(settingsQuery().queryKey, inline.settings);
      releaseFirstAnswers();
    });
    startTransition(() => void hydrateRoot(rootElement, app));
  } else createRoot(rootElement).render(app);
}

void start();
registerServiceWorker();
