import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AccessOrg, callsAs, createAccessOrg } from '../../test-support/access-org.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';

/** Issue 4: report flags and developer-space permissions follow the user's profile, set by an administrator. */
describeEachDatabase('report and developer-space permissions per profile', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  const getApp = () => app;
  const flagsOf = async (user: AccessOrg['rep']) =>
    (await callsAs(getApp, user).call('/report/getReportEnableList', {})).json.data;
  const developerOf = async (user: AccessOrg['rep']) =>
    (await callsAs(getApp, user).call('/user/getDeveloperSpacePermissions', {})).json.data;

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    org = await createAccessOrg(getDatabase().handle, getApp, 'org_app_permissions');
    await getDatabase()
      .handle.db.insertInto('report_permission')
      .values({
        org_id: org.orgId,
        relate_id: 'rpt_pipeline',
        isenable: 1,
        can_run: 1,
        can_export: 1,
        can_new: 1,
      })
      .execute();
  });
  afterAll(async () => {
    await app.close();
  });

  it('[S1-P-004] built in: standard users run, export and create reports; partners only run them', async () => {
    const all = { relateId: 'rpt_pipeline', isenable: true, run: true, export: true, new: true };
    expect(await flagsOf(org.admin)).toEqual([all]);
    expect(await flagsOf(org.rep)).toEqual([all]);
    expect(await flagsOf(org.partnerA)).toEqual([{ ...all, export: false, new: false }]);
  });

  it('[S1-P-004] a profile that may not export reports loses the export flag of every report', async () => {
    const { json } = await callsAs(getApp, org.admin).call('/access/profile/save', {
      id: 'standard_user',
      name: 'Standard user',
      appPermissions: { reportExport: false },
    });
    expect(json.result, JSON.stringify(json)).toBe(true);
    expect(await flagsOf(org.rep)).toEqual([
      { relateId: 'rpt_pipeline', isenable: true, run: true, export: false, new: true },
    ]);
    expect((await flagsOf(org.admin))[0].export).toBe(true);
    const listed = await callsAs(getApp, org.admin).call('/access/profile/list', {});
    const standard = listed.json.data.profiles.find(
      (profile: { id: string }) => profile.id === 'standard_user',
    );
    expect(standard.appPermissions).toMatchObject({ reportRun: true, reportExport: false, reportNew: true });
  });

  it('[S1-P-003] developer-space permissions: only administrators by default; a profile can be given some', async () => {
    expect(await developerOf(org.rep)).toEqual({
      isDeveloper: false,
      canEditScripts: false,
      canEditCustomPages: false,
      canManageObjects: false,
    });
    await callsAs(getApp, org.admin).call('/access/profile/save', {
      id: 'standard_user',
      name: 'Standard user',
      appPermissions: { developerScripts: true },
    });
    expect(await developerOf(org.rep)).toEqual({
      isDeveloper: true,
      canEditScripts: true,
      canEditCustomPages: false,
      canManageObjects: false,
    });
    expect((await developerOf(org.admin)).isDeveloper).toBe(true);
    expect((await developerOf(org.partnerA)).isDeveloper).toBe(false);
  });

  it('[S1-P-004] the server enforces the flags: a report switched off or not exportable, a profile that may not create or run', async () => {
    const admin = callsAs(getApp, org.admin);
    const rep = callsAs(getApp, org.rep);
    const setProfile = async (permissions: Record<string, boolean>) => {
      const { json } = await admin.call('/access/profile/save', {
        id: 'standard_user',
        name: 'Standard user',
        appPermissions: permissions,
      });
      expect(json.result, JSON.stringify(json)).toBe(true);
    };
    const definition = {
      objectApi: 'Account',
      format: 'tabular',
      columns: ['name'],
      groupings: [],
      filters: [],
      summaries: [],
      chart: null,
    };
    const saved = (await admin.ok('/report/saveReport', {
      name: 'Flagged accounts',
      isPublic: true,
      definition,
    })) as {
      id: string;
    };
    const flags = (values: { isenable: number; can_run: number; can_export: number; can_new: number }) =>
      getDatabase()
        .handle.db.insertInto('report_permission')
        .values({ org_id: org.orgId, relate_id: saved.id, ...values })
        .onConflict((conflict) => conflict.columns(['org_id', 'relate_id']).doUpdateSet(values))
        .execute();
    await flags({ isenable: 1, can_run: 1, can_export: 0, can_new: 0 });
    await setProfile({ reportRun: true, reportExport: true, reportNew: false });
    const refused = async (path: string, body: Record<string, unknown>, reason: string) => {
      const { status, json } = await rep.call(path, body);
      expect(status, JSON.stringify(json)).toBe(403);
      expect(json).toMatchObject({ result: false, returnInfo: reason });
    };

    // What the list offers is what the server allows.
    const listed = (await rep.ok('/report/getReportList', { keyword: 'Flagged' })) as {
      canCreate: boolean;
      reports: Array<{ id: string; actions: Record<string, boolean> }>;
    };
    expect(listed.canCreate).toBe(false);
    expect(listed.reports.find((report) => report.id === saved.id)?.actions).toEqual({
      run: true,
      export: false,
      new: false,
    });
    await rep.ok('/report/runReport', { id: saved.id });
    const notExportable = 'The administrator does not allow this report to be exported';
    await refused('/report/exportReport', { id: saved.id, format: 'csv' }, notExportable);
    await refused(
      '/report/saveSubscription',
      { reportId: saved.id, frequency: 'daily', hour: 8, recipients: ['boss@example.com'] },
      notExportable,
    );
    await refused('/report/saveReport', { name: 'Mine', definition }, 'Your profile may not create reports');

    // Switched off: not run, by id or from the builder that opened it; a draft of one's own still runs.
    await flags({ isenable: 0, can_run: 1, can_export: 1, can_new: 1 });
    const off = 'The administrator has switched this report off';
    await refused('/report/runReport', { id: saved.id }, off);
    await refused('/report/runReport', { id: saved.id, definition }, off);
    await rep.ok('/report/runReport', { definition });
    expect((await admin.call('/report/runReport', { id: saved.id })).status).toBe(403);

    // A profile that may not run reports runs none, not even a draft.
    await setProfile({ reportRun: false });
    await refused('/report/runReport', { definition }, 'Your profile may not run reports');
    await setProfile({ reportRun: true, reportExport: true, reportNew: true });
  });

  it('refuses an unknown permission by name, and a non-administrator', async () => {
    const bad = await callsAs(getApp, org.admin).call('/access/profile/save', {
      id: 'standard_user',
      name: 'Standard user',
      appPermissions: { reportDelete: true },
    });
    expect(bad.json.result).toBe(false);
    expect(bad.json.returnInfo).toContain('reportDelete');
    const notAdmin = await callsAs(getApp, org.rep).call('/access/profile/save', {
      id: 'standard_user',
      name: 'Standard user',
      appPermissions: { developerObjects: true },
    });
    expect(notAdmin.json).toMatchObject({ result: false, returnCode: '403' });
  });
});
