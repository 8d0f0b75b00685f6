import { Layout } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { VelaLogo } from '../../auth/index.js';
import { ApprovalBell } from '../../features/approvals/index.js';
import { ChatPanel } from '../../features/chat/index.js';
import { AppLauncher } from './AppLauncher.js';
import { AppMenu } from './AppMenu.js';
import { GlobalSearch } from './GlobalSearch.js';
import { UserMenu } from './UserMenu.js';

/** The top bar (ARCHITECTURE "Look and feel"): launcher, app menu, search, user menu. */
export function TopBar({ horizontalMenu = true }: { horizontalMenu?: boolean }) {
  const { t } = useTranslation();
  return (
    <Layout.Header className="vela-topbar">
      <a className="vela-skip-link" href="#vela-content">
        {t('shell.skipToContent')}
      </a>
      <div className="vela-topbar__start">
        <VelaLogo size={28} />
        <AppLauncher />
      </div>
      {horizontalMenu ? <MemoAppMenu /> : <div className="vela-topbar__menu" />}
      <TopBarTools />
    </Layout.Header>
  );
}

/**
 * The app menu, search, chat and the user menu follow their own state: the shell redraws on every
 * step of a navigation, and antd's horizontal menu alone took about 50 ms to redraw (issue 7: rows
 * within 200 ms of the click).
 */
const MemoAppMenu = memo(AppMenu);
const TopBarTools = memo(function TopBarTools() {
  return (
    <div className="vela-topbar__end">
      <GlobalSearch />
      <ApprovalBell />
      <ChatPanel />
      <UserMenu />
    </div>
  );
});
