import { type Kysely, sql } from 'kysely';
import { createNameIndex, nameIndexName } from '../../modules/metadata/object-table-ddl.js';
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
    await sql`drop index if exists ${sql.id(nameIndexName(table))}`.execute(typed);
    await createNameIndex(typed, dialect, table);
    // An expression index has no statistics until the table is analysed; without them the planner
    // guesses the prefix matches few rows and sorts them all instead of reading the index in order.
    await sql`analyze ${sql.id(table)}`.execute(typed);
  }
}
