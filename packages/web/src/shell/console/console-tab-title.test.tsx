import { render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { leaveConsole, useConsoleStore } from './console-store.js';
import { ConsoleTabContext, useConsoleTabTitle } from './console-tab-title.js';
import { consoleTabsReducer, EMPTY_CONSOLE_TABS } from './console-tabs-state.js';

function RecordPage({ name }: { name: string | undefined }) {
  useConsoleTabTitle(name);
  return <h1>{name ?? 'Loading'}</h1>;
}

afterEach(() => leaveConsole());

const openTab = (id: string, parentId?: string) =>
  useConsoleStore.setState((store) => ({
    status: 'ready',
    tabs: consoleTabsReducer(store.tabs, {
      type: 'add',
      tab: { id, title: 'Record detail', path: id, ...(parentId ? { parentId } : {}) },
    }),
  }));

it('[S1-B-067] a record page names its console tab after the record once it has loaded (issue 26 item 12)', () => {
  useConsoleStore.setState({ appId: undefined, status: 'ready', tabs: EMPTY_CONSOLE_TABS, pending: [] });
  openTab('/commonObjects/detail/001/DETAIL');
  openTab('/commonObjects/detail/003/DETAIL', '/commonObjects/detail/001/DETAIL');
  const page = (id: string, name: string | undefined) => (
    <ConsoleTabContext.Provider value={id}>
      <RecordPage name={name} />
    </ConsoleTabContext.Provider>
  );
  const view = render(page('/commonObjects/detail/001/DETAIL', undefined));
  expect(useConsoleStore.getState().tabs.tabs[0]?.title).toBe('Record detail');
  view.rerender(page('/commonObjects/detail/001/DETAIL', 'Acme Robotics Group'));
  expect(useConsoleStore.getState().tabs.tabs[0]?.title).toBe('Acme Robotics Group');
  render(page('/commonObjects/detail/003/DETAIL', 'Clara Console'));
  expect(useConsoleStore.getState().tabs.tabs[0]?.children[0]?.title).toBe('Clara Console');
});

it('does nothing outside a console tab', () => {
  useConsoleStore.setState({ appId: undefined, status: 'ready', tabs: EMPTY_CONSOLE_TABS, pending: [] });
  openTab('/commonObjects/detail/001/DETAIL');
  render(<RecordPage name="Acme Robotics Group" />);
  expect(useConsoleStore.getState().tabs.tabs[0]?.title).toBe('Record detail');
});
