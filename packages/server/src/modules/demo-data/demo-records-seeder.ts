import type { SeedContext, Seeder } from '../module.js';
import { seedCommerceSettings, seedDemoCommerce } from './demo-commerce-records.js';
import { DemoRandom } from './demo-random.js';
import { demoRecordWriter } from './demo-record-writer.js';
import { seedDemoSales } from './demo-sales-records.js';
import { seedDemoProject, seedDemoService } from './demo-service-records.js';

/**
 * The demo org's records: about 60 accounts with 120 contacts, 60 leads, 50
 * opportunities, 40 cases, this week's events and tasks, products and price
 * books, a few quotes, orders and invoices, campaigns, knowledge articles and
 * a project with milestones and tasks — the same values on every first start
 * (a seeded random source), each saved through the record engine's save
 * pipeline. Runs after the auth seeder (it needs the demo users).
 */
export const DEMO_RECORDS_ORG_ID = 'org_demo';
const DEMO_RECORDS_SEED = 20_260_101;

export async function seedDemoRecords({ database, now }: SeedContext): Promise<void> {
  const writer = await demoRecordWriter(database, DEMO_RECORDS_ORG_ID, now);
  if (!writer) return;
  const random = new DemoRandom(DEMO_RECORDS_SEED);
  const sales = await seedDemoSales(writer, random);
  const commerce = await seedDemoCommerce(writer, random, sales);
  await seedCommerceSettings(database, DEMO_RECORDS_ORG_ID, commerce.hardwareProductIds);
  await seedDemoService(writer, random, sales);
  await seedDemoProject(writer, sales);
}

export const demoRecordsSeeder: Seeder = { name: 'records: the demo org’s records', seed: seedDemoRecords };
