import { DEMO_ORG_ID } from '../auth/index.js';
import { demoRecordWriter } from '../demo-data/index.js';
import type { Seeder } from '../module.js';
import { recordsDb } from '../records/index.js';

/** [subject, priority, required skills, hours]: the demo's work orders waiting for a resource. */
const WAITING = [
  ['Boiler service at Harbor Logistics', 'High', 'HVAC', 2],
  ['Replace leaking valve', 'Medium', 'Plumbing', 1.5],
  ['Network cabinet install', 'Medium', 'Networking, Electrical', 3],
  ['Annual safety inspection', 'Low', 'Electrical', 1],
] as const;

/**
 * The dispatch desk's demo (issue 22): work orders waiting for assignment in
 * the demo territory, with the skills the demo resources have, so the desk
 * opens with work to dispatch and recommendations to read. Runs after the
 * shift plan's seeder, which makes the territory and the resources.
 */
export const dispatchDemoSeeder: Seeder = {
  name: 'dispatch: work orders waiting for assignment',
  async seed({ database, now }) {
    const writer = await demoRecordWriter(database, DEMO_ORG_ID, now);
    if (!writer?.snapshot.byApi.has('workorder')) return;
    const territory = writer.snapshot.byApi.get('serviceterritory');
    const central = territory
      ? await recordsDb(database)
          .selectFrom(territory.tableName)
          .select('id')
          .where('name', '=', 'Central region')
          .executeTakeFirst()
      : undefined;
    for (const [subject, priority, skills, hours] of WAITING) {
      await writer.save('WorkOrder', 'maria', {
        subject,
        priority,
        skills,
        durationhours: hours,
        serviceterritoryid: central?.id ?? null,
      });
    }
  },
};
