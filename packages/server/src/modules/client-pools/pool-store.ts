import { newRecordId, SystemPrefix } from '@vela/core';
import { type RawBuilder, sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import { notFound } from '../../http/envelope.js';
import { createAccount, findUsersByIds, renameUser } from '../auth/index.js';

/**
 * Client pools (spec 1 §2.1 clientPool/…, §2.7; spec 2 `marketsea`): pools of
 * unowned leads or accounts. A pool owns its records through its queue user,
 * an app_user row that is never active and has no password, so the owner
 * column, lists and filters work as for any owner and show the pool's name.
 */
export interface PoolModel {
  id: string;
  orgId: string;
  objectId: string;
  name: string;
  queueUserId: string;
  claimLimit: number;
  /** A deactivated pool gives no claims, takes no returns, and its members no longer see it. */
  isActive: boolean;
}

export interface PoolMembership {
  pool: PoolModel;
  isManager: boolean;
}

type PoolRow = {
  id: string;
  org_id: string;
  object_id: string;
  name: string;
  queue_user_id: string;
  claim_limit: number;
  is_active: number;
};

const toPool = (row: PoolRow): PoolModel => ({
  id: row.id,
  orgId: row.org_id,
  objectId: row.object_id,
  name: row.name,
  queueUserId: row.queue_user_id,
  claimLimit: Number(row.claim_limit),
  isActive: Number(row.is_active) === 1,
});

export const POOL_ID_PREFIX = '0pl';

export async function createPool(
  database: DatabaseHandle,
  input: { orgId: string; objectId: string; name: string; claimLimit: number; now: Date },
): Promise<PoolModel> {
  const id = newRecordId(POOL_ID_PREFIX, input.now.getTime());
  const queueUserId = newRecordId(SystemPrefix.user, input.now.getTime());
  const at = input.now.toISOString();
  await createAccount(database, {
    id: queueUserId,
    orgId: input.orgId,
    email: `pool-${id.toLowerCase()}@pools.vela.invalid`,
    name: input.name,
    // No hash matches '!': the queue user can never sign in; it is never active either.
    passwordHash: '!',
    profileId: 'standard_user',
    isPartner: false,
    partnerAccountId: null,
    isActive: false,
    mustChangePassword: false,
    setupJson: '{}',
    now: input.now,
  });
  await database.db
    .insertInto('client_pool')
    .values({
      id,
      org_id: input.orgId,
      object_id: input.objectId,
      name: input.name,
      queue_user_id: queueUserId,
      claim_limit: input.claimLimit,
      created_at: at,
      is_active: 1,
    })
    .execute();
  return {
    id,
    orgId: input.orgId,
    objectId: input.objectId,
    name: input.name,
    queueUserId,
    claimLimit: input.claimLimit,
    isActive: true,
  };
}

export async function updatePool(
  database: DatabaseHandle,
  pool: PoolModel,
  changes: { name: string; claimLimit: number },
): Promise<PoolModel> {
  await database.db
    .updateTable('client_pool')
    .set({ name: changes.name, claim_limit: changes.claimLimit })
    .where('id', '=', pool.id)
    .execute();
  await renameUser(database, pool.queueUserId, changes.name);
  return { ...pool, ...changes };
}

/** Switches a pool off or on again; its records stay with its queue user either way. */
export async function setPoolActive(
  database: DatabaseHandle,
  pool: PoolModel,
  active: boolean,
): Promise<PoolModel> {
  await database.db
    .updateTable('client_pool')
    .set({ is_active: active ? 1 : 0 })
    .where('id', '=', pool.id)
    .execute();
  return { ...pool, isActive: active };
}

/** Every pool of the organisation, active or not, for its administrators. */
export async function poolsOfOrg(database: DatabaseHandle, orgId: string): Promise<PoolModel[]> {
  const rows = await database.db
    .selectFrom('client_pool')
    .selectAll()
    .where('org_id', '=', orgId)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map(toPool);
}

export async function setPoolMembers(
  database: DatabaseHandle,
  poolId: string,
  members: ReadonlyArray<{ userId: string; isManager: boolean }>,
): Promise<void> {
  await database.db.deleteFrom('client_pool_member').where('pool_id', '=', poolId).execute();
  if (members.length === 0) return;
  await database.db
    .insertInto('client_pool_member')
    .values(
      members.map((member) => ({
        pool_id: poolId,
        user_id: member.userId,
        is_manager: member.isManager ? 1 : 0,
      })),
    )
    .execute();
}

export async function findPool(
  database: DatabaseHandle,
  orgId: string,
  poolId: string,
): Promise<PoolModel | null> {
  const row = await database.db
    .selectFrom('client_pool')
    .selectAll()
    .where('id', '=', poolId)
    .where('org_id', '=', orgId)
    .executeTakeFirst();
  return row ? toPool(row) : null;
}

const POOL_COLUMNS = [
  'p.id',
  'p.org_id',
  'p.object_id',
  'p.name',
  'p.queue_user_id',
  'p.claim_limit',
  'p.is_active',
  'm.is_manager',
] as const;

/** The pool as one of its members sees it; a pool the caller is not in answers as missing. */
export async function membershipOf(
  database: DatabaseHandle,
  user: { orgId: string; userId: string },
  poolId: string,
): Promise<PoolMembership> {
  const row = await database.db
    .selectFrom('client_pool as p')
    .innerJoin('client_pool_member as m', 'm.pool_id', 'p.id')
    .select(POOL_COLUMNS)
    .where('p.id', '=', poolId)
    .where('p.is_active', '=', 1)
    .where('p.org_id', '=', user.orgId)
    .where('m.user_id', '=', user.userId)
    .executeTakeFirst();
  if (!row) throw notFound(`Client pool ${poolId}`);
  return { pool: toPool(row), isManager: Number(row.is_manager) === 1 };
}

/** The active pools of an object the user is a member of, by name. */
export async function poolsOfMember(
  database: DatabaseHandle,
  user: { orgId: string; userId: string },
  objectId: string,
): Promise<PoolMembership[]> {
  const rows = await database.db
    .selectFrom('client_pool as p')
    .innerJoin('client_pool_member as m', 'm.pool_id', 'p.id')
    .select(POOL_COLUMNS)
    .where('p.org_id', '=', user.orgId)
    .where('p.object_id', '=', objectId)
    .where('p.is_active', '=', 1)
    .where('m.user_id', '=', user.userId)
    .orderBy('p.name')
    .execute();
  return rows.map((row) => ({ pool: toPool(row), isManager: Number(row.is_manager) === 1 }));
}

export async function poolMembers(
  database: DatabaseHandle,
  poolId: string,
): Promise<Array<{ userId: string; name: string; isManager: boolean }>> {
  const rows = await database.db
    .selectFrom('client_pool_member')
    .select(['user_id', 'is_manager'])
    .where('pool_id', '=', poolId)
    .execute();
  // Two reads, not one per member: the members, then their names (auth owns the users).
  const users = await findUsersByIds(
    database,
    rows.map((row) => row.user_id),
  );
  const active = new Map(users.filter((found) => found.isActive).map((found) => [found.id, found]));
  return rows
    .flatMap((row) => {
      const found = active.get(row.user_id);
      return found
        ? [{ userId: row.user_id, name: found.name, isManager: Number(row.is_manager) === 1 }]
        : [];
    })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** How many records claimed from the pool the user still holds. */
export async function claimsHeld(database: DatabaseHandle, poolId: string, userId: string): Promise<number> {
  const row = await database.db
    .selectFrom('client_pool_claim')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('pool_id', '=', poolId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function recordPoolEvent(
  database: DatabaseHandle,
  event: {
    orgId: string;
    poolId: string;
    recordId: string;
    kind: 'claim' | 'return' | 'assign';
    userId: string;
    targetUserId?: string | null;
    reason?: string;
    now: Date;
  },
): Promise<void> {
  await database.db
    .insertInto('client_pool_event')
    .values({
      id: newRecordId('0pe', event.now.getTime()),
      org_id: event.orgId,
      pool_id: event.poolId,
      record_id: event.recordId,
      kind: event.kind,
      user_id: event.userId,
      target_user_id: event.targetUserId ?? null,
      reason: event.reason ?? '',
      created_at: event.now.toISOString(),
    })
    .execute();
}

/**
 * A sub-select of the queue users of the pools `userId` is a member of (managers only: the pools they
 * manage): the record filter's pool branch, `ownerid in (…)`, in the same statement.
 */
export function poolQueueUserIds(userId: string, managersOnly: boolean): RawBuilder<string> {
  const managers = managersOnly ? sql` and pm.is_manager = 1` : sql``;
  return sql<string>`select p.queue_user_id from client_pool p join client_pool_member pm on pm.pool_id = p.id where pm.user_id = ${userId} and p.is_active = 1${managers}`;
}

/** The queue users of the organisation's pools (they own pooled records; no person manages them). */
export async function poolQueueUserIdsOfOrg(database: DatabaseHandle, orgId: string): Promise<Set<string>> {
  const rows = await database.db
    .selectFrom('client_pool')
    .select('queue_user_id')
    .where('org_id', '=', orgId)
    .execute();
  return new Set(rows.map((row) => row.queue_user_id));
}
