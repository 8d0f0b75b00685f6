import { Layout } from 'antd';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { isApiError } from '../api/index.js';
import { RecordFormHost } from '../features/record-form/index.js';
import { useGlobalStore } from '../state/index.js';
import { shareUserSnapshot, watchUserChanges } from './cross-tab-user.js';
import { StartupError } from './StartupError.js';
import { StartupSkeleton } from './StartupSkeleton.js';
import { useStartup } from './startup/useStartup.js';
import { TopBar } from './top-bar/TopBar.js';
import './shell.css';

/** The signed-in frame: startup first, then the top bar over the routed screen. */
export default function ShellLayout() {
  const startup = useStartup();
  const userInfo = useGlobalStore((state) => state.userInfo);

  useEffect(() => {
    if (!userInfo) return;
    shareUserSnapshot(userInfo);
    return watchUserChanges(userInfo);
  }, [userInfo]);

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
  return (
    <Layout className="vela-shell">
      <TopBar />
      <div id="vela-content" className="vela-content">
        <Outlet />
      </div>
      <RecordFormHost />
    </Layout>
  );
}
