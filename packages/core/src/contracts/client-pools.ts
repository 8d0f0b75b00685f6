import { z } from 'zod';
import { POOL_CLAIM_LIMIT_MAX, POOL_CLAIM_LIMIT_MIN, POOL_NAME_MAX } from '../client-pools/pool-settings.js';
import { defineCall } from './call-contract.js';
import { listRowSchema } from './list-views.js';

/**
 * The client pool calls (spec 1 §2.7: leads and accounts): a member's pools
 * and their records, claim, return, assign, and pool settings for
 * administrators. Each call's request and answer is one zod schema here.
 */
const id = z.string().min(1).max(64);
const ids = z.array(id).min(1, 'ids: name at least one record').max(50, 'ids: at most 50 records at once');
const pageNumber = z.union([z.number().int().min(1).max(10_000), z.string().regex(/^\d{1,5}$/)]).optional();
const objectApi = z.string().min(1).max(100);

export const poolMemberSchema = z.object({ userId: z.string(), name: z.string(), isManager: z.boolean() });
export type PoolMember = z.infer<typeof poolMemberSchema>;

/** The pool page's header: the pool, the caller's claims against its limit, and (for managers) its members. */
export const poolSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  claimLimit: z.number().int(),
  held: z.number().int(),
  isManager: z.boolean(),
  members: z.array(poolMemberSchema),
});
export type PoolSummary = z.infer<typeof poolSummarySchema>;

export const poolColumnSchema = z.object({ apiName: z.string(), label: z.string(), type: z.string() });
export type PoolColumn = z.infer<typeof poolColumnSchema>;

export const getPoolsContract = defineCall({
  path: '/clientPool/getPools',
  summary:
    "The caller's client pools of an object (Lead or Account), with their claim limit and the caller's claims",
  request: z.strictObject({ objectApi }),
  response: z.array(poolSummarySchema),
});

export const getPoolRecordsContract = defineCall({
  path: '/clientPool/getRecords',
  summary: "A page of a pool's records (members only), newest first; the owner column names the pool",
  request: z.strictObject({
    poolId: id,
    page: pageNumber,
    pageSize: pageNumber,
    keyword: z.string().max(100).optional(),
  }),
  response: z.object({
    pool: poolSummarySchema,
    columns: z.array(poolColumnSchema),
    /** Each row: id, name, createdate, the columns' values (lookups with their names), ownerid naming the pool. */
    dataList: z.array(listRowSchema),
    totalCount: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    objectApi: z.string(),
    objId: z.string(),
    prefix: z.string(),
  }),
});

export const claimFromPoolContract = defineCall({
  path: '/clientPool/claim',
  summary: "Claim records from a pool (members; at most the pool's claim limit held at once)",
  request: z.strictObject({ objectApi, poolId: id, ids }),
  response: z.object({ claimed: z.array(z.string()), held: z.number().int(), claimLimit: z.number().int() }),
});

export const returnToPoolContract = defineCall({
  path: '/clientPool/return',
  summary:
    'Return a record to a pool the caller is a member of, with the reason (owner or who may transfer it)',
  request: z.strictObject({
    objectApi,
    poolId: id,
    id,
    reason: z
      .string()
      .trim()
      .min(1, 'reason: say why the record goes back to the pool')
      .max(500, 'reason: at most 500 characters'),
  }),
  response: z.object({ id: z.string(), poolId: z.string() }),
});

export const assignFromPoolContract = defineCall({
  path: '/clientPool/assign',
  summary: "Assign pooled records to a member of the pool (the pool's managers)",
  request: z.strictObject({ objectApi, poolId: id, ids, userId: id }),
  response: z.object({ assigned: z.array(z.string()) }),
});

export const savePoolContract = defineCall({
  path: '/clientPool/savePool',
  summary: 'Create or change a client pool: name, claim limit, members and managers (system administrators)',
  request: z.strictObject({
    id: id.optional(),
    objectApi,
    name: z.string().trim().min(1, 'name: the pool needs a name').max(POOL_NAME_MAX),
    claimLimit: z
      .number()
      .int()
      .min(POOL_CLAIM_LIMIT_MIN, `claimLimit: at least ${POOL_CLAIM_LIMIT_MIN}`)
      .max(POOL_CLAIM_LIMIT_MAX, `claimLimit: at most ${POOL_CLAIM_LIMIT_MAX}`),
    members: z.array(z.strictObject({ userId: id, isManager: z.boolean() })).max(1_000),
  }),
  /** queueUserId: the user that owns the pool's records. */
  response: z.object({ id: z.string(), queueUserId: z.string() }),
});

/** A pool as its administrators see it. */
export const adminPoolSchema = z.object({
  id: z.string(),
  name: z.string(),
  objectApi: z.string(),
  objId: z.string(),
  prefix: z.string(),
  objectLabel: z.string(),
  claimLimit: z.number().int(),
  isActive: z.boolean(),
  recordCount: z.number().int(),
  members: z.array(poolMemberSchema),
});
export type AdminPool = z.infer<typeof adminPoolSchema>;

export const adminPoolsContract = defineCall({
  path: '/clientPool/adminPools',
  summary:
    'Every client pool of the organisation, active or not, with members and record counts, and the users who may join (system administrators)',
  request: z.strictObject({}),
  response: z.object({
    pools: z.array(adminPoolSchema),
    objects: z.array(z.object({ objectApi: z.string(), objId: z.string(), label: z.string() })),
    users: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })),
  }),
});

export const setPoolActiveContract = defineCall({
  path: '/clientPool/setPoolActive',
  summary:
    'Deactivate a client pool (no claims, no returns, hidden from members; its records stay) or switch it on again (system administrators)',
  request: z.strictObject({ id, active: z.boolean() }),
  response: z.object({ id: z.string(), isActive: z.boolean() }),
});
