import {
  type AppMenuEntry,
  type AppMenuKind,
  type appMenuItemInputSchema,
  type appPropertiesSchema,
  type ManagedApp,
  mayAdministerAccess,
  newRecordId,
  STANDARD_MENU_TABS,
  SystemPrefix,
} from '@vela/core';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type { ApplicationTable, MenuItemTable } from '../../db/migrations/0003-shell.js';
import type { Database } from '../../db/schema.js';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, badRequest, ErrorCode, notFound } from '../../http/envelope.js';
import { orgProfileIds } from '../access/index.js';
import { currentMetadata, findObject } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { appLogoDataUrl, storedAppLogo } from './app-logo.js';
import { layoutTypeSchema, openModeSchema, openPlaceSchema } from './schemas.js';
import { storedLabels } from './shell-labels.js';

/**
 * The app manager (issue 18): an administrator's view of every app and its menu, and the changes to
 * them. Users' launcher and menu read the same rows on their next fetch, so a change needs no restart.
 */

type AppRow = Selectable<ApplicationTable>;
type MenuRow = Selectable<MenuItemTable>;
type MenuItemInput = z.output<typeof appMenuItemInputSchema>;
type AppProperties = z.output<typeof appPropertiesSchema>;
type AppContext = Pick<ModuleContext, 'database' | 'now'>;

export function requireAppAdministrator(user: CurrentUser): void {
  if (!mayAdministerAccess(user.profileId))
    throw new AppError(ErrorCode.FORBIDDEN, 'Only a system administrator may manage the apps');
}

const cleanLabels = (labels: Record<string, string>) =>
  JSON.stringify(Object.fromEntries(Object.entries(labels).filter(([, text]) => text.trim() !== '')));

async function profilesByApp(db: Kysely<Database>, appIds: string[]): Promise<Map<string, string[]>> {
  const byApp = new Map<string, string[]>();
  if (appIds.length === 0) return byApp;
  const rows = await db
    .selectFrom('application_profile')
    .selectAll()
    .where('app_id', 'in', appIds)
    .orderBy('profile_id')
    .execute();
  for (const row of rows) byApp.set(row.app_id, [...(byApp.get(row.app_id) ?? []), row.profile_id]);
  return byApp;
}

function toManagedApp(row: AppRow, profileIds: string[], itemCount: number): ManagedApp {
  return {
    id: row.id,
    name: row.name,
    labels: storedLabels(row.labels_json),
    description: row.description,
    appState: row.app_state === 1 ? 1 : 0,
    bgcolor: row.bgcolor,
    navigationStyle: row.navigation_style === 'console' ? 'console' : 'horizontal',
    isDefault: row.is_default === 1,
    partnerVisible: row.partner_visible === 1,
    profileIds,
    itemCount,
    logo: appLogoDataUrl(row.logo_svg),
  };
}

export async function listManagedApps(context: AppContext, user: CurrentUser): Promise<ManagedApp[]> {
  requireAppAdministrator(user);
  const { db } = context.database;
  const rows = await db
    .selectFrom('application')
    .selectAll()
    .where('org_id', '=', user.orgId)
    .orderBy('sort_order')
    .orderBy('name')
    .execute();
  const ids = rows.map((row) => row.id);
  const counts =
    ids.length === 0
      ? []
      : await db
          .selectFrom('menu_item')
          .select((eb) => ['app_id', eb.fn.countAll<number | string>().as('count')])
          .where('app_id', 'in', ids)
          .groupBy('app_id')
          .execute();
  const countOf = new Map(counts.map((row) => [row.app_id, Number(row.count)]));
  const profiles = await profilesByApp(db, ids);
  return rows.map((row) => toManagedApp(row, profiles.get(row.id) ?? [], countOf.get(row.id) ?? 0));
}

async function findOrgApp(db: Kysely<Database>, user: CurrentUser, appId: string): Promise<AppRow> {
  const row = await db
    .selectFrom('application')
    .selectAll()
    .where('org_id', '=', user.orgId)
    .where('id', '=', appId)
    .executeTakeFirst();
  if (!row) throw notFound(`The application "${appId}"`);
  return row;
}

