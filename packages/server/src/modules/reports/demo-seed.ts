import type { ReportDefinition } from '@vela/core';
import { DEMO_ADMIN_EMAIL } from '../../config.js';
import type { CurrentUser } from '../../http/current-user.js';
import { DEMO_ORG_ID, findUserIdByEmail } from '../auth/index.js';
import type { Seeder } from '../module.js';
import { writeReport } from './report-store.js';

const DEMO_REPORTS: ReadonlyArray<{ name: string; description: string; definition: ReportDefinition }> = [
  {
    name: 'Opportunities by stage',
    description: 'Pipeline: how many deals and how much money sit in each stage.',
    definition: {
      objectApi: 'Opportunity',
      format: 'summary',
      columns: ['name', 'amount', 'closedate'],
      groupings: [{ field: 'stage' }],
      filters: [],
      summaries: [{ field: 'amount', fn: 'sum' }],
      chart: { type: 'column', measure: 0 },
    },
  },
  {
    name: 'Opportunities closing by quarter',
    description: 'Amount expected per quarter of the close date.',
    definition: {
      objectApi: 'Opportunity',
      format: 'summary',
      columns: ['name', 'stage', 'amount'],
      groupings: [{ field: 'closedate', dateGranularity: 'quarter' }],
      filters: [],
      summaries: [
        { field: 'amount', fn: 'sum' },
        { field: 'amount', fn: 'avg' },
      ],
      chart: { type: 'line', measure: 0 },
    },
  },
  {
    name: 'Accounts by industry',
    description: 'How the customer base spreads over industries.',
    definition: {
      objectApi: 'Account',
      format: 'summary',
      columns: ['name'],
      groupings: [{ field: 'industry' }],
      filters: [],
      summaries: [],
      chart: { type: 'pie', measure: -1 },
    },
  },
];

/** The demo org's shared reports, owned by the administrator; saved as the builder saves them. */
export const reportsDemoSeeder: Seeder = {
  name: 'reports: shared demo reports',
  async seed({ database, now }) {
    const adminId = await findUserIdByEmail(database, DEMO_ADMIN_EMAIL);
    if (!adminId) return;
    const admin: CurrentUser = {
      userId: adminId,
      orgId: DEMO_ORG_ID,
      email: DEMO_ADMIN_EMAIL,
      name: 'Avery Admin',
      isPartner: false,
      partnerAccountId: null,
      profileId: 'system_admin',
      roleId: null,
      sessionId: null,
      channelId: null,
    };
    for (const report of DEMO_REPORTS) await writeReport(database, admin, { ...report, isPublic: true }, now);
  },
};
