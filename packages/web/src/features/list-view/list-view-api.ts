import { buildRequestHead, KEYWORD_BOUND_HEADER, keywordBoundOf } from '@vela/core';
import { api } from '../../api/index.js';

/** The list-view calls of issue 7 (server module list-views). */
export type FilterOperator =
  | 'e'
  | 'n'
  | 'l'
  | 'g'
  | 'm'
  | 'h'
  | 'c'
  | 'k'
  | 's'
  | 'in'
  | 'notin'
  | 'includes'
  | 'excludes'
  | 'empty'
  | 'notempty';

export interface FilterCriterion {
  field: string;
  operator: FilterOperator;
  value?: string | string[];
}

export type ViewScope = 'all' | 'mine' | 'team';
export interface ViewSort {
  field: string;
  order: 'asc' | 'desc';
}

export interface ListViewInfo {
  id: string;
  name: string;
  objId: string;
  scope: ViewScope;
  shared: boolean;
  isSystem: boolean;
  canEdit: boolean;
  columns: string[];
  criteria: FilterCriterion[];
  logic: string;
  sort: ViewSort;
}

export interface ListFieldInfo {
  apiName: string;
  label: string;
  type: string;
  operators: FilterOperator[];
  options: Array<{ value: string; label: string }>;
  lookupObjId: string | null;
  /** The caller may set it in bulk (mass edit) or by moving a kanban card. */
  editable: boolean;
}

export interface ViewCatalogue {
  objId: string;
  objectApi: string;
  prefix: string;
  label: string;
  pluralLabel: string;
  defaultViewId: string | null;
  total: number;
  maximum: number;
  views: ListViewInfo[];
  fields: ListFieldInfo[];
}

export interface ListColumn {
  apiName: string;
  label: string;
  type: string;
  width: number | null;
  /** A picklist's labels by stored value, in the user's language. */
  valueLabels?: Record<string, string>;
}

export type ListRow = Record<string, string | number | boolean | null> & { id: string; name: string };

export interface ListPage {
  view: { id: string; name: string; scope: ViewScope };
  columns: ListColumn[];
  remembered: boolean;
  rows: ListRow[];
  nextCursor: string | null;
  pageSize: number;
  sort: ViewSort;
  /** A keyword search sorts at most `limit` matches; `reached`: it found that many, there may be more. */
  keywordCandidates: { limit: number; reached: boolean } | null;
  /** 'preparing': the object's keyword index is still being built; the keyword matched name beginnings only. */
  keywordIndex?: 'preparing' | null;
}

export interface ListCount {
  count: number;
  estimated: boolean;
  exactLimit: number;
}

export interface ListQuestion {
  objectApi: string;
  viewId?: string | undefined;
  filters?: { criteria: FilterCriterion[]; logic?: string } | undefined;
  keyword?: string | undefined;
}

/** A record a mass delete left, and why (the server's words, and its message key with values). */
export interface DeleteRefusal {
  id: string;
  name: string;
  message: string;
  messageKey: string;
  messageParams: Record<string, string>;
}

export interface MassResult {
  done: string[];
  skipped: string[];
  /** Skipped records the caller may see, with why (mass delete only). */
  refused?: DeleteRefusal[];
}

const withoutEmpty = (question: ListQuestion) => ({
  objectApi: question.objectApi,
  ...(question.viewId ? { viewId: question.viewId } : {}),
  ...(question.filters && question.filters.criteria.length > 0 ? { filters: question.filters } : {}),
  ...(question.keyword?.trim() ? { keyword: question.keyword.trim() } : {}),
});

export const LIST_VIEW_KEYS = {
  catalogue: (objectApi: string) => ['listView', 'catalogue', objectApi] as const,
  page: (question: ListQuestion, sort: ViewSort | undefined, pageSize: number, cursor: string | undefined) =>
    ['listView', 'page', withoutEmpty(question), sort, pageSize, cursor] as const,
  count: (question: ListQuestion) => ['listView', 'count', withoutEmpty(question)] as const,
  kanban: (question: ListQuestion, groupField: string | undefined, sumField: string | undefined) =>
    ['listView', 'kanban', withoutEmpty(question), groupField, sumField] as const,
};

export const fetchViewCatalogue = async (objectApi: string) =>
  (await api.postFormat<ViewCatalogue>('view/getViewList', { objectApi })).data;

export const fetchListPage = async (
  question: ListQuestion,
  sort: ViewSort | undefined,
  pageSize: number,
  cursor: string | undefined,
) =>
  (
    await api.postFormat<ListPage>('view/getViewListData', {
      ...withoutEmpty(question),
      pageSize,
      ...(sort ? { sort } : {}),
      ...(cursor ? { cursor } : {}),
    })
  ).data;

export const fetchListCount = async (question: ListQuestion) =>
  (await api.postFormat<ListCount>('view/getViewCount', withoutEmpty(question))).data;

