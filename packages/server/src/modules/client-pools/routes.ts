import { POOL_CLAIM_LIMIT_MAX, POOL_CLAIM_LIMIT_MIN, POOL_NAME_MAX, POOL_OBJECT_APIS } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type CurrentUser, requireUser } from '../../http/current-user.js';
import { AppError, ErrorCode, envelopeSchema, okEnvelope } from '../../http/envelope.js';
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

const id = z.string().min(1).max(64);
const ids = z.array(id).min(1, 'ids: name at least one record').max(50, 'ids: at most 50 records at once');
const pageNumber = z.union([z.number().int().min(1).max(10_000), z.string().regex(/^\d{1,5}$/)]).optional();

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

  api.post(
    '/clientPool/getPools',
    {
      schema: {
        summary:
          "The caller's client pools of an object (Lead or Account), with their claim limit and the caller's claims",
        body: envelopeSchema(z.strictObject({ objectApi: z.string().min(1).max(100) })),
      },
    },
    async (request) => {
      const user = requireUser(request.currentUser);
      const object = await poolObject(context, request.body.body.objectApi);
      const pools = await poolsOfMember(context.database, user, object.id);
      return okEnvelope(
        await Promise.all(pools.map((membership) => poolSummary(context, user, membership))),
        request.id,
      );
    },
  );

  api.post(
    '/clientPool/getRecords',
    {
      schema: {
        summary: "A page of a pool's records (members only), newest first; the owner column names the pool",
        body: envelopeSchema(
          z.strictObject({
            poolId: id,
            page: pageNumber,
            pageSize: pageNumber,
            keyword: z.string().max(100).optional(),
          }),
        ),
      },
    },
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

  api.post(
    '/clientPool/claim',
    {
      schema: {
        summary: "Claim records from a pool (members; at most the pool's claim limit held at once)",
        body: envelopeSchema(z.strictObject({ objectApi: z.string().min(1).max(100), poolId: id, ids })),
      },
    },
    async (request) => {
      const user = requireUser(request.currentUser);
      const body = request.body.body;
      const object = await poolObject(context, body.objectApi);
      return okEnvelope(await claimRecords(context, user, object, body.poolId, body.ids), request.id);
    },
  );

  api.post(
    '/clientPool/return',
    {
      schema: {
        summary:
          'Return a record to a pool the caller is a member of, with the reason (owner or who may transfer it)',
        body: envelopeSchema(
          z.strictObject({
            objectApi: z.string().min(1).max(100),
            poolId: id,
            id,
            reason: z
              .string()
              .trim()
              .min(1, 'reason: say why the record goes back to the pool')
              .max(500, 'reason: at most 500 characters'),
          }),
        ),
      },
    },
    async (request) => {
      const user = requireUser(request.currentUser);
      const body = request.body.body;
      const object = await poolObject(context, body.objectApi);
      await returnRecord(context, user, object, body.poolId, body.id, body.reason);
      return okEnvelope({ id: body.id, poolId: body.poolId }, request.id);
    },
  );

  api.post(
    '/clientPool/assign',
    {
      schema: {
        summary: "Assign pooled records to a member of the pool (the pool's managers)",
        body: envelopeSchema(
          z.strictObject({ objectApi: z.string().min(1).max(100), poolId: id, ids, userId: id }),
        ),
      },
    },
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

  api.post(
    '/clientPool/savePool',
    {
      schema: {
        summary:
          'Create or change a client pool: name, claim limit, members and managers (system administrators)',
        body: envelopeSchema(
          z.strictObject({
            id: id.optional(),
            objectApi: z.string().min(1).max(100),
            name: z.string().trim().min(1, 'name: the pool needs a name').max(POOL_NAME_MAX),
            claimLimit: z
              .number()
              .int()
              .min(POOL_CLAIM_LIMIT_MIN, `claimLimit: at least ${POOL_CLAIM_LIMIT_MIN}`)
              .max(POOL_CLAIM_LIMIT_MAX, `claimLimit: at most ${POOL_CLAIM_LIMIT_MAX}`),
            members: z.array(z.strictObject({ userId: id, isManager: z.boolean() })).max(1_000),
          }),
        ),
      },
    },
    async (request) => {
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
    },
  );

  api.post(
    '/clientPool/adminPools',
    {
      schema: {
        summary:
          'Every client pool of the organisation, active or not, with members and record counts, and the users who may join (system administrators)',
        body: envelopeSchema(z.strictObject({})),
      },
    },
    async (request) => {
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
    },
  );

  api.post(
    '/clientPool/setPoolActive',
    {
      schema: {
        summary:
          'Deactivate a client pool (no claims, no returns, hidden from members; its records stay) or switch it on again (system administrators)',
        body: envelopeSchema(z.strictObject({ id, active: z.boolean() })),
      },
    },
    async (request) => {
      const user = poolAdmin(requireUser(request.currentUser));
      const body = request.body.body;
      const pool = await findPool(context.database, user.orgId, body.id);
      if (!pool) throw new AppError(ErrorCode.NOT_FOUND, `Client pool ${body.id} was not found`);
      const changed = await setPoolActive(context.database, pool, body.active);
      return okEnvelope({ id: changed.id, isActive: changed.isActive }, request.id);
    },
  );
}
