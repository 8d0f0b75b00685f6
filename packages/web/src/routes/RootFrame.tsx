import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { hasWaitingFeedback, onFeedbackWaiting, storeTargetPath } from '../api/index.js';
import { baseTitleFrom, pageTitle, useGlobalStore } from '../state/index.js';
import { loadDataLayer } from './data-layer.js';
import { useCurrentRouteEntry } from './route-handle.js';
import { useRouteTitle } from './useRouteTitle.js';

// The dialog and toasts are not needed to draw the first screen.
const FeedbackHost = lazy(() => import('../api/FeedbackHost.js'));
// Server state and the feature screens' messages for every page but the language-only ones (RouteEntry.languageOnly).
const DataLayer = lazy(loadDataLayer);

// One element for the routed screen: the frame redraws at every step of a navigation (the router's
// state is in context) and an unchanged element lets React skip the screen, which redraws only when its
// own route changes (issue 7: rows within 200 ms of the click).
const ROUTED_SCREEN = <Outlet />;

/**
 * Spec 1 §2.7 on every navigation: the page title becomes route title, ' | ',
 * base title; the target path is kept in session storage (signed-in screens
 * only, so that signing in returns there).
 */
export function RootFrame() {
  const location = useLocation();
  const entry = useCurrentRouteEntry();
  const routeTitle = useRouteTitle();
  const userBaseTitle = useGlobalStore((state) => state.userInfo?.baseTitle);
  // The signed-in shell always needs the host; the login page only if something goes wrong.
  const [feedbackNeeded, setFeedbackNeeded] = useState(hasWaitingFeedback);
  const signedInScreen = entry?.area === 'shell';
  useEffect(() => onFeedbackWaiting(() => setFeedbackNeeded(true)), []);

  useEffect(() => {
    document.title = pageTitle(routeTitle, baseTitleFrom(userBaseTitle));
  }, [routeTitle, userBaseTitle]);

  useEffect(() => {
    if (entry?.area === 'shell' && !entry.redirectTo)
      storeTargetPath(`${location.pathname}${location.search}`);
  }, [entry, location.pathname, location.search]);

  return (
    <>
      {entry?.languageOnly ? (
        ROUTED_SCREEN
      ) : (
        <Suspense fallback={null}>
          <DataLayer>{ROUTED_SCREEN}</DataLayer>
        </Suspense>
      )}
      {(feedbackNeeded || signedInScreen) && (
        <Suspense fallback={null}>
          <FeedbackHost />
        </Suspense>
      )}
    </>
  );
}
