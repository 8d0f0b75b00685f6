import {
  adminPoolsContract,
  assignFromPoolContract,
  claimFromPoolContract,
  getPoolRecordsContract,
  getPoolsContract,
  POOL_OBJECT_APIS,
  returnToPoolContract,
  savePoolContract,
  setPoolActiveContract,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractSchema } from '../../http/contract-route.js';
import { type CurrentUser, requireUser } from '../../http/current-user.js';
import { AppError, ErrorCode, okEnvelope } from '../../http/envelope.js';
import { activeUserIdsOfOrg, activeUsersOfOrg } from '../auth/index.js';
import { currentMetadata, type ObjectModel, resolveObject } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { recordsDb } from '../records/index.js';
import { assignRecords, claimRecords, returnRecord } from './pool-actions.js';
import { poolSummary, readPoolPage } from './pool-records.js';
import {
  createPool,
  findPool,
  membershipOf,
  poolMembers,
  poolsOfMember,
  poolsOfOrg,
  setPoolActive,
  setPoolMembers,
  updatePool,
} from './pool-store.js';

/** Objects that have client pools (spec 1 §2.7: leads, prefix 004, and accounts, prefix 001). */
export const POOL_OBJECTS = POOL_OBJECT_APIS;

async function poolObject(context: ModuleContext, objectApi: string): Promise<ObjectModel> {
  const object = resolveObject(await currentMetadata(context.database), { objectApi });
  if (!POOL_OBJECTS.includes(object.apiName.toLowerCase()))
    throw new AppError(
      ErrorCode.BAD_REQUEST,
      `objectApi: ${object.pluralLabel} have no client pools (leads and accounts do)`,
    );
  return object;
}

function poolAdmin(user: CurrentUser): CurrentUser {
  if (user.profileId !== 'system_admin')
    throw new AppError(ErrorCode.FORBIDDEN, 'Only a system administrator may change client pools');
  return user;
}

/**
 * Client pools (`clientPool/{objectApi}/{objId}/{prefix}`): the caller's pools
 * of an object, a pool's records, claim, return with a reason, assign by a
 * pool manager, and pool settings for administrators. Envelope calls; our paths.
 */
