import type { CallRequest, SaveConflictWire, SaveResultItem, saveRecordsContract } from '@vela/core';
import { isLookupType, MessageKey, normaliseForSave, type OperationType, type SaveValue } from '@vela/core';
import type { FormModel } from './form-model.js';
import type { FormState } from './form-state.js';

/**
 * What the form sends to `/objectInfo/save` and what it makes of the answer
 * (spec 2 §3 "Save payload", §8 "Save failures").
 */

/** The one record of the save payload: editable layout fields, normalised (S2-B-085 … S2-B-088). */
export function saveRecordValues(
  model: FormModel,
  state: FormState,
  mode: OperationType,
  recordId?: string,
): Record<string, SaveValue> {
  const wanted: Record<string, unknown> = {};
  for (const api of model.layoutFieldApis) {
    const field = model.fields.get(api)!;
    if (!field.editable || field.type === 'AD' || field.type === 'LT') continue;
    wanted[api] = state.values[api];
  }
  const record = normaliseForSave(
    wanted,
    [...model.fields.values()].map((field) => ({
      apiName: field.api,
      type: field.type,
      decimalPlaces: field.decimalPlaces,
    })),
  );
  if (mode === 'EDIT' && recordId) record.id = recordId;
  if (model.recordTypeId) record.recordtype = model.recordTypeId;
  return record;
}

/**
 * The form's save body: `data` is a JSON string of a list with one record
 * object (S2-D-030); `masterdata`/`masterdeletedata` the record's lines and the
 * lines it drops, saved in the same transaction (S2-D-029).
 */
export type SavePayload = Pick<
  CallRequest<typeof saveRecordsContract>,
  'objectApi' | 'data' | 'skipDuplicateWarning' | 'masterdata' | 'masterdeletedata' | 'useAssignmentRule'
> & { marketsea: string };

export function savePayload(
  objectApi: string,
  record: Record<string, SaveValue>,
  options: { skipDuplicateWarning?: boolean; onClientPool?: boolean } = {},
): SavePayload {
  return {
    objectApi,
    data: JSON.stringify([record]),
    marketsea: options.onClientPool ? 'true' : 'false',
    ...(options.skipDuplicateWarning ? { skipDuplicateWarning: true } : {}),
  };
}

export type SaveOutcome =
  | { kind: 'saved'; id: string; name: string }
  /** A 'warn' duplicate rule matched: c3759, orange, save anyway possible (S2-E-002, S2-E-013). */
  | { kind: 'duplicateWarning'; message: string; candidates: Array<{ id: string; name: string }> }
  /** A 'block' duplicate rule matched: c3760, red (S2-E-003). */
  | { kind: 'duplicateBlocked'; message: string; candidates: Array<{ id: string; name: string }> }
  /** A unique field's value belongs to another record (S2-E-001). */
  | { kind: 'duplicateField'; fieldLabel: string; recordId: string; recordName: string }
  /** Someone saved the record after the form opened it (issue 16 item 3): the conflict dialog. */
  | { kind: 'stale'; conflict: SaveConflictWire }
  /** A validation rule failed on a field of the form (S2-E-015). */
  | { kind: 'fieldError'; field: string; message: string }
  /** An illegal field api name (S2-E-014, DECISIONS 4): c2420, the form's lookup fields flagged. */
  | { kind: 'lookupFields'; fields: string[]; message: string }
  /** Anything else: c170 with the id when the record has one (S2-E-011), else the message (S2-E-012). */
  | { kind: 'failed'; message: string; recordId?: string };

/** The duplicate warning's header colours: orange for a rule that warns, red for one that blocks. */
export const DUPLICATE_HEADER_COLORS = { warn: '#dd7a01', block: '#c23934' } as const;

/**
 * The duplicate warning as spec 2 §3 names it (S2-D-028): a title, a message and a header colour. The
 * title is message key c3759 (warn) or c3760 (block); a refusal without a message falls back to
 * `chatter.save.f` (S2-E-017), so `messageKey` is set instead of `message`.
 */
export function duplicateNotice(outcome: {
  kind: 'duplicateWarning' | 'duplicateBlocked';
  message: string;
}): {
  title: 'c3759' | 'c3760';
  message?: string;
  messageKey?: 'chatter.save.f';
  headerColor: string;
} {
  const warn = outcome.kind === 'duplicateWarning';
  return {
    title: warn ? 'c3759' : 'c3760',
    ...(outcome.message ? { message: outcome.message } : { messageKey: 'chatter.save.f' as const }),
    headerColor: warn ? DUPLICATE_HEADER_COLORS.warn : DUPLICATE_HEADER_COLORS.block,
  };
}

/** The refusal's text in the person's language from its message key, or undefined to show errormessage. */
export type RefusalTranslator = (item: SaveResultItem) => string | undefined;

export function interpretSaveResult(
  model: FormModel,
  item: SaveResultItem | undefined,
  translate: RefusalTranslator = () => undefined,
): SaveOutcome {
  if (!item) return { kind: 'failed', message: '' };
  if (item.isSaveSuccess) return { kind: 'saved', id: item.id, name: item.name };
  if (item.conflict) return { kind: 'stale', conflict: item.conflict };
  const candidates = item.duplicateCandidates ?? [];
  if (item.duplicateAction === 'warn' || (item.veladupecatcherids && item.duplicateAction !== 'block')) {
    return { kind: 'duplicateWarning', message: item.errormessage, candidates };
  }
  if (item.duplicateAction === 'block') {
    return { kind: 'duplicateBlocked', message: item.errormessage, candidates };
  }
  const duplicate = item.duplicatemap?.[0];
  if (duplicate) {
    return {
      kind: 'duplicateField',
      fieldLabel: duplicate.duplicate_labelname,
      recordId: duplicate.duplicate_id,
      recordName: duplicate.duplicate_name,
    };
  }
  const message = translate(item) ?? item.errormessage;
  if (item.messageKey === MessageKey.lookupRequired) {
    const fields = formLookupFields(model);
    if (fields.length > 0) return { kind: 'lookupFields', fields, message };
  }
  if (item.errorField && model.fields.has(item.errorField)) {
    return { kind: 'fieldError', field: item.errorField, message };
  }
  return item.id ? { kind: 'failed', message, recordId: item.id } : { kind: 'failed', message };
}

/** The lookup fields the person can fill on this form, in layout order (S2-E-014). */
export function formLookupFields(model: FormModel): string[] {
  return model.layoutFieldApis.filter((api) => {
    const field = model.fields.get(api);
    return field !== undefined && isLookupType(field.type) && field.editable && !field.hidden;
  });
}

/** Where the form goes after a save (S2-R-001, S2-R-002). */
export function detailPath(recordId: string, consoleStyle: boolean): string {
  return consoleStyle
    ? `/commonObjects/console-multi-screen/console-detail/${recordId}/DETAIL?dataId=${recordId}`
    : `/commonObjects/detail/${recordId}/DETAIL`;
}
