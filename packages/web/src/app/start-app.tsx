import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { setPasswordChangeHandler, setSessionExpiredHandler, storeTargetPath } from '../api/index.js';
import { applyLanguage, chooseLanguage, rememberedLanguage } from '../i18n/index.js';
import { buildAppRoutes, isOutsideRoute, languageOnlyPageFromHash } from '../routes/index.js';
import { resetGlobalState } from '../state/index.js';
import { App } from './App.js';
import { applyGlobalConfig, waitForGlobalConfig } from './global-config.js';
import './global.css';

export async function startApp(root: HTMLElement): Promise<void> {
  // S1-B-051: a hash naming a language-only page loads that page, on a white page, before anything else.
  const whitePage = languageOnlyPageFromHash(window.location.hash);
  if (whitePage) window.history.replaceState(null, '', whitePage);
  applyGlobalConfig(await waitForGlobalConfig());
  // Before sign-in: the language used last on this browser, else the browser's (DECISIONS 17).
  await applyLanguage(rememberedLanguage() ?? chooseLanguage({ browserLanguage: navigator.language }));

  const router = createBrowserRouter(buildAppRoutes());

  setSessionExpiredHandler(() => {
    const { pathname, search } = router.state.location;
    if (!isOutsideRoute(pathname)) storeTargetPath(`${pathname}${search}`);
    resetGlobalState();
    // The data layer is loaded once anyone has been signed in; only then is there a cache to drop.
    void import('./data-layer.js').then(({ queryClient }) => queryClient.clear());
    void router.navigate('/login', { replace: true });
  });
  setPasswordChangeHandler(() => void router.navigate('/changePassword', { replace: true }));

  createRoot(root).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}
