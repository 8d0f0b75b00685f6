import type { ServerConfig } from '../config.js';
import { accessDemoFieldSeeder, accessDemoSeeder, partnerDemoSeeder } from '../modules/access/index.js';
import { approvalsDemoSeeder } from '../modules/approvals/index.js';
import { authSeeder, requirePasswordChangeOfUntouchedDemoAccounts } from '../modules/auth/index.js';
import { clientPoolsDemoSeeder } from '../modules/client-pools/index.js';
import { demoRecordsSeeder } from '../modules/demo-data/index.js';
import { queueMissingKeywordIndexes } from '../modules/list-views/index.js';
import type { Seeder } from '../modules/module.js';
import { reportsDemoSeeder } from '../modules/reports/index.js';
import { shellDemoSeeder } from '../modules/shell/index.js';
import { shiftPlanDemoSeeder } from '../modules/shift-plan/index.js';
import type { DatabaseHandle } from './database.js';

/** The demo org, module by module. A module adds its seeder here. */
export const DEMO_SEEDERS: Seeder[] = [
  authSeeder,
  // After the auth seeder: it finds the demo org through admin@vela.local.
  shellDemoSeeder,
  // Before the records: roles and defaults are in place when they are written.
  accessDemoSeeder,
  // Last: the demo records are owned by the demo users and refer to each other.
  demoRecordsSeeder,
  // After the records: the shifts are saved by the demo dispatcher like any demo record.
  shiftPlanDemoSeeder,
  partnerDemoSeeder,
  // After the records, which the demo users wrote with every field: who may not see or change which.
  accessDemoFieldSeeder,
  // After the records: the pools take the leads seeded with marketsea and a few prospect accounts.
  clientPoolsDemoSeeder,
  // After the access seeder: the processes name the sales manager and follow the role hierarchy.
  approvalsDemoSeeder,
  // Reports read no records when saved; they only need the administrator.
  reportsDemoSeeder,
];

export async function isDatabaseEmpty(database: DatabaseHandle): Promise<boolean> {
  const row = await database.db
    .selectFrom('organization')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0) === 0;
}

/**
 * Seeds the demo org on first start; a second start finds data and changes
 * nothing — except that, when password changes are forced (the server is on
 * the network), demo accounts still on the seed's password must change it.
 */
export async function seedDemoOrgIfEmpty(
  database: DatabaseHandle,
  config: ServerConfig,
  now = new Date(),
): Promise<boolean> {
  if (!(await isDatabaseEmpty(database))) {
    if (config.forcePasswordChange) await requirePasswordChangeOfUntouchedDemoAccounts(database);
    return false;
  }
  for (const seeder of DEMO_SEEDERS) await seeder.seed({ database, config, now });
  // The tables hold their demo rows now: their keyword indexes are built by jobs, not by the first list.
  await queueMissingKeywordIndexes(database, now);
  return true;
}
