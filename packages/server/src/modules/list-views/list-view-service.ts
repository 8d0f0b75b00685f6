import { type ListFieldInfo, SYSTEM_VIEW_KEYS, systemViewName, TABLE_DEFAULT_PAGE_SIZE } from '@vela/core';
import { sql } from 'kysely';
import type { z } from 'zod';
import { callerLanguage, withoutCallerLanguage } from '../../http/caller-language.js';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, ErrorCode } from '../../http/envelope.js';
import {
  currentMetadata,
  type FieldModel,
  metadataAtRevision,
  type ObjectModel,
  resolveObject,
  storedMetadata,
} from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { settableFields } from './field-update.js';
import { filterKindOf, OPERATORS_BY_KIND } from './filter-operators.js';
import { criteriaCondition } from './filter-sql.js';
import { formulaProblem, isFormulaField } from './formula-columns.js';
import { readKanbanBoard } from './kanban-board.js';
import { visibleFields } from './list-access.js';
import { streamListExport } from './list-export.js';
import { conditionsFor, countList, type ListQuestion, readListPage } from './list-query.js';
import { defaultSortField, planSort, usableViewSort } from './list-sort.js';
import type {
  exportSchema,
  kanbanSchema,
  listQuestionSchema,
  pageSchema,
  saveViewSchema,
} from './view-schemas.js';
import type { SortOrder } from './view-store.js';
import {
  defaultColumns,
  ensureSystemViews,
  type FieldMemory,
  findEditableView,
  findViewForList,
  insertView,
  type ListViewInfo,
  listViews,
  readFieldMemory,
  toViewInfo,
  updateView,
  VIEW_LIST_MAXIMUM,
  type ViewDraft,
} from './view-store.js';

/** Spec 1 §9: a table list shows 25 rows unless asked otherwise. */
export const DEFAULT_PAGE_SIZE = TABLE_DEFAULT_PAGE_SIZE;
/** Counts are exact up to here; past it the answer is an estimate and says so. */
export const EXACT_COUNT_LIMIT = 2_000;

type ObjectRef = { objId?: string | undefined; objectApi?: string | undefined };

/**
 * The standard views (All, My, Recently modified …) are stored once under English names; a caller of
 * another language reads them in theirs around the object's plural label. A standard view an
 * administrator renamed keeps the name given. English callers pay nothing: their names are stored ones.
 */
async function inCallerLanguage(
  context: ModuleContext,
  object: ObjectModel,
  views: ListViewInfo[],
  revision?: number,
): Promise<ListViewInfo[]> {
  const language = callerLanguage();
  if (!language || language === 'en' || !views.some((view) => view.isSystem)) return views;
  const stored = await withoutCallerLanguage(() =>
    revision === undefined
      ? storedMetadata(context.database)
      : metadataAtRevision(context.database, revision),
  );
  const english = stored.byId.get(object.id);
  if (!english) return views;
  return views.map((view) => {
    if (!view.isSystem) return view;
    const key = SYSTEM_VIEW_KEYS.find(
      (candidate) => view.name === systemViewName(candidate, english.pluralLabel),
    );
    return key ? { ...view, name: systemViewName(key, object.pluralLabel, language) } : view;
  });
}

async function objectFor(context: ModuleContext, ref: ObjectRef) {
  const snapshot = await currentMetadata(context.database);
  const object = resolveObject(snapshot, {
    ...(ref.objId ? { objId: ref.objId } : {}),
    ...(ref.objectApi ? { objectApi: ref.objectApi } : {}),
  });
  return { snapshot, object };
}

/** The type code a formula's value compares as, for the filter panel's value input. */
const FORMULA_VALUE_TYPES = { number: 'N', text: 'S', boolean: 'B', date: 'D' } as const;

