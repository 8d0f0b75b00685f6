import { foldSearchText, type LookupColumn, type LookupRow } from '@vela/core';
import { sql } from 'kysely';
import { type DatabaseHandle, executePrepared } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, ErrorCode } from '../../http/envelope.js';
import { activeUsersOfOrg } from '../auth/index.js';
import {
  keywordIndexState,
  keywordPlanCondition,
  keywordTerms,
  searchedColumns,
} from '../list-views/index.js';
import { labelIn, nameOrder, namePrefixCondition, type ObjectModel } from '../metadata/index.js';
import { fieldAccess, recordAccessFilter, recordsDb } from '../records/index.js';

/**
 * Lookup search (issue 26 item 14): first the records of the target object whose name begins
 * with the keyword (case-insensitive: a range on the name index, read in its order), then those
 * whose name or key columns hold it elsewhere — the object's keyword index, the one list and
 * global search use (SQLite: any word beginning; PostgreSQL: any part of the text) — each
 * optionally narrowed by equality filters on the target's fields (the form's lkdp values).
 */
export type { LookupRow };

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
 * How many keyword-index matches (names not beginning with the keyword) are read, at most. They
 * come in index order, not name order, so they are sorted here; the bound keeps a common word on
 * a million rows from sorting tens of thousands of matches (the list search bounds the same way).
 */
export const CONTAINS_WINDOW = 500;
/** Key columns shown beside a found name, at most. */
const MAX_KEY_COLUMNS = 3;

/** The key columns the caller may see: the object's searched columns (e-mails, phones, numbers) after the name. */
function keyColumns(target: ObjectModel, hidden: ReadonlySet<string>) {
  return searchedColumns(target).flatMap((column) => {
    if (column === 'name') return [];
    const field = target.fields.find((candidate) => candidate.columnName === column);
    return field && !hidden.has(field.apiName) ? [{ column, field }] : [];
  });
}

type KeyColumn = ReturnType<typeof keyColumns>[number];
type FoundRow = Record<string, unknown> & { id: unknown; name: unknown };

function toLookupRow(row: FoundRow, keys: readonly KeyColumn[], language: string | undefined): LookupRow {
  const name = String(row.name ?? '');
  const columns: LookupColumn[] = [];
  for (const { column, field } of keys) {
    const value = row[column];
    if (value === null || value === undefined || value === '' || columns.length >= MAX_KEY_COLUMNS) continue;
    columns.push({
      field: field.apiName,
      label: labelIn(field.labels, field.label, language),
      value: String(value),
    });
  }
  return { id: String(row.id), name, queryname: name, ...(columns.length > 0 ? { columns } : {}) };
}

/** Whether every typed word stands in what the caller may see: the index also holds hidden columns' text. */
function inSight(row: FoundRow, keys: readonly KeyColumn[], words: readonly string[]): boolean {
  const texts = [row.name, ...keys.map(({ column }) => row[column])]
    .filter((value) => value !== null && value !== undefined)
    .map((value) => foldSearchText(String(value)));
  return words.every((word) => texts.some((text) => text.includes(foldSearchText(word))));
}

/** Name order as the name index sorts it (code points of the lower-cased name). */
const byName = (a: FoundRow, b: FoundRow) => {
  const x = String(a.name ?? '').toLowerCase();
  const y = String(b.name ?? '').toLowerCase();
  return x < y ? -1 : x > y ? 1 : String(a.id) < String(b.id) ? -1 : 1;
};

/**
 * The people a partner user may name: themselves, their own partner
 * account's users and its channel manager (the owner of the partner account,
 * an Account record); never the organisation's other users or another
 * partner's.
 */
