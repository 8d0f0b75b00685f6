import {
  type CallAnswer,
  type checkEventConflictContract,
  EVENT_CONFLICT_PAGE_SIZE,
  type getCompanyCurrencyContract,
  type getLayoutDetailContract,
  type getLookupRelatedFieldValueContract,
  type getQualificationFieldsContract,
  type getRecordTypeContract,
  type getResourceAttributeFieldsContract,
  type OperationType,
  type saveKnowledgeDraftContract,
  type saveRecordsContract,
} from '@vela/core';
import { api } from '../../api/index.js';
import type { FormModel } from './state/form-model.js';
import type { SavePayload } from './state/save-outcome.js';
import { type SpecialFormData, specialDataNeeds } from './state/special-objects.js';

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
  visitorId?: string | undefined;
}

/** Record detail and layout load (S2-C-003): layout, record types, containers, rules and values. */
export async function loadFormData(request: FormLoadRequest) {
  const answer = await api.call<typeof getLayoutDetailContract>(
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
      // The wire keeps the spec's spelling (DECISIONS 8).
      ...(request.visitorId ? { vistorId: request.visitorId } : {}),
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
  const answer = await api.call<typeof getRecordTypeContract>(
    '/batch/getRecordType',
    {
      ...(object.objectApi ? { objectApi: object.objectApi } : {}),
      ...(object.objId ? { objId: object.objId } : {}),
    },
    { callerHandlesErrors: true },
  );
  return answer.data?.recordTypeList ?? [];
}

/** `requestId`: the id of an earlier try of the same save, whose answer was lost (issue 16 item 11). */
export async function saveRecord(payload: SavePayload, requestId?: string) {
  const answer = await api.call<typeof saveRecordsContract>(
    '/objectInfo/save',
    payload,
    requestId ? { requestId } : {},
  );
  return answer.data ?? [];
}

/** S2-C-016: the events overlapping the one being saved, a page at a time. */
export async function checkEventConflict(payload: SavePayload, page: number) {
  const answer = await api.call<typeof checkEventConflictContract>('/objectInfo/checkEventConflict', {
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
) {
  const answer = await api.call<typeof getLookupRelatedFieldValueContract>(
    '/lookup/getLookupRelatedFieldValue',
    { objId, fieldJson: JSON.stringify(entries) },
    { callerHandlesErrors: true },
  );
  return answer.data ?? [];
}

/**
 * The lists a special object's form needs (spec 2 §7): work-rule attributes
 * (S2-C-023), qualification fields (S2-C-024), the company currency (S2-C-027);
 * null when the form needs none.
 */
export async function loadSpecialObjectData(model: FormModel): Promise<SpecialFormData | null> {
  const needs = specialDataNeeds(model);
  const data: SpecialFormData = {};
  if (needs.attributes)
    data.attributeGroups =
      (
        await api.call<typeof getResourceAttributeFieldsContract>(
          '/autoRecommendPolicy/getResourceAttributeFields',
          {},
        )
      ).data ?? [];
  if (needs.qualifications)
    data.qualificationGroups =
      (
        await api.call<typeof getQualificationFieldsContract>(
          '/autoRecommendPolicy/getQualificationFields',
          {},
        )
      ).data ?? [];
  if (needs.companyCurrency) {
    // A GET call (spec 1 §7): typed from its contract, sent without a body.
    const answer = await api.get<CallAnswer<typeof getCompanyCurrencyContract>>('/master/getCompanyCurrency');
    if (answer.data?.currency) data.companyCurrency = answer.data.currency;
  }
  return Object.keys(data).length > 0 ? data : null;
}

/** S2-C-015, S2-B-058: a knowledge-article clone is saved as a new draft version of `sourceId`. */
export async function saveKnowledgeDraft(sourceId: string, payload: SavePayload) {
  const answer = await api.call<typeof saveKnowledgeDraftContract>('/knowledgeArticleOperate/asDraftEdit', {
    id: sourceId,
    objectApi: payload.objectApi,
    data: payload.data,
  });
  return answer.data ?? [];
}
