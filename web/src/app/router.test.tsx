import { afterEach, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { testI18n } from '../test/render';
import { routes } from './router';

afterEach(() => vi.restoreAllMocks());

// React Router renders a root HydrateFallback while the first screen's lazy code loads;
// without one it warns "No `HydrateFallback` element provided" on every load.
it('shows the boot screen while the first screen loads, without the HydrateFallback warning', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const router = createMemoryRouter(routes(), { initialEntries: ['/pages/faq'] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={testI18n()}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  expect(screen.getByTestId('boot-screen')).toBeInTheDocument();
  expect(warn.mock.calls.flat().join(' ')).not.toContain('HydrateFallback');
});
