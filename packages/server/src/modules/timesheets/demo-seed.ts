import { defaultDefinition, defaultStep, TIMESHEET_OBJECT_API } from '@vela/core';
import { saveProcess } from '../approvals/index.js';
import { DEMO_ORG_ID } from '../auth/index.js';
import { currentMetadata } from '../metadata/index.js';
import type { Seeder } from '../module.js';

/** The demo org's timesheet approval: every submitted week goes to its owner's manager. */
export const timesheetsDemoSeeder: Seeder = {
  name: 'timesheets: the weekly approval process',
  async seed({ database, now }) {
    const sheet = (await currentMetadata(database)).byApi.get(TIMESHEET_OBJECT_API);
    if (!sheet) return;
    await saveProcess(
      database,
      DEMO_ORG_ID,
      sheet,
      {
        name: 'Weekly timesheets',
        active: true,
        order: 1,
        criteria: '',
        definition: defaultDefinition({
          steps: [defaultStep({ name: "Owner's manager", approverKind: 'ownerManager' })],
        }),
      },
      now,
    );
  },
};
