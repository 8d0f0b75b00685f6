import type { Seeder } from '../../db/seed.js';
import { DEMO_ORG_ID } from '../auth/index.js';
import { demoRecordWriter } from '../records/index.js';

/** [resource name, resource type]; the crew stands for the demo crew. */
const RESOURCES = [
  ['Alex Rivera', 'technician'],
  ['Jordan Lee', 'technician'],
  ['Priya Shah', 'technician'],
  ['Install crew North', 'crew'],
] as const;

/** Shift patterns by resource: [first hour, hours, shift type] per weekday (Monday first), null: off. */
const PATTERNS: ReadonlyArray<ReadonlyArray<readonly [number, number, string] | null>> = [
  [[8, 8, 'Day'], [8, 8, 'Day'], [8, 8, 'Day'], [8, 8, 'Day'], [8, 6, 'Day'], null, null],
  [[14, 8, 'Night'], [14, 8, 'Night'], null, [6, 8, 'Day'], [6, 8, 'Day'], [9, 4, 'On call'], null],
  [null, [7, 9, 'Day'], [7, 9, 'Day'], [7, 9, 'Day'], [7, 9, 'Day'], null, [10, 6, 'Standby']],
  [[7, 10, 'Day'], [7, 10, 'Day'], [7, 10, 'Day'], null, [7, 10, 'Day'], null, null],
];

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The demo org's field service: a territory, a crew, four service resources
 * and their shifts for last, this and next week — published in the past,
 * confirmed this week, tentative next week — so the shift plan opens on a
 * week with work in it. Saved through the record engine like every demo
 * record, so the overlap rule holds for them too. Runs after the demo records.
 */
export const shiftPlanDemoSeeder: Seeder = {
  name: 'shift plan: service resources and their shifts',
  async seed({ database, now }) {
    const writer = await demoRecordWriter(database, DEMO_ORG_ID, now);
    if (!writer?.snapshot.byApi.has('shift')) return;
    const territory = await writer.save('ServiceTerritory', 'maria', {
      name: 'Central region',
      isactive: true,
      description: 'Installations and repairs in the city and its suburbs.',
    });
    const crew = await writer.save('ServiceCrew', 'maria', { name: 'North install crew', crewsize: 3 });
    const resources: Array<{ id: string; name: string }> = [];
    for (const [name, type] of RESOURCES) {
      const id = await writer.save('ServiceResource', 'maria', {
        name,
        resourcetype: type,
        servicecrewid: type === 'crew' ? crew : null,
        isactive: true,
      });
      resources.push({ id, name });
    }
    const monday = -((now.getUTCDay() + 6) % 7);
    for (const week of [-1, 0, 1]) {
      const status = week < 0 ? 'Published' : week === 0 ? 'Confirmed' : 'Tentative';
      for (const [index, resource] of resources.entries()) {
        for (const [weekday, shift] of (PATTERNS[index] ?? []).entries()) {
          if (!shift) continue;
          const [hour, hours, type] = shift;
          const day = monday + week * 7 + weekday;
          const endHour = hour + hours;
          await writer.save('Shift', 'maria', {
            name: `${type} shift`,
            serviceresourceid: resource.id,
            starttime: `${writer.day(day)} ${pad(hour)}:00:00`,
            endtime:
              endHour >= 24
                ? `${writer.day(day + 1)} ${pad(endHour - 24)}:00:00`
                : `${writer.day(day)} ${pad(endHour)}:00:00`,
            status,
            shifttype: type,
            serviceterritoryid: territory,
            description: type === 'On call' ? 'Reachable by phone; the dispatcher calls.' : null,
          });
        }
      }
    }
  },
};
