import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema.js';

/**
 * Issue 19's speed target, a summary of opportunities by stage and owner with the sum of the amount over a
 * million rows in under a second: with this index the report reads a narrow index in its grouping order
 * (no sort) instead of the whole table, and the access filter's columns (ownerid, id) are in it too, so
 * no row is fetched (docs/BENCHMARKS.md, "grouped summary at a million: the covering index"). Created
 * once on a database that lacks it; a new database gets it at its first start, with the table.
 */
export async function upgradeReportIndexes(db: Kysely<Database>): Promise<boolean> {
  await sql`create index if not exists obj_opportunity_report_idx on obj_opportunity (is_deleted, stage, ownerid, amount, id)`.execute(
    db,
  );
  // Not metadata: nothing for the processes' metadata caches to reload.
  return false;
}
