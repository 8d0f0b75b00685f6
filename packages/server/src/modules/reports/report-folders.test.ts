import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AccessOrg, callsAs, createAccessOrg } from '../../test-support/access-org.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import type { TestUser } from '../../test-support/test-users.js';

const byStage = {
  objectApi: 'Opportunity',
  format: 'summary',
  columns: ['name'],
  groupings: [{ field: 'stage' }],
  filters: [],
  summaries: [{ field: 'amount', fn: 'sum' }],
  chart: null,
};

interface Folder {
  id: string;
  name: string;
  access: string;
  reportCount: number;
}

/** Report folders (issue 19): created, renamed, shared with users, roles and public groups, deleted when empty. */
describeEachDatabase('report folders', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  const getApp = () => app;
  const as = (user: TestUser) => callsAs(getApp, user);
  const foldersOf = async (user: TestUser) => (await as(user).ok('/report/getReportFolders', {})) as Folder[];
  const answer = async (user: TestUser, url: string, body: unknown) => {
    const { status, json } = await as(user).call(url, body);
    return { status, code: json.returnCode as string, info: json.returnInfo as string };
  };

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    org = await createAccessOrg(getDatabase().handle, getApp, 'org_report_folders');
    const owd = await as(org.admin).call('/access/owd/save', {
      objectApi: 'Opportunity',
      defaultAccess: 'private',
    });
    expect(owd.json.result).toBe(true);
    const account = await as(org.rep).create('Account', { name: 'Folder Traders' });
    await as(org.rep).create('Opportunity', {
      name: 'Rep deal',
      khmc: account,
      stage: 'Prospecting',
      amount: 300,
      closedate: '2026-11-10',
    });
    await as(org.peer).create('Opportunity', {
      name: 'Peer deal',
      khmc: account,
      stage: 'Prospecting',
      amount: 70,
      closedate: '2026-11-12',
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('a folder is its creator’s alone until shared; a report saved in it is seen by those who see the folder', async () => {
    const folder = (await as(org.rep).ok('/report/saveReportFolder', { name: ' Pipeline ' })) as Folder;
    expect(folder).toMatchObject({ name: 'Pipeline', access: 'manage', reportCount: 0 });
    const report = await as(org.rep).ok('/report/saveReport', {
      name: 'Pipeline by stage',
      folderId: folder.id,
      definition: byStage,
    });
    expect(report).toMatchObject({ folderId: folder.id, folderName: 'Pipeline', isPublic: false });
    expect((await foldersOf(org.rep)).find((entry) => entry.id === folder.id)?.reportCount).toBe(1);
    const inFolder = await as(org.rep).ok('/report/getReportList', { folderId: folder.id });
    expect(inFolder.reports.map((entry: { name: string }) => entry.name)).toEqual(['Pipeline by stage']);

    // Not shared: the peer finds no trace of the folder or its report.
    expect((await foldersOf(org.peer)).map((entry) => entry.id)).not.toContain(folder.id);
    expect((await answer(org.peer, '/report/getReportList', { folderId: folder.id })).status).toBe(404);
    expect((await answer(org.peer, '/report/runReport', { id: report.id })).status).toBe(404);

    // Shared with the peer's role to view: they run it over their own rows only, and change nothing.
    await as(org.rep).ok('/report/saveReportFolderShares', {
      id: folder.id,
      shares: [{ kind: 'role', id: org.roles.support, level: 'view' }],
    });
    expect((await foldersOf(org.peer)).find((entry) => entry.id === folder.id)?.access).toBe('view');
    const peerRun = await as(org.peer).ok('/report/runReport', { id: report.id });
    expect(peerRun.total).toEqual({ count: 1, values: [70] });
    expect((await as(org.rep).ok('/report/runReport', { id: report.id })).total).toEqual({
      count: 1,
      values: [300],
    });
    const listed = await as(org.peer).ok('/report/getReportList', { folderId: folder.id });
    expect(listed.reports[0]).toMatchObject({ name: 'Pipeline by stage', canEdit: false });
    const intoFolder = await answer(org.peer, '/report/saveReport', {
      name: 'Mine',
      folderId: folder.id,
      definition: byStage,
    });
    expect(intoFolder).toMatchObject({ status: 403 });
    expect(intoFolder.info).toContain('Report folder "Pipeline": you need edit access to save reports in it');
    expect((await answer(org.peer, '/report/saveReportFolder', { id: folder.id, name: 'Ours' })).status).toBe(
      403,
    );
    expect((await answer(org.peer, '/report/deleteReport', { id: report.id })).info).toContain(
      'an editor of its folder',
    );
    expect((await answer(org.peer, '/report/getReportFolderShares', { id: folder.id })).info).toContain(
      'only its owner or an administrator may see whom it is shared with',
    );
    expect((await answer(org.peer, '/report/deleteReportFolder', { id: folder.id })).status).toBe(403);
  });

  it('edit access through a public group or a user share: rename the folder, save and change its reports', async () => {
    const folder = (await as(org.rep).ok('/report/saveReportFolder', { name: 'Forecast' })) as Folder;
    const group = await as(org.admin).ok('/access/group/save', {
      name: 'Forecast editors',
      members: [`user:${org.manager.userId}`],
    });
    await app.jobs.runJobsUntilIdle();
    const shared = await as(org.rep).ok('/report/saveReportFolderShares', {
      id: folder.id,
      shares: [
        { kind: 'group', id: group.id, level: 'edit' },
        { kind: 'user', id: org.peer.userId, level: 'view' },
      ],
    });
    expect(shared.shareCount).toBe(2);
    const shares = await as(org.rep).ok('/report/getReportFolderShares', { id: folder.id });
    expect(
      shares.shares.map((share: { kind: string; name: string; level: string }) => [
        share.kind,
        share.name,
        share.level,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['group', 'Forecast editors', 'edit'],
        ['user', 'Pia Peer', 'view'],
      ]),
    );
    expect(shares.principals).toEqual(
      expect.arrayContaining([
        { kind: 'role', id: org.roles.support, name: 'Support' },
        { kind: 'group', id: group.id, name: 'Forecast editors' },
      ]),
    );
    expect((await foldersOf(org.manager)).find((entry) => entry.id === folder.id)?.access).toBe('edit');
    expect((await foldersOf(org.peer)).find((entry) => entry.id === folder.id)?.access).toBe('view');
    const renamed = await as(org.manager).ok('/report/saveReportFolder', {
      id: folder.id,
      name: 'Forecast Q4',
    });
    expect(renamed).toMatchObject({ name: 'Forecast Q4', access: 'edit' });
    const repReport = await as(org.rep).ok('/report/saveReport', {
      name: 'Rep forecast',
      folderId: folder.id,
      definition: byStage,
    });
    const changed = await as(org.manager).ok('/report/saveReport', {
      id: repReport.id,
      name: 'Team forecast',
      folderId: folder.id,
      definition: byStage,
    });
    expect(changed).toMatchObject({ name: 'Team forecast', ownerId: org.rep.userId, canEdit: true });
    // The manager may not share or delete the folder: that is its owner's.
    expect(
      (await answer(org.manager, '/report/saveReportFolderShares', { id: folder.id, shares: [] })).status,
    ).toBe(403);
  });

  it('a folder holding reports is not deleted (10801, naming the count); empty, it is', async () => {
    const folder = (await as(org.rep).ok('/report/saveReportFolder', { name: 'Old stuff' })) as Folder;
    const first = await as(org.rep).ok('/report/saveReport', {
      name: 'Old one',
      folderId: folder.id,
      definition: byStage,
    });
    await as(org.rep).ok('/report/saveReport', { name: 'Old two', folderId: folder.id, definition: byStage });
    const refused = await answer(org.rep, '/report/deleteReportFolder', { id: folder.id });
    expect(refused).toMatchObject({ code: '10801' });
    expect(refused.info).toBe('Report folder "Old stuff" still holds 2 reports: move or delete them first');
    // Moving a report out of the folder (no folder) and deleting the other empties it.
    await as(org.rep).ok('/report/saveReport', {
      id: first.id,
      name: 'Old one',
      folderId: null,
      definition: byStage,
    });
    const rest = await as(org.rep).ok('/report/getReportList', { folderId: folder.id });
    await as(org.rep).ok('/report/deleteReport', { id: rest.reports[0].id });
    await as(org.rep).ok('/report/deleteReportFolder', { id: folder.id });
    expect((await foldersOf(org.rep)).map((entry) => entry.id)).not.toContain(folder.id);
    expect((await as(org.rep).ok('/report/getReport', { id: first.id })).folderId).toBeNull();
  });

  it('bad input: blank or long names, unknown principals, folders not seen, partners creating folders', async () => {
    expect((await answer(org.rep, '/report/saveReportFolder', { name: '  ' })).info).toBe(
      'Folder name: enter a name',
    );
    expect((await answer(org.rep, '/report/saveReportFolder', { name: 'x'.repeat(81) })).info).toContain(
      'at most 80 characters',
    );
    const folder = (await as(org.rep).ok('/report/saveReportFolder', { name: 'Checks' })) as Folder;
    const stranger = await answer(org.rep, '/report/saveReportFolderShares', {
      id: folder.id,
      shares: [
        { kind: 'role', id: org.roles.support, level: 'view' },
        { kind: 'user', id: org.partnerA.userId, level: 'view' },
      ],
    });
    expect(stranger).toMatchObject({ status: 400 });
    expect(stranger.info).toBe(`Share 2: there is no user "${org.partnerA.userId}" in your organisation`);
    const badLevel = await answer(org.rep, '/report/saveReportFolderShares', {
      id: folder.id,
      shares: [{ kind: 'role', id: org.roles.support, level: 'owner' }],
    });
    expect(badLevel.status).toBe(400);
    expect((await answer(org.rep, '/report/saveReportFolder', { id: 'nope', name: 'X' })).status).toBe(404);
    expect(
      (await answer(org.peer, '/report/saveReport', { name: 'X', folderId: folder.id, definition: byStage }))
        .status,
    ).toBe(404);
    expect((await answer(org.partnerA, '/report/saveReportFolder', { name: 'Partner folder' })).status).toBe(
      403,
    );
    // The administrator manages every folder of the organisation.
    expect((await foldersOf(org.admin)).find((entry) => entry.id === folder.id)?.access).toBe('manage');
    await as(org.admin).ok('/report/deleteReportFolder', { id: folder.id });
  });

  it("[S1-P-004] [S1-D-012] [S1-C-014] an administrator switches a report's features; a switched-off one is refused naming it, and the enable list says so", async () => {
    const report = await as(org.admin).ok('/report/saveReport', {
      name: 'Switchable pipeline',
      isPublic: true,
      definition: byStage,
    });
    const listed = (await as(org.admin).ok('/report/getReportPermissions', {})) as Array<{
      reportId: string;
      isenable: boolean;
      export: boolean;
    }>;
    expect(listed.find((row) => row.reportId === report.id)).toMatchObject({ isenable: true, export: true });
    for (const [url, body] of [
      ['/report/getReportPermissions', {}],
      [
        '/report/saveReportPermission',
        { reportId: report.id, isenable: true, run: true, export: false, new: true },
      ],
    ] as const) {
      const refused = await answer(org.rep, url, body);
      expect(refused.status, url).toBe(403);
      expect(refused.info).toBe("Only an administrator may switch reports' features");
    }
    const unknown = await answer(org.admin, '/report/saveReportPermission', {
      reportId: 'no-such-report',
      isenable: true,
      run: true,
      export: true,
      new: true,
    });
    expect([unknown.status, unknown.info]).toEqual([
      400,
      'reportId: no report "no-such-report" in this organisation',
    ]);

    const saved = await as(org.admin).ok('/report/saveReportPermission', {
      reportId: report.id,
      isenable: true,
      run: true,
      export: false,
      new: true,
    });
    expect(saved).toMatchObject({ name: 'Switchable pipeline', export: false, run: true });
    await as(org.rep).ok('/report/runReport', { id: report.id });
    const exported = await answer(org.rep, '/report/exportReport', { id: report.id, format: 'csv' });
    expect([exported.status, exported.info]).toEqual([
      403,
      'The administrator does not allow this report to be exported',
    ]);
    await as(org.admin).ok('/report/saveReportPermission', {
      reportId: report.id,
      isenable: false,
      run: true,
      export: true,
      new: true,
    });
    const off = await answer(org.rep, '/report/runReport', { id: report.id });
    expect([off.status, off.info]).toEqual([403, 'The administrator has switched this report off']);
    const flags = (await as(org.rep).ok('/report/getReportEnableList', {})) as Array<{
      relateId: string;
      isenable: boolean;
      run: boolean;
    }>;
    expect(flags.find((row) => row.relateId === report.id)).toMatchObject({ isenable: false, run: false });
    await as(org.admin).ok('/report/deleteReport', { id: report.id });
  });
});
