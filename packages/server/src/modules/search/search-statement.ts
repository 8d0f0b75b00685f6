import { type CompiledQuery, type RawBuilder, sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import {
  escapeLike,
  type KeywordPlan,
  keywordPlanCondition,
  nameBeginsCondition,
  sqliteKeywordMatch,
} from '../list-views/index.js';
import { recordAccessFilter } from '../records/index.js';
import type { SearchTarget } from './searchable-objects.js';

/**
 * How many matching records (the user may read) each object hands to the ranking at most:
 * a common word matches thousands of rows at 1,000,000 records, and the database stops
 * reading the index at this many instead of ranking them all.
 */
export const CANDIDATES_PER_OBJECT = 200;

/** One row of the search statement: the target's index, the record, its shown columns c1… and its rank. */
export type FoundRow = { o: number; id: string; name: string | null; search_rank: number } & Record<
  string,
  string | number | null
>;

/** Shown column `index` (1-based past the name) of every branch, as text so the branches line up. */
export function extraColumn(index: number): string {
  return `c${index}`;
}

/**
 * Rank 0: the name begins with the first word typed (or a word it meant); 1: a later word of
 * the name does; 2: the match is elsewhere (another word of the name, an e-mail, a phone).
 */
function rankOf(words: readonly string[]): RawBuilder<number> {
  const name = sql`lower(name)`;
  const anyLike = (pattern: (word: string) => string) =>
    sql.join(
      words.map((word) => sql`${name} like ${pattern(escapeLike(word))} escape '\\'`),
      sql` or `,
    );
  return sql<number>`case when ${anyLike((word) => `${word}%`)} then 0 when ${anyLike(
    (word) => `% ${word}%`,
  )} then 1 else 2 end`;
}

/** The records of one object the user may read that hold every word, at most CANDIDATES_PER_OBJECT. */
function candidates(
  database: DatabaseHandle,
  user: CurrentUser,
  target: SearchTarget,
  plan: KeywordPlan,
): RawBuilder<unknown> | null {
  const { object, columns, indexed } = target;
  const table = object.tableName;
  const picked = sql.join(columns.map((column) => sql.ref(`${table}.${column}`)));
  const access = recordAccessFilter(user, object);
  if (target.preparing) {
    // No keyword index yet (its job is queued): the names beginning with what was typed.
    const beginning = nameBeginsCondition(database, plan.terms.map((term) => term.typed).join(' '));
    if (!beginning) return null;
    return sql`select id, ${picked} from ${sql.table(table)} where is_deleted = 0 and ${access} and ${beginning} limit ${CANDIDATES_PER_OBJECT}`;
  }
  if (database.dialect === 'sqlite' && indexed) {
    // Read from the FTS index first so the statement stops at the limit: `rowid in (…)` would
    // gather every match of a common word before the first row is checked.
    const { table: fts, match } = sqliteKeywordMatch(object, plan);
    return sql`select ${sql.ref(`${table}.id`)}, ${picked} from ${sql.table(fts)} cross join ${sql.table(
      table,
    )} on ${sql.ref(`${table}.rowid`)} = ${sql.ref(`${fts}.rowid`)} where ${sql.table(fts)} match ${match} and ${sql.ref(
      `${table}.is_deleted`,
    )} = 0 and ${access} limit ${CANDIDATES_PER_OBJECT}`;
  }
  const condition = keywordPlanCondition(database, object, plan, indexed);
  if (!condition) return null;
  return sql`select id, ${picked} from ${sql.table(table)} where is_deleted = 0 and ${access} and ${condition} limit ${CANDIDATES_PER_OBJECT}`;
}

/** A bound just past every text beginning with a word (byte-wise comparison, as the name indexes sort). */
const PAST = '\u{10FFFF}';

/**
 * The records whose name begins with one of `words`, in name order, read from the name index
 * every list sorts by (`lower(name), id`): at most `limit` of them, and no more read than that
 * for a user who may read them. At 1,000,000 records a common word begins tens of thousands of
 * names; this stops after the first few instead of gathering every match from the keyword index.
 */
function nameBeginsWith(
  database: DatabaseHandle,
  user: CurrentUser,
  target: SearchTarget,
  words: readonly string[],
  limit: number,
): RawBuilder<unknown> {
  const { object, columns } = target;
  // The name index of PostgreSQL compares bytes ("C"), like SQLite's: the same order on both.
  const key = database.dialect === 'postgres' ? sql`lower(name) collate "C"` : sql`lower(name)`;
  const access = recordAccessFilter(user, object);
  const picked = sql.join(columns.map((column) => sql.ref(column)));
  const one = (word: string) =>
    sql`select id, ${picked} from ${sql.table(object.tableName)} where ${key} >= ${word} and ${key} < ${`${word}${PAST}`} and is_deleted = 0 and ${access} order by ${key}, id limit ${limit}`;
  const [only, ...more] = words;
  if (only !== undefined && more.length === 0) return one(only);
  // Several words meant (a typo): each range in order, merged; at most `limit` rows each.
  const merged = sql.join(
    words.map((word, index) => sql`select * from (${one(word)}) as ${sql.id(`w${index}`)}`),
    sql` union all `,
  );
  return sql`select * from (${merged}) as w order by ${sql`lower(name)`}${
    database.dialect === 'postgres' ? sql` collate "C"` : sql``
  }, id limit ${limit}`;
}

/**
 * One statement for every object searched (a `union all` of one branch per object: one
 * prepare, one round trip), each branch its object's best `perObject + 1` records by rank.
 * For one word typed in a large table, a branch first reads the names beginning with it from the name index
 * (rank 0, already in order); only when those are too few does it go on to the keyword index
 * for the rest (the database stops a `union all … limit` once the limit is reached). Null when
 * nothing typed can be searched for.
 */
export function searchStatement(
  database: DatabaseHandle,
  user: CurrentUser,
  targets: readonly SearchTarget[],
  plan: KeywordPlan,
  perObject: number,
): CompiledQuery | null {
  const first = plan.terms[0];
  if (!first || targets.length === 0) return null;
  const firstWords = [first.typed, ...first.corrections];
  const rank = rankOf(firstWords);
  const oneWord = plan.terms.length === 1;
  const width = Math.max(...targets.map((target) => target.columns.length)) - 1;
  const branches: RawBuilder<unknown>[] = [];
  targets.forEach((target, index) => {
    const found = candidates(database, user, target, plan);
    if (!found) return;
    const shown = (rankColumn: RawBuilder<number>) =>
      sql.join([
        sql`${sql.lit(index)} as o`,
        sql`cast(id as text) as id`,
        sql`cast(name as text) as name`,
        ...Array.from({ length: width }, (_, at) => {
          const column = target.columns[at + 1];
          const value = column ? sql`cast(${sql.ref(column)} as text)` : sql`cast(null as text)`;
          return sql`${value} as ${sql.id(extraColumn(at + 1))}`;
        }),
        sql`${rankColumn} as search_rank`,
      ]);
    const ranked = sql`select * from (select ${shown(rank)} from (${found}) as c) as r`;
    const limit = perObject + 1;
    if (!oneWord || !target.large) {
      branches.push(
        sql`select * from (${ranked} order by search_rank, lower(name), id limit ${limit}) as ${sql.id(`b${index}`)}`,
      );
      return;
    }
    const named = nameBeginsWith(database, user, target, firstWords, limit);
    const head = sql`select * from (select ${shown(sql<number>`0`)} from (${named}) as n) as h`;
    // The rest leave out rank 0: those came from the name index above.
    const rest = sql`select * from (${ranked} where search_rank > 0 order by search_rank, lower(name), id limit ${limit}) as t`;
    branches.push(
      sql`select * from (select * from (${head}) as hh union all select * from (${rest}) as tt limit ${limit}) as ${sql.id(`b${index}`)}`,
    );
  });
  if (branches.length === 0) return null;
  return sql`${sql.join(branches, sql` union all `)}`.compile(database.db);
}
