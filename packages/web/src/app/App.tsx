import { ConfigProvider } from 'antd';
import { useMemo } from 'react';
import { type createBrowserRouter, RouterProvider } from 'react-router';
import { useLocaleState } from '../i18n/index.js';
import { velaTheme } from './theme.js';
import { useReducedMotion } from './use-reduced-motion.js';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Theme, antd's texts in the user's language, and the route table (server state: RootFrame's data layer). */
export function App({ router }: { router: AppRouter }) {
  const antdLocale = useLocaleState((state) => state.antdLocale);
  const still = useReducedMotion();
  const theme = useMemo(() => velaTheme(false, still), [still]);
  return (
    <ConfigProvider theme={theme} locale={antdLocale}>
      <RouterProvider router={router} />
    </ConfigProvider>
  );
}
