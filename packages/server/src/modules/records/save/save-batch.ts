import { requiredRelatedListsOf } from '@vela/core';
import type { CurrentUser } from '../../../http/current-user.js';
import { currentMetadata, resolveObject } from '../../metadata/index.js';
import type { ModuleContext } from '../../module.js';
import { duplicateKeysOf, duplicateRefusal, storedMatchKeysOf } from './check-duplicates.js';
import { uniqueRefusal, uniqueValuesOf } from './check-unique.js';
import { inTransaction, transactionHandle } from './in-transaction.js';
import { isProductLineObject } from './price-lines.js';
import { withConflictDetails } from './save-conflict.js';
import { saveRecordsPayload } from './save-payload.js';
import { afterWrite, checkedDraft, refusedResult, type SaveAttempt } from './save-records.js';
import { emptyResult, type SaveContext, type SaveDraft, type SaveResult } from './save-types.js';
import { recordName, writeNewRecords, writeRecord } from './write-record.js';

export interface BatchSave {
  objectApi: string;
  /** The records, as /objectInfo/save's `data` holds them: an `id` changes that record, none creates one. */
  records: ReadonlyArray<Record<string, unknown>>;
  /** Duplicate rules' warnings are taken as confirmed (a block still refuses). */
  skipDuplicateWarning?: boolean;
}

/**
 * Many records of one object saved at once (an import's batch), in one transaction (the caller's, when it
 * passes a handle inside one). Each record goes through every check of the single save (`checkedDraft`:
 * types, dependencies, access and field security, required fields, validation rules, lookups, unique
 * fields, duplicate rules: their lookups read for the whole batch at once) and gets its own result: one refused record fails alone, with its reason.
 * What changes is the writing: a changed record is written as it is checked (so the next records' checks
 * see it, as they would one save after another), while the new records are written together once all are
 * checked, in multi-row inserts with their auto-numbers reserved at once. Since those rows are not in the
 * database while the batch is checked, a unique value or duplicate-rule key an earlier record of the batch
 * claims refuses a later one with the single save's own refusal. Every written record then takes the
 * single save's after-write steps (sharing rules, field files, flows); the keyword index is the database's
 * own. Bot cards, which only the form shows, are not built.
 */
export async function saveRecordsBatch(
  context: ModuleContext,
  user: CurrentUser,
  batch: BatchSave,
): Promise<SaveResult[]> {
  const snapshot = await currentMetadata(context.database);
  const object = resolveObject(snapshot, { objectApi: batch.objectApi });
  if (isProductLineObject(object) || requiredRelatedListsOf(object.apiName).length > 0) {
    // A line totals its parent and a record that needs related rows is saved with them: record by record.
    return saveRecordsPayload(context, user, {
      objectApi: object.apiName,
      data: JSON.stringify(batch.records),
      skipDuplicateWarning: batch.skipDuplicateWarning,
    });
  }
  return inTransaction(context.database.db, async (trx) => {
    const save: SaveContext = {
      database: transactionHandle(context.database, trx),
      snapshot,
      object,
      user,
      now: context.now(),
      skipDuplicateWarning: batch.skipDuplicateWarning === true,
    };
    const results: SaveResult[] = [];
    const created: Array<{ index: number; draft: SaveDraft }> = [];
    const written: Array<{ draft: SaveDraft; name: string }> = [];
    const claims = new BatchClaims();
    save.storedMatchKeys = await storedMatchKeysOf(save, batch.records);
    for (const [index, submitted] of batch.records.entries()) {
      const attempt: SaveAttempt = { id: typeof submitted.id === 'string' ? submitted.id : '', name: '' };
      try {
        const draft = await checkedDraft(save, submitted, attempt);
        claims.claim(save, draft, attempt.name);
        if (draft.isNew) {
          created.push({ index, draft });
          results.push(emptyResult(draft.id, attempt.name));
          continue;
        }
        const { name } = await writeRecord(save, draft);
        // A changed record may have left or taken keys: later records look theirs up one by one.
        save.storedMatchKeys = undefined;
        written.push({ draft, name });
        results.push(emptyResult(draft.id, name));
      } catch (error) {
        results.push(refusedResult(error, submitted, attempt));
      }
    }
    const names = await writeNewRecords(
      save,
      created.map((entry) => entry.draft),
    );
    created.forEach(({ index, draft }, order) => {
      const name = names[order]?.name ?? recordName(object, draft.values);
      results[index] = emptyResult(draft.id, name);
      written.push({ draft, name });
    });
    for (const { draft, name } of written) await afterWrite(save, draft, name);
    // Read in the batch's transaction: on SQLite a read outside it would wait for it forever.
    return withConflictDetails(
      { ...context, database: save.database },
      user,
      snapshot,
      object,
      results,
      batch.records,
    );
  });
}

/**
 * The unique values and duplicate-rule keys the batch's records took so far: a later record holding one is
 * refused as the single save refuses a record matching a stored one (the earlier record named).
 */
class BatchClaims {
  private readonly taken = new Map<string, { id: string; name: string }>();

  claim(context: SaveContext, draft: SaveDraft, name: string): void {
    const { object } = context;
    const unique = uniqueValuesOf(object, draft).map(({ field, value }) => ({
      key: `unique|${field.apiName}|${String(value)}`,
      refuse: (holder: { id: string; name: string }) => uniqueRefusal(object, field, holder),
    }));
    const duplicates = duplicateKeysOf(context, draft).map(({ rule, key }) => ({
      key: `rule|${rule.id}|${key}`,
      refuse: (holder: { id: string; name: string }) => duplicateRefusal(object, rule, [holder]),
    }));
    const claims = [...unique, ...duplicates];
    for (const { key, refuse } of claims) {
      const holder = this.taken.get(key);
      if (holder && holder.id !== draft.id) throw refuse(holder);
    }
    for (const { key } of claims) this.taken.set(key, { id: draft.id, name });
  }
}
