import { create } from 'zustand';
import { consoleActive } from '../console/console-store.js';
import { activeConsoleTabId, openConsoleTab } from '../console/index.js';
import { shellNavigate } from '../shell-navigation.js';
import { decideOpening, type Opening, type OpeningInput } from './opening.js';

export type PageDialog = Extract<Opening, { kind: 'dialog' }>;

export const usePageDialogs = create<{ dialogs: PageDialog[] }>(() => ({ dialogs: [] }));

/** Spec 1 §4: a page opened in a new browser tab leaves a handle to close it by its page id. */
const openedWindows = new Map<string, Window>();

/**
 * THE way features open a page (spec 1 §2.7): place × mode. Returns how it
 * opened. In a console app menu1 opens a workspace tab and menu2 a child tab
 * of the tab in front; outside one, both navigate.
 */
export function openPage(input: OpeningInput): Opening {
  const opening = decideOpening(input, consoleActive());
  switch (opening.kind) {
    case 'window': {
      const opened = window.open(opening.url, '_blank');
      if (opened) openedWindows.set(opening.pageId, opened);
      break;
    }
    case 'consoleTab': {
      const parentId = opening.level === 2 ? activeConsoleTabId() : undefined;
      openConsoleTab({
        id: opening.id,
        title: opening.title,
        path: opening.path,
        ...(parentId ? { parentId } : {}),
      });
      break;
    }
    case 'dialog':
      usePageDialogs.setState(({ dialogs }) => ({
        dialogs: [...dialogs.filter((dialog) => dialog.id !== opening.id), opening],
      }));
      break;
    case 'navigate':
      shellNavigate(opening.path);
      break;
  }
  return opening;
}

export function closePageDialog(id: string): void {
  usePageDialogs.setState(({ dialogs }) => ({ dialogs: dialogs.filter((dialog) => dialog.id !== id) }));
}

/** Closes a page this window opened in a new browser tab. True when there was one to close. */
export function closeOpenedPage(pageId: string): boolean {
  const opened = openedWindows.get(pageId);
  openedWindows.delete(pageId);
  if (!opened || opened.closed) return false;
  opened.close();
  return true;
}
