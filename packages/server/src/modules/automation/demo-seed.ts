import type { FlowDefinition } from '@vela/core';
import { DEMO_ADMIN_EMAIL } from '../../config.js';
import { DEMO_ORG_ID, findUserIdByEmail } from '../auth/index.js';
import type { Seeder } from '../module.js';
import { writeFlow } from './automation-store.js';

/** The demo org has no outgoing server: its notices stay in the app. */
const IN_APP_TO_OWNER = {
  type: 'notify',
  recipient: 'userField',
  userField: 'ownerid',
  userId: '',
  addressField: '',
  sendEmail: false,
  subject: '',
  templateId: '',
} as const;

/** The demo org's flows: a won deal is stamped, gets a kick-off task and a bot card; large deals are announced. */
export const DEMO_FLOWS: readonly FlowDefinition[] = [
  {
    name: 'Won opportunity follow-up',
    objectApi: 'Opportunity',
    active: true,
    trigger: 'createOrUpdate',
    criteria: {
      kind: 'conditions',
      match: 'all',
      conditions: [{ field: 'stage', operator: 'e', value: 'Closed won' }],
    },
    onlyOnChange: true,
    actions: [
      {
        type: 'updateFields',
        target: 'record',
        parentField: '',
        assignments: [{ field: 'description', value: 'Won on {{$today}}' }],
      },
      {
        type: 'createRecord',
        objectApi: 'Task',
        assignments: [
          { field: 'subject', value: 'Kick-off with the customer: {{name}}' },
          { field: 'relateid', value: '{{id}}' },
          { field: 'duedate', value: '{{$today+7}}' },
          { field: 'status', value: 'Not started' },
          { field: 'priority', value: 'High' },
        ],
      },
      { type: 'botCard', message: '{{name}} was won!' },
    ],
  },
  {
    name: 'Large deal announcement',
    objectApi: 'Opportunity',
    active: false,
    trigger: 'createOrUpdate',
    criteria: { kind: 'formula', formula: 'amount >= 100000' },
    onlyOnChange: true,
    actions: [
      {
        type: 'branch',
        criteria: { kind: 'formula', formula: 'amount >= 500000' },
        thenSteps: [{ ...IN_APP_TO_OWNER, message: 'A very large deal: {{name}} ({{amount}})' }],
        elseSteps: [{ type: 'botCard', message: 'A large deal is in the pipeline: {{name}}' }],
      },
      { type: 'wait', mode: 'untilField', field: 'closedate', minutes: 0 },
      { ...IN_APP_TO_OWNER, message: '{{name}} reached its close date: is it won?' },
    ],
  },
];

export const automationDemoSeeder: Seeder = {
  name: 'record-triggered flows',
  async seed({ database, now }) {
    const adminId = (await findUserIdByEmail(database, DEMO_ADMIN_EMAIL)) ?? '';
    for (const flow of DEMO_FLOWS) await writeFlow(database, DEMO_ORG_ID, adminId, null, flow, now);
  },
};