function fieldInfos(
  object: ObjectModel,
  visible: ReadonlyMap<string, FieldModel>,
  settable: ReadonlyMap<string, FieldModel>,
): ListFieldInfo[] {
  const infos: ListFieldInfo[] = [];
  // The object's own fields in their order come first, the platform's (owner, created …) after them.
  const ordered = [...visible.values()].sort(
    (a, b) => Number(a.system) - Number(b.system) || a.sortOrder - b.sortOrder,
  );
  for (const field of ordered) {
    // A formula the database cannot compute (or that reads a field hidden from the caller) is not offered.
    if (isFormulaField(field) && formulaProblem(object, field, visible) !== null) continue;
    const kind = filterKindOf(field, object);
    if (!kind) continue;
    infos.push({
      ...(isFormulaField(field) && kind in FORMULA_VALUE_TYPES
        ? { valueType: FORMULA_VALUE_TYPES[kind as keyof typeof FORMULA_VALUE_TYPES] }
        : {}),
      apiName: field.apiName,
      label: field.label,
      type: field.typeCode,
      operators: [...OPERATORS_BY_KIND[kind]],
      options: field.picklist.map((value) => ({ value: value.codeKey, label: value.codeValue })),
      lookupObjId: field.lookupObjectId,
      editable: settable.has(field.apiName.toLowerCase()),
    });
  }
  return infos;
}

export async function viewCatalogue(context: ModuleContext, user: CurrentUser, ref: ObjectRef) {
  const { object } = await objectFor(context, ref);
  await ensureSystemViews(context.database, user.orgId, object, context.now().toISOString());
  const views = await inCallerLanguage(context, object, await listViews(context.database, user, object));
  return {
    objId: object.id,
    objectApi: object.apiName,
    prefix: object.prefix,
    label: object.label,
    pluralLabel: object.pluralLabel,
    defaultViewId: views[0]?.id ?? null,
    total: views.length,
    maximum: VIEW_LIST_MAXIMUM,
    views: views.slice(0, VIEW_LIST_MAXIMUM),
    fields: fieldInfos(
      object,
      await visibleFields(context.database, user, object),
      await settableFields(context, user, object),
    ),
  };
}

/**
 * The object, the view and the caller's column memory of a list call. With a
 * view id (what the list screen sends) one prepared statement answers the
 * view, the memory and the metadata revision together.
 */
async function viewFor(
  context: ModuleContext,
  user: CurrentUser,
  ref: ObjectRef & { viewId?: string | undefined },
) {
  if (ref.viewId) {
    const found = await findViewForList(context.database, user, ref.viewId);
    const snapshot = await metadataAtRevision(context.database, found.revision);
    const object = resolveObject(snapshot, {
      ...(ref.objId ? { objId: ref.objId } : {}),
      ...(ref.objectApi ? { objectApi: ref.objectApi } : {}),
    });
    const [view] = await inCallerLanguage(context, object, [toViewInfo(found.row, user)], found.revision);
    if (!view || view.objId !== object.id) {
      throw new AppError(
        ErrorCode.BAD_REQUEST,
        `viewId: view ${ref.viewId} lists another object, not ${object.label}`,
      );
    }
    return { snapshot, object, view, memory: found.memory };
  }
  const { snapshot, object } = await objectFor(context, ref);
  await ensureSystemViews(context.database, user.orgId, object, context.now().toISOString());
  const [view] = await inCallerLanguage(context, object, await listViews(context.database, user, object));
  if (!view) throw new AppError(ErrorCode.NOT_FOUND, `${object.label} has no list view`);
  return { snapshot, object, view, memory: await readFieldMemory(context.database, user.userId, view.id) };
}

