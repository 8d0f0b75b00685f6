import {
  type batchDeleteContract,
  type batchTransferOwnerContract,
  type batchUpdateFieldContract,
  buildRequestHead,
  type CallRequest,
  type deleteViewContract,
  type ExportFormat,
  type FieldValue,
  type FilterCriterion,
  type getFilterValueNamesContract,
  type getKanbanDataContract,
  type getLookupDataContract,
  type getViewCountContract,
  type getViewListContract,
  type getViewListDataContract,
  KEYWORD_BOUND_HEADER,
  keywordBoundOf,
  type renameViewContract,
  type resettingViewFieldMemoryContract,
  type saveViewContract,
  type shareViewContract,
  type updateViewFieldMemoryContract,
  type ViewSort,
} from '@vela/core';
import { api } from '../../api/index.js';

/**
 * The list-view calls of issue 7 (server module list-views). Their requests
 * and answers are core's contracts (issue 17): the types below are theirs.
 */
export type {
  DeleteRefusal,
  ExportFormat,
  FieldBrief,
  FieldUpdateResult,
  FieldValue,
  FilterCriterion,
  FilterOperator,
  KanbanBoardData,
  KanbanColumnData,
  ListColumn,
  ListCount,
  ListFieldInfo,
  ListPage,
  ListRow,
  ListViewInfo,
  MassResult,
  ViewCatalogue,
  ViewScope,
  ViewSort,
} from '@vela/core';

/** What a list asks, as the list screen holds it: the object, its view, the filter panel, a keyword. */
export type ListQuestion = Pick<
  CallRequest<typeof getViewCountContract>,
  'viewId' | 'filters' | 'keyword'
> & { objectApi: string };

/** A view to create or change, as the view editor sends it. */
export type ViewDraft = Omit<CallRequest<typeof saveViewContract>, 'objId' | 'objectApi'>;

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
  (await api.call<typeof getViewListContract>('/view/getViewList', { objectApi })).data;

export const fetchListPage = async (
  question: ListQuestion,
  sort: ViewSort | undefined,
  pageSize: number,
  cursor: string | undefined,
) =>
  (
    await api.call<typeof getViewListDataContract>('/view/getViewListData', {
      ...withoutEmpty(question),
      pageSize,
      ...(sort ? { sort } : {}),
      ...(cursor ? { cursor } : {}),
    })
  ).data;

/** The names behind the lookup values of a filter's criteria, by id. */
export const fetchFilterValueNames = async (objectApi: string, criteria: FilterCriterion[]) =>
  (await api.call<typeof getFilterValueNamesContract>('/view/getFilterValueNames', { objectApi, criteria }))
    .data.names;

export const fetchListCount = async (question: ListQuestion) =>
  (await api.call<typeof getViewCountContract>('/view/getViewCount', withoutEmpty(question))).data;

export const saveView = async (objectApi: string, draft: ViewDraft) =>
  (await api.call<typeof saveViewContract>('/view/saveView', { objectApi, ...draft })).data;
export const renameView = (id: string, name: string) =>
  api.call<typeof renameViewContract>('/view/renameView', { id, name });
export const shareView = (id: string, shared: boolean) =>
  api.call<typeof shareViewContract>('/view/shareView', { id, shared });
/** Spec 1 §8: failures of deleteView show no error dialog; the caller says what happened. */
export const deleteView = (id: string) => api.call<typeof deleteViewContract>('/view/deleteView', { id });
export const rememberColumns = (viewId: string, columns: Array<{ field: string; width: number | null }>) =>
  api.call<typeof updateViewFieldMemoryContract>('/view/updateViewFieldMemory', { viewId, columns });
export const forgetColumns = (viewId: string) =>
  api.call<typeof resettingViewFieldMemoryContract>('/view/resettingViewFieldMemory', { viewId });

export const massDelete = async (objectApi: string, ids: string[]) =>
  (await api.call<typeof batchDeleteContract>('/view/batchDelete', { objectApi, ids })).data;
export const massTransferOwner = async (objectApi: string, ids: string[], ownerId: string) =>
  (await api.call<typeof batchTransferOwnerContract>('/view/batchTransferOwner', { objectApi, ids, ownerId }))
    .data;

export interface UserChoice {
  id: string;
  name: string;
}

/** People to hand records to: the lookup search over users. */
export const searchUsers = async (keyword: string) => {
  const answer = await api.call<typeof getLookupDataContract>('/lookup/getLookupData', {
    objId: 'user',
    keyword,
    pageSize: 20,
  });
  return answer.data.dataList.map((row) => ({ id: row.id, name: row.queryname || row.name || row.id }));
};

/** The kanban board of a list question: columns by a picklist with counts, sums and first cards. */
export const fetchKanbanBoard = async (
  question: ListQuestion,
  groupField: string | undefined,
  sumField: string | undefined,
) =>
  (
    await api.call<typeof getKanbanDataContract>('/view/getKanbanData', {
      ...withoutEmpty(question),
      ...(groupField ? { groupField } : {}),
      ...(sumField !== undefined ? { sumField } : {}),
    })
  ).data;

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
    await api.call<typeof batchUpdateFieldContract>('/view/batchUpdateField', {
      objectApi,
      ids,
      field,
      value,
      ...(versions && Object.keys(versions).length > 0 ? { versions } : {}),
    })
  ).data;

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
