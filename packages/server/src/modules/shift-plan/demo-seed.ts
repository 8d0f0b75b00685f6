import { instantOfWallClock, safeZone } from '@vela/core';
import { DEMO_ORG_ID, loadUserInfo } from '../auth/index.js';
import { demoRecordWriter } from '../demo-data/index.js';
import type { Seeder } from '../module.js';

/** [resource name, resource type, skills (dispatch, issue 22)]; the crew stands for the demo crew. */
const RESOURCES = [
  ['Alex Rivera', 'technician', 'HVAC, Electrical'],
  ['Jordan Lee', 'technician', 'Plumbing, HVAC'],
  ['Priya Shah', 'technician', 'Electrical, Networking'],
  ['Install crew North', 'crew', 'Installation, Electrical'],
] as const;

/** Shift patterns by resource: [first hour, hours, shift type] per weekday (Monday first), null: off. */
const PATTERNS: ReadonlyArray<ReadonlyArray<readonly [number, number, string] | null>> = [
  [[8, 8, 'Day'], [8, 8, 'Day'], [8, 8, 'Day'], [8, 8, 'Day'], [8, 6, 'Day'], null, null],
  [[14, 8, 'Night'], [14, 8, 'Night'], null, [6, 8, 'Day'], [6, 8, 'Day'], [9, 4, 'On call'], null],
  [null, [7, 9, 'Day'], [7, 9, 'Day'], [7, 9, 'Day'], [7, 9, 'Day'], null, [10, 6, 'Standby']],
  [[7, 10, 'Day'], [7, 10, 'Day'], [7, 10, 'Day'], null, [7, 10, 'Day'], null, null],
];

/** A wall-clock hour of a day in the zone as the stored UTC text ('YYYY-MM-DD HH:mm:ss'). */
export function storedAt(day: string, hour: number, zone: string): string {
  return new Date(instantOfWallClock(day, hour, zone)).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * The demo org's field service: a territory, a crew, four service resources
 * and their shifts for last, this and next week — published in the past,
 * confirmed this week, tentative next week — at the dispatcher's local
 * hours, so the shift plan opens on a week with work in it. Saved through the record engine like every demo
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
    for (const [name, type, skills] of RESOURCES) {
      const id = await writer.save('ServiceResource', 'maria', {
        name,
        resourcetype: type,
        skills,
        serviceterritoryid: territory,
        servicecrewid: type === 'crew' ? crew : null,
        isactive: true,
      });
      resources.push({ id, name });
    }
    const dispatcher = await loadUserInfo(database, writer.users.maria.userId);
    const zone = safeZone(dispatcher?.timeZone);
    const monday = -((now.getUTCDay() + 6) % 7);
    for (const week of [-1, 0, 1]) {
      const status = week < 0 ? 'Published' : week === 0 ? 'Confirmed' : 'Tentative';
      for (const [index, resource] of resources.entries()) {
        for (const [weekday, shift] of (PATTERNS[index] ?? []).entries()) {
          if (!shift) continue;
          const [hour, hours, type] = shift;
          const day = writer.day(monday + week * 7 + weekday);
          await writer.save('Shift', 'maria', {
            name: `${type} shift`,
            serviceresourceid: resource.id,
            starttime: storedAt(day, hour, zone),
            endtime: storedAt(day, hour + hours, zone),
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
