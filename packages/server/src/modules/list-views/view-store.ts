import { type ListViewInfo, newRecordId, systemViewName, VIEW_LIST_MAX_UNCONFIGURED } from '@vela/core';
import { type Selectable, sql } from 'kysely';
import { type DatabaseHandle, executePrepared } from '../../db/database.js';
import type { ListViewTable } from '../../db/migrations/0030-list-views.js';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, ErrorCode } from '../../http/envelope.js';
import {
  type FieldModel,
  METADATA_REVISION_SUBSELECT,
  type ObjectModel,
  storedMetadata,
} from '../metadata/index.js';
import type { FilterCriterion } from './filter-sql.js';

/** Whose records a view lists. */
export type ViewScope = 'all' | 'mine' | 'team';
export type SortOrder = 'asc' | 'desc';

/** A list view as the API shows it: core's contract (list-views). */
export type { ListViewInfo };

/** Spec 1 §9: the view list shows at most this many views when the organisation configured nothing else. */
export const VIEW_LIST_MAXIMUM = VIEW_LIST_MAX_UNCONFIGURED;

type ViewRow = Selectable<ListViewTable>;

const LONG_OR_BINARY = new Set(['X', 'A', 'IMG', 'file', 'T', 'AD', 'LT', 'Z']);

/** The columns a new view starts with: the name, five telling fields, the owner and the last change. */
export function defaultColumns(object: ObjectModel): string[] {
  const telling = object.fields
    .filter(
      (field: FieldModel) =>
        field.columnName !== null &&
        !field.system &&
        !field.hidden &&
        field.apiName !== object.nameField &&
        field.helpText === '' &&
        !LONG_OR_BINARY.has(field.typeCode),
    )
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .slice(0, 5)
    .map((field) => field.apiName);
  const tail = ['ownerid', 'lastmodifydate'].filter((api) => object.fieldsByApi.has(api));
  return [object.nameField, ...telling, ...tail];
}

function systemViewsFor(
  object: ObjectModel,
): Array<Omit<ListViewInfo, 'id' | 'canEdit' | 'objId'> & { key: string }> {
  const plural = object.pluralLabel;
  const columns = defaultColumns(object);
  const base = { shared: true, isSystem: true, columns, criteria: [], logic: '' };
  // Sorted by the object's name field; a caller who cannot see it gets the default the list falls back on.
  const byName = { field: object.nameField, order: 'asc' } as const;
  const views: Array<Omit<ListViewInfo, 'id' | 'canEdit' | 'objId'> & { key: string }> = [
    { ...base, key: 'all', name: systemViewName('all', plural), scope: 'all', sort: byName },
    { ...base, key: 'mine', name: systemViewName('mine', plural), scope: 'mine', sort: byName },
    {
      ...base,
      key: 'recent',
      name: systemViewName('recent', plural),
      scope: 'all',
      sort: { field: 'lastmodifydate', order: 'desc' },
    },
  ];
  const rating = object.fieldsByApi.get('rating');
  if (rating?.picklist.some((value) => value.codeKey === 'Hot')) {
    views.push({
      ...base,
      key: 'hot',
      name: systemViewName('hot', plural),
      scope: 'all',
      criteria: [{ field: 'rating', operator: 'e', value: 'Hot' }],
      sort: byName,
    });
  }
  return views;
}

function systemViewId(orgId: string, object: ObjectModel, key: string): string {
  return `00B${object.prefix}${key}-${orgId}`.slice(0, 64);
}

