import { type Kysely, sql } from 'kysely';
import type { DatabaseHandle, DialectName } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { REGIONS, SERVICE_RESOURCE_DISPATCH_FIELDS, STANDARD_OBJECTS } from './catalogue/index.js';
import type { RegionNode } from './catalogue/regions.js';
import { addCatalogueFields } from './catalogue-upgrades/add-fields.js';
import { upgradeConversion } from './catalogue-upgrades/conversion.js';
import { upgradeEmailOptOut } from './catalogue-upgrades/email-opt-out.js';
import { upgradePersonNames } from './catalogue-upgrades/person-names.js';
import { upgradeProductLayoutId } from './catalogue-upgrades/product-layout-id.js';
import { upgradeProductLines } from './catalogue-upgrades/product-lines.js';
import { upgradeReceivables } from './catalogue-upgrades/receivables.js';
import { upgradeReportIndexes } from './catalogue-upgrades/report-indexes.js';
import { upgradeShiftPlan } from './catalogue-upgrades/shift-plan.js';
import { upgradeTimeEntryHours } from './catalogue-upgrades/time-entry-hours.js';
import { upgradeTranslations } from './catalogue-upgrades/translations.js';
import { bumpMetadataRevision, installObject, objectIdFor } from './install-object.js';
import { installRegions, regionRows } from './install-regions.js';

/** Any fixed number: processes starting together against one PostgreSQL database sync one at a time. */
const SYNC_LOCK = 7_301_013;

/**
 * Changes the catalogue made to objects an older database already holds, oldest first. Each is idempotent
 * and changes only what a database made before it lacks, so a database installed from today's catalogue
 * passes through all of them untouched.
 */
const UPGRADES: ReadonlyArray<(db: Kysely<Database>, dialect: DialectName, now: string) => Promise<boolean>> =
  [
    upgradeProductLines,
    upgradeReceivables,
    (db) => upgradeProductLayoutId(db),
    upgradeShiftPlan,
    upgradeConversion,
    upgradePersonNames,
    (db) => upgradeTimeEntryHours(db),
    upgradeEmailOptOut,
    (db) => upgradeReportIndexes(db),
    (db, dialect, now) =>
      addCatalogueFields(
        db,
        dialect,
        now,
        SERVICE_RESOURCE_DISPATCH_FIELDS.map((field) => ['ServiceResource', field] as const),
      ),
    // Last: the objects and layouts the others add get their translations too.
    (db) => upgradeTranslations(db),
  ];

/**
 * Brings the database's standard objects and regions up to the catalogue this server ships with: installs
 * what is missing, then applies the catalogue's upgrades. It runs after the migrations at every start, so
 * migrations stay the schema's fixed history and never read the live catalogue. Running it again changes
 * nothing. Returns whether it changed anything.
 */
export async function syncObjectCatalogue(handle: DatabaseHandle, now = new Date()): Promise<boolean> {
  return handle.db.transaction().execute(async (db) => {
    if (handle.dialect === 'postgres') await sql`select pg_advisory_xact_lock(${SYNC_LOCK})`.execute(db);
    const stamp = now.toISOString();
    let changed = await syncRegions(db, REGIONS);
    const installed = new Set(
      (await db.selectFrom('meta_object').select('id').execute()).map((row) => row.id),
    );
    for (const [index, object] of STANDARD_OBJECTS.entries()) {
      if (installed.has(objectIdFor(object.api))) continue;
      await installObject(db, handle.dialect, object, { now: stamp, sortOrder: index });
      changed = true;
    }
    for (const upgrade of UPGRADES) {
      if (await upgrade(db, handle.dialect, stamp)) changed = true;
    }
    // A first install needs no new revision (nothing has read the metadata yet); a change to a database in
    // use tells every server process to reload it.
    if (changed && installed.size > 0) await bumpMetadataRevision(db);
    return changed;
  });
}

/** Adds the catalogue's regions the database lacks (all of them on a new database). */
async function syncRegions(db: Kysely<Database>, regions: readonly RegionNode[]): Promise<boolean> {
  const stored = await db.selectFrom('meta_region').select('code').execute();
  if (stored.length === 0) {
    await installRegions(db, regions);
    return regions.length > 0;
  }
  const known = new Set(stored.map((row) => row.code));
  const missing = regionRows(regions).filter((row) => !known.has(row.code));
  for (const row of missing) await db.insertInto('meta_region').values(row).execute();
  return missing.length > 0;
}
