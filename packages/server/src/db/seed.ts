import type { ServerConfig } from '../config.js';
import { accessDemoFieldSeeder, accessDemoSeeder, partnerDemoSeeder } from '../modules/access/index.js';
import { aiAgentsDemoSeeder } from '../modules/ai-agents/index.js';
import { approvalsDemoSeeder } from '../modules/approvals/index.js';
import { authSeeder, requirePasswordChangeOfUntouchedDemoAccounts } from '../modules/auth/index.js';
import { automationDemoSeeder } from '../modules/automation/index.js';
import { bookingDemoSeeder } from '../modules/booking/index.js';
import { calendarDemoSeeder } from '../modules/calendar/index.js';
import { clientPoolsDemoSeeder } from '../modules/client-pools/index.js';
import { dashboardsDemoSeeder } from '../modules/dashboards/index.js';
import { demoRecordsSeeder } from '../modules/demo-data/index.js';
import { dispatchDemoSeeder } from '../modules/dispatch/index.js';
import { filesDemoSeeder } from '../modules/files/index.js';
import { queueMissingKeywordIndexes } from '../modules/list-views/index.js';
import { mailDemoSeeder } from '../modules/mail/index.js';
import { marketingFormsDemoSeeder } from '../modules/marketing-forms/index.js';
import type { Seeder } from '../modules/module.js';
import { projectsDemoSeeder } from '../modules/projects/index.js';
import { reportsDemoSeeder } from '../modules/reports/index.js';
import { shellDemoSeeder } from '../modules/shell/index.js';
import { shiftPlanDemoSeeder } from '../modules/shift-plan/index.js';
import { smsDemoSeeder } from '../modules/sms/index.js';
import { timesheetsDemoSeeder } from '../modules/timesheets/index.js';
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
  dispatchDemoSeeder,
  // After the records: the demo users' repeating and upcoming events, saved like any demo record.
  calendarDemoSeeder,
  // After the records: links between the demo project's tasks and its baseline.
  projectsDemoSeeder,
  partnerDemoSeeder,
  // After the records, which the demo users wrote with every field: who may not see or change which.
  accessDemoFieldSeeder,
  // After the records: the pools take the leads seeded with marketsea and a few prospect accounts.
  clientPoolsDemoSeeder,
  // After the access seeder: the processes name the sales manager and follow the role hierarchy.
  approvalsDemoSeeder,
  // Reports read no records when saved; they only need the administrator.
  reportsDemoSeeder,
  // After the reports: the demo dashboard's components are fed by the shared demo reports.
  dashboardsDemoSeeder,
  // Last: the demo records are written already, so the flows start with the first change a person makes.
  automationDemoSeeder,
  // After the records: the demo e-mails are related to demo contacts by their addresses.
  mailDemoSeeder,
  // Needs only the demo org: texts are sent through the built-in test provider.
  smsDemoSeeder,
  // After the records and the access seeder: files are bound to demo accounts and shared with groups.
  filesDemoSeeder,
  // Needs only the demo org: the launcher's Sales assistant item opens it.
  aiAgentsDemoSeeder,
  // After the access seeder: the process sends each week to its owner's manager in the role hierarchy.
  timesheetsDemoSeeder,
  // Issue 22: a bookable service delivered by Sam, with its secret public link.
  bookingDemoSeeder,
  // A published "Contact us" form of the administrator's, whose submissions become leads.
  marketingFormsDemoSeeder,
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