export interface ViewDraft {
  id?: string;
  name: string;
  scope?: ViewScope;
  shared?: boolean;
  columns?: string[];
  criteria?: FilterCriterion[];
  logic?: string;
  sort?: ViewSort;
}

export const saveView = async (objectApi: string, draft: ViewDraft) =>
  (await api.postFormat<{ id: string }>('view/saveView', { objectApi, ...draft })).data;
export const renameView = (id: string, name: string) => api.postFormat('view/renameView', { id, name });
export const shareView = (id: string, shared: boolean) => api.postFormat('view/shareView', { id, shared });
/** Spec 1 §8: failures of deleteView show no error dialog; the caller says what happened. */
export const deleteView = (id: string) => api.postFormat('view/deleteView', { id });
export const rememberColumns = (viewId: string, columns: Array<{ field: string; width: number | null }>) =>
  api.postFormat('view/updateViewFieldMemory', { viewId, columns });
export const forgetColumns = (viewId: string) => api.postFormat('view/resettingViewFieldMemory', { viewId });

export const massDelete = async (objectApi: string, ids: string[]) =>
  (await api.postFormat<MassResult>('view/batchDelete', { objectApi, ids })).data;
export const massTransferOwner = async (objectApi: string, ids: string[], ownerId: string) =>
  (await api.postFormat<MassResult>('view/batchTransferOwner', { objectApi, ids, ownerId })).data;

export interface UserChoice {
  id: string;
  name: string;
}

/** People to hand records to: the lookup search over users. */
export const searchUsers = async (keyword: string) => {
  const answer = await api.postFormat<{ dataList: Array<{ id: string; name?: string; queryname?: string }> }>(
    'lookup/getLookupData',
    { objId: 'user', keyword, pageSize: 20 },
  );
  return answer.data.dataList.map((row) => ({ id: row.id, name: row.queryname ?? row.name ?? row.id }));
};

export interface FieldBrief {
  apiName: string;
  label: string;
  type: string;
}

export interface KanbanColumnData {
  /** The stored picklist value; '' is the column of records without one. */
  value: string;
  label: string;
  count: number;
  sum: number | null;
  cards: ListRow[];
}

export interface KanbanBoardData {
  view: { id: string; name: string };
  groupField: FieldBrief;
  sumField: FieldBrief | null;
  groupChoices: FieldBrief[];
  sumChoices: FieldBrief[];
  cardFields: FieldBrief[];
  columns: KanbanColumnData[];
}

/** The kanban board of a list question: columns by a picklist with counts, sums and first cards. */
export const fetchKanbanBoard = async (
  question: ListQuestion,
  groupField: string | undefined,
  sumField: string | undefined,
) =>
  (
    await api.postFormat<KanbanBoardData>('view/getKanbanData', {
      ...withoutEmpty(question),
      ...(groupField ? { groupField } : {}),
      ...(sumField !== undefined ? { sumField } : {}),
    })
  ).data;

export type FieldValue = string | number | boolean | null;

export interface FieldUpdateResult {
  done: Array<{ id: string; name: string }>;
  /** `changedBy`: the record changed since the version sent; who changed it. */
  failed: Array<{ id: string; name: string; message: string; errorField: string; changedBy?: string }>;
}

/**
 * Mass edit and kanban moves: one field set on each record, each saved through the form's save rules.
 * `versions` (record id → the lastmodifydate seen) refuses a record changed since; a record without
 * one gets the field whatever changed since (a mass edit: last writer wins for that one field).
 */
export const updateFieldOfRecords = async (
  objectApi: string,
  ids: string[],
  field: string,
  value: FieldValue,
  versions?: Record<string, string>,
) =>
  (
    await api.postFormat<FieldUpdateResult>('view/batchUpdateField', {
      objectApi,
      ids,
      field,
      value,
      ...(versions && Object.keys(versions).length > 0 ? { versions } : {}),
    })
  ).data;

export type ExportFormat = 'csv' | 'xlsx';

/**
 * The list question as a CSV or XLSX file, with the columns and sort the user
 * sees; `keywordBound` when a keyword search reached the matches a list sorts
 * among (the file holds those only, as the table does).
 */
export const exportList = async (
  question: ListQuestion,
  sort: ViewSort | undefined,
  format: ExportFormat,
): Promise<{ file: Blob; keywordBound: number | null }> => {
  const answer = await api.downloadAnswer(
    'view/exportList',
    {
      method: 'post',
      // The token travels in the accessToken header, as on every call.
      body: {
        head: buildRequestHead(''),
        body: { ...withoutEmpty(question), format, ...(sort ? { sort } : {}) },
      },
    },
    { timeoutMs: 10 * 60_000 },
  );
  return { file: answer.file, keywordBound: keywordBoundOf(answer.headers.get(KEYWORD_BOUND_HEADER)) };
};
