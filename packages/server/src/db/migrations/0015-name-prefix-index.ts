import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.js';
import type { Database } from '../schema.js';

/**
 * PostgreSQL object tables made before this migration index lower(name) with text_pattern_ops,
 * which serves LIKE 'nor%' but cannot hand rows back in name order, so a lookup search sorted
 * every name sharing the prefix (50,000 of a million accounts for "nor", 300 ms) to keep 20.
 * Rebuild that index on (lower(name) collate "C"), the expression lookup search now ranges and
 * sorts on. SQLite's lower(name) index already does both.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres') return;
  const typed = db as Kysely<Database>;
  const objects = await typed.selectFrom('meta_object').select('table_name').execute();
  for (const { table_name: table } of objects) {
    const index = `${table}_name_idx`;
    await sql`drop index if exists ${sql.id(index)}`.execute(typed);
    // The index as it was made then; a migration keeps its own copy rather than follow the live DDL.
    await sql`create index ${sql.id(index)} on ${sql.id(table)} ((lower(name) collate "C"))`.execute(typed);
    // An expression index has no statistics until the table is analysed; without them the planner
    // guesses the prefix matches few rows and sorts them all instead of reading the index in order.
    await sql`analyze ${sql.id(table)}`.execute(typed);
  }
}
