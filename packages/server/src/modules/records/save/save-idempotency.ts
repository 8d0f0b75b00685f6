import { createHash } from 'node:crypto';
import type { DatabaseHandle } from '../../../db/database.js';
import { AppError, ErrorCode } from '../../../http/envelope.js';
import type { SaveResult } from './save-types.js';

/** How long a save's answer is kept for a repeat of its request id. */
export const SAVE_IDEMPOTENCY_TTL_MS = 24 * 3_600_000;

/** An answer of a save claimed but not yet finished. */
const RUNNING = '';

export interface IdempotentSave {
  database: DatabaseHandle;
  userId: string;
  /** The client's request id (X-Request-Id), the same on a repeat of the same save. */
  key: string;
  body: unknown;
  now: Date;
}

/**
 * Issue 16 item 11: a save repeated with the request id of an earlier one
 * (the client lost the answer and sends it again) answers that earlier
 * save's results, and saves nothing again. The key is claimed before the
 * save runs, so two copies sent at once make one record: the second is told
 * the first is still running. A save that fails without an answer (a 400, a
 * crash of the handler) gives the key back, so sending it again runs it.
 */
export async function saveOnce(
  save: IdempotentSave,
  run: () => Promise<SaveResult[]>,
): Promise<SaveResult[]> {
  const { database, userId, key, now } = save;
  const db = database.db;
  const digest = createHash('sha256').update(JSON.stringify(save.body)).digest('hex');
  await db
    .deleteFrom('save_idempotency')
    .where('user_id', '=', userId)
    .where('created_at', '<', new Date(now.getTime() - SAVE_IDEMPOTENCY_TTL_MS).toISOString())
    .execute();
  const claimed = await db
    .insertInto('save_idempotency')
    .values({
      user_id: userId,
      request_key: key,
      body_digest: digest,
      answer_json: RUNNING,
      created_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'request_key']).doNothing())
    .executeTakeFirst();
  if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0)
    return earlierAnswer(database, userId, key, digest);
  let results: SaveResult[];
  try {
    results = await run();
  } catch (error) {
    await db
      .deleteFrom('save_idempotency')
      .where('user_id', '=', userId)
      .where('request_key', '=', key)
      .execute();
    throw error;
  }
  await db
    .updateTable('save_idempotency')
    .set({ answer_json: JSON.stringify(results) })
    .where('user_id', '=', userId)
    .where('request_key', '=', key)
    .execute();
  return results;
}

async function earlierAnswer(
  database: DatabaseHandle,
  userId: string,
  key: string,
  digest: string,
): Promise<SaveResult[]> {
  const row = await database.db
    .selectFrom('save_idempotency')
    .select(['body_digest', 'answer_json'])
    .where('user_id', '=', userId)
    .where('request_key', '=', key)
    .executeTakeFirst();
  if (!row)
    throw new AppError(ErrorCode.TOAST_MESSAGE, 'The save could not be matched to its first try; save again');
  if (row.body_digest !== digest) {
    throw new AppError(
      ErrorCode.BAD_REQUEST,
      `X-Request-Id: ${key} was already used for another save; send a new request id with a new save`,
    );
  }
  if (row.answer_json === RUNNING) {
    throw new AppError(
      ErrorCode.TOAST_MESSAGE,
      'This save is still running from your first try; wait for its answer before saving again',
    );
  }
  return JSON.parse(row.answer_json) as SaveResult[];
}
