import { foldSearchText } from '@vela/core';
import { type RawBuilder, sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { ObjectModel } from '../metadata/index.js';
import { escapeLike } from './filter-sql.js';
import {
  buildPostgresVocabulary,
  correctionsAcross,
  correctionsInIndex,
  hasWordBeginningAcross,
  POSTGRES_FOLD,
  sqliteVocabularyTable,
} from './keyword-vocabulary.js';

/**
 * Keyword search over a list uses a real index, kept current by the database
 * itself so every way of writing a row (the save pipeline, bulk seeding,
 * restores) updates it without calling us:
 * - SQLite: an FTS5 table per object table (name, e-mails, phones, auto-numbers),
 *   filled by triggers; a search is a prefix match on every word typed.
 * - PostgreSQL: a pg_trgm GIN index on the same text, lower-cased and without
 *   accents (vela_search_fold, over the unaccent extension where it exists); a
 *   search is a substring match on every word typed, which the trigram index serves.
 * The index is made by a job (keyword-index-jobs.ts) when the data arrives — an
 * object is created, a table seeded, a server starts and finds it missing or out of
 * date — never inside a request; until it is ready a list searches names by their
 * beginning (nameBeginsCondition) and says so. Beside it, the index's vocabulary (see
 * keyword-vocabulary.ts) makes the search typo-tolerant; list search and
 * global search both use this one index.
 */
const SEARCHED_TYPES = new Set(['E', 'H', 'V']);

export function searchedColumns(object: ObjectModel): string[] {
  const columns = ['name'];
  for (const field of object.fields) {
    if (field.columnName && field.columnName !== 'name' && SEARCHED_TYPES.has(field.typeCode)) {
      columns.push(field.columnName);
    }
  }
  return columns;
}

const building = new WeakMap<DatabaseHandle, Map<string, Promise<boolean>>>();

/**
 * Builds the object's keyword index over today's columns (and its sort indexes) when it is missing
 * or out of date; false when the database cannot index. Only the job runner calls it (see
 * keyword-index-jobs.ts): on a big table it takes tens of seconds, never inside a request.
 */
export function ensureKeywordIndex(
  database: DatabaseHandle,
  object: ObjectModel,
  onProgress: (progress: BuildProgress) => Promise<void> = async () => undefined,
): Promise<boolean> {
  const columns = searchedColumns(object);
  const key = `${object.tableName}:${columns.join(',')}`;
  let byTable = building.get(database);
  if (!byTable) {
    byTable = new Map();
    building.set(database, byTable);
  }
  let pending = byTable.get(key);
  if (!pending) {
    // Shared by builds asked for at the same moment only: a later one reads list_search_index again.
    pending = buildIfMissing(database, object.tableName, columns, onProgress).finally(() => {
      byTable?.delete(key);
    });
    byTable.set(key, pending);
  }
  return pending;
}

/**
 * Bumped when what the index holds changes, so existing indexes are rebuilt (v2: the vocabulary;
 * PostgreSQL v3: the text is folded without accents, as SQLite's remove_diacritics always did).
 */
const INDEX_VERSION = { sqlite: 'v2', postgres: 'v3' } as const;

/** What list_search_index says of an index over `columns` built by this version: indexed, or searched by scanning. */
function columnsKeys(database: DatabaseHandle, columns: string[]) {
  const current = `${INDEX_VERSION[database.dialect]}:${columns.join(',')}`;
  // PostgreSQL without pg_trgm: done, but searched by scanning the lower-cased text.
  return { indexed: current, plain: `plain:${current}` };
}

/**
 * 'ready': the keyword index serves searches; 'plain': no index can be had here (PostgreSQL without
 * pg_trgm), searches scan; 'preparing': its job has not built it yet.
 */
export type KeywordIndexState = 'ready' | 'plain' | 'preparing';

const known = new WeakMap<DatabaseHandle, Map<string, KeywordIndexState>>();

/**
 * Whether the object's keyword index is built over today's columns: one read of list_search_index,
 * and none once the answer was yes (a change of the searched columns changes the key asked about).
 */
export async function keywordIndexState(
  database: DatabaseHandle,
  object: ObjectModel,
  /** Read the table even when this process knows a yes (the start-up check: another process may have changed it). */
  options: { fresh?: boolean } = {},
): Promise<KeywordIndexState> {
  const keys = columnsKeys(database, searchedColumns(object));
  const cacheKey = `${object.tableName}|${keys.indexed}`;
  let byTable = known.get(database);
  if (!byTable) {
    byTable = new Map();
    known.set(database, byTable);
  }
  const cached = options.fresh ? undefined : byTable.get(cacheKey);
  if (cached) return cached;
  const existing = await database.db
    .selectFrom('list_search_index')
    .select('columns_key')
    .where('table_name', '=', object.tableName)
    .executeTakeFirst();
  const state =
    existing?.columns_key === keys.indexed
      ? 'ready'
      : existing?.columns_key === keys.plain
        ? 'plain'
        : 'preparing';
  if (state !== 'preparing') byTable.set(cacheKey, state);
  else byTable.delete(cacheKey);
  return state;
}

/** How far a build got: its step, and on SQLite the rows of the table filled into the index so far. */
export interface BuildProgress {
  step: 'sort indexes' | 'keyword index';
  done: number;
  total: number | null;
}

async function buildIfMissing(
  database: DatabaseHandle,
  table: string,
  columns: string[],
  onProgress: (progress: BuildProgress) => Promise<void>,
): Promise<boolean> {
  const keys = columnsKeys(database, columns);
  const existing = await database.db
    .selectFrom('list_search_index')
    .select('columns_key')
    .where('table_name', '=', table)
    .executeTakeFirst();
  if (existing?.columns_key === keys.indexed) return true;
  if (existing?.columns_key === keys.plain) return false;
  await onProgress({ step: 'keyword index', done: 0, total: null });
  let indexed = true;
  if (database.dialect === 'sqlite')
    await buildSqliteIndex(database, table, columns, existing !== undefined, onProgress);
  else indexed = await buildPostgresIndex(database, table, columns);
  // After the keyword index: on SQLite each of these holds the event loop (about a second at
  // 200,000 rows), so a server starting on a big table listens first and builds them later.
  await onProgress({ step: 'sort indexes', done: 0, total: null });
  await createSortIndexes(database, table);
  await database.db.deleteFrom('list_search_index').where('table_name', '=', table).execute();
  await database.db
    .insertInto('list_search_index')
    .values({
      table_name: table,
      columns_key: indexed ? keys.indexed : keys.plain,
      built_at: new Date().toISOString(),
    })
    .execute();
  return indexed;
}

/**
 * The sorts every list offers (name, last change, creation) are served by an
 * index ending in id, so a keyset page reads 25 index entries and stops.
 */
async function createSortIndexes(database: DatabaseHandle, table: string) {
  const name = database.dialect === 'postgres' ? sql`(lower(name) collate "C")` : sql`lower(name)`;
  const indexes: Array<[string, ReturnType<typeof sql>]> = [
    [`${table}_lv_name_idx`, sql`${name}, id`],
    [`${table}_lv_modified_idx`, sql`lastmodifydate, id`],
    [`${table}_lv_created_idx`, sql`createdate, id`],
  ];
  for (const [index, columns] of indexes) {
    await sql`create index if not exists ${sql.id(index.slice(0, 63))} on ${sql.id(table)} (${columns})`.execute(
      database.db,
    );
    await yieldToRequests();
  }
}

function ftsTable(table: string): string {
  return `kw_${table}`;
}

function bodyOf(prefix: string, columns: string[]) {
  return sql.join(
    columns.map((column) => sql`coalesce(${sql.raw(prefix)}${sql.id(column)}, '')`),
    sql` || ' ' || `,
  );
}

/**
 * Rows of the table filled into the FTS table per statement. better-sqlite3 runs a statement
 * synchronously, holding the server's event loop: one statement over a million rows held every
 * request of the process for half a minute; a batch holds it for about a tenth of a second.
 */
const SQLITE_FILL_BATCH = 2_000;

/** Lets the requests waiting on the event loop in between two synchronous statements. */
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

async function buildSqliteIndex(
  database: DatabaseHandle,
  table: string,
  columns: string[],
  rebuild: boolean,
  onProgress: (progress: BuildProgress) => Promise<void>,
) {
  const fts = ftsTable(table);
  const db = database.db;
  // The table and its triggers first, so every row written from now on is indexed by the database itself.
  await db.transaction().execute(async (trx) => {
    if (rebuild) {
      for (const suffix of ['ai', 'ad', 'au'])
        await sql`drop trigger if exists ${sql.id(`${fts}_${suffix}`)}`.execute(trx);
      await sql`drop table if exists ${sql.id(sqliteVocabularyTable(table))}`.execute(trx);
      await sql`drop table if exists ${sql.id(fts)}`.execute(trx);
    }
    await sql`create virtual table if not exists ${sql.id(fts)} using fts5(body, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')`.execute(
      trx,
    );
    await sql`create virtual table if not exists ${sql.id(sqliteVocabularyTable(table))} using fts5vocab(${sql.id(fts)}, 'row')`.execute(
      trx,
    );
    const watched = sql.join(columns.map((column) => sql.id(column)));
    await sql`create trigger if not exists ${sql.id(`${fts}_ai`)} after insert on ${sql.id(table)} begin
      insert into ${sql.id(fts)} (rowid, body) values (new.rowid, ${bodyOf('new.', columns)});
    end`.execute(trx);
    await sql`create trigger if not exists ${sql.id(`${fts}_ad`)} after delete on ${sql.id(table)} begin
      delete from ${sql.id(fts)} where rowid = old.rowid;
    end`.execute(trx);
    await sql`create trigger if not exists ${sql.id(`${fts}_au`)} after update of ${watched} on ${sql.id(table)} begin
      delete from ${sql.id(fts)} where rowid = old.rowid;
      insert into ${sql.id(fts)} (rowid, body) values (new.rowid, ${bodyOf('new.', columns)});
    end`.execute(trx);
  });
  // Then the rows already there, a batch of rowids at a time. A row the triggers indexed meanwhile
  // (or an interrupted build filled) is skipped, so a rerun goes on where the last one stopped.
  const top = await sql<{ m: number | null }>`select max(rowid) as m from ${sql.id(table)}`.execute(db);
  const total = Number(top.rows[0]?.m ?? 0);
  for (let from = 0; from < total; from += SQLITE_FILL_BATCH) {
    const to = Math.min(total, from + SQLITE_FILL_BATCH);
    await sql`insert into ${sql.id(fts)} (rowid, body) select rowid, ${bodyOf('', columns)} from ${sql.id(table)} where rowid > ${from} and rowid <= ${to} and rowid not in (select rowid from ${sql.id(fts)} where rowid > ${from} and rowid <= ${to})`.execute(
      db,
    );
    await onProgress({ step: 'keyword index', done: to, total });
    await yieldToRequests();
  }
}

function trigramIndexName(table: string): string {
  return `${table}_kw_trgm`.slice(0, 63);
}

function postgresSearchText(columns: string[]) {
  return sql`${sql.id(POSTGRES_FOLD)}(${bodyOf('', columns)})`;
}

/**
 * Makes vela_search_fold: immutable (an index expression must be), so it names
 * the unaccent dictionary itself rather than relying on the search path. Its
 * body is parsed when it is made (RETURN …), so PostgreSQL can inline it into
 * the trigram recheck; that needs the dictionary call to be immutable too,
 * which only a C-language declaration of unaccent's own function gives (and
 * only a superuser may make one): without it the fold still works, at about
 * 5 µs a row instead of 3. A database without the unaccent extension gets
 * plain lower-casing.
 */
async function createFoldFunction(database: DatabaseHandle) {
  const db = database.db;
  try {
    await sql`create extension if not exists unaccent`.execute(db);
  } catch {
    // Not allowed here, or another server made it at the same moment: what pg_extension says decides.
  }
  const found = await sql<{
    nspname: string;
  }>`select n.nspname from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'unaccent'`.execute(
    db,
  );
  const schema = found.rows[0]?.nspname;
  let folded = 'lower($1)';
  if (schema) {
    const dictionary = `regdictionary '${`${quoteIdent(schema)}.unaccent`.replace(/'/g, "''")}'`;
    folded = `lower(${quoteIdent(schema)}.unaccent(${dictionary}, $1))`;
    try {
      await sql`create or replace function ${sql.id(IMMUTABLE_UNACCENT)}(regdictionary, text) returns text language c immutable strict parallel safe as '$libdir/unaccent', 'unaccent_dict'`.execute(
        db,
      );
      folded = `lower(${quoteIdent(IMMUTABLE_UNACCENT)}(${dictionary}, $1))`;
    } catch {
      // Not a superuser: the extension's own (stable) function, which PostgreSQL will not inline.
    }
  }
  await sql`create or replace function ${sql.id(POSTGRES_FOLD)}(text) returns text language sql immutable strict parallel safe return ${sql.raw(folded)}`.execute(
    db,
  );
}

/** unaccent's C function declared immutable, so vela_search_fold can be inlined (see above). */
const IMMUTABLE_UNACCENT = 'vela_unaccent_immutable';

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * What every table's trigram index needs from the database (pg_trgm, the fold function): made once per
 * database handle, since two tables' first searches at once would otherwise both run the same DDL and
 * one would fail ("tuple concurrently updated"). False when pg_trgm cannot be had here.
 */
const searchPrepared = new WeakMap<DatabaseHandle, Promise<boolean>>();
function preparePostgresSearch(database: DatabaseHandle): Promise<boolean> {
  let pending = searchPrepared.get(database);
  if (!pending) {
    pending = (async () => {
      try {
        await sql`create extension if not exists pg_trgm`.execute(database.db);
      } catch {
        // Another server process made it at the same moment, or it is not allowed here: pg_extension decides.
        const found = await sql`select 1 from pg_extension where extname = 'pg_trgm'`.execute(database.db);
        if (found.rows.length === 0) return false;
      }
      await createFoldFunction(database);
      return true;
    })().catch((error: unknown) => {
      searchPrepared.delete(database);
      throw error;
    });
    searchPrepared.set(database, pending);
  }
  return pending;
}

async function buildPostgresIndex(
  database: DatabaseHandle,
  table: string,
  columns: string[],
): Promise<boolean> {
  if (!(await preparePostgresSearch(database))) return false;
  await sql`drop index if exists ${sql.id(trigramIndexName(table))}`.execute(database.db);
  await sql`create index ${sql.id(trigramIndexName(table))} on ${sql.id(table)} using gin ((${postgresSearchText(columns)}) gin_trgm_ops)`.execute(
    database.db,
  );
  await buildPostgresVocabulary(database, table, (prefix) => bodyOf(prefix, columns));
  return true;
}

/** Splits what a person typed into words (at most 8, each at most 64 characters). */
export function keywordTerms(keyword: string): string[] {
  return (
    keyword
      .toLowerCase()
      .split(/[\s,;]+/)
      .map((term) => term.trim().slice(0, 64))
      // A word of punctuation alone matches nothing in either index; drop it.
      .filter((term) => /[\p{L}\p{N}]/u.test(term))
      .slice(0, 8)
  );
}

/** What a keyword search looks for: each typed word, and the stored words it meant when it was mistyped. */
export interface KeywordPlan {
  terms: Array<{ typed: string; corrections: string[] }>;
}

/** Whether some stored word of the objects' indexes begins with `typed` (one read on PostgreSQL). */
export function isWordInIndexes(
  database: DatabaseHandle,
  objects: readonly ObjectModel[],
  typed: string,
): Promise<boolean> {
  return hasWordBeginningAcross(
    database,
    objects.map((object) => object.tableName),
    typed,
  );
}

/** The stored words a typed word meant, over the indexes of several objects at once. */
export function correctionsInIndexes(
  database: DatabaseHandle,
  objects: readonly ObjectModel[],
  typed: string,
): Promise<string[]> {
  return correctionsAcross(
    database,
    objects.map((object) => object.tableName),
    typed,
  );
}

/** Works out the corrections of each typed word from the object's index vocabulary. */
export async function planKeyword(
  database: DatabaseHandle,
  object: ObjectModel,
  keyword: string,
  indexed: boolean,
  /** Corrections already worked out over many objects (global search), by typed word. */
  known: ReadonlyMap<string, string[]> = new Map(),
): Promise<KeywordPlan> {
  const terms = [];
  for (const typed of keywordTerms(keyword)) {
    const corrections =
      known.get(typed) ?? (indexed ? await correctionsInIndex(database, object.tableName, typed) : []);
    terms.push({ typed, corrections });
  }
  return { terms };
}

function ftsPhrase(word: string): string {
  return `"${word.replace(/"/g, '""')}"*`;
}

/**
 * SQLite: the FTS5 table of the object and the match expression of the plan, for a statement
 * that reads the index first and stops at a limit (global search) rather than testing `rowid in`.
 */
export function sqliteKeywordMatch(object: ObjectModel, plan: KeywordPlan): { table: string; match: string } {
  // Each word becomes a quoted prefix query: ("acme"* OR "acne"*) AND "ber"*; quotes inside are doubled.
  const match = plan.terms
    .map(({ typed, corrections }) =>
      corrections.length === 0
        ? ftsPhrase(typed)
        : `(${[typed, ...corrections].map(ftsPhrase).join(' OR ')})`,
    )
    .join(' AND ');
  return { table: ftsTable(object.tableName), match };
}

/**
 * The condition "every word typed (or a word it meant) is found in the
 * record's name, e-mails, phones or numbers".
 */
export function keywordPlanCondition(
  database: DatabaseHandle,
  object: ObjectModel,
  plan: KeywordPlan,
  indexed: boolean,
): RawBuilder<boolean> | null {
  if (plan.terms.length === 0) return null;
  const columns = searchedColumns(object);
  if (database.dialect === 'sqlite') {
    const { table, match } = sqliteKeywordMatch(object, plan);
    return sql<boolean>`rowid in (select rowid from ${sql.id(table)} where ${sql.id(table)} match ${match})`;
  }
  const text = indexed ? postgresSearchText(columns) : sql`lower(${bodyOf('', columns)})`;
  // The index holds the text without accents, so the typed word loses its accents too ('Zoë' finds 'Zoe').
  const like = (word: string) =>
    sql`${text} like ${`%${escapeLike(indexed ? foldSearchText(word) : word)}%`} escape '\\'`;
  return sql<boolean>`(${sql.join(
    plan.terms.map(({ typed, corrections }) =>
      corrections.length === 0
        ? like(typed)
        : sql`(${sql.join([typed, ...corrections].map(like), sql` or `)})`,
    ),
    sql` and `,
  )})`;
}

/** The keyword condition of a list search, typo corrections included. */
export async function keywordCondition(
  database: DatabaseHandle,
  object: ObjectModel,
  keyword: string,
  indexed: boolean,
): Promise<RawBuilder<boolean> | null> {
  return keywordPlanCondition(
    database,
    object,
    await planKeyword(database, object, keyword, indexed),
    indexed,
  );
}

/** A bound just past every text beginning with a word (byte-wise comparison, as the name indexes sort). */
const PAST = '\u{10FFFF}';

/**
 * While the keyword index is being prepared: the names that begin with what was typed, case aside.
 * It needs no keyword index (a range on the name sort index when that exists, else one scan),
 * so a list answers at once and says its search is the narrower one.
 */
export function nameBeginsCondition(database: DatabaseHandle, keyword: string): RawBuilder<boolean> | null {
  const typed = keyword.trim().toLowerCase();
  if (typed === '') return null;
  const key = database.dialect === 'postgres' ? sql`lower(name) collate "C"` : sql`lower(name)`;
  return sql<boolean>`(${key} >= ${typed} and ${key} < ${`${typed}${PAST}`})`;
}

/**
 * Forgets the words of `texts` that no row of the object holds any more (a person erased under GDPR):
 * PostgreSQL's vocabulary keeps the words of deleted rows, and a typo of an erased name would be
 * corrected to it. SQLite's vocabulary is read from its index, which its triggers keep current.
 */
export async function forgetSearchWords(
  database: DatabaseHandle,
  object: ObjectModel,
  texts: readonly string[],
): Promise<void> {
  const words = texts.filter((text) => text.trim() !== '').join(' ');
  if (database.dialect !== 'postgres' || words === '') return;
  const known = await sql<{
    found: number;
  }>`select 1 as found from search_vocabulary where table_name = ${object.tableName} limit 1`.execute(
    database.db,
  );
  if (known.rows.length === 0) return;
  const fold = sql.id(POSTGRES_FOLD);
  await sql`delete from search_vocabulary v where v.table_name = ${object.tableName}
    and v.term in (select w from regexp_split_to_table(${fold}(${words}), '[^[:alnum:]]+') w)
    and not exists (select 1 from ${sql.id(object.tableName)} t where ${fold}(${bodyOf('t.', searchedColumns(object))}) like '%' || v.term || '%')`.execute(
    database.db,
  );
}
