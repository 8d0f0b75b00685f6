import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, ErrorCode } from '../../http/envelope.js';
import { nameOrder, namePrefixCondition, type ObjectModel } from '../metadata/index.js';
import { recordAccessFilter, recordsDb } from '../records/index.js';

/**
 * Lookup search: records of the target object whose name starts with the
 * keyword (case-insensitive: a range on the name index, read in its order), optionally narrowed
 * by equality filters on the target's fields (the form's lkdp values).
 */
export interface LookupRow {
  id: string;
  name: string;
  queryname: string;
}

export interface LookupSearch {
  keyword: string;
  page: number;
  pageSize: number;
  /** Target field api name → value the row must have. */
  filters: Record<string, string>;
}

export async function searchLookup(
  database: DatabaseHandle,
  user: CurrentUser,
  target: ObjectModel | 'user',
  search: LookupSearch,
): Promise<{ rows: LookupRow[]; hasMore: boolean }> {
  const offset = (search.page - 1) * search.pageSize;
  if (target === 'user') {
    let query = database.db
      .selectFrom('app_user')
      .select(['id', 'name'])
      .where('org_id', '=', user.orgId)
      .where('is_active', '=', 1);
    if (search.keyword)
      query = query.where(
        sql<boolean>`lower(name) like ${`${search.keyword.toLowerCase().replace(/[\\%_]/g, '')}%`}`,
      );
    const users = await query
      .orderBy('name')
      .limit(search.pageSize + 1)
      .offset(offset)
      .execute();
    return {
      rows: users
        .slice(0, search.pageSize)
        .map((row) => ({ id: row.id, name: row.name, queryname: row.name })),
      hasMore: users.length > search.pageSize,
    };
  }
  let query = recordsDb(database)
    .selectFrom(target.tableName)
    .select(['id', 'name'])
    .where('is_deleted', '=', 0)
    .where(recordAccessFilter(user, target));
  if (search.keyword) query = query.where(namePrefixCondition(database.dialect, search.keyword));
  for (const [api, value] of Object.entries(search.filters)) {
    const field = target.fieldsByApi.get(api.toLowerCase());
    if (!field?.columnName)
      throw new AppError(ErrorCode.BAD_REQUEST, `lkdp: ${target.label} has no field "${api}"`);
    query = query.where(field.columnName, '=', value);
  }
  const rows = await query
    .orderBy(nameOrder(database.dialect))
    .limit(search.pageSize + 1)
    .offset(offset)
    .execute();
  return {
    rows: rows.slice(0, search.pageSize).map((row) => ({
      id: String(row.id),
      name: String(row.name ?? ''),
      queryname: String(row.name ?? ''),
    })),
    hasMore: rows.length > search.pageSize,
  };
}