export async function clientPoolsModule(app: FastifyInstance, context: ModuleContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(getPoolsContract.path, { schema: contractSchema(getPoolsContract) }, async (request) => {
    const user = requireUser(request.currentUser);
    const object = await poolObject(context, request.body.body.objectApi);
    const pools = await poolsOfMember(context.database, user, object.id);
    return okEnvelope(
      await Promise.all(pools.map((membership) => poolSummary(context, user, membership))),
      request.id,
    );
  });

  api.post(
    getPoolRecordsContract.path,
    { schema: contractSchema(getPoolRecordsContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      const body = request.body.body;
      const membership = await membershipOf(context.database, user, body.poolId);
      const snapshot = await currentMetadata(context.database);
      const object = resolveObject(snapshot, { objId: membership.pool.objectId });
      const page = await readPoolPage(context, user, object, membership, {
        page: Number(body.page ?? 1),
        pageSize: Math.min(200, Number(body.pageSize ?? 25)),
        keyword: body.keyword ?? '',
      });
      return okEnvelope(
        { ...page, objectApi: object.apiName, objId: object.id, prefix: object.prefix },
        request.id,
      );
    },
  );

  api.post(claimFromPoolContract.path, { schema: contractSchema(claimFromPoolContract) }, async (request) => {
    const user = requireUser(request.currentUser);
    const body = request.body.body;
    const object = await poolObject(context, body.objectApi);
    return okEnvelope(await claimRecords(context, user, object, body.poolId, body.ids), request.id);
  });

  api.post(returnToPoolContract.path, { schema: contractSchema(returnToPoolContract) }, async (request) => {
    const user = requireUser(request.currentUser);
    const body = request.body.body;
    const object = await poolObject(context, body.objectApi);
    await returnRecord(context, user, object, body.poolId, body.id, body.reason);
    return okEnvelope({ id: body.id, poolId: body.poolId }, request.id);
  });

  api.post(
    assignFromPoolContract.path,
    { schema: contractSchema(assignFromPoolContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      const body = request.body.body;
      const object = await poolObject(context, body.objectApi);
      return okEnvelope(
        await assignRecords(context, user, object, body.poolId, body.ids, body.userId),
        request.id,
      );
    },
  );

  api.post(savePoolContract.path, { schema: contractSchema(savePoolContract) }, async (request) => {
    const user = poolAdmin(requireUser(request.currentUser));
    const body = request.body.body;
    const object = await poolObject(context, body.objectApi);
    const userIds = [...new Set(body.members.map((member) => member.userId))];
    // Partners never join a pool (its records are internal prospects; spec 1 §2.7).
    const known = await activeUserIdsOfOrg(context.database, user.orgId, userIds, { internalOnly: true });
    const missing = userIds.filter((userId) => !known.has(userId));
    if (missing.length)
      throw new AppError(ErrorCode.BAD_REQUEST, `members: no active internal user ${missing.join(', ')}`);
    let pool = body.id ? await findPool(context.database, user.orgId, body.id) : null;
    if (body.id && !pool) throw new AppError(ErrorCode.NOT_FOUND, `Client pool ${body.id} was not found`);
    // The pool's records are of its object: a pool cannot change object under them.
    if (pool && pool.objectId !== object.id)
      throw new AppError(
        ErrorCode.BAD_REQUEST,
        `objectApi: ${pool.name} holds ${resolveObject(await currentMetadata(context.database), { objId: pool.objectId }).pluralLabel}; its object cannot change`,
      );
    pool = pool
      ? await updatePool(context.database, pool, { name: body.name, claimLimit: body.claimLimit })
      : await createPool(context.database, {
          orgId: user.orgId,
          objectId: object.id,
          name: body.name,
          claimLimit: body.claimLimit,
          now: context.now(),
        });
    await setPoolMembers(context.database, pool.id, body.members);
    return okEnvelope({ id: pool.id, queueUserId: pool.queueUserId }, request.id);
  });

  api.post(adminPoolsContract.path, { schema: contractSchema(adminPoolsContract) }, async (request) => {
    const user = poolAdmin(requireUser(request.currentUser));
    const snapshot = await currentMetadata(context.database);
    const pools = [];
    for (const pool of await poolsOfOrg(context.database, user.orgId)) {
      const object = resolveObject(snapshot, { objId: pool.objectId });
      const held = await recordsDb(context.database)
        .selectFrom(object.tableName)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('ownerid', '=', pool.queueUserId)
        .where('is_deleted', '=', 0)
        .executeTakeFirst();
      pools.push({
        id: pool.id,
        name: pool.name,
        objectApi: object.apiName,
        objId: object.id,
        prefix: object.prefix,
        objectLabel: object.pluralLabel,
        claimLimit: pool.claimLimit,
        isActive: pool.isActive,
        recordCount: Number(held?.n ?? 0),
        members: await poolMembers(context.database, pool.id),
      });
    }
    const objects = POOL_OBJECTS.flatMap((api) => {
      const object = snapshot.objects.find((candidate) => candidate.apiName.toLowerCase() === api);
      return object ? [{ objectApi: object.apiName, objId: object.id, label: object.pluralLabel }] : [];
    });
    // Partners never join a pool: its records are the organisation's internal prospects.
    const users = (await activeUsersOfOrg(context.database, user.orgId, { internalOnly: true })).map(
      ({ id, name, email }) => ({ id, name, email }),
    );
    return okEnvelope({ pools, objects, users }, request.id);
  });

  api.post(setPoolActiveContract.path, { schema: contractSchema(setPoolActiveContract) }, async (request) => {
    const user = poolAdmin(requireUser(request.currentUser));
    const body = request.body.body;
    const pool = await findPool(context.database, user.orgId, body.id);
    if (!pool) throw new AppError(ErrorCode.NOT_FOUND, `Client pool ${body.id} was not found`);
    const changed = await setPoolActive(context.database, pool, body.active);
    return okEnvelope({ id: changed.id, isActive: changed.isActive }, request.id);
  });
}