async function questionFor(
  context: ModuleContext,
  user: CurrentUser,
  body: z.infer<typeof listQuestionSchema> & { sort?: { field: string; order: SortOrder } | undefined },
) {
  const { snapshot, object, view, memory } = await viewFor(context, user, body);
  const visible = await visibleFields(context.database, user, object);
  const question: ListQuestion = {
    object,
    visible,
    scope: body.scope ?? view.scope,
    criteria: view.criteria,
    logic: view.logic,
    extraCriteria: body.filters?.criteria ?? [],
    extraLogic: body.filters?.logic ?? '',
    keyword: body.keyword ?? '',
  };
  const sort = body.sort ?? usableViewSort(object, visible, view.sort);
  return { snapshot, object, view, memory, visible, question, sort };
}

/** The columns the user sees: their remembered choice and widths, else the view's. */
function columnsFor(
  view: ListViewInfo,
  memory: FieldMemory | undefined,
  visible: ReadonlyMap<string, FieldModel>,
) {
  const chosen = memory ?? view.columns.map((field) => ({ field, width: null }));
  return chosen
    .map((column) => ({ column, field: visible.get(column.field.toLowerCase()) }))
    .filter((entry): entry is { column: { field: string; width: number | null }; field: FieldModel } =>
      Boolean(entry.field?.columnName),
    )
    .map(({ column, field }) => ({
      apiName: field.apiName,
      label: field.label,
      type: field.typeCode,
      width: column.width,
      // A picklist cell shows its value's label (in the caller's language), the row holds the key.
      ...(field.typeCode === 'L'
        ? { valueLabels: Object.fromEntries(field.picklist.map((value) => [value.codeKey, value.codeValue])) }
        : {}),
    }));
}

export async function viewPage(context: ModuleContext, user: CurrentUser, body: z.infer<typeof pageSchema>) {
  const { snapshot, view, memory, visible, question, sort } = await questionFor(context, user, body);
  const columns = columnsFor(view, memory, visible);
  const page = await readListPage(context, user, snapshot, question, {
    sort,
    pageSize: body.pageSize ?? DEFAULT_PAGE_SIZE,
    cursor: body.cursor,
    columns: columns.map((column) => column.apiName),
  });
  return {
    view: { id: view.id, name: view.name, scope: question.scope },
    columns,
    remembered: memory !== undefined,
    ...page,
  };
}

export async function viewCount(
  context: ModuleContext,
  user: CurrentUser,
  body: z.infer<typeof listQuestionSchema>,
) {
  const { question } = await questionFor(context, user, body);
  return countList(context, user, question, EXACT_COUNT_LIMIT);
}

/**
 * Every record of a list question (its view, filters, keyword and scope, under the caller's access) by
 * name, at most `limit`, with those of the named fields the caller may see: what an action on a whole
 * list works on (a mass e-mail). A field hidden from the caller is left out of the rows.
 */
export async function listedRecords(
  context: ModuleContext,
  user: CurrentUser,
  body: z.infer<typeof listQuestionSchema>,
  fieldApis: readonly string[],
  limit: number,
) {
  const { object, question } = await questionFor(context, user, body);
  const { conditions } = await conditionsFor(context, user, question);
  const fields = fieldApis
    .map((api) => question.visible.get(api.toLowerCase()))
    .filter((field): field is FieldModel => Boolean(field?.columnName));
  const columns = sql.join([
    sql.ref('id'),
    sql.ref('name'),
    ...fields.map((field) => sql`${sql.ref(field.columnName as string)} as ${sql.ref(field.apiName)}`),
  ]);
  const { rows } = await sql<Record<string, string | number | null>>`select ${columns} from ${sql.table(
    object.tableName,
  )} where ${sql.join(conditions, sql` and `)} order by ${sql.ref('name')}, ${sql.ref('id')} limit ${sql.lit(limit)}`.execute(
    context.database.db,
  );
  return { objectApi: object.apiName, objectLabel: object.label, rows };
}

