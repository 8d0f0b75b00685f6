import { z } from 'zod';
import { defineCall } from './call-contract.js';

/**
 * The list-view calls (issue 7; server module list-views): one schema per
 * request and per answer, the server validating and serialising with them and
 * the web's list-view client typed from them.
 */

/** The filter operators; the server answers, per field, which of them it takes. */
export const FILTER_OPERATORS = [
  'e', // equals
  'n', // not equal
  'l', // less than
  'g', // greater than
  'm', // less or equal
  'h', // greater or equal
  'c', // contains
  'k', // does not contain
  's', // starts with
  'in', // is one of (picklists, lookups)
  'notin', // is none of
  'includes', // multi-value holds any of
  'excludes', // multi-value holds none of
  'empty', // has no value
  'notempty', // has a value
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export const VIEW_SCOPES = ['all', 'mine', 'team'] as const;
export type ViewScope = (typeof VIEW_SCOPES)[number];

const objectRef = {
  objId: z.string().min(1).max(100).optional(),
  objectApi: z.string().min(1).max(100).optional(),
};

/** A criterion as sent; its operator is checked against the field's kind, with the field named. */
export const criterionSchema = z.strictObject({
  field: z.string().min(1).max(100),
  operator: z.string().min(1).max(20),
  value: z.union([z.string().max(1000), z.array(z.string().max(1000)).max(100)]).optional(),
});

const criteria = z.array(criterionSchema).max(20);
const logic = z.string().max(500);
export const viewSortSchema = z.strictObject({
  field: z.string().min(1).max(100),
  order: z.enum(['asc', 'desc']),
});
export type ViewSort = z.infer<typeof viewSortSchema>;
const scope = z.enum(VIEW_SCOPES);
const columns = z.array(z.string().min(1).max(100)).min(1).max(50);
const ids = z.array(z.string().min(1).max(64)).min(1).max(1000);

/** What a list shows: the view, filters on top of it (the unsaved filter panel), a keyword, a scope. */
export const listQuestionSchema = z.strictObject({
  ...objectRef,
  viewId: z.string().min(1).max(100).optional(),
  filters: z.strictObject({ criteria, logic: logic.optional() }).optional(),
  keyword: z.string().max(200).optional(),
  /** Overrides the view's owner scope for this question. */
  scope: scope.optional(),
});

export const pageSchema = listQuestionSchema.extend({
  pageSize: z.number().int().min(1).max(200).optional(),
  cursor: z.string().max(2000).optional(),
  sort: viewSortSchema.optional(),
});

export const kanbanSchema = listQuestionSchema.extend({
  /** The picklist whose values are the columns; stage or status when not given. */
  groupField: z.string().min(1).max(100).optional(),
  /** The number field each column totals; amount when not given, '' for none. */
  sumField: z.string().max(100).optional(),
  cardsPerColumn: z.number().int().min(0).max(100).optional(),
  sort: viewSortSchema.optional(),
});

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** view/exportList's body; its answer is a file (a raw download), not an envelope. */
export const exportSchema = listQuestionSchema.extend({
  format: z.enum(EXPORT_FORMATS, { error: 'format: csv or xlsx' }),
  sort: viewSortSchema.optional(),
});

export const viewListSchema = z.strictObject({ ...objectRef });

export const saveViewSchema = z.strictObject({
  ...objectRef,
  /** Present: change that view; absent: create one. */
  id: z.string().min(1).max(100).optional(),
  name: z.string().trim().min(1, 'name: give the view a name').max(80),
  scope: scope.optional(),
  shared: z.boolean().optional(),
  columns: columns.optional(),
  criteria: criteria.optional(),
  logic: logic.optional(),
  sort: viewSortSchema.optional(),
});

export const renameViewSchema = z.strictObject({
  id: z.string().min(1).max(100),
  name: z.string().trim().min(1, 'name: give the view a name').max(80),
});
export const shareViewSchema = z.strictObject({ id: z.string().min(1).max(100), shared: z.boolean() });
export const viewIdSchema = z.strictObject({ id: z.string().min(1).max(100) });

export const fieldMemorySchema = z.strictObject({
  viewId: z.string().min(1).max(100),
  columns: z
    .array(
      z.strictObject({
        field: z.string().min(1).max(100),
        width: z.number().int().min(40).max(2000).nullable().optional(),
      }),
    )
    .min(1)
    .max(50),
});
export const resetMemorySchema = z.strictObject({ viewId: z.string().min(1).max(100) });

export const massDeleteSchema = z.strictObject({ ...objectRef, ids });
export const massOwnerSchema = z.strictObject({ ...objectRef, ids, ownerId: z.string().min(1).max(64) });

export const fieldValueSchema = z.union([z.string().max(32000), z.number(), z.boolean(), z.null()]);
export type FieldValue = z.infer<typeof fieldValueSchema>;

export const massUpdateSchema = z.strictObject({
  ...objectRef,
  ids,
  /** The field to set on every record, and its value as the form would send it. */
  field: z.string().min(1).max(100),
  value: fieldValueSchema,
  /**
   * Ours (issue 16 item 3): record id → the lastmodifydate the caller saw.
   * A record named here is refused if it changed since (a kanban move of a
   * card someone else just changed); one not named is set whatever changed
   * since — a mass edit writes its one field last-writer-wins.
   */
  versions: z.record(z.string().min(1).max(64), z.string().min(1).max(40)).optional(),
});

// ——— Answers ———

const savedCriterionSchema = z.object({
  field: z.string(),
  operator: z.enum(FILTER_OPERATORS),
  value: z.union([z.string(), z.array(z.string())]).optional(),
});
export type FilterCriterion = z.infer<typeof savedCriterionSchema>;

export const listViewInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  objId: z.string(),
  scope: z.enum(VIEW_SCOPES),
  shared: z.boolean(),
  isSystem: z.boolean(),
  /** The caller may rename, change, share and delete it. */
  canEdit: z.boolean(),
  columns: z.array(z.string()),
  criteria: z.array(savedCriterionSchema),
  logic: z.string(),
  sort: viewSortSchema,
});
export type ListViewInfo = z.infer<typeof listViewInfoSchema>;

