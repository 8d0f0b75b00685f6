import {
  CUSTOM_DIALOG_DEFAULT_WIDTH,
  DEFAULT_Z_INDEX,
  DIALOG_DEFAULT_WIDTH,
  DIALOG_TOP,
  DIALOG_Z_INDEX,
} from '@vela/core';

/**
 * Opening modes (spec 1 §2.7): a place (menu1, menu2, dialog, tab) with a mode
 * (self, blank). Pure: it says how a page opens; open-page.ts does it.
 */
export type OpenPlace = 'menu1' | 'menu2' | 'dialog' | 'tab';
export type OpenMode = 'self' | 'blank';

/** Generic page dialogs and custom dialogs (spec 1 §2.7), and their layers above the shell's menus. */
export const PAGE_DIALOG = {
  width: DIALOG_DEFAULT_WIDTH,
  top: DIALOG_TOP,
  zIndex: DEFAULT_Z_INDEX,
} as const;
export const CUSTOM_DIALOG = {
  width: CUSTOM_DIALOG_DEFAULT_WIDTH,
  top: DIALOG_TOP,
  zIndex: DIALOG_Z_INDEX,
} as const;

export interface OpeningInput {
  place: OpenPlace;
  mode?: OpenMode;
  /** The in-app path of the page, e.g. '/console-tab-detail/abc/DETAIL'. */
  path: string;
  /** The page id: the tab id in the console, the close handle of a new browser tab. Default: the path. */
  id?: string;
  /** The tab title, or the dialog title: the object's name. */
  title: string;
  /** A custom dialog: 50% wide, titled "details" unless a title is given. */
  custom?: boolean;
}

export type Opening =
  | { kind: 'window'; url: string; pageId: string }
  | { kind: 'consoleTab'; level: 1 | 2; id: string; title: string; path: string }
  | {
      kind: 'dialog';
      id: string;
      path: string;
      title: string | undefined;
      width: string;
      top: string;
      zIndex: number;
      custom: boolean;
    }
  | { kind: 'navigate'; path: string };

export function decideOpening(input: OpeningInput, consoleStyle: boolean): Opening {
  const id = input.id ?? input.path;
  // 'blank' always means a new browser tab, whatever the place.
  if (input.mode === 'blank') return { kind: 'window', url: input.path, pageId: id };
  switch (input.place) {
    case 'dialog': {
      const size = input.custom ? CUSTOM_DIALOG : PAGE_DIALOG;
      const title = input.title || undefined;
      return { kind: 'dialog', id, path: input.path, title, custom: Boolean(input.custom), ...size };
    }
    case 'menu1':
    case 'menu2':
      // Workspace tabs exist only in console apps; elsewhere the page replaces the routed view.
      return consoleStyle
        ? {
            kind: 'consoleTab',
            level: input.place === 'menu1' ? 1 : 2,
            id,
            title: input.title,
            path: input.path,
          }
        : { kind: 'navigate', path: input.path };
    case 'tab':
      return { kind: 'navigate', path: input.path };
  }
}
