import type { Kysely } from 'kysely';
import { REGIONS, STANDARD_OBJECTS } from '../../modules/metadata/catalogue/index.js';
import { installObject } from '../../modules/metadata/install-object.js';
import { installRegions } from '../../modules/metadata/install-regions.js';
import type { DialectName } from '../database.js';
import type { Database } from '../schema.js';

/**
 * The standard objects (account, contact, lead … service goal) with their
 * fields, layouts, record types, picklists and rules, and the region tree of
 * address groups. Every database has them, demo org or not; the demo seeder
 * only adds records.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const typed = db as Kysely<Database>;
  const now = new Date().toISOString();
  await installRegions(typed, REGIONS);
  for (const [index, object] of STANDARD_OBJECTS.entries()) {
    await installObject(typed, dialect, object, { now, sortOrder: index });
  }
}
