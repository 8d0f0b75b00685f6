import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, envelopeFor, type TestUser } from '../../test-support/test-users.js';
import { seedShellForOrg } from './demo-seed.js';

describeEachDatabase('shell: startup calls', (getDatabase) => {
  let app: FastifyInstance;
  let admin: TestUser;
  let outsider: TestUser;

  const db = () => getDatabase().handle.db;
  const post = (user: TestUser, url: string, body: unknown) =>
    app.inject({ method: 'POST', url, payload: envelopeFor(user, body) });

  beforeAll(async () => {
    const handle = getDatabase().handle;
    app = await createTestApp(handle);
    admin = await createTestUser(handle, { name: 'Ada Admin' });
    outsider = await createTestUser(handle, { orgId: 'org_other' });
    await seedShellForOrg(db(), admin.orgId, new Date('2026-01-01T00:00:00Z'));
  });
  afterAll(async () => {
    await app.close();
  });

  describe('POST /api/ccchat/person/getSetupInfo', () => {
    it("[S1-C-012] answers the user's chat identity and our own WebSocket address", async () => {
      const response = await post(admin, '/api/ccchat/person/getSetupInfo', {});
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        enabled: true,
        imUserId: admin.userId,
        imUserName: 'Ada Admin',
        serviceUrl: '/ws',
        fileUploadUrl: '/api/file/upload',
      });
    });
  });

  describe('POST /api/report/getReportEnableList', () => {
    it('[S1-C-014][S1-D-012][S1-P-004] answers relateId and isenable with run, export and new per report; isenable false turns all off', async () => {
      const response = await post(admin, '/api/report/getReportEnableList', {});
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual([
        { relateId: 'rpt_archived_leads', isenable: false, run: false, export: false, new: false },
        { relateId: 'rpt_open_cases', isenable: true, run: true, export: false, new: false },
        { relateId: 'rpt_pipeline_by_stage', isenable: true, run: true, export: true, new: true },
      ]);
    });

    it("answers another organisation's user none of these flags", async () => {
      expect((await post(outsider, '/api/report/getReportEnableList', {})).json().data).toEqual([]);
    });
  });

  describe('POST /api/report/getExportReportURL', () => {
    it('[S1-C-013] answers the export service base address on our own origin', async () => {
      const response = await post(admin, '/api/report/getExportReportURL', {});
      expect(response.json()).toMatchObject({ result: true, returnCode: '1', data: '/api/report/export' });
    });
  });

  describe('POST /api/custom/pc/1.0/post/listCustomCompAddr', () => {
    it("[S1-C-021] answers the active component addresses, split into velaAddrList and customAddrList, with returnCode '200'", async () => {
      await db()
        .insertInto('custom_component_address')
        .values([
          {
            id: '0ccA',
            org_id: admin.orgId,
            kind: 'custom',
            address: '/custom/b.js',
            is_active: 1,
            sort_order: 2,
          },
          {
            id: '0ccB',
            org_id: admin.orgId,
            kind: 'custom',
            address: '/custom/a.js',
            is_active: 1,
            sort_order: 1,
          },
          {
            id: '0ccC',
            org_id: admin.orgId,
            kind: 'custom',
            address: '/custom/off.js',
            is_active: 0,
            sort_order: 0,
          },
          {
            id: '0ccD',
            org_id: admin.orgId,
            kind: 'vela',
            address: '/components/core.js',
            is_active: 1,
            sort_order: 0,
          },
          {
            id: '0ccE',
            org_id: 'org_other',
            kind: 'custom',
            address: '/custom/theirs.js',
            is_active: 1,
            sort_order: 0,
          },
        ])
        .execute();
      const response = await post(admin, '/api/custom/pc/1.0/post/listCustomCompAddr', {
        loadModel: 'start',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        result: true,
        returnCode: '200',
        data: { velaAddrList: ['/components/core.js'], customAddrList: ['/custom/a.js', '/custom/b.js'] },
      });
    });

    it.each([{ loadModel: 'later' }, {}, { loadModel: 'start', extra: 1 }])(
      'refuses the body %j with a 400',
      async (body) => {
        const response = await post(admin, '/api/custom/pc/1.0/post/listCustomCompAddr', body);
        expect(response.statusCode).toBe(400);
        expect(response.json().returnInfo).toMatch(/loadModel|extra/);
      },
    );
  });

  describe('POST /api/script/listClientScript', () => {
    it('[S1-C-022][S1-D-014] answers the active PC scripts with their scriptContent, in the order they run', async () => {
      await db()
        .insertInto('client_script')
        .values([
          {
            id: '0csOff',
            org_id: admin.orgId,
            name: 'Switched off',
            phase: 'onLoad',
            object_api: null,
            usage_scenario: 'PC',
            sort_order: 1,
            script_content: 'return false;',
            is_active: 0,
            created_at: '2026-01-01T00:00:00.000Z',
          },
          {
            id: '0csMobile',
            org_id: admin.orgId,
            name: 'Phone only',
            phase: 'onLoad',
            object_api: null,
            usage_scenario: 'MOBILE',
            sort_order: 1,
            script_content: 'return true;',
            is_active: 1,
            created_at: '2026-01-01T00:00:00.000Z',
          },
          {
            id: '0csFirst',
            org_id: admin.orgId,
            name: 'Runs first',
            phase: 'onChange',
            object_api: 'Account',
            usage_scenario: 'PC',
            sort_order: 5,
            script_content: 'return true;',
            is_active: 1,
            created_at: '2026-01-01T00:00:00.000Z',
          },
        ])
        .execute();
      const response = await post(admin, '/api/script/listClientScript', { usageScenario: 'PC' });
      expect(response.statusCode).toBe(200);
      expect(response.json().result).toBe(true);
      const scripts = response.json().data;
      expect(scripts.map((script: { name: string }) => script.name)).toEqual([
        'Runs first',
        'Mark pages that ran client scripts',
        'Block leads from BLOCKED',
      ]);
      expect(scripts[0]).toEqual({
        id: '0csFirst',
        name: 'Runs first',
        phase: 'onChange',
        objectApi: 'Account',
        order: 5,
        usageScenario: 'PC',
        scriptContent: 'return true;',
      });
      expect(scripts[1]).not.toHaveProperty('objectApi');
      expect(scripts[2]).toMatchObject({ phase: 'beforeSave', objectApi: 'Lead' });
      expect(scripts[2].scriptContent).toContain("'BLOCKED'");
    });

    it("answers another organisation's user none of these scripts", async () => {
      expect(
        (await post(outsider, '/api/script/listClientScript', { usageScenario: 'PC' })).json().data,
      ).toEqual([]);
    });

    it('refuses a usage scenario other than PC with a 400 naming it', async () => {
      const response = await post(admin, '/api/script/listClientScript', { usageScenario: 'pc' });
      expect(response.statusCode).toBe(400);
      expect(response.json().returnInfo).toContain('body.body.usageScenario');
    });
  });
});
