import type {
  FieldListEntry,
  getFieldListContract,
  getLookupDataContract,
  getLookupFilterSettingContract,
  getLookupInfoContract,
  getPermissionByIdContract,
  LookupFilterSetting,
  LookupInfo,
  LookupPage,
  SaveResultItem,
  saveRecordsContract,
} from '@vela/core';
import { api } from '../../api/index.js';

/** The lookup calls of spec 2 §7: requests and answers are core's contracts (issue 17). */
export type { LookupFilterSetting, LookupInfo, LookupPage, LookupRow } from '@vela/core';

export interface LookupSearchRequest {
  fieldId: string;
  /** Polymorphic lookups: the prefix of the object to search. */
  prefix?: string;
  keyword: string;
  page?: number;
  pageSize?: number;
  /** Target field api name → value the rows must have. */
  filters?: Readonly<Record<string, string>>;
}

/** A field of the lookup's target object: an entry of core's getFieldList contract. */
export type TargetField = FieldListEntry;

export const LOOKUP_PATHS = {
  data: '/lookup/getLookupData',
  info: '/lookup/getLookupInfo',
  filterSetting: '/lookup/getLookupFilterSetting',
  fieldList: '/field/getFieldList',
  permission: '/objectdetail/getPermissionById',
  save: '/objectInfo/save',
} as const;

function searchBody(request: LookupSearchRequest) {
  const filters = Object.fromEntries(
    Object.entries(request.filters ?? {}).filter(([, value]) => value.trim() !== ''),
  );
  return {
    fieldId: request.fieldId,
    keyword: request.keyword,
    page: request.page ?? 1,
    pageSize: request.pageSize ?? 20,
    ...(request.prefix ? { prefix: request.prefix } : {}),
    ...(Object.keys(filters).length ? { lkdp: JSON.stringify(filters) } : {}),
  };
}

export async function searchLookupRecords(
  request: LookupSearchRequest,
  signal?: AbortSignal,
): Promise<LookupPage> {
  const answer = await api.call<typeof getLookupDataContract>(LOOKUP_PATHS.data, searchBody(request), {
    signal,
    callerHandlesErrors: true,
  });
  return answer.data ?? { dataList: [], hasMore: false };
}

export async function fetchLookupInfo(request: LookupSearchRequest): Promise<LookupInfo> {
  return (await api.call<typeof getLookupInfoContract>(LOOKUP_PATHS.info, searchBody(request))).data;
}

export async function fetchLookupFilterSetting(fieldId: string): Promise<LookupFilterSetting> {
  return (await api.call<typeof getLookupFilterSettingContract>(LOOKUP_PATHS.filterSetting, { fieldId }))
    .data;
}

export async function fetchTargetFields(objectApi: string): Promise<TargetField[]> {
  return (await api.call<typeof getFieldListContract>(LOOKUP_PATHS.fieldList, { objectApi })).data ?? [];
}

/** Whether the user may open the record (spec 2 §6: isQuery false gives a no-permission warning). */
export async function canViewRecord(id: string): Promise<boolean> {
  try {
    const answer = await api.call<typeof getPermissionByIdContract>(
      LOOKUP_PATHS.permission,
      { id },
      { callerHandlesErrors: true },
    );
    // Older servers sent the flag as the text 'true'.
    return String(answer.data?.isQuery) === 'true';
  } catch {
    return false;
  }
}

/** What quick-create needs of a save's answer. */
type SavedRecord = Pick<SaveResultItem, 'id' | 'name' | 'isSaveSuccess'> & { errormessage?: string };

/** Quick-create: a record of the looked-up object with just its name. */
export async function quickCreateRecord(objectApi: string, name: string): Promise<SavedRecord> {
  const answer = await api.call<typeof saveRecordsContract>(LOOKUP_PATHS.save, {
    objectApi,
    data: JSON.stringify([{ name }]),
  });
  const saved = answer.data?.[0];
  if (!saved) return { id: '', name, isSaveSuccess: false };
  return saved;
}
