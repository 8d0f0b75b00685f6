import { sql } from 'kysely';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, ErrorCode } from '../../http/envelope.js';
import { activeUserIdsOfOrg } from '../auth/index.js';
import { currentMetadata, type ObjectModel } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import {
  type DeleteRefusal,
  deleteRefusalsOf,
  recordsDb,
  refreshRollupsOfRecords,
  retotalRecordsOfLines,
} from '../records/index.js';
import { accessCondition } from './list-access.js';

/**
 * Row selections of a list: delete to the recycle bin, or hand to another
 * owner. Both touch only the selected rows the caller may see (the access
 * condition is part of the statement) and say which ids they skipped.
 */
export interface MassResult {
  done: string[];
  skipped: string[];
  /**
   * Skipped records the caller may see, with why (a delete of a record waiting
   * for approval). Records skipped because they are gone or not the caller's
   * have no entry: saying more would tell what they may not know.
   */
  refused?: DeleteRefusal[];
}

async function reachableRows(
  database: ModuleContext['database'],
  user: CurrentUser,
  object: ObjectModel,
  ids: readonly string[],
) {
  return recordsDb(database)
    .selectFrom(object.tableName)
    .select(['id', 'name'])
    .where('id', 'in', [...ids])
    .where('is_deleted', '=', 0)
    .where(accessCondition(user, object, 'full'))
    .execute();
}

function outcome(ids: readonly string[], done: readonly string[]): MassResult {
  const doneSet = new Set(done);
  return { done: [...done], skipped: ids.filter((id) => !doneSet.has(id)) };
}

export async function massDelete(
  context: ModuleContext,
  user: CurrentUser,
  object: ObjectModel,
  ids: readonly string[],
): Promise<MassResult> {
  const unique = [...new Set(ids)];
  const snapshot = await currentMetadata(context.database);
  const at = context.now().toISOString();
  // Read, check and delete in one transaction, so a record submitted for approval meanwhile is not deleted.
  const { done, refused } = await context.database.db.transaction().execute(async (trx) => {
    const database = { ...context.database, db: trx };
    const rows = await reachableRows(database, user, object, unique);
    const refusals = await deleteRefusalsOf(database, object, rows);
    const deletable = rows.map((row) => String(row.id)).filter((id) => !refusals.has(id));
    if (deletable.length > 0) {
      await recordsDb(database)
        .updateTable(object.tableName)
        .set({ is_deleted: 1, deleted_at: at, deleted_by: user.userId, lastmodifybyid: user.userId })
        .where('id', 'in', deletable)
        .where('is_deleted', '=', 0)
        .execute();
      // Deleted product lines leave their quotes' (orders', invoices'…) totals with them.
      await retotalRecordsOfLines(database, snapshot, object, deletable);
      // Roll-up summaries of their parents count them no more (issue 18).
      await refreshRollupsOfRecords(database, object, deletable);
    }
    return { done: deletable, refused: [...refusals.values()] };
  });
  return { ...outcome(unique, done), refused };
}

export async function massTransferOwner(
  context: ModuleContext,
  user: CurrentUser,
  object: ObjectModel,
  ids: readonly string[],
  ownerId: string,
): Promise<MassResult> {
  const owners = await activeUserIdsOfOrg(context.database, user.orgId, [ownerId]);
  if (!owners.has(ownerId)) {
    throw new AppError(
      ErrorCode.BAD_REQUEST,
      `ownerId: ${ownerId} is not an active user of your organisation`,
    );
  }
  const unique = [...new Set(ids)];
  const done = (await reachableRows(context.database, user, object, unique)).map((row) => String(row.id));
  if (done.length > 0) {
    await recordsDb(context.database)
      .updateTable(object.tableName)
      .set({
        ownerid: ownerId,
        lastmodifybyid: user.userId,
        lastmodifydate: context.now().toISOString(),
      })
      .where('id', 'in', done)
      .where(sql<boolean>`is_deleted = 0`)
      .execute();
  }
  return outcome(unique, done);
}
