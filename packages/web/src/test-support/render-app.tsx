import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setSessionExpiredHandler } from '../api/index.js';
import { initI18n } from '../i18n/index.js';
import { buildAppRoutes } from '../routes/index.js';

/** The whole app at an address, with the real route table (as start-app builds it, minus the browser history). */
export async function renderAppAt(path: string) {
  await initI18n();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(buildAppRoutes(), { initialEntries: [path] });
  setSessionExpiredHandler(() => void router.navigate('/login'));
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient, ...view };
}

export const SLOW = { timeout: 10_000 } as const;
