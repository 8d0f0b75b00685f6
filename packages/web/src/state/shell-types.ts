/**
 * The entities of spec 1 §3 as the startup calls deliver them: core's shell
 * contracts (issue 17), so the web cannot drift from what the server sends.
 */
export type { Application, MenuItem, UserInfo, UserSetup } from '@vela/core';
export type MenuItemType = import('@vela/core').MenuItem['type'];

/** An object of the object list (spec 1 §3): core's getAllObjectList contract. */
export type { ObjectListEntry } from '@vela/core';

/** Report operation flags per report relateId (spec 1 §3, DECISIONS 15). */
export interface ReportFlags {
  run: boolean;
  export: boolean;
  new: boolean;
}
