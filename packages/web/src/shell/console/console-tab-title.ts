import { createContext, useContext, useEffect } from 'react';
import { dispatchConsole, useConsoleStore } from './console-store.js';
import { findTab } from './console-tabs-state.js';

/** The console tab a page is drawn in (its id); undefined outside the console workspace. */
export const ConsoleTabContext = createContext<string | undefined>(undefined);

/**
 * A page names its console tab once it knows what it shows (a record page: the record's name,
 * not the route's "Record detail"). Outside a console tab it does nothing.
 */
export function useConsoleTabTitle(title: string | undefined): void {
  const id = useContext(ConsoleTabContext);
  useEffect(() => {
    const text = title?.trim();
    if (!id || !text) return;
    const found = findTab(useConsoleStore.getState().tabs, id);
    const tab = found?.child ?? found?.tab;
    if (tab && tab.title !== text) dispatchConsole({ type: 'title', id, title: text });
  }, [id, title]);
}
