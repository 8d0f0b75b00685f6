import type { saveUserSetupContract } from '@vela/core';
import { Button, Result } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/index.js';
import { currentApplication, updateGlobalState, useGlobalStore } from '../../state/index.js';
import { isPartnerUser, showsVerticalMenu } from '../menu/vertical-menu-rule.js';
import { isConsoleApp } from './console-store.js';

/** Whether the current navigation is the console's or the vertical menu's (DECISIONS 16 accepts either). */
export function useConsoleNavigation(): boolean {
  const app = useGlobalStore(currentApplication);
  const userInfo = useGlobalStore((state) => state.userInfo);
  const userSetup = useGlobalStore((state) => state.userSetup);
  return isConsoleApp(app) || showsVerticalMenu(userInfo, userSetup);
}

/**
 * Spec 1 §6 (S1-P-006) and spec 2 §6 (S2-P-004): a screen that needs the console navigation (or the
 * vertical menu) shows, in any other navigation, a warning that asks to switch to the console menu, with
 * the switch itself (the user's own setup, tabStyle '1'); a partner user, who never gets the vertical
 * menu, is asked to open a console app instead.
 */
export function ConsoleNavigationGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const allowed = useConsoleNavigation();
  const partner = useGlobalStore((state) => isPartnerUser(state.userInfo));
  const [switching, setSwitching] = useState(false);
  if (allowed) return children;
  const switchToConsoleMenu = async () => {
    setSwitching(true);
    try {
      const answer = await api.call<typeof saveUserSetupContract>('/user/saveUserSetup', { tabStyle: '1' });
      updateGlobalState({ userSetup: answer.data });
    } catch {
      // The request client has shown why.
    } finally {
      setSwitching(false);
    }
  };
  return (
    <Result
      status="warning"
      title={t('console.needed.title')}
      subTitle={partner ? t('console.needed.partner') : t('console.needed.text')}
      extra={
        partner ? null : (
          <Button type="primary" loading={switching} onClick={() => void switchToConsoleMenu()}>
            {t('console.needed.switch')}
          </Button>
        )
      }
    />
  );
}
