import { Spin } from 'antd';
import {
  Component,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  lazy,
  memo,
  type ReactNode,
  Suspense,
} from 'react';
import { matchRoutes, Route, UNSAFE_RouteContext as RouteContext, Routes } from 'react-router';
import { PageLifecycle } from '../shell/client-scripts/PageLifecycle.js';
import { loadWithTimeout } from './lazy-screen.js';
import { RouteEntryContext } from './route-handle.js';
import { ROUTES, type RouteEntry, type ScreenKey } from './route-table.js';
import { StatusScreen } from './StatusScreen.js';
import { SCREEN_LOADERS } from './screen-loaders.js';

const SHELL_ROUTES = ROUTES.filter((entry) => entry.area === 'shell').map((entry) => ({
  path: entry.path,
  entry,
}));

const CONSOLE_MULTI_SCREEN = '/commonObjects/console-multi-screen/';

const ROOT_ROUTE_CONTEXT = { outlet: null, matches: [], isDataRoute: false };

/**
 * The shell route a path leads to, after the table's redirects (reportObject →
 * reportList, …) and the console multi-screen hand-over (spec 1 §2.2).
 */
export function resolveShellPath(
  path: string,
): { pathname: string; search: string; entry: RouteEntry } | undefined {
  const url = new URL(path, 'http://vela.invalid');
  let pathname = url.pathname;
  let search = url.search;
  for (let hops = 0; hops < 4; hops++) {
    if (pathname.startsWith(CONSOLE_MULTI_SCREEN))
      pathname = `/${pathname.slice(CONSOLE_MULTI_SCREEN.length)}`;
    const match = matchRoutes(SHELL_ROUTES, pathname)?.at(-1);
    if (!match) return undefined;
    const entry = (match.route as { entry: RouteEntry }).entry;
    if (!entry.redirectTo) return { pathname, search, entry };
    const target = new URL(entry.redirectTo, 'http://vela.invalid');
    pathname = target.pathname;
    search = search || target.search;
  }
  return undefined;
}

const lazyScreens = new Map<ScreenKey, LazyExoticComponent<ComponentType>>();
function screenComponent(key: ScreenKey): LazyExoticComponent<ComponentType> {
  let screen = lazyScreens.get(key);
  if (!screen) {
    screen = lazy(() => loadWithTimeout(SCREEN_LOADERS[key]));
    lazyScreens.set(key, screen);
  }
  return screen;
}

/** One broken page must not take the workspace or the other tabs down. */
class PageBoundary extends Component<{ children: ReactNode; failed: ReactNode }, { error: boolean }> {
  override state = { error: false };
  static getDerivedStateFromError() {
    return { error: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A page failed inside the workspace', error, info.componentStack);
  }
  override render() {
    return this.state.error ? this.props.failed : this.props.children;
  }
}

/**
 * Shows the page of a shell path in place, away from the address bar: the
 * console keeps one per open tab (so switching tabs keeps each page as it was)
 * and dialogs show one. The page's screen reads its own params and title.
 * Memoised: a navigation elsewhere must not re-render every open tab's page.
 */
export const RouteView = memo(function RouteView({
  path,
  pageId = path,
  failedText,
}: {
  path: string;
  pageId?: string;
  failedText: string;
}) {
  const resolved = resolveShellPath(path);
  if (!resolved) return <StatusScreen heading={failedText} lines={[path]} />;
  const Screen = screenComponent(resolved.entry.screen);
  const page = resolved.entry.name ?? resolved.entry.path;
  return (
    <RouteEntryContext.Provider value={resolved.entry}>
      <PageLifecycle event="created" page={page} pageId={pageId} />
      <PageBoundary failed={<StatusScreen heading={failedText} lines={[resolved.entry.title]} />}>
        <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
          <PageLifecycle event="load" page={page} pageId={pageId} />
          {/* The page stands on its own wherever it is drawn — a dialog, a console tab, or a component of
              a custom page whose own route is /custome/customePage: the parent route's matches are cleared,
              since react-router refuses an absolute path under a route it does not start with. */}
          <RouteContext.Provider value={ROOT_ROUTE_CONTEXT}>
            <Routes
              location={{
                pathname: resolved.pathname,
                search: resolved.search,
                hash: '',
                state: null,
                key: path,
              }}
            >
              <Route path={resolved.entry.path} element={<Screen />} />
            </Routes>
          </RouteContext.Provider>
        </Suspense>
      </PageBoundary>
    </RouteEntryContext.Provider>
  );
});
