import type {
  adminPoolsContract,
  assignFromPoolContract,
  attachFilesContract,
  CallAnswer,
  CallRequest,
  claimFromPoolContract,
  followRecordContract,
  getFollowedListContract,
  getFollowStatusContract,
  getHierarchyContract,
  getLookupDataContract,
  getPoolRecordsContract,
  getPoolsContract,
  getRecordFilesContract,
  RecordFile,
  returnToPoolContract,
  StoredFile,
  savePoolContract,
  saveRecordsContract,
  setPoolActiveContract,
} from '@vela/core';
import { api, isApiError, uploadFile } from '../../api/index.js';

export type { FollowedRecord, HierarchyNode, RecordFile } from '@vela/core';

/** The calls of the record page's extras: client pools, follow, customer hierarchy, record files, add related. */

/** The client pool calls' types are core's contracts (issue 17). */
export type { AdminPool, PoolColumn, PoolMember, PoolSummary } from '@vela/core';
export type PoolPage = CallAnswer<typeof getPoolRecordsContract>;
export type PoolAdminData = CallAnswer<typeof adminPoolsContract>;
export type PoolSettings = CallRequest<typeof savePoolContract>;

/** The page shows its own messages for these calls. */
const QUIET = { callerHandlesErrors: true } as const;

export const fetchPools = async (objectApi: string) =>
  (await api.call<typeof getPoolsContract>('/clientPool/getPools', { objectApi }, QUIET)).data;

export const fetchPoolPage = async (poolId: string, page: number, pageSize: number, keyword: string) =>
  (
    await api.call<typeof getPoolRecordsContract>(
      '/clientPool/getRecords',
      { poolId, page, pageSize, keyword },
      QUIET,
    )
  ).data;

export const claimFromPool = async (objectApi: string, poolId: string, ids: string[]) =>
  (await api.call<typeof claimFromPoolContract>('/clientPool/claim', { objectApi, poolId, ids }, QUIET)).data;

export const assignFromPool = async (objectApi: string, poolId: string, ids: string[], userId: string) =>
  (
    await api.call<typeof assignFromPoolContract>(
      '/clientPool/assign',
      { objectApi, poolId, ids, userId },
      QUIET,
    )
  ).data;

export const returnToPool = async (objectApi: string, poolId: string, id: string, reason: string) =>
  (
    await api.call<typeof returnToPoolContract>(
      '/clientPool/return',
      { objectApi, poolId, id, reason },
      QUIET,
    )
  ).data;

export const fetchPoolAdmin = async () =>
  (await api.call<typeof adminPoolsContract>('/clientPool/adminPools', {}, QUIET)).data;

export const savePoolSettings = async (settings: PoolSettings) =>
  (await api.call<typeof savePoolContract>('/clientPool/savePool', settings, QUIET)).data;

export const setPoolActive = async (id: string, active: boolean) =>
  (await api.call<typeof setPoolActiveContract>('/clientPool/setPoolActive', { id, active }, QUIET)).data;

export const fetchFollowStatus = async (id: string) =>
  (await api.call<typeof getFollowStatusContract>('/record/getFollowStatus', { id }, QUIET)).data.following;

export const setFollow = async (id: string, follow: boolean) =>
  (await api.call<typeof followRecordContract>('/record/follow', { id, follow }, QUIET)).data.following;

export const fetchFollowedList = async () =>
  (await api.call<typeof getFollowedListContract>('/record/getFollowedList', {}, QUIET)).data;

export const fetchHierarchy = async (id: string) =>
  (await api.call<typeof getHierarchyContract>('/customer/getHierarchy', { id }, QUIET)).data;

export const fetchRecordFiles = async (id: string) =>
  (await api.call<typeof getRecordFilesContract>('/record/getFiles', { id }, QUIET)).data;

export async function uploadAndAttach(recordId: string, file: File): Promise<RecordFile[]> {
  const form = new FormData();
  form.append('file', file, file.name);
  const stored = (await uploadFile<StoredFile>('/file/upload', form, QUIET)).data;
  return (
    await api.call<typeof attachFilesContract>(
      '/record/attachFiles',
      { id: recordId, fileIds: [stored.id] },
      QUIET,
    )
  ).data;
}

export const downloadRecordFile = (id: string) =>
  api.download('file/downloadFile', { params: { id } }, QUIET);

/** A record the add-related search found: the lookup search's row. */
export type LookupRow = CallAnswer<typeof getLookupDataContract>['dataList'][number];

export const searchRecords = async (prefix: string, keyword: string) =>
  (
    await api.call<typeof getLookupDataContract>(
      '/lookup/getLookupData',
      { prefix, keyword, page: 1, pageSize: 20 },
      QUIET,
    )
  ).data.dataList;

/** Points an existing record's lookup field at the parent record, through the ordinary save (its rules apply). */
export async function linkToParent(objectApi: string, id: string, fieldApi: string, parentId: string) {
  const answer = await api.call<typeof saveRecordsContract>(
    '/objectInfo/save',
    { objectApi, data: JSON.stringify([{ id, [fieldApi]: parentId }]) },
    QUIET,
  );
  return answer.data[0];
}

/** An error's message for the page to show: the server's returnInfo when it sent one. */
export function failureText(error: unknown, fallback: string): string {
  if (isApiError(error) && error.response?.returnInfo) return error.response.returnInfo;
  return fallback;
}
