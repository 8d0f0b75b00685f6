import type {
  compareForMergeContract,
  deleteForGoodContract,
  duplicateGroupsContract,
  duplicateObjectsContract,
  duplicateOfferContract,
  findDuplicatesContract,
  listRecycleBinContract,
  mergeRecordsContract,
  restoreFromBinContract,
} from '@vela/core';
import { api } from '../../api/index.js';

/** The recycle bin and duplicate-merge calls (server: modules/record-cleanup); their types are core's contracts. */
export type {
  BinOutcome,
  DuplicateGroups,
  DuplicateRecord,
  DuplicatesOfRecord,
  MergeComparison,
  MergeOutcome,
  RecycleBinEntry,
  RecycleBinPage,
  WireValue as MergeCellValue,
} from '@vela/core';

export interface RecycleBinQuery {
  objectApi?: string | undefined;
  keyword?: string | undefined;
  page: number;
  pageSize: number;
}

export const CLEANUP_KEYS = {
  bin: (query: RecycleBinQuery) => ['recycleBin', query] as const,
  duplicates: (id: string) => ['duplicates', 'find', id] as const,
  offer: (id: string) => ['duplicates', 'offered', id] as const,
  groups: (objectApi: string) => ['duplicates', 'groups', objectApi] as const,
  compare: (ids: readonly string[]) => ['duplicates', 'compare', ...ids] as const,
};

export const fetchRecycleBin = async (query: RecycleBinQuery) =>
  (
    await api.call<typeof listRecycleBinContract>('/recycle/list', {
      page: query.page,
      pageSize: query.pageSize,
      ...(query.objectApi ? { objectApi: query.objectApi } : {}),
      ...(query.keyword?.trim() ? { keyword: query.keyword.trim() } : {}),
    })
  ).data;

export const restoreFromBin = async (ids: readonly string[]) =>
  (await api.call<typeof restoreFromBinContract>('/recycle/restore', { ids: [...ids] })).data;

export const deleteForGood = async (ids: readonly string[]) =>
  (await api.call<typeof deleteForGoodContract>('/recycle/deleteForGood', { ids: [...ids] })).data;

export const findDuplicates = async (id: string) =>
  (await api.call<typeof findDuplicatesContract>('/duplicates/find', { id })).data;

export const fetchDuplicateGroups = async (objectApi: string) =>
  (await api.call<typeof duplicateGroupsContract>('/duplicates/groups', { objectApi })).data;

export const compareForMerge = async (ids: readonly string[]) =>
  (await api.call<typeof compareForMergeContract>('/duplicates/compare', { ids: [...ids] })).data;

export const mergeRecords = async (
  masterId: string,
  ids: readonly string[],
  choices: Record<string, string>,
) =>
  (await api.call<typeof mergeRecordsContract>('/duplicates/merge', { masterId, ids: [...ids], choices }))
    .data;

/** Whether a record page offers Find duplicates (server: the object's basis and the caller's right to edit). */
export const fetchDuplicateOffer = async (id: string) =>
  (
    await api.call<typeof duplicateOfferContract>(
      '/duplicates/offered',
      { id },
      { callerHandlesErrors: true },
    )
  ).data;

/** The duplicate check of one record, where the person picks what to merge. */
export const duplicatesOfRecordPath = (id: string) => `/commonObjects/cnki?id=${encodeURIComponent(id)}`;

export const fetchDuplicateObjects = async () =>
  (await api.call<typeof duplicateObjectsContract>('/duplicates/objects', {})).data;

/** Where the merge screen opens for these records. */
export function mergePath(ids: readonly string[]): string {
  return `/commonObjects/combination?ids=${ids.map(encodeURIComponent).join(',')}`;
}
