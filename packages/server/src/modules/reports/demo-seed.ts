import type { ReportDefinition } from '@vela/core';
import { demoAdminCaller, findUserIdByEmail } from '../auth/index.js';
import type { Seeder } from '../module.js';
import { writeReportFlags } from '../shell/index.js';
import { loadViewer, replaceFolderShares, writeFolder } from './report-folders.js';
import { writeReport } from './report-store.js';
import { seedReportTemplate } from './report-templates.js';

const SALES_TEAM = ['sam.sales@vela.local', 'maria.manager@vela.local'];

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

/** Report templates users start a report from (setup reportTemplate): the shapes a sales team asks for most. */
const DEMO_TEMPLATES: ReadonlyArray<{ name: string; description: string; definition: ReportDefinition }> = [
  {
    name: 'Pipeline by stage and owner',
    description: 'Deals closing this year, grouped by stage and owner, with the amount in a bar chart.',
    definition: {
      objectApi: 'Opportunity',
      format: 'summary',
      columns: ['name', 'amount', 'closedate'],
      groupings: [{ field: 'stage' }, { field: 'ownerid' }],
      filters: [{ field: 'closedate', operator: 'within', value: 'this_year' }],
      summaries: [{ field: 'amount', fn: 'sum' }],
      chart: { type: 'bar', measure: 0 },
    },
  },
  {
    name: 'Deals closing this quarter',
    description: 'A plain list of the deals whose close date falls in this quarter.',
    definition: {
      objectApi: 'Opportunity',
      format: 'tabular',
      columns: ['name', 'stage', 'amount', 'closedate'],
      groupings: [],
      filters: [{ field: 'closedate', operator: 'within', value: 'this_quarter' }],
      summaries: [{ field: 'amount', fn: 'sum' }],
      chart: null,
    },
  },
  {
    name: 'Accounts by industry',
    description: 'How many customers each industry holds, as a pie.',
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
    const admin = await demoAdminCaller(database);
    if (!admin) return;
    // The pipeline reports live in a folder the sales team (Sam and Maria) may view.
    const folderId = await writeFolder(
      database,
      await loadViewer(database, admin),
      { name: 'Sales pipeline' },
      now,
    );
    const team = await Promise.all(SALES_TEAM.map((email) => findUserIdByEmail(database, email)));
    await replaceFolderShares(
      database,
      await loadViewer(database, admin),
      folderId,
      team.flatMap((id) => (id ? [{ kind: 'user' as const, id, level: 'view' as const }] : [])),
    );
    for (const report of DEMO_REPORTS) {
      const id = await writeReport(
        database,
        admin,
        {
          ...report,
          isPublic: true,
          folderId: report.definition.objectApi === 'Opportunity' ? folderId : null,
        },
        now,
      );
      // One switch turned off, so the setup screen's switches show what they do: it runs, it does not export.
      if (report.definition.objectApi === 'Account')
        await writeReportFlags(database.db, admin.orgId, id, {
          isenable: true,
          run: true,
          export: false,
          new: true,
        });
    }
    for (const template of DEMO_TEMPLATES) await seedReportTemplate(database, admin, template, now);
  },
};
