import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import './admin.scss';
import { initI18n } from '../i18n/i18n';
import { browserLanguages } from '../i18n/locale';
import { newConsoleQueryClient } from './queryClient';
import { adminRoutes } from './routes';
import { consoleLanguage } from './locale';
import { Loading } from './components/Loading';

// The staff console's entry (admin.html): its own router, query client and language,
// sharing with the members' app only the API client, i18n and lib.
async function start() {
  await initI18n(consoleLanguage(browserLanguages()), 'admin');
  const router = createBrowserRouter(adminRoutes);
  createRoot(document.getElementById('admin')!).render(
    <StrictMode>
      <QueryClientProvider client={newConsoleQueryClient()}>
        <Suspense fallback={<Loading />}>
          <RouterProvider router={router} />
        </Suspense>
      </QueryClientProvider>
    </StrictMode>,
  );
}

void start();