/** Makes the system views of an object for an organisation the first time anyone lists them. */
export async function ensureSystemViews(
  database: DatabaseHandle,
  orgId: string,
  object: ObjectModel,
  now: string,
) {
  // Stored once for everyone: named from the stored (English) labels, never the first caller's language.
  const views = systemViewsFor((await storedMetadata(database)).byId.get(object.id) ?? object);
  const ids = views.map((view) => systemViewId(orgId, object, view.key));
  const present = await database.db.selectFrom('list_view').select('id').where('id', 'in', ids).execute();
  if (present.length === ids.length) return;
  const have = new Set(present.map((row) => row.id));
  for (const [rank, view] of views.entries()) {
    const id = ids[rank] as string;
    if (have.has(id)) continue;
    await database.db
      .insertInto('list_view')
      .values({
        id,
        org_id: orgId,
        object_id: object.id,
        name: view.name,
        owner_id: null,
        shared: 1,
        is_system: 1,
        scope: view.scope,
        columns_json: JSON.stringify(view.columns),
        criteria_json: JSON.stringify(view.criteria),
        logic: '',
        sort_field: view.sort.field,
        sort_order: view.sort.order,
        sort_rank: rank,
        created_at: now,
        updated_at: now,
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  }
}

function isAdmin(user: CurrentUser): boolean {
  return user.profileId === 'system_admin';
}

export function toViewInfo(row: ViewRow, user: CurrentUser): ListViewInfo {
  return {
    id: row.id,
    name: row.name,
    objId: row.object_id,
    scope: row.scope as ViewScope,
    shared: row.shared === 1,
    isSystem: row.is_system === 1,
    canEdit: row.is_system === 1 ? isAdmin(user) : row.owner_id === user.userId || isAdmin(user),
    columns: JSON.parse(row.columns_json) as string[],
    // Stored only after the operators were checked against their fields.
    criteria: JSON.parse(row.criteria_json) as ListViewInfo['criteria'],
    logic: row.logic,
    sort: { field: row.sort_field, order: row.sort_order === 'desc' ? 'desc' : 'asc' },
  };
}

/** The views of an object a user may use: the system views, their own and those shared with the organisation. */
export async function listViews(database: DatabaseHandle, user: CurrentUser, object: ObjectModel) {
  const rows = await database.db
    .selectFrom('list_view')
    .selectAll()
    .where('org_id', '=', user.orgId)
    .where('object_id', '=', object.id)
    .where((eb) => eb.or([eb('is_system', '=', 1), eb('shared', '=', 1), eb('owner_id', '=', user.userId)]))
    .orderBy('is_system', 'desc')
    .orderBy('sort_rank')
    .orderBy('name')
    .execute();
  return rows.map((row) => toViewInfo(row, user));
}

/** One view the user may use, or a clear 404. */
export async function findView(
  database: DatabaseHandle,
  user: CurrentUser,
  viewId: string,
): Promise<ViewRow> {
  const row = await database.db
    .selectFrom('list_view')
    .selectAll()
    .where('id', '=', viewId)
    .where('org_id', '=', user.orgId)
    .executeTakeFirst();
  if (!row || (row.is_system !== 1 && row.shared !== 1 && row.owner_id !== user.userId)) {
    throw new AppError(ErrorCode.NOT_FOUND, `List view ${viewId} was not found`);
  }
  return row;
}

/** A user's remembered columns and widths for a view. */
export type FieldMemory = Array<{ field: string; width: number | null }>;

/** What a list call needs before its page: the view, the caller's column memory, the metadata revision. */
export interface ViewForList {
  row: ViewRow;
  memory: FieldMemory | undefined;
  revision: number;
}

type ViewListRow = ViewRow & { lv_memory: string | null; lv_revision: number | string | null };

/**
 * The view, the caller's column memory and the metadata revision in ONE
 * statement, kept prepared: a list call used to spend three round trips (and
 * on PostgreSQL three plannings) on them before its page. Nothing is cached,
 * so a view or memory changed a moment ago is what the next page uses.
 */
export async function findViewForList(
  database: DatabaseHandle,
  user: CurrentUser,
  viewId: string,
): Promise<ViewForList> {
  const statement = sql<ViewListRow>`select v.*, m.columns_json as lv_memory, ${sql.raw(METADATA_REVISION_SUBSELECT)} as lv_revision from list_view v left join list_view_memory m on m.view_id = v.id and m.user_id = ${user.userId} where v.id = ${viewId} and v.org_id = ${user.orgId}`;
  const result = await executePrepared<ViewListRow>(database, statement.compile(database.db));
  const found = result.rows[0];
  if (!found || (found.is_system !== 1 && found.shared !== 1 && found.owner_id !== user.userId)) {
    throw new AppError(ErrorCode.NOT_FOUND, `List view ${viewId} was not found`);
  }
  const { lv_memory, lv_revision, ...row } = found;
  return {
    row,
    memory: lv_memory === null ? undefined : (JSON.parse(lv_memory) as FieldMemory),
    revision: Number(lv_revision ?? 0),
  };
}

export async function findEditableView(database: DatabaseHandle, user: CurrentUser, viewId: string) {
  const row = await findView(database, user, viewId);
  if (!toViewInfo(row, user).canEdit) {
    throw new AppError(
      ErrorCode.FORBIDDEN,
      `Only the owner of "${row.name}" or an administrator may change it`,
    );
  }
  return row;
}

export interface ViewDraft {
  name: string;
  scope: ViewScope;
  shared: boolean;
  columns: string[];
  criteria: FilterCriterion[];
  logic: string;
  sort: { field: string; order: SortOrder };
}

export async function insertView(
  database: DatabaseHandle,
  user: CurrentUser,
  object: ObjectModel,
  draft: ViewDraft,
  now: string,
): Promise<string> {
  const id = newRecordId('00B');
  await database.db
    .insertInto('list_view')
    .values({
      id,
      org_id: user.orgId,
      object_id: object.id,
      name: draft.name,
      owner_id: user.userId,
      shared: draft.shared ? 1 : 0,
      is_system: 0,
      scope: draft.scope,
      columns_json: JSON.stringify(draft.columns),
      criteria_json: JSON.stringify(draft.criteria),
      logic: draft.logic,
      sort_field: draft.sort.field,
      sort_order: draft.sort.order,
      sort_rank: 100,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

export async function updateView(
  database: DatabaseHandle,
  id: string,
  draft: Partial<ViewDraft>,
  now: string,
) {
  await database.db
    .updateTable('list_view')
    .set({
      ...(draft.name !== undefined ? { name: draft.name } : {}),
      ...(draft.scope !== undefined ? { scope: draft.scope } : {}),
      ...(draft.shared !== undefined ? { shared: draft.shared ? 1 : 0 } : {}),
      ...(draft.columns !== undefined ? { columns_json: JSON.stringify(draft.columns) } : {}),
      ...(draft.criteria !== undefined ? { criteria_json: JSON.stringify(draft.criteria) } : {}),
      ...(draft.logic !== undefined ? { logic: draft.logic } : {}),
      ...(draft.sort !== undefined ? { sort_field: draft.sort.field, sort_order: draft.sort.order } : {}),
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

export async function removeView(database: DatabaseHandle, row: ViewRow) {
  if (row.is_system === 1) {
    throw new AppError(ErrorCode.BAD_REQUEST, `"${row.name}" is a standard view and cannot be deleted`);
  }
  await database.db.deleteFrom('list_view_memory').where('view_id', '=', row.id).execute();
  await database.db.deleteFrom('list_view').where('id', '=', row.id).execute();
}

/** A user's remembered columns and widths for a view (updateViewFieldMemory), or undefined. */
export async function readFieldMemory(database: DatabaseHandle, userId: string, viewId: string) {
  const row = await database.db
    .selectFrom('list_view_memory')
    .select('columns_json')
    .where('user_id', '=', userId)
    .where('view_id', '=', viewId)
    .executeTakeFirst();
  return row ? (JSON.parse(row.columns_json) as FieldMemory) : undefined;
}

export async function writeFieldMemory(
  database: DatabaseHandle,
  userId: string,
  viewId: string,
  columns: Array<{ field: string; width: number | null }>,
  now: string,
) {
  await database.db
    .insertInto('list_view_memory')
    .values({ user_id: userId, view_id: viewId, columns_json: JSON.stringify(columns), updated_at: now })
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'view_id'])
        .doUpdateSet({ columns_json: JSON.stringify(columns), updated_at: now }),
    )
    .execute();
}

export async function clearFieldMemory(database: DatabaseHandle, userId: string, viewId: string) {
  await database.db
    .deleteFrom('list_view_memory')
    .where('user_id', '=', userId)
    .where('view_id', '=', viewId)
    .execute();
}
