import type { DuplicateBasis, RecycleBinEntry } from '@vela/core';
import { api } from '../../api/index.js';

export type { RecycleBinEntry };

/** The recycle bin and duplicate-merge calls (server: modules/record-cleanup). */
export interface RecycleBinPage {
  total: number;
  page: number;
  pageSize: number;
  retentionDays: number;
  objects: Array<{ objectApi: string; label: string; count: number }>;
  entries: RecycleBinEntry[];
}

export interface BinOutcome {
  done: string[];
  failed: Array<{ id: string; message: string }>;
}

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
    await api.postFormat<RecycleBinPage>('recycle/list', {
      page: query.page,
      pageSize: query.pageSize,
      ...(query.objectApi ? { objectApi: query.objectApi } : {}),
      ...(query.keyword?.trim() ? { keyword: query.keyword.trim() } : {}),
    })
  ).data;

export const restoreFromBin = async (ids: readonly string[]) =>
  (await api.postFormat<BinOutcome>('recycle/restore', { ids })).data;

export const deleteForGood = async (ids: readonly string[]) =>
  (await api.postFormat<BinOutcome>('recycle/deleteForGood', { ids })).data;

export interface DuplicateRecord {
  id: string;
  name: string;
  createdate: string;
  rules?: string[];
}

export interface DuplicatesOfRecord {
  objectApi: string;
  objId: string;
  objectLabel: string;
  record: { id: string; name: string };
  rules: string[];
  duplicates: DuplicateRecord[];
}

export interface DuplicateGroups {
  objectApi: string;
  objId: string;
  objectLabel: string;
  pluralLabel: string;
  groups: Array<{ rule: string; records: DuplicateRecord[] }>;
}

export type MergeCellValue = string | number | boolean | null;

export interface MergeComparison {
  objectApi: string;
  objId: string;
  objectLabel: string;
  fields: Array<{ apiName: string; label: string; type: string; readOnly: boolean }>;
  records: Array<{
    id: string;
    name: string;
    createdate: string;
    canEdit: boolean;
    canDelete: boolean;
    values: Record<string, MergeCellValue>;
  }>;
  defaultChoices: Record<string, string>;
}

export interface MergeOutcome {
  id: string;
  name: string;
  merged: string[];
  changedFields: string[];
  movedRelated: number;
}

export const findDuplicates = async (id: string) =>
  (await api.postFormat<DuplicatesOfRecord>('duplicates/find', { id })).data;

export const fetchDuplicateGroups = async (objectApi: string) =>
  (await api.postFormat<DuplicateGroups>('duplicates/groups', { objectApi })).data;

export const compareForMerge = async (ids: readonly string[]) =>
  (await api.postFormat<MergeComparison>('duplicates/compare', { ids })).data;

export const mergeRecords = async (
  masterId: string,
  ids: readonly string[],
  choices: Record<string, string>,
) => (await api.postFormat<MergeOutcome>('duplicates/merge', { masterId, ids, choices })).data;

/** Whether a record page offers Find duplicates (server: the object's basis and the caller's right to edit). */
export const fetchDuplicateOffer = async (id: string) =>
  (
    await api.postFormat<{ basis: DuplicateBasis; offered: boolean }>(
      'duplicates/offered',
      { id },
      { callerHandlesErrors: true },
    )
  ).data;

/** The duplicate check of one record, where the person picks what to merge. */
export const duplicatesOfRecordPath = (id: string) => `/commonObjects/cnki?id=${encodeURIComponent(id)}`;

export const fetchDuplicateObjects = async () =>
  (await api.postFormat<Array<{ objectApi: string; objId: string; label: string }>>('duplicates/objects', {}))
    .data;

/** Where the merge screen opens for these records. */
export function mergePath(ids: readonly string[]): string {
  return `/commonObjects/combination?ids=${ids.map(encodeURIComponent).join(',')}`;
}
