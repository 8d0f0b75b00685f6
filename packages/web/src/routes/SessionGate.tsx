import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { readAccessToken, storeTargetPath } from '../api/index.js';
import { prefetchStartup } from '../shell/startup/startup-prefetch.js';
import { loadDataLayer } from './data-layer.js';
import { loadWithTimeout } from './lazy-screen.js';
import { isOutsideRoute } from './route-table.js';

const loadShell = () => import('../shell/ShellLayout.js');
const ShellLayout = lazy(() => loadWithTimeout(loadShell));

/**
 * A signed-in page load starts the shell's code and its startup calls at once, while the router
 * is still loading the screen's chunk: the three no longer wait for one another.
 */
let warmed = false;
export function warmSignedInStart(pathname: string): void {
  if (warmed || !readAccessToken() || isOutsideRoute(pathname)) return;
  warmed = true;
  prefetchStartup();
  void loadShell().catch(() => undefined);
  void loadDataLayer().catch(() => undefined);
}

/**
 * Signed-in screens need a token (spec 1 §4 step 1). Without one, remember
 * where the user was going and sign in first — before the shell's code loads.
 */
export function SessionGate() {
  const { pathname, search } = useLocation();
  if (!readAccessToken()) {
    storeTargetPath(`${pathname}${search}`);
    return <Navigate to="/login" replace />;
  }
  return (
    <Suspense fallback={<div className="vela-shell-loading" aria-busy="true" />}>
      <ShellLayout />
    </Suspense>
  );
}
