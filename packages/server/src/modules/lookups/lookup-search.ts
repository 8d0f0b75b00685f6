import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, ErrorCode } from '../../http/envelope.js';
import { nameOrder, namePrefixCondition, type ObjectModel } from '../metadata/index.js';
import { fieldAccess, recordAccessFilter, recordsDb } from '../records/index.js';

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

/** How many name-ordered candidates a search reads before filtering them by access, at least. */
const CANDIDATE_WINDOW = 50;

/**
 * The people a partner user may name: themselves, their own partner
 * account's users and its channel manager (the owner of the partner account,
 * an Account record); never the organisation's other users or another
 * partner's.
 */
function partnerContacts(user: CurrentUser, partnerAccount: ObjectModel | undefined) {
  const account = user.partnerAccountId;
  if (!account) return sql<boolean>`id = ${user.userId}`;
  const manager = partnerAccount
    ? sql<boolean>` or id in (select a.ownerid from ${sql.table(partnerAccount.tableName)} a where a.id = ${account})`
    : sql<boolean>``;
  return sql<boolean>`(id = ${user.userId} or (is_partner = 1 and partner_account_id = ${account})${manager})`;
}

export async function searchLookup(
  database: DatabaseHandle,
  user: CurrentUser,
  target: ObjectModel | 'user',
  search: LookupSearch,
  /** The object partner accounts are records of (Account), for a partner's channel manager. */
  partnerAccount?: ObjectModel,
): Promise<{ rows: LookupRow[]; hasMore: boolean }> {
  const offset = (search.page - 1) * search.pageSize;
  if (target === 'user') {
    let query = database.db
      .selectFrom('app_user')
      .select(['id', 'name'])
      .where('org_id', '=', user.orgId)
      .where('is_active', '=', 1);
    if (user.isPartner) query = query.where(partnerContacts(user, partnerAccount));
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
  let candidates = recordsDb(database).selectFrom(target.tableName).selectAll().where('is_deleted', '=', 0);
  if (search.keyword) candidates = candidates.where(namePrefixCondition(database.dialect, search.keyword));
  const { hidden } = await fieldAccess(database, user, target);
  for (const [api, value] of Object.entries(search.filters)) {
    const field = target.fieldsByApi.get(api.toLowerCase());
    // A field hidden from the caller is no field to filter on: matching would tell its value.
    if (!field?.columnName || hidden.has(field.apiName))
      throw new AppError(ErrorCode.BAD_REQUEST, `lkdp: ${target.label} has no field "${api}"`);
    candidates = candidates.where(field.columnName, '=', value);
  }
  const wanted = offset + search.pageSize + 1;
  const visiblePage = (from: typeof candidates) =>
    recordsDb(database)
      // Aliased as the table itself, so the access filter's column references mean the same rows.
      .selectFrom(from.as(target.tableName))
      .select(['id', 'name'])
      .where(recordAccessFilter(user, target))
      .orderBy(nameOrder(database.dialect))
      .limit(search.pageSize + 1)
      .offset(offset)
      .execute();
  // First the nearest names in index order, then the access filter over just those: PostgreSQL
  // would otherwise plan the filter's sub-selects as joins, fetch every row with the prefix (tens
  // of thousands on a million records) and sort them. A window that yields too few visible rows
  // proves nothing, so then the filter runs over every candidate.
  let rows = await visiblePage(
    candidates.orderBy(nameOrder(database.dialect)).limit(Math.max(CANDIDATE_WINDOW, wanted * 3)),
  );
  if (rows.length < search.pageSize + 1) rows = await visiblePage(candidates);
  return {
    rows: rows.slice(0, search.pageSize).map((row) => ({
      id: String(row.id),
      name: String(row.name ?? ''),
      queryname: String(row.name ?? ''),
    })),
    hasMore: rows.length > search.pageSize,
  };
}
