import type { DashboardComponent } from '@vela/core';
import { DEMO_ORG_ID, demoAdminCaller, findOrgUser, findUserIdByEmail } from '../auth/index.js';
import type { Seeder } from '../module.js';
import { listReports } from '../reports/index.js';
import { writeDashboard } from './dashboard-store.js';
import { saveRolePage } from './home-pages.js';

const DEMO_SALES_REP_EMAIL = 'sam.sales@vela.local';

type DemoComponent = Omit<DashboardComponent, 'id' | 'reportId'> & { report: string };

/** "Sales overview": the demo reports as a chart, a table, a metric and a gauge each (report names from the reports seeder). */
const SALES_OVERVIEW: readonly DemoComponent[] = [
  {
    report: 'Opportunities by stage',
    kind: 'metric',
    title: 'Pipeline amount',
    x: 0,
    y: 0,
    w: 3,
    h: 3,
    gaugeMax: null,
  },
  {
    report: 'Opportunities by stage',
    kind: 'gauge',
    title: 'Pipeline against target',
    x: 3,
    y: 0,
    w: 3,
    h: 3,
    gaugeMax: 2_000_000,
  },
  {
    report: 'Accounts by industry',
    kind: 'chart',
    title: 'Accounts by industry',
    x: 6,
    y: 0,
    w: 6,
    h: 6,
    gaugeMax: null,
  },
  {
    report: 'Opportunities by stage',
    kind: 'chart',
    title: 'Pipeline by stage',
    x: 0,
    y: 3,
    w: 6,
    h: 6,
    gaugeMax: null,
  },
  {
    report: 'Opportunities closing by quarter',
    kind: 'chart',
    title: 'Closing by quarter',
    x: 6,
    y: 6,
    w: 6,
    h: 5,
    gaugeMax: null,
  },
  {
    report: 'Opportunities by stage',
    kind: 'table',
    title: 'Stages',
    x: 0,
    y: 9,
    w: 6,
    h: 5,
    gaugeMax: null,
  },
];

/**
 * The demo org's shared "Sales overview" dashboard, owned by the administrator and run by each viewer as
 * themselves, and the home page the administrator assigned to the sales representatives' role.
 */
export const dashboardsDemoSeeder: Seeder = {
  name: "dashboards: the Sales overview dashboard and the sales reps' home page",
  async seed({ database, now }) {
    const admin = await demoAdminCaller(database);
    if (!admin) return;
    const { reports } = await listReports(database, admin, { keyword: '', pageIndex: 1, pageSize: 100 });
    const byName = new Map(reports.map((report) => [report.name, report.id]));
    const components = SALES_OVERVIEW.flatMap(({ report, ...component }, index) => {
      const reportId = byName.get(report);
      return reportId ? [{ ...component, id: `c${index + 1}`, reportId }] : [];
    });
    const salesOverview = await writeDashboard(
      database,
      admin,
      {
        name: 'Sales overview',
        description: 'The pipeline at a glance: amount, stages, quarters and the customer base.',
        folder: 'Sales',
        isPublic: true,
        runningUserId: null,
        components,
      },
      now,
    );
    // The sales representatives' home page: the pipeline, their week, what waits for them, their deals.
    const samId = await findUserIdByEmail(database, DEMO_SALES_REP_EMAIL);
    const roleId = samId ? (await findOrgUser(database, DEMO_ORG_ID, samId))?.roleId : null;
    if (!roleId) return;
    await saveRolePage(
      database,
      admin,
      {
        roleId,
        name: 'Sales representative home',
        components: [
          { id: 'h1', kind: 'dashboard', targetId: salesOverview },
          { id: 'h2', kind: 'myTasks', targetId: '' },
          { id: 'h3', kind: 'approvals', targetId: '' },
          { id: 'h4', kind: 'recentRecords', targetId: 'Opportunity' },
        ],
      },
      now,
    );
  },
};