function partnerContacts(user: CurrentUser, partnerAccount: ObjectModel | undefined) {
  const account = user.partnerAccountId;
  const managerIds =
    account && partnerAccount
      ? sql`select a.ownerid from ${sql.table(partnerAccount.tableName)} a where a.id = ${account}`
      : undefined;
  return { userId: user.userId, partnerAccountId: account, ...(managerIds ? { managerIds } : {}) };
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
    const users = await activeUsersOfOrg(database, user.orgId, {
      ...(user.isPartner ? { contactsOf: partnerContacts(user, partnerAccount) } : {}),
      ...(search.keyword ? { nameContains: search.keyword } : {}),
      orderBy: 'name',
      limit: search.pageSize + 1,
      offset,
    });
    return {
      rows: users
        .slice(0, search.pageSize)
        .map((row) => ({ id: row.id, name: row.name, queryname: row.name })),
      hasMore: users.length > search.pageSize,
    };
  }
  const { hidden } = await fieldAccess(database, user, target);
  let filtered = recordsDb(database).selectFrom(target.tableName).selectAll().where('is_deleted', '=', 0);
  for (const [api, value] of Object.entries(search.filters)) {
    const field = target.fieldsByApi.get(api.toLowerCase());
    // A field hidden from the caller is no field to filter on: matching would tell its value.
    if (!field?.columnName || hidden.has(field.apiName))
      throw new AppError(ErrorCode.BAD_REQUEST, `lkdp: ${target.label} has no field "${api}"`);
    filtered = filtered.where(field.columnName, '=', value);
  }
  const keys = keyColumns(target, hidden);
  const shown = ['id', 'name', ...keys.map(({ column }) => column)];
  const wanted = offset + search.pageSize + 1;
  const visible = (from: typeof filtered) =>
    recordsDb(database)
      // Aliased as the table itself, so the access filter's column references mean the same rows.
      .selectFrom(from.as(target.tableName))
      .select(shown)
      .where(recordAccessFilter(user, target));
  const begins = search.keyword
    ? filtered.where(namePrefixCondition(database.dialect, search.keyword))
    : filtered;
  // Named statements on PostgreSQL: the text is the same for every keyword (the prefix and the limits are
  // parameters). The windowed one runs with its generic plan — an index range scan under a limit whatever
  // the prefix — since PostgreSQL kept planning it afresh, 0.7–1 ms a lookup on 1,000,000 accounts (28 Nov);
  // the unwindowed fallback keeps PostgreSQL's own choice, as its best plan depends on the prefix.
  const beginningPage = async (from: typeof filtered, plan: 'auto' | 'generic') =>
    (
      await executePrepared<FoundRow>(
        database,
        visible(from).orderBy(nameOrder(database.dialect)).limit(wanted).compile(),
        plan,
      )
    ).rows;
  // First the nearest names in index order, then the access filter over just those: PostgreSQL
  // would otherwise plan the filter's sub-selects as joins, fetch every row with the prefix (tens
  // of thousands on a million records) and sort them. A window that yields too few visible rows
  // proves nothing, so then the filter runs over every candidate.
  let rows = await beginningPage(
    begins.orderBy(nameOrder(database.dialect)).limit(Math.max(CANDIDATE_WINDOW, wanted * 3)),
    'generic',
  );
  if (rows.length < wanted) rows = await beginningPage(begins, 'auto');
  // Every name beginning with the keyword is in hand and the page is not full: the names and key
  // columns holding it elsewhere follow, through the keyword index (never while it is being built).
  if (rows.length < wanted && search.keyword) rows = [...rows, ...(await holdingKeyword())];
  return {
    rows: rows.slice(offset, offset + search.pageSize).map((row) => toLookupRow(row, keys, user.language)),
    hasMore: rows.length > offset + search.pageSize,
  };

  async function holdingKeyword(): Promise<FoundRow[]> {
    if (target === 'user') return [];
    const state = await keywordIndexState(database, target);
    const words = keywordTerms(search.keyword);
    if (state === 'preparing' || words.length === 0) return [];
    const plan = { terms: words.map((typed) => ({ typed, corrections: [] })) };
    const holds = keywordPlanCondition(database, target, plan, state === 'ready');
    if (!holds) return [];
    const found = (await visible(
      filtered
        .where(holds)
        .where(sql<boolean>`not (${namePrefixCondition(database.dialect, search.keyword)})`)
        .limit(CONTAINS_WINDOW),
    ).execute()) as FoundRow[];
    return found.filter((row) => inSight(row, keys, words)).sort(byName);
  }
}