/** What the filter panel and column picker know of a field. */
export const listFieldInfoSchema = z.object({
  apiName: z.string(),
  label: z.string(),
  type: z.string(),
  /** A formula field's result as a field type code (N, S, B, D): what its filter value is entered as. */
  valueType: z.string().optional(),
  operators: z.array(z.enum(FILTER_OPERATORS)),
  options: z.array(z.object({ value: z.string(), label: z.string() })),
  lookupObjId: z.string().nullable(),
  /** The caller may set it in bulk (mass edit) or by moving a kanban card. */
  editable: z.boolean(),
});
export type ListFieldInfo = z.infer<typeof listFieldInfoSchema>;

export const viewCatalogueSchema = z.object({
  objId: z.string(),
  objectApi: z.string(),
  prefix: z.string(),
  label: z.string(),
  pluralLabel: z.string(),
  defaultViewId: z.string().nullable(),
  total: z.number().int(),
  maximum: z.number().int(),
  views: z.array(listViewInfoSchema),
  fields: z.array(listFieldInfoSchema),
});
export type ViewCatalogue = z.infer<typeof viewCatalogueSchema>;

export const listColumnSchema = z.object({
  apiName: z.string(),
  label: z.string(),
  type: z.string(),
  width: z.number().nullable(),
  /** A picklist's labels by stored value, in the user's language. */
  valueLabels: z.record(z.string(), z.string()).optional(),
});
export type ListColumn = z.infer<typeof listColumnSchema>;

const cellSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
/** A row of a list or a kanban card: its id, its name and one value per column shown (lookups with their names). */
export const listRowSchema = z.object({ id: z.string() }).catchall(cellSchema);
export type ListRow = z.infer<typeof listRowSchema>;

export const listPageSchema = z.object({
  view: z.object({ id: z.string(), name: z.string(), scope: z.enum(VIEW_SCOPES) }),
  columns: z.array(listColumnSchema),
  remembered: z.boolean(),
  rows: z.array(listRowSchema),
  /** Give this back for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  pageSize: z.number().int(),
  sort: viewSortSchema,
  /** A keyword search sorts at most `limit` matches; `reached`: it found that many, there may be more. */
  keywordCandidates: z.object({ limit: z.number().int(), reached: z.boolean() }).nullable(),
  /** 'preparing': the object's keyword index is still being built; the keyword matched name beginnings only. */
  keywordIndex: z.enum(['preparing']).nullable().optional(),
});
export type ListPage = z.infer<typeof listPageSchema>;

export const listCountSchema = z.object({
  count: z.number().int(),
  /** True when the count passed the exact limit and is the database's estimate. */
  estimated: z.boolean(),
  exactLimit: z.number().int(),
});
export type ListCount = z.infer<typeof listCountSchema>;

/** A record a mass delete left, and why (the server's words, and its message key with values). */
export const deleteRefusalSchema = z.object({
  id: z.string(),
  name: z.string(),
  message: z.string(),
  messageKey: z.string(),
  messageParams: z.record(z.string(), z.string()),
});
export type DeleteRefusal = z.infer<typeof deleteRefusalSchema>;

export const massResultSchema = z.object({
  done: z.array(z.string()),
  skipped: z.array(z.string()),
  /** Skipped records the caller may see, with why (mass delete only). */
  refused: z.array(deleteRefusalSchema).optional(),
});
export type MassResult = z.infer<typeof massResultSchema>;

export const fieldUpdateResultSchema = z.object({
  done: z.array(z.object({ id: z.string(), name: z.string() })),
  failed: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      /** The save pipeline's reason, as the form would show it. */
      message: z.string(),
      /** The field the reason belongs to ('' for the record; 'lastmodifydate' when it changed since). */
      errorField: z.string(),
      /** The record changed since the version sent: who changed it. */
      changedBy: z.string().optional(),
    }),
  ),
});
export type FieldUpdateResult = z.infer<typeof fieldUpdateResultSchema>;

