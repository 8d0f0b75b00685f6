import { correctionsOf, foldSearchText, isCorrectable } from '@vela/core';
import { type RawBuilder, sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';

/**
 * The words of an object's keyword index, for typo tolerance: a typed word no
 * stored word begins with is turned into the stored words it meant (core's
 * correctionsOf), and the search looks for those as well.
 * - SQLite: an fts5vocab table over the object's FTS5 index (always current).
 * - PostgreSQL: search_vocabulary rows, added by statement triggers on the
 *   object table (words of deleted rows stay; they only ever widen a search).
 */
export function sqliteVocabularyTable(table: string): string {
  return `kwv_${table}`;
}

/** A bound just past every word beginning with `prefix` (byte-wise comparison). */
const PAST = '\u{10FFFF}';
/** How many words one range read looks at: a bound on the work a typo can cost. */
const RANGE_READ_LIMIT = 3000;

type VocabularyEntry = { word: string; uses: number };

async function readRange(
  database: DatabaseHandle,
  table: string,
  prefix: string,
  limit: number,
): Promise<VocabularyEntry[]> {
  if (database.dialect === 'sqlite') {
    const vocabulary = sql.id(sqliteVocabularyTable(table));
    const result = await sql<{
      word: string;
      uses: number;
    }>`select term as word, doc as uses from ${vocabulary} where term >= ${prefix} and term < ${prefix + PAST} limit ${limit}`.execute(
      database.db,
    );
    return result.rows;
  }
  const result = await sql<{
    word: string;
  }>`select term as word from search_vocabulary where table_name = ${table} and term >= ${prefix} and term < ${prefix + PAST} order by term limit ${limit}`.execute(
    database.db,
  );
  return result.rows.map((row) => ({ word: row.word, uses: 0 }));
}

/**
 * The stored words `typed` meant when no stored word begins with it; an
 * empty list when one does (the word was typed right) or it cannot be corrected.
 */
export async function correctionsInIndex(
  database: DatabaseHandle,
  table: string,
  typed: string,
): Promise<string[]> {
  const word = foldSearchText(typed);
  if (!isCorrectable(word)) return [];
  if (await hasWordBeginning(database, table, word)) return [];
  const first = [...word][0] ?? '';
  const second = [...word][1] ?? '';
  // Words sharing the first two letters (a typo from the third on), then the first letter alone.
  const near = await readRange(database, table, first + second, RANGE_READ_LIMIT);
  const wide = await readRange(database, table, first, RANGE_READ_LIMIT);
  const byWord = new Map<string, VocabularyEntry>();
  for (const entry of [...near, ...wide]) if (!byWord.has(entry.word)) byWord.set(entry.word, entry);
  return correctionsOf(word, [...byWord.values()]);
}

/**
 * The stored words `typed` meant, over several tables at once (global search):
 * one vocabulary read for all of them on PostgreSQL. Call it only for a word no
 * table holds (see hasWordBeginning).
 */
export async function correctionsAcross(
  database: DatabaseHandle,
  tables: readonly string[],
  typed: string,
): Promise<string[]> {
  const word = foldSearchText(typed);
  if (!isCorrectable(word) || tables.length === 0) return [];
  const first = [...word][0] ?? '';
  const second = [...word][1] ?? '';
  const entries: VocabularyEntry[] = [];
  for (const prefix of [first + second, first]) {
    if (database.dialect === 'postgres') {
      const result = await sql<{
        word: string;
      }>`select distinct term as word from search_vocabulary where table_name in (${sql.join(
        tables.map((table) => sql`${table}`),
      )}) and term >= ${prefix} and term < ${prefix + PAST} order by term limit ${RANGE_READ_LIMIT}`.execute(
        database.db,
      );
      entries.push(...result.rows.map((row) => ({ word: row.word, uses: 0 })));
    } else {
      for (const table of tables)
        entries.push(...(await readRange(database, table, prefix, RANGE_READ_LIMIT)));
    }
  }
  const byWord = new Map<string, VocabularyEntry>();
  for (const entry of entries) {
    const known = byWord.get(entry.word);
    byWord.set(entry.word, known ? { word: entry.word, uses: known.uses + entry.uses } : entry);
  }
  return correctionsOf(word, [...byWord.values()]);
}

/** Whether a stored word of the table begins with the typed word (then it was typed right). */
export async function hasWordBeginning(
  database: DatabaseHandle,
  table: string,
  typed: string,
): Promise<boolean> {
  return (await readRange(database, table, foldSearchText(typed), 1)).length > 0;
}

/**
 * Whether a stored word of any of the tables begins with the typed word (global search):
 * one vocabulary read for all of them on PostgreSQL instead of one round trip per table.
 */
export async function hasWordBeginningAcross(
  database: DatabaseHandle,
  tables: readonly string[],
  typed: string,
): Promise<boolean> {
  if (tables.length === 0) return false;
  const word = foldSearchText(typed);
  if (database.dialect === 'sqlite') {
    for (const table of tables) if ((await readRange(database, table, word, 1)).length > 0) return true;
    return false;
  }
  const result = await sql`select 1 as found from search_vocabulary where table_name in (${sql.join(
    tables.map((table) => sql`${table}`),
  )}) and term >= ${word} and term < ${word + PAST} limit 1`.execute(database.db);
  return result.rows.length > 0;
}

/** PostgreSQL's searched text: lower-cased and, where the unaccent extension exists, without accents. */
export const POSTGRES_FOLD = 'vela_search_fold';

/** PostgreSQL: the words of the searched text of the rows a statement wrote, folded as the index folds them. */
function wordsOf(body: RawBuilder<unknown>) {
  return sql`regexp_split_to_table(${sql.id(POSTGRES_FOLD)}(${body}), '[^[:alnum:]]+')`;
}

/**
 * PostgreSQL: fills search_vocabulary from the table and keeps it filled
 * with statement triggers (one insert per statement, so bulk loads stay fast).
 */
export async function buildPostgresVocabulary(
  database: DatabaseHandle,
  table: string,
  body: (prefix: string) => RawBuilder<unknown>,
): Promise<void> {
  const db = database.db;
  const fn = `${table}_kwv_fn`.slice(0, 63);
  const words = (source: string) =>
    sql`select distinct ${table}, w from ${sql.raw(source)} t, ${wordsOf(body('t.'))} w where length(w) between 2 and 64`;
  await sql`delete from search_vocabulary where table_name = ${table}`.execute(db);
  // The function body is text: the table name goes in as a quoted literal.
  const literal = `'${table.replace(/'/g, "''")}'`;
  const insertStatement = sql`insert into search_vocabulary (table_name, term) select distinct ${sql.raw(literal)}, w from written t, ${wordsOf(body('t.'))} w where length(w) between 2 and 64 on conflict do nothing`;
  const compiled = insertStatement.compile(db);
  if (compiled.parameters.length > 0) throw new Error('the vocabulary trigger must not carry parameters');
  await sql`create or replace function ${sql.id(fn)}() returns trigger language plpgsql as ${sql.lit(
    `begin ${compiled.sql}; return null; end`,
  )}`.execute(db);
  for (const [suffix, event] of [
    ['kwv_ins', 'insert'],
    ['kwv_upd', 'update'],
  ] as const) {
    const trigger = `${table}_${suffix}`.slice(0, 63);
    await sql`drop trigger if exists ${sql.id(trigger)} on ${sql.id(table)}`.execute(db);
    await sql`create trigger ${sql.id(trigger)} after ${sql.raw(event)} on ${sql.id(table)} referencing new table as written for each statement execute function ${sql.id(fn)}()`.execute(
      db,
    );
  }
  // The rows already there after the triggers: the build runs while records are written (a job, not
  // the first search), and a row written between a first snapshot and the triggers would be missed.
  // Making a trigger waits for the transactions writing the table, so this statement sees their rows.
  await sql`insert into search_vocabulary (table_name, term) ${words(`"${table.replace(/"/g, '""')}"`)} on conflict do nothing`.execute(
    db,
  );
}