async function managedApp(db: Kysely<Database>, user: CurrentUser, appId: string): Promise<ManagedApp> {
  const row = await findOrgApp(db, user, appId);
  const items = await db
    .selectFrom('menu_item')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('app_id', '=', appId)
    .executeTakeFirst();
  return toManagedApp(row, (await profilesByApp(db, [appId])).get(appId) ?? [], Number(items?.count ?? 0));
}

/** What a stored item opens, in the editor's words. */
function kindOf(row: MenuRow): AppMenuKind {
  if (row.standard_tab_id) return 'standard';
  if (row.lightningpage_id) return 'customPage';
  if (row.type === 'object' && row.object_api) return 'object';
  if (row.type === 'web') return 'web';
  if (!row.type && !row.router_name && !row.object_api && !row.url && !row.function_code) return 'group';
  return 'other';
}

function toEntry(row: MenuRow): Omit<AppMenuEntry, 'children'> {
  const layout = layoutTypeSchema.safeParse(row.layout_type);
  const place = openPlaceSchema.safeParse(row.open_place);
  const mode = openModeSchema.safeParse(row.open_mode);
  return {
    id: row.id,
    kind: kindOf(row),
    name: row.name,
    labels: storedLabels(row.labels_json),
    objectApi: row.object_api,
    layoutType: layout.success ? layout.data : 'list',
    standardTabId: row.standard_tab_id,
    customPageId: row.lightningpage_id.replace(/^#/, ''),
    url: row.url,
    openPlace: place.success ? place.data : '',
    openMode: mode.success ? mode.data : '',
    isfixed: row.isfixed === 1,
    isDefaultLaunchTab: row.is_default_launch_tab === 1,
  };
}

async function appMenu(db: Kysely<Database>, appId: string): Promise<AppMenuEntry[]> {
  const rows = await db.selectFrom('menu_item').selectAll().where('app_id', '=', appId).execute();
  const ordered = rows.sort((a, b) => a.sort_order - b.sort_order || a.name.localeCompare(b.name));
  return ordered
    .filter((row) => row.parent_id === null)
    .map((parent) => ({
      ...toEntry(parent),
      children: ordered.filter((row) => row.parent_id === parent.id).map(toEntry),
    }));
}

export async function getManagedApp(context: AppContext, user: CurrentUser, appId: string) {
  requireAppAdministrator(user);
  const { db } = context.database;
  const app = await managedApp(db, user, appId);
  const pages = await db
    .selectFrom('custom_page')
    .select(['id', 'name'])
    .where('org_id', '=', user.orgId)
    .orderBy('name')
    .execute();
  return { app, menu: await appMenu(db, appId), customPages: pages };
}

async function checkProfiles(db: Kysely<Database>, user: CurrentUser, profileIds: string[]): Promise<void> {
  const known = await orgProfileIds(db, user.orgId);
  const seen = new Set<string>();
  for (const [index, profileId] of profileIds.entries()) {
    if (!known.has(profileId)) throw badRequest(`app.profileIds.${index}: no profile "${profileId}"`);
    if (seen.has(profileId)) throw badRequest(`app.profileIds.${index}: "${profileId}" is listed twice`);
    seen.add(profileId);
  }
}

/** Creates an app (no appId) or changes one; the profiles given replace those that saw it. */
export async function saveManagedApp(
  context: AppContext,
  user: CurrentUser,
  input: { appId?: string | undefined; app: AppProperties },
): Promise<ManagedApp> {
  requireAppAdministrator(user);
  const { db } = context.database;
  const { app } = input;
  await checkProfiles(db, user, app.profileIds);
  if (input.appId) await findOrgApp(db, user, input.appId);
  const values = {
    name: app.name,
    labels_json: cleanLabels(app.labels),
    description: app.description,
    app_state: app.appState,
    bgcolor: app.bgcolor,
    navigation_style: app.navigationStyle,
    is_default: app.isDefault ? 1 : 0,
    partner_visible: app.partnerVisible ? 1 : 0,
    ...(app.logo === undefined ? {} : { logo_svg: storedAppLogo(app.logo) }),
  };
  const appId = input.appId ?? newRecordId(SystemPrefix.application);
  await db.transaction().execute(async (trx) => {
    if (input.appId) {
      await trx.updateTable('application').set(values).where('id', '=', appId).execute();
    } else {
      const last = await trx
        .selectFrom('application')
        .select((eb) => eb.fn.max('sort_order').as('last'))
        .where('org_id', '=', user.orgId)
        .executeTakeFirst();
      await trx
        .insertInto('application')
        .values({
          id: appId,
          org_id: user.orgId,
          logo_svg: '',
          ...values,
          sort_order: Number(last?.last ?? 0) + 10,
          created_at: context.now().toISOString(),
        })
        .execute();
    }
    // One default app per organisation: the new default takes it from the others.
    if (app.isDefault)
      await trx
        .updateTable('application')
        .set({ is_default: 0 })
        .where('org_id', '=', user.orgId)
        .where('id', '!=', appId)
        .execute();
    await trx.deleteFrom('application_profile').where('app_id', '=', appId).execute();
    if (app.profileIds.length > 0)
      await trx
        .insertInto('application_profile')
        .values(app.profileIds.map((profileId) => ({ app_id: appId, profile_id: profileId })))
        .execute();
  });
  return managedApp(db, user, appId);
}

/**
 * Deletes an app with its menu, the profiles that see it and users' memory of it (their current app, a
 * console's open tabs). The default app, and the organisation's last enabled one, are refused by name.
 */
export async function deleteManagedApp(
  context: AppContext,
  user: CurrentUser,
  appId: string,
): Promise<{ appId: string; deleted: true }> {
  requireAppAdministrator(user);
  const { db } = context.database;
  const row = await findOrgApp(db, user, appId);
  if (row.is_default === 1)
    throw badRequest(`appId: "${row.name}" is the default app; make another app the default first`);
  if (row.app_state === 1) {
    const enabled = await db
      .selectFrom('application')
      .select('id')
      .where('org_id', '=', user.orgId)
      .where('app_state', '=', 1)
      .where('id', '!=', appId)
      .executeTakeFirst();
    if (!enabled)
      throw badRequest(`appId: "${row.name}" is the only enabled app; users would have none to open`);
  }
  await db.transaction().execute(async (trx) => {
    // Children before their group: menu_item.parent_id points within the table.
    await trx
      .deleteFrom('menu_item')
      .where('app_id', '=', appId)
      .where('parent_id', 'is not', null)
      .execute();
    await trx.deleteFrom('menu_item').where('app_id', '=', appId).execute();
    await trx.deleteFrom('application_profile').where('app_id', '=', appId).execute();
    await trx.deleteFrom('user_current_app').where('app_id', '=', appId).execute();
    await trx.deleteFrom('console_tab_state').where('app_id', '=', appId).execute();
    await trx.deleteFrom('application').where('id', '=', appId).execute();
  });
  return { appId, deleted: true };
}

/** The columns saying what an item opens, from its input, checked: a refusal names the field. */
type Target = Pick<
  MenuRow,
  | 'type'
  | 'object_api'
  | 'obj_id'
  | 'prefix'
  | 'layout_type'
  | 'standard_tab_id'
  | 'lightningpage_id'
  | 'iscustom'
  | 'url'
>;

interface MenuCheck {
  snapshot: Awaited<ReturnType<typeof currentMetadata>>;
  pageIds: Set<string>;
  existing: Map<string, MenuRow>;
  /** What each target is, to its place: a second one is a duplicate. */
  seen: Map<string, string>;
  usedIds: Set<string>;
  launchTab: string;
}

const NO_TARGET: Target = {
  type: '',
  object_api: '',
  obj_id: '',
  prefix: '',
  layout_type: 'list',
  standard_tab_id: '',
  lightningpage_id: '',
  iscustom: 0,
  url: '',
};

function targetOf(item: MenuItemInput, place: string, check: MenuCheck, stored?: MenuRow): Target {
  switch (item.kind) {
    case 'object': {
      if (!item.objectApi.trim()) throw badRequest(`${place}.objectApi: choose an object`);
      const object = findObject(check.snapshot, { objectApi: item.objectApi.trim() });
      if (!object) throw badRequest(`${place}.objectApi: no object "${item.objectApi}"`);
      return {
        ...NO_TARGET,
        type: 'object',
        object_api: object.apiName,
        obj_id: object.id,
        prefix: object.prefix,
        layout_type: item.layoutType,
      };
    }
    case 'standard':
      if (!(STANDARD_MENU_TABS as readonly string[]).includes(item.standardTabId))
        throw badRequest(`${place}.standardTabId: no standard tab "${item.standardTabId}"`);
      // A stored standard tab keeps the object it was given (a client pool of leads, a shift plan).
      return stored && stored.standard_tab_id === item.standardTabId
        ? { ...NO_TARGET, ...pickTarget(stored) }
        : { ...NO_TARGET, standard_tab_id: item.standardTabId };
    case 'customPage': {
      if (!check.pageIds.has(item.customPageId))
        throw badRequest(`${place}.customPageId: no custom page "${item.customPageId}"`);
      const same = stored && stored.lightningpage_id.replace(/^#/, '') === item.customPageId;
      return {
        ...NO_TARGET,
        lightningpage_id: same ? stored.lightningpage_id : item.customPageId,
        iscustom: 1,
        url: same ? stored.url : '',
      };
    }
    case 'web': {
      const url = item.url.trim();
      if (!/^https?:\/\/[^\s]+$/i.test(url) && !/^\/(?!\/)[^\s]*$/.test(url))
        throw badRequest(`${place}.url: write an address starting with https://, http:// or /`);
      return { ...NO_TARGET, type: 'web', url };
    }
    case 'group':
      return NO_TARGET;
    case 'other':
      if (!stored || kindOf(stored) !== 'other')
        throw badRequest(`${place}.kind: "other" keeps an existing item only; give its id`);
      return pickTarget(stored);
  }
}

function pickTarget(row: MenuRow): Target {
  const { type, object_api, obj_id, prefix, layout_type, standard_tab_id, lightningpage_id, iscustom, url } =
    row;
  return {
    type,
    object_api,
    obj_id,
    prefix,
    layout_type,
    standard_tab_id,
    lightningpage_id,
    iscustom,
    url,
  };
}

function duplicateKey(item: MenuItemInput, target: Target): string {
  switch (item.kind) {
    case 'object':
      return `object ${target.object_api.toLowerCase()} ${target.layout_type} ${item.openPlace} ${item.openMode}`;
    case 'standard':
      return `standard ${target.standard_tab_id}`;
    case 'customPage':
      return `page ${target.lightningpage_id}`;
    case 'web':
      return `web ${target.url}`;
    default:
      return '';
  }
}

interface PlannedRow {
  row: Omit<MenuRow, 'open_place' | 'open_mode' | 'labels_json'> & {
    open_place: string;
    open_mode: string;
    labels_json: string;
  };
  isNew: boolean;
}

function planItem(
  item: MenuItemInput,
  place: string,
  parentId: string | null,
  index: number,
  appId: string,
  check: MenuCheck,
): PlannedRow {
  let stored: MenuRow | undefined;
  if (item.id !== undefined) {
    stored = check.existing.get(item.id);
    if (!stored) throw badRequest(`${place}.id: "${item.id}" is not an item of this app`);
    if (check.usedIds.has(item.id)) throw badRequest(`${place}.id: "${item.id}" is listed twice`);
    check.usedIds.add(item.id);
  }
  if (item.kind === 'group' && parentId !== null)
    throw badRequest(`${place}.kind: a group holds items; it cannot sit inside another group`);
  const target = targetOf(item, place, check, stored);
  const key = duplicateKey(item, target);
  if (key) {
    const first = check.seen.get(key);
    if (first) throw badRequest(`${place}: "${item.name}" opens the same as ${first}, already in this menu`);
    check.seen.set(key, place);
  }
  if (item.isDefaultLaunchTab) {
    if (check.launchTab)
      throw badRequest(`${place}.isDefaultLaunchTab: ${check.launchTab} already opens first; choose one`);
    check.launchTab = place;
  }
  const id = stored?.id ?? newRecordId(SystemPrefix.tab);
  return {
    isNew: !stored,
    row: {
      id,
      app_id: appId,
      parent_id: parentId,
      sort_order: (index + 1) * 10,
      name: item.name,
      tab_name: item.name,
      labels_json: cleanLabels(item.labels),
      ...target,
      view_id: stored?.view_id ?? '',
      function_code: stored?.function_code ?? '',
      router_name: stored?.router_name ?? '',
      params_json: stored?.params_json ?? '{}',
      tab_action_json:
        stored?.tab_action_json ?? (item.kind === 'object' ? '["new","import","export"]' : '[]'),
      isfixed: item.isfixed ? 1 : 0,
      is_default_launch_tab: item.isDefaultLaunchTab ? 1 : 0,
      open_place: item.openPlace,
      open_mode: item.openMode,
    },
  };
}

/**
 * Replaces an app's menu: every item checked first (a refusal names its place, e.g.
 * items.3.objectApi, and changes nothing), then written in one transaction; items left out go.
 */
export async function saveAppMenu(
  context: AppContext,
  user: CurrentUser,
  input: { appId: string; items: MenuItemInput[] },
): Promise<{ menu: AppMenuEntry[] }> {
  requireAppAdministrator(user);
  const { db } = context.database;
  await findOrgApp(db, user, input.appId);
  const existingRows = await db
    .selectFrom('menu_item')
    .selectAll()
    .where('app_id', '=', input.appId)
    .execute();
  const pages = await db.selectFrom('custom_page').select('id').where('org_id', '=', user.orgId).execute();
  const check: MenuCheck = {
    snapshot: await currentMetadata(context.database),
    pageIds: new Set(pages.map((page) => page.id)),
    existing: new Map(existingRows.map((row) => [row.id, row])),
    seen: new Map(),
    usedIds: new Set(),
    launchTab: '',
  };
  const planned: PlannedRow[] = [];
  for (const [index, item] of input.items.entries()) {
    const place = `items.${index}`;
    const parent = planItem(item, place, null, index, input.appId, check);
    planned.push(parent);
    if (item.children.length > 0 && item.kind !== 'group')
      throw badRequest(`${place}.children: only a group holds items`);
    for (const [childIndex, child] of item.children.entries())
      planned.push(
        planItem(
          { ...child, children: [] },
          `${place}.children.${childIndex}`,
          parent.row.id,
          childIndex,
          input.appId,
          check,
        ),
      );
  }
  const kept = new Set(planned.map((entry) => entry.row.id));
  await db.transaction().execute(async (trx) => {
    // Kept items move under their new parents first, so removing an old group takes none of them along.
    for (const { row, isNew } of planned) {
      if (isNew) await trx.insertInto('menu_item').values(row).execute();
      else {
        const { id, ...changes } = row;
        await trx.updateTable('menu_item').set(changes).where('id', '=', id).execute();
      }
    }
    const gone = existingRows.map((row) => row.id).filter((id) => !kept.has(id));
    if (gone.length > 0) await trx.deleteFrom('menu_item').where('id', 'in', gone).execute();
  });
  return { menu: await appMenu(db, input.appId) };
}

/** The audit trail's view of a menu: each item's name and what it opens, in order. */
export async function auditedMenu(db: Kysely<Database>, appId: string): Promise<string[]> {
  const describe = (entry: Omit<AppMenuEntry, 'children'>) =>
    `${entry.name} (${entry.kind}${entry.objectApi ? ` ${entry.objectApi}` : ''}${entry.standardTabId ? ` ${entry.standardTabId}` : ''})`;
  return (await appMenu(db, appId)).flatMap((entry) => [
    describe(entry),
    ...entry.children.map((child) => `  ${describe(child)}`),
  ]);
}

export async function appNameOf(db: Kysely<Database>, appId: string): Promise<string> {
  const row = await db.selectFrom('application').select('name').where('id', '=', appId).executeTakeFirst();
  return row?.name ?? appId;
}
