import type { CurrentUser } from '../../http/current-user.js';
import { AppError, ErrorCode, notFound } from '../../http/envelope.js';
import { applyRulesToRecord, dropManualShares } from '../access/index.js';
import type { ObjectModel } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { canAccessRecord, recordPermissions, recordsDb } from '../records/index.js';
import { claimsHeld, membershipOf, type PoolModel, poolMembers, recordPoolEvent } from './pool-store.js';

type Context = Pick<ModuleContext, 'database' | 'now'>;

/** Columns a move sets: the owner, the spec's `marketsea` flag and the assignment state, where the object has them. */
function ownerChange(
  object: ObjectModel,
  ownerId: string,
  inPool: boolean,
  state: string | null,
  user: CurrentUser,
  now: Date,
) {
  const set: Record<string, string | number | null> = {
    ownerid: ownerId,
    lastmodifybyid: user.userId,
    lastmodifydate: now.toISOString(),
  };
  const marketsea = object.fieldsByApi.get('marketsea')?.columnName;
  if (marketsea) set[marketsea] = inPool ? 1 : 0;
  const assignstate = object.fieldsByApi.get('assignstate')?.columnName;
  if (assignstate && state) set[assignstate] = state;
  return set;
}

/** Moves one record from `fromOwner` to `toOwner`; false when it was no longer there (someone else was faster). */
async function moveRecord(
  context: Context,
  object: ObjectModel,
  recordId: string,
  fromOwner: string,
  set: Record<string, string | number | null>,
  user: CurrentUser,
): Promise<boolean> {
  const result = await recordsDb(context.database)
    .updateTable(object.tableName)
    .set(set)
    .where('id', '=', recordId)
    .where('ownerid', '=', fromOwner)
    .where('is_deleted', '=', 0)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  // A new owner decides anew who the record is shared with (as any owner change does).
  await dropManualShares(context.database, object.id, recordId);
  await applyRulesToRecord(context.database, user.orgId, object, recordId, context.now());
  return true;
}

async function nameOf(context: Context, object: ObjectModel, id: string): Promise<string> {
  const row = await recordsDb(context.database)
    .selectFrom(object.tableName)
    .select('name')
    .where('id', '=', id)
    .executeTakeFirst();
  return String(row?.name ?? id);
}

/**
 * Claim: a member takes records out of the pool. The pool's claim limit
 * counts the records claimed from it the user still holds; a claim that would
 * pass it is refused whole, naming the limit.
 */
export async function claimRecords(
  context: Context,
  user: CurrentUser,
  object: ObjectModel,
  poolId: string,
  ids: readonly string[],
): Promise<{ claimed: string[]; held: number; claimLimit: number }> {
  const { pool } = await membershipOf(context.database, user, poolId);
  assertObject(pool, object);
  const held = await claimsHeld(context.database, pool.id, user.userId);
  if (held + ids.length > pool.claimLimit) {
    throw new AppError(
      ErrorCode.TOAST_MESSAGE,
      `You may hold at most ${pool.claimLimit} records claimed from ${pool.name}; you hold ${held}, so you may claim ${Math.max(0, pool.claimLimit - held)} more`,
    );
  }
  const claimed: string[] = [];
  for (const id of ids) {
    const now = context.now();
    const moved = await moveRecord(
      context,
      object,
      id,
      pool.queueUserId,
      ownerChange(object, user.userId, false, 'Claimed', user, now),
      user,
    );
    if (!moved) {
      throw new AppError(
        ErrorCode.TOAST_MESSAGE,
        `${await nameOf(context, object, id)} is no longer in ${pool.name}${claimed.length ? `; ${claimed.length} claimed before it` : ''}`,
      );
    }
    await context.database.db
      .insertInto('client_pool_claim')
      .values({ pool_id: pool.id, record_id: id, user_id: user.userId, claimed_at: now.toISOString() })
      .onConflict((conflict) =>
        conflict
          .column('record_id')
          .doUpdateSet({ pool_id: pool.id, user_id: user.userId, claimed_at: now.toISOString() }),
      )
      .execute();
    await recordPoolEvent(context.database, {
      orgId: user.orgId,
      poolId: pool.id,
      recordId: id,
      kind: 'claim',
      userId: user.userId,
      now,
    });
    claimed.push(id);
  }
  return { claimed, held: held + claimed.length, claimLimit: pool.claimLimit };
}

