import { buildBotCard } from '@vela/core';
import { fieldAccess, refreshRecordSharing, refuseForbiddenChanges } from '../record-access.js';
import { checkApprovalLock } from './check-approval-lock.js';
import { checkDuplicates } from './check-duplicates.js';
import { checkLookups } from './check-lookups.js';
import { checkRequired } from './check-required.js';
import { checkRecordRules, priorValues } from './check-rules.js';
import { checkSpecialObjectReads, checkSpecialObjectRules } from './check-special-objects.js';
import { checkUnique } from './check-unique.js';
import { linkFieldFiles } from './link-field-files.js';
import { prepareDraft } from './prepare-draft.js';
import { announceWritten } from './record-written.js';
import { emptyResult, failedResult, type SaveContext, SaveRefusal, type SaveResult } from './save-types.js';
import { recordName, writeRecord } from './write-record.js';

/**
 * The save pipeline: parse → defaults → type checks → dependency checks →
 * access → required → rules → lookups → unique → duplicates → write →
 * history. Every
 * check runs on the server whatever the client sent; the first refusal
 * answers the record's result with the spec's fields, nothing written.
 */
export async function saveRecord(
  context: SaveContext,
  submitted: Record<string, unknown>,
): Promise<SaveResult> {
  const givenId = typeof submitted.id === 'string' ? submitted.id : '';
  let id = givenId;
  let name = '';
  try {
    const draft = await prepareDraft(context, submitted);
    id = draft.id;
    name = recordName(context.object, draft.values);
    // The checks that read the database are independent reads: they run at once (on PostgreSQL each
    // waits for a round trip), and their refusals are taken in the pipeline's order all the same.
    const forbidden = settled(refuseForbiddenChanges(context, draft));
    const locked = settled(checkApprovalLock(context, draft));
    const reads = [
      checkLookups(context, draft),
      checkUnique(context, draft),
      checkDuplicates(context, draft),
      checkSpecialObjectReads(context, draft),
    ].map(settled);
    try {
      await firstRefusal([forbidden, locked]);
      checkRequired(context, draft);
      checkRecordRules(context, draft);
      checkSpecialObjectRules(context, draft);
      await firstRefusal(reads);
    } finally {
      // Nothing may still be reading when a refusal ends the save (and maybe its transaction).
      await Promise.all([locked, ...reads]);
    }
    const written = await writeRecord(context, draft);
    await refreshRecordSharing(context, draft);
    await linkFieldFiles(context, draft);
    await announceWritten({
      database: context.database,
      snapshot: context.snapshot,
      object: context.object,
      user: context.user,
      now: context.now,
      recordId: draft.id,
      recordName: written.name,
      isNew: draft.isNew,
      values: { ...draft.values, id: draft.id },
      prior: draft.existing ? { ...priorValues(context.object.fields, draft.existing), id: draft.id } : null,
      automationDepth: context.automationDepth ?? 0,
    });
    const result = emptyResult(draft.id, written.name);
    result.cardValue = await cardFor(context, draft.id, written.name, draft.isNew, draft.values);
    return result;
  } catch (error) {
    if (error instanceof SaveRefusal) return failedResult(givenId || '', name, error);
    if (isUniqueViolation(error)) {
      return failedResult(
        id,
        name,
        new SaveRefusal('Another record was saved with the same unique value just now; save again'),
      );
    }
    throw error;
  }
}

/** A check's promise that never rejects: what it threw, or null. */
function settled(check: Promise<void>): Promise<unknown> {
  return check.then(
    () => null,
    (error: unknown) => error ?? new Error('a save check failed without a reason'),
  );
}

/** Throws the first failure of the checks, in their order, once each has finished. */
async function firstRefusal(checks: ReadonlyArray<Promise<unknown>>): Promise<void> {
  for (const failure of await Promise.all(checks)) if (failure !== null) throw failure;
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * The bot card of spec 2 §4 Saving in the saver's answer: at most 5 fields in
 * its body, none hidden from the saver (the record may hold values of fields
 * they may not see). What others get is the chat module's card, per reader.
 */
async function cardFor(
  context: SaveContext,
  recordId: string,
  name: string,
  isNew: boolean,
  values: Record<string, unknown>,
) {
  const { hidden } = await fieldAccess(context.database, context.user, context.object);
  return buildBotCard({
    objectLabel: context.object.label,
    name,
    recordId,
    isNew,
    changer: context.user.name,
    fields: context.object.fields
      .filter((field) => !field.system && !field.hidden && field.columnName && !hidden.has(field.apiName))
      .map((field) => ({ label: field.label, value: values[field.apiName] })),
  });
}
