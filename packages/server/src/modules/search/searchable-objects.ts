import { sql } from 'kysely';
import { type DatabaseHandle, executePrepared } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import { accessSettingsGeneration } from '../access/index.js';
import {
  askForKeywordIndex,
  type KeywordIndexState,
  keywordIndexState,
  searchedColumns,
} from '../list-views/index.js';
import type { MetadataSnapshot, ObjectModel } from '../metadata/index.js';
import { fieldAccess, lookupTargetRights } from '../records/index.js';

/** An object a profile may search: its searched columns the profile may see (name first). */
export interface SearchTarget {
  object: ObjectModel;
  columns: string[];
  /** Whether the object has its keyword index (PostgreSQL without pg_trgm has none). */
  indexed: boolean;
  /** Its keyword index is still being built: its names are searched by their beginning only. */
  preparing: boolean;
  /** Whether the profile may not see some searched column: the index still matches its text. */
  hidesSearched: boolean;
  /** Whether the table is large enough that names are first read from the name index (see withRows). */
  large?: boolean;
}

/**
 * What a profile may search is the same on every call until metadata or access settings
 * change, yet working it out costs each object's rights, field access and index check.
 * It is kept per metadata snapshot (a new revision makes a new snapshot) and per
 * organisation and profile; an access change in this process clears it at once (the
 * settings generation), other processes follow within TARGETS_TTL_MS like the rights
 * caches it is built on.
 */
const TARGETS_TTL_MS = 5_000;
const targetsCache = new WeakMap<
  MetadataSnapshot,
  Map<string, { at: number; generation: number; targets: Promise<SearchTarget[]> }>
>();

function searchableInAll(snapshot: MetadataSnapshot): ObjectModel[] {
  return snapshot.objects.filter((object) => object.tableName && object.fieldsByApi.has('name'));
}

async function targetOf(
  database: DatabaseHandle,
  user: CurrentUser,
  object: ObjectModel,
  state: KeywordIndexState,
): Promise<SearchTarget> {
  const { hidden } = await fieldAccess(database, user, object);
  const apiOf = new Map(object.fields.map((field) => [field.columnName, field.apiName]));
  const searched = searchedColumns(object);
  const columns = searched.filter((column) => {
    const api = apiOf.get(column);
    return column === 'name' || (api !== undefined && !hidden.has(api));
  });
  return {
    object,
    columns,
    indexed: state === 'ready',
    preparing: state === 'preparing',
    hidesSearched: columns.length < searched.length,
  };
}

async function loadTargets(
  database: DatabaseHandle,
  user: CurrentUser,
  objects: readonly ObjectModel[],
  now: Date,
): Promise<SearchTarget[]> {
  const rights = await Promise.all(objects.map((object) => lookupTargetRights(database, user, object)));
  const readable = objects.filter((_, index) => rights[index]?.isQuery);
  // A request never builds an index: an object still without one is searched by name and its build asked for.
  const states = await Promise.all(readable.map((object) => keywordIndexState(database, object)));
  for (const [index, object] of readable.entries())
    if (states[index] === 'preparing') await askForKeywordIndex(database, object, now);
  return Promise.all(
    readable.map((object, index) => targetOf(database, user, object, states[index] ?? 'preparing')),
  );
}

/** The objects the user's profile may search: all of them, or the one asked for. */
export function searchTargets(
  database: DatabaseHandle,
  user: CurrentUser,
  snapshot: MetadataSnapshot,
  one?: ObjectModel,
  /** The server's clock (tests run a fake one): an index build asked for is due from then. */
  now: Date = new Date(),
): Promise<SearchTarget[]> {
  if (one) return loadTargets(database, user, [one], now);
  let byProfile = targetsCache.get(snapshot);
  if (!byProfile) {
    byProfile = new Map();
    targetsCache.set(snapshot, byProfile);
  }
  const key = `${user.orgId}|${user.profileId}`;
  const generation = accessSettingsGeneration();
  const hit = byProfile.get(key);
  if (hit && hit.generation === generation && Date.now() - hit.at < TARGETS_TTL_MS) return hit.targets;
  const targets = loadTargets(database, user, searchableInAll(snapshot), now);
  byProfile.set(key, { at: Date.now(), generation, targets });
  targets.catch(() => byProfile?.delete(key));
  return targets;
}

/**
 * Tables known to hold rows. Once a table has held a row it is searched on every call
 * (if it empties again, searching it costs one empty index probe and is still right);
 * a table not known to hold rows is probed on each search, all in one statement, so a
 * record written a moment ago (by any process) is found at once.
 */
const tablesWithRows = new WeakMap<DatabaseHandle, Set<string>>();

/**
 * From how many rows a table's search first reads the names beginning with the word from the
 * name index. Below it the keyword index's matches are few and cheap to rank; above it the
 * second read of each branch (its plan and access filter) pays for itself.
 */
export const LARGE_TABLE_ROWS = 20_000;
const SIZE_TTL_MS = 30_000;
const tableSizes = new WeakMap<DatabaseHandle, { at: number; large: Promise<Set<string>> }>();

/**
 * The tables with about LARGE_TABLE_ROWS rows or more: PostgreSQL's own estimate (a table never
 * analysed counts as large), SQLite's highest rowid. An estimate a little stale only changes how
 * a branch reads, never what it finds.
 */
async function largeTables(database: DatabaseHandle, tables: readonly string[]): Promise<Set<string>> {
  if (database.dialect === 'postgres') {
    const { rows } = await sql<{
      relname: string;
    }>`select relname from pg_class where relkind = 'r' and relname in (${sql.join(
      tables.map((table) => sql`${table}`),
    )}) and (reltuples < 0 or reltuples >= ${LARGE_TABLE_ROWS})`.execute(database.db);
    return new Set(rows.map((row) => row.relname));
  }
  const large = new Set<string>();
  for (const table of tables) {
    const { rows } = await sql<{
      top: number | null;
    }>`select max(rowid) as top from ${sql.table(table)}`.execute(database.db);
    if (Number(rows[0]?.top ?? 0) >= LARGE_TABLE_ROWS) large.add(table);
  }
  return large;
}

function knownLargeTables(database: DatabaseHandle, tables: readonly string[]): Promise<Set<string>> {
  const hit = tableSizes.get(database);
  if (hit && Date.now() - hit.at < SIZE_TTL_MS) return hit.large;
  const large = largeTables(database, tables);
  tableSizes.set(database, { at: Date.now(), large });
  large.catch(() => tableSizes.delete(database));
  return large;
}

/** The targets whose tables hold at least one row (deleted ones included), marked when large. */
export async function withRows(database: DatabaseHandle, targets: SearchTarget[]): Promise<SearchTarget[]> {
  let known = tablesWithRows.get(database);
  if (!known) {
    known = new Set();
    tablesWithRows.set(database, known);
  }
  const unknown = [...new Set(targets.map((target) => target.object.tableName))].filter(
    (table) => !known.has(table),
  );
  if (unknown.length > 0) {
    const probe = sql.join(
      unknown.map(
        (table, index) => sql`select ${sql.lit(index)} as i where exists (select 1 from ${sql.table(table)})`,
      ),
      sql` union all `,
    );
    const { rows } = await executePrepared<{ i: number }>(database, sql`${probe}`.compile(database.db));
    for (const row of rows) {
      const table = unknown[Number(row.i)];
      if (table) known.add(table);
    }
  }
  const holding = targets.filter((target) => known.has(target.object.tableName));
  const large = await knownLargeTables(database, [...known]);
  return holding.map((target) => ({ ...target, large: large.has(target.object.tableName) }));
}
