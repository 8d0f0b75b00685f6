import { api } from '../../api/index.js';

/** The record-detail calls of issue 7 (server module records; shapes read from read-record.ts and routes-related.ts). */

export interface PicklistOption {
  key: string;
  val: string;
}

export interface LookupName {
  id: string;
  value: string;
}

/** One field of a layout section, as /objectdetail/getDetail sends it. */
export interface DetailField {
  apiname: string;
  fieldId: string;
  fieldType: string;
  fieldLabel: string;
  value: unknown;
  decimalPlaces?: number;
  helpText?: string;
  /** Picklists: the options; lookups: the chosen records' names. */
  data?: ReadonlyArray<PicklistOption | LookupName>;
  /** Address and group fields: their sub-fields. */
  children?: readonly DetailField[];
  lookupObj?: string;
  hidden?: boolean;
}

export interface DetailSection {
  title: string;
  colNum: number;
  selectionId: string;
  data: ReadonlyArray<{
    left: DetailField | Record<string, never>;
    right: DetailField | Record<string, never>;
  }>;
}

export interface RecordPermission {
  isQuery: boolean;
  isEdit: boolean;
  isDelete: boolean;
  isCreate: boolean;
  isShare: boolean;
  isTransfer: boolean;
  isApprove: boolean;
}

export interface RecordDetail {
  data: Record<string, unknown>;
  objectApi: string;
  objId: string;
  prefix: string;
  labelName: string;
  recordTypeName: string;
  layoutId: string;
  dataList: DetailSection[];
  permission: RecordPermission;
}

export interface RelatedRecord {
  id: string;
  name: string;
}

/** One related list: the records of `objectApi` whose `fieldApi` lookup points at this record. */
export interface RelatedList {
  objId: string;
  objectApi: string;
  prefix: string;
  labelName: string;
  fieldApi: string;
  fieldLabel: string;
  totalCount: number;
  dataList: RelatedRecord[];
}

export interface FieldHistoryEntry {
  id: string;
  /** The entry of the record's creation, the oldest of its history. */
  created: boolean;
  fieldApi: string;
  fieldLabel: string;
  oldValue: string | null;
  newValue: string | null;
  oldText: string;
  newText: string;
  changedByName: string;
  changedAt: string;
}

export interface FieldHistoryPage {
  dataList: FieldHistoryEntry[];
  totalCount: number;
  page: number;
  pageSize: number;
  hasMore: boolean;
}

export const RECORD_DETAIL_QUERY_KEY = 'recordDetail';

/**
 * The page says itself that a record is missing (or, the same answer, not the
 * caller's to see: issue 4): no error dialog over it.
 */
const PAGE_SHOWS_ERRORS = { callerHandlesErrors: true } as const;

export async function fetchRecordDetail(id: string, language: string): Promise<RecordDetail> {
  return (await api.postFormat<RecordDetail>('objectdetail/getDetail', { id, language }, PAGE_SHOWS_ERRORS))
    .data;
}

export async function fetchRelatedLists(id: string, language: string, limit = 5): Promise<RelatedList[]> {
  return (
    await api.postFormat<RelatedList[]>(
      'objectdetail/getDetailRelatedItems',
      { id, language, limit },
      PAGE_SHOWS_ERRORS,
    )
  ).data;
}

export async function fetchFieldHistory(
  id: string,
  language: string,
  page: number,
): Promise<FieldHistoryPage> {
  return (
    await api.postFormat<FieldHistoryPage>('objectdetail/getFieldHistory', {
      id,
      language,
      page,
      pageSize: 20,
    })
  ).data;
}

/** To the recycle bin (soft delete); /objectdetail/restore brings it back. */
export async function deleteRecord(id: string, objectApi: string): Promise<void> {
  await api.postFormat('objectdetail/delete', { id, objectApi });
}

export async function restoreRecord(id: string): Promise<void> {
  await api.postFormat('objectdetail/restore', { id });
}

interface MassResult {
  done?: string[];
  skipped?: string[];
}

/** Change owner of one record: the list views' owner transfer (/view/batchTransferOwner) with one id. */
export async function changeOwner(objectApi: string, id: string, ownerId: string): Promise<boolean> {
  const answer = await api.postFormat<MassResult>('view/batchTransferOwner', {
    objectApi,
    ids: [id],
    ownerId,
  });
  return !(answer.data.skipped ?? []).includes(id);
}

export interface UserChoice {
  id: string;
  name: string;
}

/** People to give the record to: the lookup search over users. */
export async function searchUsers(keyword: string): Promise<UserChoice[]> {
  const answer = await api.postFormat<{ dataList: Array<{ id: string; name?: string; queryname?: string }> }>(
    'lookup/getLookupData',
    { objId: 'user', keyword, pageSize: 20 },
  );
  return answer.data.dataList.map((row) => ({ id: row.id, name: row.queryname ?? row.name ?? row.id }));
}

/** A column of a related list, as /objectdetail/getRelatedListRows names it. */
export interface RelatedColumn {
  apiName: string;
  label: string;
  fieldType: string;
  options: PicklistOption[];
}

export interface RelatedListRows {
  objectApi: string;
  fieldApi: string;
  columns: RelatedColumn[];
  dataList: Array<Record<string, unknown>>;
  totalCount: number;
  hasMore: boolean;
}

/** One related list's first rows with its columns (records/related-lists.ts on the server). */
export async function fetchRelatedListRows(
  id: string,
  list: { objectApi: string; fieldApi: string },
  language: string,
  pageSize = 5,
): Promise<RelatedListRows> {
  return (
    await api.postFormat<RelatedListRows>('objectdetail/getRelatedListRows', {
      id,
      objectApi: list.objectApi,
      fieldApi: list.fieldApi,
      language,
      pageSize,
    })
  ).data;
}
