import type { Kysely, Selectable } from 'kysely';
import type { MenuItemTable } from '../../db/migrations/0003-shell.js';
import type { Database } from '../../db/schema.js';
import {
  layoutTypeSchema,
  type MenuItem,
  type MenuItemFields,
  menuItemTypeSchema,
  openModeSchema,
  openPlaceSchema,
} from './schemas.js';
import { shellLabel } from './shell-labels.js';

type MenuItemRow = Selectable<MenuItemTable>;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function stringRecord(text: string): Record<string, string> {
  const value = parseJson(text);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

function stringList(text: string): string[] {
  const value = parseJson(text);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function menuItemFields(row: MenuItemRow, level1Id: string, level2Id: string): MenuItemFields {
  const type = menuItemTypeSchema.safeParse(row.type);
  const layoutType = layoutTypeSchema.safeParse(row.layout_type);
  // A value the shell does not know opens the page the default way rather than hiding the item.
  const openPlace = openPlaceSchema.safeParse(row.open_place);
  const openMode = openModeSchema.safeParse(row.open_mode);
  return {
    id: row.id,
    name: shellLabel(row.name, row.labels_json),
    type: type.success ? type.data : '',
    objectApi: row.object_api,
    objId: row.obj_id,
    prefix: row.prefix,
    tabName: shellLabel(row.tab_name || row.name, row.labels_json),
    viewId: row.view_id,
    layoutType: layoutType.success ? layoutType.data : 'list',
    url: row.url,
    iscustom: row.iscustom === 1,
    lightningpageId: row.lightningpage_id,
    functionCode: row.function_code,
    level1Id,
    level2Id,
    isfixed: row.isfixed === 1,
    isDefaultLaunchTab: row.is_default_launch_tab === 1,
    tabAction: stringList(row.tab_action_json),
    routerName: row.router_name,
    params: stringRecord(row.params_json),
    standardTabId: row.standard_tab_id,
    openPlace: openPlace.success ? openPlace.data : '',
    openMode: openMode.success ? openMode.data : '',
  };
}

/**
 * Builds the two-level menu from flat rows: first-level items in order, each
 * with its second-level children. A child whose parent is itself a child (or
 * missing) is not shown: the shell has only two levels.
 */
export function buildMenuTree(rows: readonly MenuItemRow[]): MenuItem[] {
  const ordered = [...rows].sort((a, b) => a.sort_order - b.sort_order || a.name.localeCompare(b.name));
  const topLevel = ordered.filter((row) => row.parent_id === null);
  return topLevel.map((parent) => {
    const children = ordered
      .filter((row) => row.parent_id === parent.id)
      .map((child) => ({ ...menuItemFields(child, parent.id, child.id), children: [] }));
    return { ...menuItemFields(parent, parent.id, ''), children };
  });
}

export async function loadMenuItems(db: Kysely<Database>, appId: string): Promise<MenuItem[]> {
  const rows = await db.selectFrom('menu_item').selectAll().where('app_id', '=', appId).execute();
  return buildMenuTree(rows);
}
