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
import { checkSaveGuards } from './save-guards.js';
import {
  emptyResult,
  failedResult,
  type SaveContext,
  type SaveDraft,
  SaveRefusal,
  type SaveResult,
} from './save-types.js';
import { recordName, writeRecord } from './write-record.js';

/**
 * The save pipeline: parse → defaults → type checks → dependency checks →
 * access → required → rules → lookups → unique → duplicates → modules'
 * guards → write → history. Every
 * check runs on the server whatever the client sent; the first refusal
 * answers the record's result with the spec's fields, nothing written.
 */
export async function saveRecord(
  context: SaveContext,
  submitted: Record<string, unknown>,
): Promise<SaveResult> {
  const attempt: SaveAttempt = { id: typeof submitted.id === 'string' ? submitted.id : '', name: '' };
  try {
    const draft = await checkedDraft(context, submitted, attempt);
    const written = await writeRecord(context, draft);
    await afterWrite(context, draft, written.name);
    const result = emptyResult(draft.id, written.name);
    result.cardValue = await cardFor(context, draft.id, written.name, draft.isNew, draft.values);
    return result;
  } catch (error) {
    return refusedResult(error, submitted, attempt);
  }
}

/** How far a save got before a refusal: the id and name its failed result carries. */
export interface SaveAttempt {
  id: string;
  name: string;
}

/**
 * Every check of the pipeline up to the write (steps 1–8): the draft to write, or a SaveRefusal.
 * The single save and the batch save (save-batch.ts) both go through it, so they keep the same rules.
 */
export async function checkedDraft(
  context: SaveContext,
  submitted: Record<string, unknown>,
  attempt: SaveAttempt,
): Promise<SaveDraft> {
  const draft = await prepareDraft(context, submitted);
  attempt.id = draft.id;
  attempt.name = recordName(context.object, draft.values);
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
    // The rules other modules keep over these records (registered with guardSaves).
    await checkSaveGuards(context, draft);
  } finally {
    // Nothing may still be reading when a refusal ends the save (and maybe its transaction).
    await Promise.all([locked, ...reads]);
  }
  return draft;
}

/** What follows a record's write (steps 11–12): sharing, its files, and the after-write hooks (flows). */
export async function afterWrite(context: SaveContext, draft: SaveDraft, name: string): Promise<void> {
  await refreshRecordSharing(context, draft);
  await linkFieldFiles(context, draft);
  await announceWritten({
    database: context.database,
    snapshot: context.snapshot,
    object: context.object,
    user: context.user,
    now: context.now,
    recordId: draft.id,
    recordName: name,
    isNew: draft.isNew,
    values: { ...draft.values, id: draft.id },
    prior: draft.existing ? { ...priorValues(context.object.fields, draft.existing), id: draft.id } : null,
    automationDepth: context.automationDepth ?? 0,
  });
}

/** A refusal as the record's failed result (a new record's draft id is not given back); anything else is thrown. */
export function refusedResult(
  error: unknown,
  submitted: Record<string, unknown>,
  attempt: SaveAttempt,
): SaveResult {
  const givenId = typeof submitted.id === 'string' ? submitted.id : '';
  if (error instanceof SaveRefusal) return failedResult(givenId, attempt.name, error);
  if (isUniqueViolation(error)) {
    return failedResult(
      attempt.id,
      attempt.name,
      new SaveRefusal('Another record was saved with the same unique value just now; save again'),
    );
  }
  throw error;
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
