import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '../styles/app.scss';
import './landers.css';
import { AppTree } from '../app/AppTree';
import { newQueryClient } from '../app/queryClient';
import { initI18n } from '../i18n/i18n';
import { browserLanguages, initialLocale, readLocaleCookie, saveLocaleCookie } from '../i18n/locale';
import { nextTask } from '../lib/nextTask';
import { captureTrafficSource } from '../lib/trafficSource';
import { settingsQuery } from '../queries/site';
import { BootError } from '../BootError';
import { readBootData } from '../prerender/boot';
import { loadMatchedScreens } from '../lib/routeTable';
import { seedLanderBoot, type LanderBoot } from './boot';
import { landerRoutes } from './routes';

// The landers' own entry (issue 24): paid traffic lands here, so it carries only the
// lander layout, the lander it shows and the sign-up form, never the members' app.
// Every other path a lander links to is loaded as a page of the members' app.
async function start() {
  captureTrafficSource(location.search);
  const queryClient = newQueryClient();
  const root = createRoot(document.getElementById('root')!);
  // The page renders once, complete: with the server's answers when it sent them, and
  // the page's code loading beside the settings and texts.
  seedLanderBoot(queryClient, readBootData<LanderBoot>(), landerRoutes, location.pathname);
  const page = loadMatchedScreens(landerRoutes, location.pathname).catch(() => undefined);
  let domainLanguage: string | undefined;
  try {
    domainLanguage = (await queryClient.fetchQuery(settingsQuery())).domain_language;
  } catch {
    await initI18n(initialLocale(readLocaleCookie(), undefined, browserLanguages()).locale);
    root.render(<BootError />);
    return;
  }
  const { locale, fromDomain } = initialLocale(readLocaleCookie(), domainLanguage, browserLanguages());
  if (fromDomain) saveLocaleCookie(locale);
  const member = location.pathname.startsWith('/members/');
  await Promise.all([initI18n(locale, 'common', ['landers', 'account', 'errors', ...(member ? ['profile'] : [])]), page]);
  // The first render is a task of its own: on a phone, one task of it and the texts' start
  // before it was a long one (issue 24).
  await nextTask();
  startTransition(() => root.render(<AppTree queryClient={queryClient} routes={landerRoutes} />));
}

void start();