/**
 * Return: the owner (or whoever may transfer the record) gives it back to a
 * pool they are a member of, saying why.
 */
export async function returnRecord(
  context: Context,
  user: CurrentUser,
  object: ObjectModel,
  poolId: string,
  recordId: string,
  reason: string,
): Promise<void> {
  const { pool } = await membershipOf(context.database, user, poolId);
  assertObject(pool, object);
  if (!(await canAccessRecord(context.database, user, object, { id: recordId })))
    throw notFound(`Record ${recordId}`);
  const row = await recordsDb(context.database)
    .selectFrom(object.tableName)
    .select(['ownerid'])
    .where('id', '=', recordId)
    .where('is_deleted', '=', 0)
    .executeTakeFirst();
  if (!row) throw notFound(`Record ${recordId}`);
  const owner = String(row.ownerid);
  if (owner === pool.queueUserId)
    throw new AppError(ErrorCode.TOAST_MESSAGE, `This record is already in ${pool.name}`);
  if (
    owner !== user.userId &&
    !(await recordPermissions(context.database, user, object, { id: recordId })).isTransfer
  ) {
    throw new AppError(
      ErrorCode.FORBIDDEN,
      `Only the owner of this ${object.label}, someone above them or an administrator may return it to a pool`,
    );
  }
  const now = context.now();
  if (
    !(await moveRecord(
      context,
      object,
      recordId,
      owner,
      ownerChange(object, pool.queueUserId, true, null, user, now),
      user,
    ))
  )
    throw new AppError(ErrorCode.TOAST_MESSAGE, 'The record changed owner just now; open it again');
  await context.database.db.deleteFrom('client_pool_claim').where('record_id', '=', recordId).execute();
  await recordPoolEvent(context.database, {
    orgId: user.orgId,
    poolId: pool.id,
    recordId,
    kind: 'return',
    userId: user.userId,
    reason,
    now,
  });
}

/** Assign: a pool manager gives pooled records to a member (not counted against the member's claim limit). */
export async function assignRecords(
  context: Context,
  user: CurrentUser,
  object: ObjectModel,
  poolId: string,
  ids: readonly string[],
  targetUserId: string,
): Promise<{ assigned: string[] }> {
  const { pool, isManager } = await membershipOf(context.database, user, poolId);
  assertObject(pool, object);
  if (!isManager)
    throw new AppError(ErrorCode.FORBIDDEN, `Only a manager of ${pool.name} may assign its records`);
  const member = (await poolMembers(context.database, pool.id)).find(
    (candidate) => candidate.userId === targetUserId,
  );
  if (!member)
    throw new AppError(
      ErrorCode.BAD_REQUEST,
      `userId: ${targetUserId} is not an active member of ${pool.name}`,
    );
  const assigned: string[] = [];
  for (const id of ids) {
    const now = context.now();
    const moved = await moveRecord(
      context,
      object,
      id,
      pool.queueUserId,
      ownerChange(object, targetUserId, false, 'Assigned', user, now),
      user,
    );
    if (!moved)
      throw new AppError(
        ErrorCode.TOAST_MESSAGE,
        `${await nameOf(context, object, id)} is no longer in ${pool.name}`,
      );
    await recordPoolEvent(context.database, {
      orgId: user.orgId,
      poolId: pool.id,
      recordId: id,
      kind: 'assign',
      userId: user.userId,
      targetUserId,
      now,
    });
    assigned.push(id);
  }
  return { assigned };
}

function assertObject(pool: PoolModel, object: ObjectModel): void {
  if (pool.objectId !== object.id)
    throw new AppError(
      ErrorCode.BAD_REQUEST,
      `objectApi: ${pool.name} holds other records than ${object.pluralLabel}`,
    );
}
