import { Layout } from 'antd';
import { lazy, memo, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { isApiError } from '../api/index.js';
import { RecordFormHost } from '../features/record-form/index.js';
import { useCurrentRouteEntry } from '../routes/route-handle.js';
import { currentApplication, useGlobalStore } from '../state/index.js';
import { usePageScriptFlags } from './client-scripts/client-scripts.js';
import { PageLifecycle } from './client-scripts/PageLifecycle.js';
import { ConsoleWorkspace } from './console/ConsoleWorkspace.js';
import './form-extensions.js';
import { isConsoleApp } from './console/console-store.js';
import { shareUserSnapshot, watchUserChanges } from './cross-tab-user.js';
import { VerticalMenu } from './menu/VerticalMenu.js';
import { showsVerticalMenu } from './menu/vertical-menu-rule.js';
import { PageDialogHost } from './open-page/PageDialogHost.js';
import { StartupError } from './StartupError.js';
import { StartupSkeleton } from './StartupSkeleton.js';
import { registerShellNavigate } from './shell-navigation.js';
import { useStartup } from './startup/useStartup.js';
import { TopBar } from './top-bar/TopBar.js';
import { useIdleWarmUp } from './warm-up/useIdleWarmUp.js';
import './shell.css';

const ComponentStyleWarmers = lazy(() => import('./warm-up/ComponentStyleWarmers.js'));

// ShellLayout redraws on every navigation (it reads the location); these parts of the frame follow
// their own state instead, so opening a screen draws that screen (issue 7: rows within 200 ms of the
// click). The top bar keeps its own memo inside (TopBar.tsx).
const SideMenu = memo(VerticalMenu);
const Dialogs = memo(PageDialogHost);
const RecordForms = memo(RecordFormHost);
const StyleWarmers = memo(ComponentStyleWarmers);

// One element for the routed screen: the frame redraws at every step of a navigation (the router's
// state is in context) and an unchanged element lets React skip the screen, which redraws only when its
// own route changes (issue 7: rows within 200 ms of the click).
const ROUTED_SCREEN = <Outlet />;

/** The flags the page's client scripts set, readable in the page (and by tests). */
function flagNames(flags: Record<string, unknown> | undefined): string | undefined {
  if (!flags) return undefined;
  return (
    Object.keys(flags)
      .filter((name) => Boolean(flags[name]))
      .join(' ') || undefined
  );
}

/** The signed-in frame: startup first, then the top bar over the routed screen. */
export default function ShellLayout() {
  const startup = useStartup();
  const userInfo = useGlobalStore((state) => state.userInfo);
  const userSetup = useGlobalStore((state) => state.userSetup);
  const app = useGlobalStore(currentApplication);
  const navigate = useNavigate();
  const location = useLocation();
  const entry = useCurrentRouteEntry();
  const pagePath = `${location.pathname}${location.search}`;
  const pageFlags = usePageScriptFlags((flags) => flags[pagePath]);

  useEffect(() => registerShellNavigate((to, options) => void navigate(to, options)), [navigate]);

  useEffect(() => {
    if (!userInfo) return;
    shareUserSnapshot(userInfo);
    return watchUserChanges(userInfo);
  }, [userInfo]);

  const warm = useIdleWarmUp(startup.isSuccess);

  if (startup.isPending) return <StartupSkeleton />;
  if (startup.isError) {
    const error = startup.error;
    // Signed out or expired: the request client is already taking the user to the login page.
    if (isApiError(error) && (error.kind === 'signed-out' || error.returnCode === '10002'))
      return <StartupSkeleton />;
    return (
      <StartupError
        onRetry={() => void startup.refetch()}
        requestId={isApiError(error) ? error.requestId : undefined}
      />
    );
  }
  const vertical = showsVerticalMenu(userInfo, userSetup);
  const consoleAppId = isConsoleApp(app) ? app?.id : undefined;
  const routed = consoleAppId ? (
    <div id="vela-content" className="vela-content vela-content--console">
      <ConsoleWorkspace key={consoleAppId} appId={consoleAppId} />
    </div>
  ) : (
    <div id="vela-content" className="vela-content" data-script-flags={flagNames(pageFlags)}>
      {startup.isSuccess && entry && (
        <>
          <PageLifecycle
            key={`c${pagePath}`}
            event="created"
            page={entry.name ?? entry.path}
            pageId={pagePath}
          />
          <PageLifecycle
            key={`l${pagePath}`}
            event="load"
            page={entry.name ?? entry.path}
            pageId={pagePath}
          />
        </>
      )}
      {ROUTED_SCREEN}
    </div>
  );
  return (
    <Layout className="vela-shell">
      <TopBar horizontalMenu={!vertical} />
      {vertical ? (
        <Layout className="vela-shell__body" hasSider>
          <SideMenu />
          <Layout.Content className="vela-shell__main">{routed}</Layout.Content>
        </Layout>
      ) : (
        routed
      )}
      <Dialogs />
      <RecordForms />
      {warm ? (
        <Suspense fallback={null}>
          <StyleWarmers />
        </Suspense>
      ) : null}
    </Layout>
  );
}
