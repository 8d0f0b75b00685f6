import { EVENT_CONFLICT_PAGE_SIZE, type OperationType } from '@vela/core';
import { api } from '../../api/index.js';
import type {
  EventConflictAnswer,
  FormData,
  RecordTypeEntry,
  RelatedFieldValue,
  SaveResultItem,
} from './state/form-wire.js';
import type { SavePayload } from './state/save-outcome.js';

/** The record form's server calls (spec 2 §7), all through the shared request envelope. */

export interface FormLoadRequest {
  objectApi?: string | undefined;
  objId?: string | undefined;
  mode: OperationType;
  recordId?: string | undefined;
  recordTypeId?: string | undefined;
  layoutId?: string | undefined;
  tasktype?: string | undefined;
  phoneOrEmail?: string | undefined;
}

/** Record detail and layout load (S2-C-003): layout, record types, containers, rules and values. */
export async function loadFormData(request: FormLoadRequest): Promise<FormData> {
  const answer = await api.postFormat<FormData>(
    '/master/getLayoutDetail',
    {
      ...(request.objectApi ? { objectApi: request.objectApi } : {}),
      ...(request.objId ? { objId: request.objId } : {}),
      operation: request.mode,
      ...(request.recordId ? { recordId: request.recordId } : {}),
      ...(request.recordTypeId ? { recordtype: request.recordTypeId } : {}),
      ...(request.layoutId ? { layoutId: request.layoutId } : {}),
      ...(request.tasktype ? { tasktype: request.tasktype } : {}),
      ...(request.phoneOrEmail ? { phoneOrEmail: request.phoneOrEmail } : {}),
    },
    // The form shows a load failure itself, then closes (S2-E-007).
    { callerHandlesErrors: true },
  );
  return answer.data;
}

/** Spec 2 §8: an opener asked for a record type this object does not offer (c3667). */
export class RecordTypeUnavailableError extends Error {
  constructor(readonly recordTypeId: string) {
    super(`Record type ${recordTypeId} is not available`);
  }
}

/** S2-C-006: the object's record types. */
export async function loadRecordTypes(object: {
  objectApi?: string | undefined;
  objId?: string | undefined;
}) {
  const answer = await api.postFormat<{ recordTypeList: RecordTypeEntry[] }>(
    '/batch/getRecordType',
    {
      ...(object.objectApi ? { objectApi: object.objectApi } : {}),
      ...(object.objId ? { objId: object.objId } : {}),
    },
    { callerHandlesErrors: true },
  );
  return answer.data?.recordTypeList ?? [];
}

export async function saveRecord(payload: SavePayload): Promise<SaveResultItem[]> {
  const answer = await api.postFormat<SaveResultItem[]>('/objectInfo/save', payload);
  return answer.data ?? [];
}

/** S2-C-016: the events overlapping the one being saved, a page at a time. */
export async function checkEventConflict(payload: SavePayload, page: number): Promise<EventConflictAnswer> {
  const answer = await api.postFormat<EventConflictAnswer>('/objectInfo/checkEventConflict', {
    ...payload,
    page,
    pagesize: EVENT_CONFLICT_PAGE_SIZE,
  });
  return answer.data;
}

/** S2-C-011: values of the chosen lookup record for the lookup-value expressions. */
export async function lookupRelatedValues(
  objId: string,
  entries: Array<{ fieldrelateid: string; id: string; expression: string; iscover: string }>,
): Promise<RelatedFieldValue[]> {
  const answer = await api.postFormat<RelatedFieldValue[]>(
    '/lookup/getLookupRelatedFieldValue',
    { objId, fieldJson: JSON.stringify(entries) },
    { callerHandlesErrors: true },
  );
  return answer.data ?? [];
}