export const fieldBriefSchema = z.object({ apiName: z.string(), label: z.string(), type: z.string() });
export type FieldBrief = z.infer<typeof fieldBriefSchema>;

export const kanbanColumnSchema = z.object({
  /** The stored picklist value; '' is the column of records without one. */
  value: z.string(),
  label: z.string(),
  count: z.number().int(),
  /** Total of the sum field over all the column's records, not only the cards shown. */
  sum: z.number().nullable(),
  cards: z.array(listRowSchema),
});
export type KanbanColumnData = z.infer<typeof kanbanColumnSchema>;

export const kanbanBoardSchema = z.object({
  view: z.object({ id: z.string(), name: z.string(), scope: z.enum(VIEW_SCOPES) }),
  groupField: fieldBriefSchema,
  sumField: fieldBriefSchema.nullable(),
  groupChoices: z.array(fieldBriefSchema),
  sumChoices: z.array(fieldBriefSchema),
  cardFields: z.array(fieldBriefSchema),
  columns: z.array(kanbanColumnSchema),
});
export type KanbanBoardData = z.infer<typeof kanbanBoardSchema>;

export const getViewListContract = defineCall({
  path: '/view/getViewList',
  summary: "An object's list views (at most 15), its default view and the fields lists can show and filter",
  request: viewListSchema,
  response: viewCatalogueSchema,
});

export const getViewListDataContract = defineCall({
  path: '/view/getViewListData',
  summary: 'One page of a list view (25 rows unless asked): keyset paging by cursor, sort, filters, keyword',
  request: pageSchema,
  response: listPageSchema,
});

export const getFilterValueNamesContract = defineCall({
  path: '/view/getFilterValueNames',
  summary:
    "Names of the people and records a list filter's lookup criteria hold by id (the filter's summary in words): a record the caller may not read is named by the placeholder",
  request: z.strictObject({ ...objectRef, criteria }),
  response: z.object({ names: z.record(z.string(), z.string()) }),
});

export const getViewCountContract = defineCall({
  path: '/view/getViewCount',
  summary: 'How many rows a list view has: exact up to 2,000, then an estimate marked estimated: true',
  request: listQuestionSchema,
  response: listCountSchema,
});

export const saveViewContract = defineCall({
  path: '/view/saveView',
  summary: 'Create a list view, or change one (name, scope, sharing, columns, filters, sort)',
  request: saveViewSchema,
  response: z.object({ id: z.string() }),
});

export const renameViewContract = defineCall({
  path: '/view/renameView',
  summary: 'Rename a list view',
  request: renameViewSchema,
  response: z.object({ id: z.string(), name: z.string() }),
});

export const shareViewContract = defineCall({
  path: '/view/shareView',
  summary: 'Share a list view with the whole organisation, or stop sharing it',
  request: shareViewSchema,
  response: z.object({ id: z.string(), shared: z.boolean() }),
});

export const deleteViewContract = defineCall({
  path: '/view/deleteView',
  summary: 'Delete a list view (the client shows no error dialog for failures here, spec 1 §8)',
  request: viewIdSchema,
  response: z.object({ id: z.string(), deleted: z.literal(true) }),
});

export const updateViewFieldMemoryContract = defineCall({
  path: '/view/updateViewFieldMemory',
  summary: "Remember the caller's columns and widths for a view",
  request: fieldMemorySchema,
  response: z.object({
    viewId: z.string(),
    columns: z.array(z.object({ field: z.string(), width: z.number().nullable() })),
  }),
});

export const resettingViewFieldMemoryContract = defineCall({
  path: '/view/resettingViewFieldMemory',
  summary: "Forget the caller's columns and widths for a view: back to the view's own",
  request: resetMemorySchema,
  response: z.object({ viewId: z.string() }),
});

export const batchDeleteContract = defineCall({
  path: '/view/batchDelete',
  summary: 'Move the selected records to the recycle bin; answers the ids done and the ids skipped',
  request: massDeleteSchema,
  response: massResultSchema,
});

export const batchTransferOwnerContract = defineCall({
  path: '/view/batchTransferOwner',
  summary: 'Give the selected records to another owner; answers the ids done and the ids skipped',
  request: massOwnerSchema,
  response: massResultSchema,
});

export const batchUpdateFieldContract = defineCall({
  path: '/view/batchUpdateField',
  summary:
    'Mass edit (and a kanban move): set one field on the selected records, each saved through the form’s save rules; answers the records saved and the records refused with their reasons',
  request: massUpdateSchema,
  response: fieldUpdateResultSchema,
});

export const getKanbanDataContract = defineCall({
  path: '/view/getKanbanData',
  summary:
    'A list view as kanban columns by a picklist field: per column its count, the total of a number field and its first cards',
  request: kanbanSchema,
  response: kanbanBoardSchema,
});