/** Refuses a view whose columns, sort or filters the server could not run, before it is stored. */
async function checkDraft(context: ModuleContext, user: CurrentUser, object: ObjectModel, draft: ViewDraft) {
  const visible = await visibleFields(context.database, user, object);
  for (const api of draft.columns) {
    if (!visible.get(api.toLowerCase())?.columnName) {
      throw new AppError(ErrorCode.BAD_REQUEST, `columns: ${object.label} has no field "${api}"`);
    }
  }
  planSort(context.database.dialect, object, visible, draft.sort);
  criteriaCondition(context.database.dialect, object, visible, draft.criteria, draft.logic);
}

export async function saveView(
  context: ModuleContext,
  user: CurrentUser,
  body: z.infer<typeof saveViewSchema>,
) {
  const { object } = await objectFor(context, body);
  const now = context.now().toISOString();
  if (body.id) {
    const row = await findEditableView(context.database, user, body.id);
    const current = toViewInfo(row, user);
    if (current.objId !== object.id)
      throw new AppError(ErrorCode.BAD_REQUEST, `id: view ${body.id} lists another object`);
    const draft: ViewDraft = {
      name: body.name,
      scope: body.scope ?? current.scope,
      shared: body.shared ?? current.shared,
      columns: body.columns ?? current.columns,
      criteria: body.criteria ?? current.criteria,
      logic: body.logic ?? current.logic,
      sort: body.sort ?? current.sort,
    };
    await checkDraft(context, user, object, draft);
    await updateView(context.database, row.id, draft, now);
    return { id: row.id };
  }
  const draft: ViewDraft = {
    name: body.name,
    scope: body.scope ?? 'all',
    shared: body.shared ?? false,
    columns: body.columns ?? defaultColumns(object),
    criteria: body.criteria ?? [],
    logic: body.logic ?? '',
    sort: body.sort ?? {
      field: defaultSortField(object, await visibleFields(context.database, user, object)),
      order: 'asc',
    },
  };
  await checkDraft(context, user, object, draft);
  return { id: await insertView(context.database, user, object, draft, now) };
}

export async function objectOf(context: ModuleContext, ref: ObjectRef) {
  return (await objectFor(context, ref)).object;
}

/** Kanban columns of a list view: by a picklist, with counts, sums and the first cards of each. */
export async function viewKanban(
  context: ModuleContext,
  user: CurrentUser,
  body: z.infer<typeof kanbanSchema>,
) {
  const { snapshot, view, memory, visible, question, sort } = await questionFor(context, user, body);
  const columns = columnsFor(view, memory, visible);
  const board = await readKanbanBoard(context, user, snapshot, question, {
    groupField: body.groupField,
    sumField: body.sumField,
    cardsPerColumn: body.cardsPerColumn ?? KANBAN_CARDS_PER_COLUMN,
    sort,
    columns: columns.map((column) => column.apiName),
  });
  return { view: { id: view.id, name: view.name, scope: question.scope }, ...board };
}

/** Cards a kanban column shows before "more in the table". */
export const KANBAN_CARDS_PER_COLUMN = 20;

const FILE_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** A list view as a file: its rows, columns and sort as the user sees them, streamed. */
export async function viewExport(
  context: ModuleContext,
  user: CurrentUser,
  body: z.infer<typeof exportSchema>,
) {
  const { snapshot, object, view, memory, visible, question, sort } = await questionFor(context, user, body);
  const columns = columnsFor(view, memory, visible);
  const day = context.now().toISOString().slice(0, 10);
  const fileStem = `${object.pluralLabel}-${view.name}-${day}`.replace(/[^\p{L}\p{N}._ -]+/gu, '_');
  const { stream, keywordBound } = await streamListExport(context, user, snapshot, question, {
    format: body.format,
    fileStem,
    columns,
    sort,
    detail: {
      viewId: view.id,
      scope: question.scope,
      ...(body.filters ? { filters: body.filters } : {}),
      ...(body.keyword ? { keyword: body.keyword } : {}),
    },
  });
  return {
    stream,
    keywordBound,
    fileName: `${fileStem}.${body.format}`,
    contentType: FILE_TYPES[body.format],
  };
}
