import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AccessOrg, callsAs, createAccessOrg } from '../../test-support/access-org.js';
import { startRelay } from '../../test-support/smtp-relay.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import type { TestUser } from '../../test-support/test-users.js';

interface ComponentRun {
  id: string;
  error: string | null;
  skippedFilters: number[];
  result: { total: { count: number; values: Array<number | null> } } | null;
}

const byStage = {
  objectApi: 'Opportunity',
  format: 'summary',
  columns: ['name', 'amount'],
  groupings: [{ field: 'stage' }],
  filters: [],
  summaries: [{ field: 'amount', fn: 'sum' }],
  chart: { type: 'bar', measure: 0 },
};
const box = (id: string, x: number, y: number, kind = 'chart') => ({ id, kind, x, y, w: 6, h: 4 });

/** Dashboards (issue 19): layouts checked and kept, components run with each viewer's access, on both databases. */
describeEachDatabase('dashboards', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  let stageReport = '';
  let accountReport = '';
  const as = (user: TestUser) => callsAs(() => app, user);
  const refusal = async (user: TestUser, url: string, body: unknown) => {
    const { status, json } = await as(user).call(url, body);
    expect(status, JSON.stringify(json)).toBe(400);
    return json.returnInfo as string;
  };
  const dashboard = (components: unknown[], extra: Record<string, unknown> = {}) => ({
    name: 'Pipeline',
    folder: 'Sales',
    isPublic: true,
    components,
    ...extra,
  });
  const totals = async (user: TestUser, id: string, filters: unknown[] = []) =>
    ((await as(user).ok('/dashboard/runDashboard', { id, filters })) as { components: ComponentRun[] })
      .components;

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    org = await createAccessOrg(getDatabase().handle, () => app, 'org_dashboards');
    await as(org.admin).ok('/access/owd/save', { objectApi: 'Opportunity', defaultAccess: 'private' });
    const account = await as(org.rep).create('Account', { name: 'Dash Traders', industry: 'Energy' });
    const deal = (owner: TestUser, name: string, stage: string, amount: number) =>
      as(owner).create('Opportunity', { name, khmc: account, stage, amount, closedate: '2026-11-10' });
    await deal(org.rep, 'Dash rep A', 'Prospecting', 100);
    await deal(org.rep, 'Dash rep B', 'Qualification', 50);
    await deal(org.peer, 'Dash peer secret', 'Prospecting', 1000);
    stageReport = (
      await as(org.admin).ok('/report/saveReport', { name: 'By stage', isPublic: true, definition: byStage })
    ).id;
    accountReport = (
      await as(org.admin).ok('/report/saveReport', {
        name: 'Accounts',
        isPublic: true,
        definition: {
          ...byStage,
          objectApi: 'Account',
          columns: ['name'],
          groupings: [{ field: 'industry' }],
          summaries: [],
          chart: null,
        },
      })
    ).id;
  });
  afterAll(async () => {
    await app.close();
  });

  it('[S1-R-083] a layout is checked when saved and a drag keeps the new boxes', async () => {
    const components = [
      { ...box('a', 0, 0), reportId: stageReport },
      { ...box('b', 6, 0, 'metric'), reportId: accountReport },
    ];
    const overlapping = [components[0], { ...components[1], x: 3 }];
    expect(await refusal(org.rep, '/dashboard/saveDashboard', dashboard(overlapping))).toBe(
      'Component 2: its box overlaps component 1',
    );
    expect(
      await refusal(org.rep, '/dashboard/saveDashboard', dashboard([{ ...components[0], x: 8 }])),
    ).toMatch(/^Component 1: its box is wider than the grid's 12 columns|x/);
    expect(
      await refusal(org.rep, '/dashboard/saveDashboard', dashboard([{ ...components[0], reportId: 'nope' }])),
    ).toBe('Component 1: there is no report "nope" that Reo Rep may run');
    expect(await refusal(org.rep, '/dashboard/saveDashboard', dashboard(components, { name: ' ' }))).toBe(
      'Dashboard name: enter a name',
    );
    const saved = await as(org.rep).ok('/dashboard/saveDashboard', dashboard(components));
    const moved = await as(org.rep).ok('/dashboard/saveLayout', {
      id: saved.id,
      layout: [
        { id: 'a', x: 6, y: 0, w: 6, h: 4 },
        { id: 'b', x: 0, y: 0, w: 6, h: 4 },
      ],
    });
    expect(moved.components.map((c: { id: string; x: number }) => [c.id, c.x])).toEqual([
      ['a', 6],
      ['b', 0],
    ]);
    const reread = await as(org.rep).ok('/dashboard/getDashboard', { id: saved.id });
    expect(reread.components[0]).toMatchObject({ id: 'a', x: 6, reportId: stageReport, kind: 'chart' });
    expect(
      await refusal(org.rep, '/dashboard/saveLayout', {
        id: saved.id,
        layout: [{ id: 'zz', x: 0, y: 8, w: 1, h: 1 }],
      }),
    ).toBe('Layout: the dashboard has no component "zz"');
    expect(
      await refusal(org.rep, '/dashboard/saveLayout', {
        id: saved.id,
        layout: [{ id: 'a', x: 0, y: 0, w: 6, h: 4 }],
      }),
    ).toBe('Component 2: its box overlaps component 1');
    // Someone else may open a shared dashboard but not arrange it.
    const arranging = await as(org.peer).call('/dashboard/saveLayout', { id: saved.id, layout: [] });
    expect(arranging.status).toBe(403);
    expect(arranging.json.returnInfo).toBe('Dashboard "Pipeline": you need edit access to arrange it');
    const listed = await as(org.peer).ok('/dashboard/getDashboardList', { keyword: 'sales' });
    expect(listed.dashboards.map((d: { id: string }) => d.id)).toContain(saved.id);
  });

  it("[S1-R-083] each viewer's run counts only the rows they may read; a fixed running user is set by an administrator only", async () => {
    const components = [{ ...box('stages', 0, 0), reportId: stageReport }];
    const saved = await as(org.admin).ok(
      '/dashboard/saveDashboard',
      dashboard(components, { name: 'Viewer run' }),
    );
    const countFor = async (user: TestUser) => (await totals(user, saved.id))[0]?.result?.total;
    expect(await countFor(org.rep)).toEqual({ count: 2, values: [150] });
    expect(await countFor(org.peer)).toEqual({ count: 1, values: [1000] });
    expect(await countFor(org.admin)).toEqual({ count: 3, values: [1150] });
    expect((await countFor(org.partnerB))?.count ?? 0).toBe(0);
    // The administrator lends the manager's access to every viewer.
    await as(org.admin).ok('/dashboard/saveDashboard', {
      ...dashboard(components, { name: 'Viewer run' }),
      id: saved.id,
      runningUserId: org.manager.userId,
    });
    const run = await as(org.peer).ok('/dashboard/runDashboard', { id: saved.id });
    expect(run.ranAs.userId).toBe(org.manager.userId);
    expect(run.components[0].result.total).toEqual({ count: 2, values: [150] });
    // A rep may not choose whom a dashboard runs as, nor see another's private one.
    expect(
      await refusal(
        org.rep,
        '/dashboard/saveDashboard',
        dashboard(components, { runningUserId: org.admin.userId }),
      ),
    ).toBe('Running user: only an administrator may choose whom a dashboard runs as');
    const mine = await as(org.rep).ok('/dashboard/saveDashboard', dashboard(components, { isPublic: false }));
    for (const url of ['/dashboard/getDashboard', '/dashboard/runDashboard', '/dashboard/deleteDashboard'])
      expect((await as(org.peer).call(url, { id: mine.id })).status, url).toBe(404);
  });

  it('[S1-R-083] a dashboard shared with a role (view) and a public group (edit): each reaches it as shared, and its components run as the viewer', async () => {
    const saved = await as(org.admin).ok(
      '/dashboard/saveDashboard',
      dashboard([{ ...box('stages', 0, 0), reportId: stageReport }], {
        name: 'Shared board',
        isPublic: false,
      }),
    );
    const status = async (user: TestUser, url: string, body: unknown) =>
      (await as(user).call(url, body)).status;
    expect(await status(org.rep, '/dashboard/getDashboard', { id: saved.id })).toBe(404);
    const group = await as(org.admin).ok('/access/group/save', {
      name: 'Board editors',
      members: [`user:${org.peer.userId}`],
    });
    await app.jobs.runJobsUntilIdle();
    expect(
      await refusal(org.admin, '/dashboard/saveDashboardShares', {
        id: saved.id,
        shares: [{ kind: 'user', id: 'nope', level: 'view' }],
      }),
    ).toBe('Share 1: there is no user "nope" in your organisation');
    const shared = await as(org.admin).ok('/dashboard/saveDashboardShares', {
      id: saved.id,
      shares: [
        { kind: 'role', id: org.roles.rep, level: 'view' },
        { kind: 'group', id: group.id, level: 'edit' },
      ],
    });
    expect(shared.shareCount).toBe(2);
    const shares = await as(org.admin).ok('/dashboard/getDashboardShares', { id: saved.id });
    expect(
      shares.shares.map((share: { kind: string; name: string; level: string }) => [
        share.kind,
        share.name,
        share.level,
      ]),
    ).toEqual([
      ['group', 'Board editors', 'edit'],
      ['role', 'Sales rep', 'view'],
    ]);
    // The rep reaches it through his role, to view: the list says so and his run counts his rows only.
    const listed = (await as(org.rep).ok('/dashboard/getDashboardList', { keyword: 'shared board' }))
      .dashboards as Array<{ id: string; access: string; canEdit: boolean }>;
    expect(listed.map(({ id, access, canEdit }) => [id, access, canEdit])).toEqual([
      [saved.id, 'view', false],
    ]);
    expect((await totals(org.rep, saved.id))[0]?.result?.total).toEqual({ count: 2, values: [150] });
    expect((await totals(org.peer, saved.id))[0]?.result?.total).toEqual({ count: 1, values: [1000] });
    const layout = [{ id: 'stages', x: 6, y: 0, w: 6, h: 4 }];
    expect(await status(org.rep, '/dashboard/saveLayout', { id: saved.id, layout })).toBe(403);
    expect(await status(org.rep, '/dashboard/getDashboardShares', { id: saved.id })).toBe(403);
    // The peer edits through the group: arranges and renames it, but neither shares nor deletes it.
    await as(org.peer).ok('/dashboard/saveLayout', { id: saved.id, layout });
    const renamed = await as(org.peer).ok('/dashboard/saveDashboard', {
      ...dashboard([{ ...box('stages', 6, 0), reportId: stageReport }], {
        name: 'Shared board 2',
        isPublic: false,
      }),
      id: saved.id,
    });
    expect(renamed).toMatchObject({ name: 'Shared board 2', access: 'edit', shareCount: 2 });
    const publish = await as(org.peer).call('/dashboard/saveDashboard', {
      ...dashboard([{ ...box('stages', 6, 0), reportId: stageReport }], { name: 'Shared board 2' }),
      id: saved.id,
    });
    expect([publish.status, publish.json.returnInfo]).toEqual([
      403,
      'Dashboard "Shared board 2": only its owner or an administrator may share it with the organisation',
    ]);
    for (const url of ['/dashboard/deleteDashboard', '/dashboard/getDashboardShares'])
      expect(await status(org.peer, url, { id: saved.id }), url).toBe(403);
    expect(await status(org.peer, '/dashboard/saveDashboardShares', { id: saved.id, shares: [] })).toBe(403);
    // A role share is the role itself: the manager above the reps does not reach it.
    expect(await status(org.manager, '/dashboard/runDashboard', { id: saved.id })).toBe(404);
    // A home page may show it to those who reach it; once unshared, it is gone for them.
    await as(org.rep).ok('/homePage/savePersonalPage', {
      components: [{ id: 'p1', kind: 'dashboard', targetId: saved.id }],
    });
    await as(org.admin).ok('/dashboard/saveDashboardShares', { id: saved.id, shares: [] });
    for (const url of ['/dashboard/getDashboard', '/dashboard/runDashboard'])
      expect(await status(org.rep, url, { id: saved.id }), url).toBe(404);
    expect(
      (await as(org.rep).call('/dashboard/drillDown', { id: saved.id, componentId: 'stages', key: null }))
        .status,
    ).toBe(404);
    expect(
      await refusal(org.rep, '/homePage/savePersonalPage', {
        components: [{ id: 'p1', kind: 'dashboard', targetId: saved.id }],
      }),
    ).toMatch(/^Component 1/);
    await as(org.rep).ok('/homePage/savePersonalPage', { components: null });
    await as(org.admin).ok('/dashboard/deleteDashboard', { id: saved.id });
  });

  it('dashboard filters apply where the object has the field; a segment opens its records', async () => {
    const components = [
      { ...box('stages', 0, 0), reportId: stageReport },
      { ...box('accounts', 6, 0), reportId: accountReport },
    ];
    const saved = await as(org.rep).ok(
      '/dashboard/saveDashboard',
      dashboard(components, { name: 'Filtered' }),
    );
    const filters = [{ field: 'stage', operator: 'e', value: 'Prospecting' }];
    const [stages, accounts] = await totals(org.rep, saved.id, filters);
    expect(stages?.result?.total).toEqual({ count: 1, values: [100] });
    expect(stages?.skippedFilters).toEqual([]);
    expect(accounts?.skippedFilters).toEqual([0]);
    const bad = await totals(org.rep, saved.id, [{ field: 'amount', operator: 'zz', value: '1' }]);
    expect(bad[0]?.error).toMatch(/^Dashboard filter 1/);
    const drilled = await as(org.rep).ok('/dashboard/drillDown', {
      id: saved.id,
      componentId: 'stages',
      key: 'Qualification',
    });
    expect(drilled.rows.map((row: { name: string }) => row.name)).toEqual(['Dash rep B']);
    const none = await as(org.peer).call('/dashboard/drillDown', {
      id: saved.id,
      componentId: 'stages',
      key: null,
    });
    expect(none.status).toBe(200);
    expect(none.json.data.rows.map((row: { name: string }) => row.name)).toEqual([]);
  });

  it('[S1-R-078] [S1-R-079] [S1-R-080] an administrator assigns home pages per role; a user personalises theirs and goes back to the role page', async () => {
    const board = await as(org.admin).ok(
      '/dashboard/saveDashboard',
      dashboard([{ ...box('a', 0, 0), reportId: stageReport }], { name: 'Home board' }),
    );
    const rolePage = [
      { id: 'h1', kind: 'dashboard', targetId: board.id },
      { id: 'h2', kind: 'myTasks' },
    ];
    const homeOf = async (user: TestUser) => as(user).ok('/homePage/getHomePage', {});
    expect((await homeOf(org.rep)).source).toBe('none');
    expect((await homeOf(org.rep)).components).toEqual([]);
    // Only an administrator assigns pages, to a role that exists, with components that name what they show.
    expect(
      (await as(org.rep).call('/homePage/saveRolePage', { roleId: org.roles.rep, components: rolePage }))
        .status,
    ).toBe(403);
    expect((await as(org.rep).call('/homePage/getRolePages', {})).status).toBe(403);
    expect(await refusal(org.admin, '/homePage/saveRolePage', { roleId: 'nope', components: rolePage })).toBe(
      'Role: there is no role "nope" in the organisation',
    );
    expect(
      await refusal(org.admin, '/homePage/saveRolePage', {
        roleId: org.roles.rep,
        components: [{ id: 'x', kind: 'reportChart' }],
      }),
    ).toBe('Component 1: choose the report it shows');
    expect(
      await refusal(org.admin, '/homePage/saveRolePage', {
        roleId: org.roles.rep,
        components: [{ id: 'x', kind: 'listView', targetId: 'NoSuchObject' }],
      }),
    ).toBe('Component 1: there is no object "NoSuchObject"');
    await as(org.admin).ok('/homePage/saveRolePage', {
      roleId: org.roles.rep,
      name: 'Reps',
      components: rolePage,
    });
    await as(org.admin).ok('/homePage/saveRolePage', {
      roleId: null,
      name: 'Everyone',
      components: [{ id: 's1', kind: 'approvals' }],
    });
    const pages = await as(org.admin).ok('/homePage/getRolePages', {});
    expect(
      pages.pages.map((page: { roleId: string | null; name: string }) => [page.roleId, page.name]),
    ).toEqual([
      [null, 'Everyone'],
      [org.roles.rep, 'Reps'],
    ]);
    const repHome = await homeOf(org.rep);
    expect(repHome).toMatchObject({ source: 'role', name: 'Reps', roleId: org.roles.rep });
    expect(repHome.components.map((c: { kind: string }) => c.kind)).toEqual(['dashboard', 'myTasks']);
    expect(await homeOf(org.peer)).toMatchObject({ source: 'standard', name: 'Everyone' });
    // The rep's own page wins over the role's; null returns to the role's page.
    const mine = await as(org.rep).ok('/homePage/savePersonalPage', {
      components: [{ id: 'p1', kind: 'recentRecords', targetId: 'Opportunity' }],
    });
    expect(mine.source).toBe('personal');
    expect((await homeOf(org.manager)).source).toBe('standard');
    expect((await as(org.rep).ok('/homePage/savePersonalPage', { components: null })).source).toBe('role');
  });

  it("[S1-R-083] a dashboard subscription e-mails each component's figures as its subscriber sees them, in their language; every recipient must see the dashboard", async () => {
    const relay = await startRelay();
    try {
      await as(org.admin).ok('/mail/orgServer/save', {
        smtpHost: '127.0.0.1',
        smtpPort: relay.port,
        smtpTls: false,
        fromAddress: 'crm@dashboards.example',
      });
      const board = await as(org.admin).ok(
        '/dashboard/saveDashboard',
        dashboard([{ ...box('a', 0, 0), reportId: stageReport }], {
          name: 'Weekly pipeline',
          isPublic: false,
        }),
      );
      await as(org.admin).ok('/dashboard/saveDashboardShares', {
        id: board.id,
        shares: [org.rep, org.manager].map((user) => ({ kind: 'user', id: user.userId, level: 'view' })),
      });
      const subscribe = { dashboardId: board.id, frequency: 'monthly', dayOfMonth: 3, hour: 7 };
      // The picker offers those who see it (the manager, the admin), never the rep herself nor the peer.
      const offered = await as(org.rep).ok('/dashboard/getSubscriptionRecipients', { dashboardId: board.id });
      const offeredEmails = offered.map((person: { email: string }) => person.email);
      expect(offeredEmails).toContain(org.manager.email);
      expect(offeredEmails).not.toContain(org.rep.email);
      expect(offeredEmails).not.toContain(org.peer.email);
      expect(
        await refusal(org.rep, '/dashboard/saveSubscription', { ...subscribe, recipients: [org.peer.email] }),
      ).toMatch(/^recipients: .+ may not see this dashboard$/);
      expect(
        await refusal(org.rep, '/dashboard/saveSubscription', {
          ...subscribe,
          recipients: ['nobody@dashboards.example'],
        }),
      ).toBe('recipients: "nobody@dashboards.example" is not an active user of the organisation');
      const subscription = await as(org.rep).ok('/dashboard/saveSubscription', {
        ...subscribe,
        recipients: [org.manager.email],
      });
      expect(subscription).toMatchObject({
        dashboardName: 'Weekly pipeline',
        frequency: 'monthly',
        dayOfMonth: 3,
      });
      const next = new Date(subscription.nextRunAt);
      expect([next.getUTCDate(), next.getUTCHours(), next.getUTCMinutes()]).toEqual([3, 7, 0]);

      await as(org.rep).ok('/user/saveLanguage', { language: 'de' });
      try {
        await as(org.rep).ok('/dashboard/sendSubscriptionNow', { id: subscription.id });
        await app.jobs.runJobsUntilIdle();
      } finally {
        await as(org.rep).ok('/user/saveLanguage', { language: 'en' });
      }
      expect(relay.received).toHaveLength(1);
      const [mail] = relay.received;
      expect(mail?.to.sort()).toEqual([org.manager.email, org.rep.email].sort());
      expect(mail?.subject).toBe('Dashboard: Weekly pipeline');
      // The rep's two deals, never the peer's: headed in German.
      expect(mail?.html).toContain('<th>Phase</th><th>Anzahl Datensätze</th><th>Summe von Betrag</th>');
      expect(mail?.html).toContain('<td>Gesamt</td><td>2</td><td>150</td>');
      const [sent] = await as(org.rep).ok('/dashboard/getSubscriptions', { dashboardId: board.id });
      expect(sent).toMatchObject({ status: 'sent', lastError: '' });

      // The dashboard no longer shared with the rep: nothing is sent, and the list says why.
      await as(org.admin).ok('/dashboard/saveDashboardShares', { id: board.id, shares: [] });
      await as(org.rep).ok('/dashboard/sendSubscriptionNow', { id: subscription.id });
      await app.jobs.runJobsUntilIdle();
      expect(relay.received).toHaveLength(1);
      const [gone] = await as(org.rep).ok('/dashboard/getSubscriptions', {});
      expect(gone).toMatchObject({ status: 'failed', dashboardDeleted: true });
      expect(gone.lastError).toContain('The dashboard was deleted, or you may no longer see it');
      await as(org.rep).ok('/dashboard/deleteSubscription', { id: subscription.id });
    } finally {
      await relay.close();
    }
  });
});
