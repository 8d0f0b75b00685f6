import type { ListRow } from '@vela/core';
import { sql } from 'kysely';
import type { CurrentUser } from '../../http/current-user.js';
import { currentMetadata, namePrefixCondition, type ObjectModel } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { fieldAccess, recordAccessFilter, recordsDb, toRecordValues } from '../records/index.js';
import { claimsHeld, type PoolMembership, poolMembers } from './pool-store.js';

/** Columns the pool page shows beside the name, where the object has them and the user may see them. */
const PREFERRED_COLUMNS = ['company', 'industry', 'type', 'status', 'email', 'phone', 'rating', 'leadsource'];
const COLUMN_COUNT = 4;

export interface PoolPageQuery {
  page: number;
  pageSize: number;
  keyword: string;
}

/**
 * One page of a pool's records, newest first: the name, a few key columns and
 * the owner, which is the pool (its name, never empty). Members only; the
 * record filter applies as to any list.
 */
export async function readPoolPage(
  context: Pick<ModuleContext, 'database'>,
  user: CurrentUser,
  object: ObjectModel,
  membership: PoolMembership,
  query: PoolPageQuery,
) {
  const { database } = context;
  const { pool } = membership;
  const hidden = (await fieldAccess(database, user, object)).hidden;
  const columns = PREFERRED_COLUMNS.map((api) => object.fieldsByApi.get(api))
    .filter((field) => field?.columnName && !hidden.has(field.apiName))
    .slice(0, COLUMN_COUNT)
    .map((field) => ({
      apiName: field?.apiName ?? '',
      label: field?.label ?? '',
      type: field?.typeCode ?? 'S',
    }));
  let base = recordsDb(database)
    .selectFrom(object.tableName)
    .where('ownerid', '=', pool.queueUserId)
    .where('is_deleted', '=', 0)
    .where(recordAccessFilter(user, object, 'read'));
  const keyword = query.keyword.trim();
  if (keyword) base = base.where(namePrefixCondition(database.dialect, keyword));
  const [countRow, rows] = await Promise.all([
    base.select(sql<number>`count(*)`.as('n')).executeTakeFirst(),
    base
      .selectAll()
      .orderBy('createdate', 'desc')
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);
  const snapshot = await currentMetadata(database);
  const values = await toRecordValues(database, snapshot, object, rows, user);
  const dataList = values.map((row) => {
    const shown: ListRow = {
      id: String(row.id),
      name: row.name ?? null,
      createdate: row.createdate ?? null,
    };
    for (const column of columns) {
      shown[column.apiName] = row[column.apiName] ?? null;
      const lookupName = row[`${column.apiName}ccname`];
      if (lookupName !== undefined && lookupName !== null) shown[`${column.apiName}ccname`] = lookupName;
    }
    shown.ownerid = pool.queueUserId;
    shown.owneridccname = pool.name;
    return shown;
  });
  return {
    pool: await poolSummary(context, user, membership),
    columns,
    dataList,
    totalCount: Number(countRow?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** What the pool page's header says: the pool, the caller's claims against its limit, and (for managers) its members. */
export async function poolSummary(
  context: Pick<ModuleContext, 'database'>,
  user: CurrentUser,
  { pool, isManager }: PoolMembership,
) {
  return {
    id: pool.id,
    name: pool.name,
    claimLimit: pool.claimLimit,
    held: await claimsHeld(context.database, pool.id, user.userId),
    isManager,
    members: isManager ? await poolMembers(context.database, pool.id) : [],
  };
}
