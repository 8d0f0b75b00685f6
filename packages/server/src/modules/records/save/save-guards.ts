import type { DatabaseHandle } from '../../../db/database.js';
import type { ObjectModel } from '../../metadata/index.js';
import type { RecordRow } from '../record-store.js';
import type { SaveContext, SaveDraft } from './save-types.js';

/**
 * A module's own check of a save of one object's records: it throws a
 * SaveRefusal to refuse, with the reason. It runs after the record's own
 * checks (required fields, rules, lookups), inside the save's transaction
 * when it has one, so what it reads is what the save will be written beside.
 */
export type SaveGuard = (context: SaveContext, draft: SaveDraft) => Promise<void>;

/** Why rows may not go to the recycle bin, by id: the words, and a message key for the reader's language. */
export type DeleteGuard = (
  database: DatabaseHandle,
  object: ObjectModel,
  rows: readonly RecordRow[],
) => Promise<Map<string, { message: string; messageKey?: string; messageParams?: Record<string, string> }>>;

/**
 * Module-wide, like onRecordWritten: a module that owns a rule over records
 * it does not own (the timesheets' week lock over time entries) registers it
 * here, so every save (form, API, import, flow, its own screen) passes it and
 * the records module imports nothing of that module. A guard registered twice
 * runs once.
 */
const saveGuards = new Map<string, Set<SaveGuard>>();
const deleteGuards = new Map<string, Set<DeleteGuard>>();

const objectKey = (objectApi: string) => objectApi.toLowerCase();

function add<T>(guards: Map<string, Set<T>>, objectApi: string, guard: T): void {
  const key = objectKey(objectApi);
  const set = guards.get(key) ?? new Set<T>();
  set.add(guard);
  guards.set(key, set);
}

/** Every save of `objectApi`'s records passes `guard` before anything is written. */
export function guardSaves(objectApi: string, guard: SaveGuard): void {
  add(saveGuards, objectApi, guard);
}

/** Every delete of `objectApi`'s records (record page, mass delete, lines, merges, rollbacks) asks `guard`. */
export function guardDeletes(objectApi: string, guard: DeleteGuard): void {
  add(deleteGuards, objectApi, guard);
}

/** Runs the save guards of the draft's object in the order registered; the first refusal ends the save. */
export async function checkSaveGuards(context: SaveContext, draft: SaveDraft): Promise<void> {
  for (const guard of saveGuards.get(objectKey(context.object.apiName)) ?? []) await guard(context, draft);
}

/** The delete guards' refusals of the object's rows (the first guard's reason for a row wins). */
export async function deleteGuardRefusals(
  database: DatabaseHandle,
  object: ObjectModel,
  rows: readonly RecordRow[],
): ReturnType<DeleteGuard> {
  const refusals: Awaited<ReturnType<DeleteGuard>> = new Map();
  if (rows.length === 0) return refusals;
  for (const guard of deleteGuards.get(objectKey(object.apiName)) ?? [])
    for (const [id, refusal] of await guard(database, object, rows))
      if (!refusals.has(id)) refusals.set(id, refusal);
  return refusals;
}
