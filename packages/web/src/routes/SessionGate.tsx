import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { readAccessToken, storeTargetPath } from '../api/index.js';
import { loadWithTimeout } from './lazy-screen.js';

const ShellLayout = lazy(() => loadWithTimeout(() => import('../shell/ShellLayout.js')));

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
