import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { useMemo } from 'react';
import { type createBrowserRouter, RouterProvider } from 'react-router';
import { useLocaleState } from '../i18n/index.js';
import { velaTheme } from './theme.js';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Theme, antd's texts in the user's language, server state, and the route table. */
export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  const antdLocale = useLocaleState((state) => state.antdLocale);
  const theme = useMemo(() => velaTheme(false), []);
  return (
    <ConfigProvider theme={theme} locale={antdLocale}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ConfigProvider>
  );
}
