import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setSessionExpiredHandler } from '../api/index.js';
import { queryClient } from '../app/data-layer.js';
import { initI18n } from '../i18n/index.js';
import { buildAppRoutes } from '../routes/index.js';

/** The whole app at an address, with the real route table (as start-app builds it, minus the browser history). */
export async function renderAppAt(path: string) {
  await initI18n();
  // The app's own cache (RootFrame's data layer), emptied so no test sees another's answers.
  queryClient.clear();
  const router = createMemoryRouter(buildAppRoutes(), { initialEntries: [path] });
  setSessionExpiredHandler(() => void router.navigate('/login'));
  const view = render(<RouterProvider router={router} />);
  return { router, queryClient, ...view };
}

/**
 * For tests that walk a whole screen: longer than the web project's 20 s default, never shorter (it was
 * 10 s, below the default, and such tests timed out on a loaded two-core machine).
 */
export const SLOW = { timeout: 60_000 } as const;
