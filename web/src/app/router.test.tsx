import { expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { loadMatchedScreens } from '../lib/routeTable';
import { memoryRouter } from '../test/memoryRouter';
import { testCompany, testI18n, testSettings } from '../test/render';
import { siteKeys, settingsParams } from '../queries/site';
import { SiteStateProvider } from '../queries/SiteStateProvider';
import { userKeys } from '../queries/user';
import { type AppRoute } from '../lib/routeTable';
import { routes } from './router';

function renderRoutes(path: string, table: AppRoute[] = routes()) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(siteKeys.settings(settingsParams()), testSettings());
  queryClient.setQueryData(siteKeys.companyInfo(location.hostname), testCompany);
  queryClient.setQueryData(userKeys.me, null);
  const { element } = memoryRouter(table, { initialEntries: [path] });
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={testI18n()}>
        <SiteStateProvider>{element}</SiteStateProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

// main.tsx loads the page's screen before the first render: the page shows at once, in
// its layout, with nothing suspended (a prerendered page hydrates the same way).
it('renders a screen whose code was loaded first in its first render', async () => {
  const table = routes();
  await loadMatchedScreens(table, '/pages/faq');
  renderRoutes('/pages/faq', table);
  expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
  expect(document.querySelector('.app-shell')).not.toBeNull();
});

it('answers an unknown path with the not-found page in the default layout', async () => {
  renderRoutes('/no/such/page');
  expect(await screen.findByText(/404/)).toBeInTheDocument();
  expect(document.querySelector('.app-shell')).not.toBeNull();
});
