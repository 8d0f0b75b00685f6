import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { loadWithTimeout } from './lazy-screen.js';
import { RootFrame } from './RootFrame.js';
import { RouteErrorScreen } from './RouteErrorScreen.js';
import type { RouteHandle } from './route-handle.js';
import { HOME_ROUTE, ROUTES, type RouteEntry } from './route-table.js';
import { SessionGate, warmSignedInStart } from './SessionGate.js';
import { SCREEN_LOADERS, SCREEN_PREFETCH, type ScreenModule } from './screen-loaders.js';

function lazyScreen(load: () => Promise<ScreenModule>) {
  return async () => ({ Component: (await loadWithTimeout(load)).default });
}

function toRouteObject(entry: RouteEntry, relative: boolean): RouteObject {
  const path = relative ? entry.path.replace(/^\//, '') : entry.path;
  const handle: RouteHandle = { entry };
  const target = entry.redirectTo;
  if (target) {
    return {
      path,
      handle,
      loader: ({ request }) => redirect(`${target}${new URL(request.url).search}`),
    };
  }
  const prefetch = SCREEN_PREFETCH[entry.screen];
  return {
    path,
    handle,
    lazy: lazyScreen(SCREEN_LOADERS[entry.screen]),
    // Starts the screen's first reads beside its code and returns at once: the screen reads the cache.
    ...(prefetch
      ? {
          loader: (args: LoaderFunctionArgs) => {
            prefetch(args);
            return null;
          },
        }
      : {}),
    ErrorBoundary: RouteErrorScreen,
  };
}

function InitialChunkLoading() {
  return null;
}

export function buildAppRoutes(): RouteObject[] {
  const shellChildren = ROUTES.filter((entry) => entry.area === 'shell' && entry !== HOME_ROUTE);
  const outsideRoutes = ROUTES.filter((entry) => entry.area === 'outside');
  const shellRoute: RouteObject = {
    id: 'shell',
    path: '/',
    Component: SessionGate,
    // Runs beside the child route's lazy import: the shell's code and startup calls start at once.
    loader: ({ request }) => {
      warmSignedInStart(new URL(request.url).pathname);
      return null;
    },
    ErrorBoundary: RouteErrorScreen,
    children: [
      {
        index: true,
        handle: { entry: HOME_ROUTE } satisfies RouteHandle,
        lazy: lazyScreen(SCREEN_LOADERS.home),
        ErrorBoundary: RouteErrorScreen,
      },
      ...shellChildren.map((entry) => toRouteObject(entry, true)),
    ],
  };
  return [
    {
      Component: RootFrame,
      ErrorBoundary: RouteErrorScreen,
      // The first screen's chunk loads in well under a second: a blank page then, not a flash of a spinner.
      HydrateFallback: InitialChunkLoading,
      children: [
        shellRoute,
        ...outsideRoutes.map((entry) => toRouteObject(entry, false)),
        { path: '*', lazy: lazyScreen(() => import('./NotFoundScreen.js')) },
      ],
    },
  ];
}
