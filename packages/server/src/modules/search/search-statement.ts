import { type CompiledQuery, type RawBuilder, sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import {
  escapeLike,
  type KeywordPlan,
  keywordPlanCondition,
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

/**
 * One statement for every object searched (a `union all` of one branch per object: one
 * prepare, one round trip), each branch its object's best `perObject + 1` records by rank.
 * Null when nothing typed can be searched for.
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
  const rank = rankOf([first.typed, ...first.corrections]);
  const width = Math.max(...targets.map((target) => target.columns.length)) - 1;
  const branches: RawBuilder<unknown>[] = [];
  targets.forEach((target, index) => {
    const found = candidates(database, user, target, plan);
    if (!found) return;
    const extras = Array.from({ length: width }, (_, at) => {
      const column = target.columns[at + 1];
      const value = column ? sql`cast(${sql.ref(column)} as text)` : sql`cast(null as text)`;
      return sql`${value} as ${sql.id(extraColumn(at + 1))}`;
    });
    const shown = sql.join([
      sql`${sql.lit(index)} as o`,
      sql`cast(id as text) as id`,
      sql`cast(name as text) as name`,
      ...extras,
      sql`${rank} as search_rank`,
    ]);
    branches.push(
      sql`select * from (select ${shown} from (${found}) as c order by search_rank, lower(name), id limit ${
        perObject + 1
      }) as ${sql.id(`b${index}`)}`,
    );
  });
  if (branches.length === 0) return null;
  return sql`${sql.join(branches, sql` union all `)}`.compile(database.db);
}
