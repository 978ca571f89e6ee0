import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from '../lib/AppRoutes';
import './admin.scss';
import { initI18n } from '../i18n/i18n';
import { browserLanguages } from '../i18n/locale';
import { newConsoleQueryClient } from './queryClient';
import { adminRoutes } from './routes';
import { consoleLanguage } from './locale';
import { Loading } from './components/Loading';
import { ConsoleError } from './components/ConsoleError';

const consoleError = (error: unknown) => <ConsoleError error={error} />;

// The staff console's entry (admin.html): its own router, query client and language,
// sharing with the members' app only the API client, i18n and lib.
async function start() {
  await initI18n(consoleLanguage(browserLanguages()), 'admin');
  createRoot(document.getElementById('admin')!).render(
    <StrictMode>
      <QueryClientProvider client={newConsoleQueryClient()}>
        <Suspense fallback={<Loading />}>
          <BrowserRouter>
            <AppRoutes routes={adminRoutes} errorElement={consoleError} />
          </BrowserRouter>
        </Suspense>
      </QueryClientProvider>
    </StrictMode>,
  );
}

void start();
