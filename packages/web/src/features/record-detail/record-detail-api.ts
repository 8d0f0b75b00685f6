import type {
  batchTransferOwnerContract,
  deleteRecordContract,
  getDetailContract,
  getDetailRelatedItemsContract,
  getFieldHistoryContract,
  getLookupDataContract,
  getRelatedListRowsContract,
  LayoutFieldData,
  RelatedList,
  restoreRecordContract,
  SectionData,
  WireLookupName,
  WireOption,
} from '@vela/core';
import { api } from '../../api/index.js';

/** The record-detail calls of issue 7 (server module records; shapes read from read-record.ts and routes-related.ts). */

export type {
  FieldHistoryEntry,
  FieldHistoryPage,
  RecordDetail,
  RecordPermission,
  RelatedColumn,
  RelatedList,
  RelatedListRows,
  RelatedRecord,
} from '@vela/core';

export type PicklistOption = Pick<WireOption, 'key' | 'val'>;
export type LookupName = WireLookupName;

/**
 * A field as the record page shows it: a layout field of the answer, or one
 * the page makes (a related list's column), so only what showing needs.
 */
export type DetailField = Pick<LayoutFieldData, 'apiname' | 'fieldId' | 'fieldType' | 'fieldLabel'> &
  Partial<Pick<LayoutFieldData, 'decimalPlaces' | 'helpText' | 'lookupObj' | 'hidden'>> & {
    value: unknown;
    /** Picklists: the options; lookups: the chosen records' names. */
    data?: ReadonlyArray<PicklistOption | LookupName>;
    /** Address and group fields: their sub-fields. */
    children?: readonly DetailField[];
  };

/** A layout section as the record page shows it. */
export type DetailSection = Pick<SectionData, 'title' | 'colNum' | 'selectionId'> & {
  data: ReadonlyArray<{
    left: DetailField | Record<string, never>;
    right: DetailField | Record<string, never>;
  }>;
};

export const RECORD_DETAIL_QUERY_KEY = 'recordDetail';

/**
 * The page says itself that a record is missing (or, the same answer, not the
 * caller's to see: issue 4): no error dialog over it.
 */
const PAGE_SHOWS_ERRORS = { callerHandlesErrors: true } as const;

export async function fetchRecordDetail(id: string, language: string) {
  return (
    await api.call<typeof getDetailContract>('/objectdetail/getDetail', { id, language }, PAGE_SHOWS_ERRORS)
  ).data;
}

export async function fetchRelatedLists(id: string, language: string, limit = 5): Promise<RelatedList[]> {
  const answer = await api.call<typeof getDetailRelatedItemsContract>(
    '/objectdetail/getDetailRelatedItems',
    { id, language, limit },
    PAGE_SHOWS_ERRORS,
  );
  // With a record id the answer is its related lists (the activity form's pickers answer without one).
  return Array.isArray(answer.data) ? answer.data : [];
}

export async function fetchFieldHistory(id: string, language: string, page: number) {
  return (
    await api.call<typeof getFieldHistoryContract>('/objectdetail/getFieldHistory', {
      id,
      language,
      page,
      pageSize: 20,
    })
  ).data;
}

/** To the recycle bin (soft delete); /objectdetail/restore brings it back. */
export async function deleteRecord(id: string, objectApi: string): Promise<void> {
  await api.call<typeof deleteRecordContract>('/objectdetail/delete', { id, objectApi });
}

export async function restoreRecord(id: string): Promise<void> {
  await api.call<typeof restoreRecordContract>('/objectdetail/restore', { id });
}

/** Change owner of one record: the list views' owner transfer (/view/batchTransferOwner) with one id. */
export async function changeOwner(objectApi: string, id: string, ownerId: string): Promise<boolean> {
  const answer = await api.call<typeof batchTransferOwnerContract>('/view/batchTransferOwner', {
    objectApi,
    ids: [id],
    ownerId,
  });
  return !answer.data.skipped.includes(id);
}

export interface UserChoice {
  id: string;
  name: string;
}

/** People to give the record to: the lookup search over users. */
export async function searchUsers(keyword: string): Promise<UserChoice[]> {
  const answer = await api.call<typeof getLookupDataContract>('/lookup/getLookupData', {
    objId: 'user',
    keyword,
    pageSize: 20,
  });
  return answer.data.dataList.map((row) => ({ id: row.id, name: row.queryname ?? row.name ?? row.id }));
}

/** One related list's first rows with its columns (records/related-lists.ts on the server). */
export async function fetchRelatedListRows(
  id: string,
  list: { objectApi: string; fieldApi: string },
  language: string,
  pageSize = 5,
) {
  return (
    await api.call<typeof getRelatedListRowsContract>('/objectdetail/getRelatedListRows', {
      id,
      objectApi: list.objectApi,
      fieldApi: list.fieldApi,
      language,
      pageSize,
    })
  ).data;
}
