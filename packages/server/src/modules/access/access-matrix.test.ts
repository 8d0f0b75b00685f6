import { UNREADABLE_LOOKUP_NAME } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccessOrg,
  callsAs,
  createAccessOrg,
  leaksOfRecord,
  settleAccessJobs,
  sightOfRecord,
} from '../../test-support/access-org.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, envelopeFor, type TestUser } from '../../test-support/test-users.js';
import { resolveAccessToken, SecureChannelClient } from '../auth/index.js';
import { payloadFor, type RealtimeEvent } from '../realtime/index.js';

/**
 * The access matrix (issue 4): for each object permission, field permission,
 * sharing setting and role relation, a user who should not see a record gets
 * no trace of it from any record call, and one who should, sees it.
 */
describeEachDatabase('access matrix', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  const getApp = () => app;
  const as = (user: TestUser) => callsAs(getApp, user);
  let accountId = '';
  let seq = 0;
  const newDeal = async (owner: TestUser, fields: Record<string, unknown> = {}) => {
    seq += 1;
    const name = `Deal ${seq} ${Math.random().toString(36).slice(2, 8)}`;
    const id = await as(owner).create('Opportunity', {
      name,
      khmc: accountId,
      stage: 'Prospecting',
      closedate: '2026-09-30',
      ...fields,
    });
    return { id, name, objectId: 'opportunity', objectApi: 'Opportunity', parentId: accountId };
  };
  const setDefault = async (objectApi: string, defaultAccess: string) => {
    const { json } = await as(org.admin).call('/access/owd/save', { objectApi, defaultAccess });
    expect(json.result, JSON.stringify(json)).toBe(true);
  };

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    org = await createAccessOrg(getDatabase().handle, getApp, 'org_matrix');
    await setDefault('Opportunity', 'private');
    accountId = await as(org.rep).create('Account', { name: 'Matrix Holdings' });
  });
  afterAll(async () => {
    await app.close();
  });

  describe('role hierarchy under a private default', () => {
    it('[S1-P-005] the owner, the managers above and the administrator see a private record; a peer and partners find no trace of it', async () => {
      const deal = await newDeal(org.rep);
      for (const viewer of [org.rep, org.manager, org.admin]) {
        const sight = await sightOfRecord(getApp, viewer, deal);
        expect(sight.detail?.data.name, viewer.email).toBe(deal.name);
        expect(sight.foundByName && sight.foundByLookup, viewer.email).toBe(true);
        const related = await as(viewer).call('/objectdetail/getDetailRelatedItems', { id: accountId });
        expect(JSON.stringify(related.json.data)).toContain(deal.id);
      }
      for (const outsider of [org.peer, org.partnerA, org.partnerB])
        expect(await leaksOfRecord(getApp, outsider, deal), outsider.email).toEqual([]);
    });

    it('[S1-P-005] getPermissionById answers the rights: owner and manager full, nobody below the owner', async () => {
      const deal = await newDeal(org.rep);
      const full = {
        isQuery: true,
        isEdit: true,
        isDelete: true,
        isShare: true,
        isTransfer: true,
        isApprove: true,
      };
      expect((await sightOfRecord(getApp, org.rep, deal)).rights).toMatchObject(full);
      expect((await sightOfRecord(getApp, org.manager, deal)).rights).toMatchObject(full);
      const managersDeal = await newDeal(org.manager);
      expect(await leaksOfRecord(getApp, org.rep, managersDeal)).toEqual([]);
    });

    it('a manager whose role only reads below reads but does not edit or delete', async () => {
      const { json } = await as(org.admin).call('/access/role/save', {
        id: org.roles.manager,
        name: 'Sales manager',
        parentRoleId: org.roles.ceo,
        subordinateAccess: 'read',
      });
      expect(json.result).toBe(true);
      const deal = await newDeal(org.rep);
      const rights = (await sightOfRecord(getApp, org.manager, deal)).rights;
      expect(rights).toMatchObject({ isQuery: true, isEdit: false, isDelete: false, isShare: false });
      expect(
        (await as(org.manager).save('Opportunity', { id: deal.id, name: 'Manager edit' })).isSaveSuccess,
      ).toBe(false);
      await as(org.admin).call('/access/role/save', {
        id: org.roles.manager,
        name: 'Sales manager',
        parentRoleId: org.roles.ceo,
        subordinateAccess: 'edit',
      });
      expect(
        (await as(org.manager).save('Opportunity', { id: deal.id, name: 'Manager edit' })).isSaveSuccess,
      ).toBe(true);
    });

    it('the recycle bin: only who may delete a record may restore it; others get the same 404 as for a missing one', async () => {
      const deal = await newDeal(org.rep);
      expect((await as(org.rep).call('/objectdetail/delete', { id: deal.id })).status).toBe(200);
      expect(await leaksOfRecord(getApp, org.peer, deal)).toEqual([]);
      expect((await as(org.peer).call('/objectdetail/restore', { id: deal.id })).status).toBe(404);
      expect((await as(org.manager).call('/objectdetail/restore', { id: deal.id })).json.data.restored).toBe(
        true,
      );
    });
  });

  describe('client pools under a private default', () => {
    const pooled = [
      { objectApi: 'Lead', objectId: 'lead', fields: { company: 'Pooled Ltd', status: 'Open' } },
      { objectApi: 'Account', objectId: 'account', fields: {} },
    ] as const;
    for (const { objectApi, objectId, fields } of pooled) {
      it(`[S1-R-033] a pooled ${objectApi.toLowerCase()}: members read and claim it, its managers edit it, non-members and partners find no trace of it`, async () => {
        const defaults = (await as(org.admin).call('/access/owd/list', {})).json.data as Array<{
          objectApi: string;
          defaultAccess: string;
        }>;
        const before = defaults.find((entry) => entry.objectApi === objectApi)?.defaultAccess ?? 'private';
        await setDefault(objectApi, 'private');
        try {
          await pooledRecordMatrix(objectApi, objectId, fields);
        } finally {
          await setDefault(objectApi, before);
        }
      });
    }
    async function pooledRecordMatrix(
      objectApi: string,
      objectId: string,
      fields: Readonly<Record<string, string>>,
    ) {
      const saved = await as(org.admin).call('/clientPool/savePool', {
        objectApi,
        name: `${objectApi} matrix pool`,
        claimLimit: 5,
        members: [
          { userId: org.rep.userId, isManager: false },
          { userId: org.manager.userId, isManager: true },
        ],
      });
      expect(saved.json.result, JSON.stringify(saved.json)).toBe(true);
      const poolId = saved.json.data.id as string;
      seq += 1;
      const name = `Pooled ${objectApi} ${seq} ${Math.random().toString(36).slice(2, 8)}`;
      const id = await as(org.rep).create(objectApi, { name, ...fields });
      const record = { id, name, objectId, objectApi };
      const back = await as(org.rep).call('/clientPool/return', {
        objectApi,
        poolId,
        id,
        reason: 'Matrix',
      });
      expect(back.json.result, JSON.stringify(back.json)).toBe(true);
      // A member reads the pooled record but may not change it outside the pool calls.
      const member = await sightOfRecord(getApp, org.rep, record);
      expect(member.detail?.data.name).toBe(name);
      expect(member.foundByName).toBe(true);
      expect(member.rights).toMatchObject({ isQuery: true, isEdit: false, isDelete: false });
      // A pool manager edits it too; the administrator sees everything.
      expect((await sightOfRecord(getApp, org.manager, record)).rights).toMatchObject({
        isQuery: true,
        isEdit: true,
      });
      expect((await sightOfRecord(getApp, org.admin, record)).detail?.data.name).toBe(name);
      // Not in the pool, or a partner (never a member): no trace, and no claim.
      for (const outsider of [org.peer, org.partnerA, org.partnerB]) {
        expect(await leaksOfRecord(getApp, outsider, record), outsider.email).toEqual([]);
        const claim = await as(outsider).call('/clientPool/claim', { objectApi, poolId, ids: [id] });
        expect(claim.status, outsider.email).toBe(404);
        expect(JSON.stringify(claim.json)).not.toContain(name);
      }
      const partnerJoins = await as(org.admin).call('/clientPool/savePool', {
        id: poolId,
        objectApi,
        name: `${objectApi} matrix pool`,
        claimLimit: 5,
        members: [{ userId: org.partnerA.userId, isManager: false }],
      });
      expect(partnerJoins.status).toBe(400);
      // The member claims it: now theirs; outsiders still find nothing.
      const claimed = await as(org.rep).call('/clientPool/claim', { objectApi, poolId, ids: [id] });
      expect(claimed.json.result, JSON.stringify(claimed.json)).toBe(true);
      expect((await sightOfRecord(getApp, org.rep, record)).rights).toMatchObject({ isEdit: true });
      expect(await leaksOfRecord(getApp, org.peer, record)).toEqual([]);
      expect(await leaksOfRecord(getApp, org.partnerA, record)).toEqual([]);
    }
  });

  describe('organisation-wide defaults', () => {
    it('public read-only: everyone of the org reads, only the owner side edits; partners still see nothing', async () => {
      const deal = await newDeal(org.rep);
      await setDefault('Opportunity', 'publicReadOnly');
      try {
        const sight = await sightOfRecord(getApp, org.peer, deal);
        expect(sight.detail?.data.name).toBe(deal.name);
        expect(sight.rights).toMatchObject({ isQuery: true, isEdit: false, isDelete: false });
        const refused = await as(org.peer).save('Opportunity', { id: deal.id, name: 'Peer edit' });
        expect(refused.isSaveSuccess).toBe(false);
        expect(await leaksOfRecord(getApp, org.partnerA, deal)).toEqual([]);
      } finally {
        await setDefault('Opportunity', 'private');
      }
      expect(await leaksOfRecord(getApp, org.peer, deal)).toEqual([]);
    });

    it('public read/write: everyone of the org edits, but deleting stays with the owner side', async () => {
      const deal = await newDeal(org.rep);
      await setDefault('Opportunity', 'publicReadWrite');
      try {
        expect((await sightOfRecord(getApp, org.peer, deal)).rights).toMatchObject({
          isEdit: true,
          isDelete: false,
        });
        expect(
          (await as(org.peer).save('Opportunity', { id: deal.id, name: `${deal.name} edited` }))
            .isSaveSuccess,
        ).toBe(true);
        expect((await as(org.peer).call('/objectdetail/delete', { id: deal.id })).status).toBe(404);
      } finally {
        await setDefault('Opportunity', 'private');
      }
    });

    it('controlled by parent: a milestone follows its project', async () => {
      await setDefault('project', 'private');
      await setDefault('velaMilestone', 'controlledByParent');
      const project = await as(org.rep).create('project', {
        name: 'Secret Project',
        start_date: '2026-01-05',
      });
      const milestoneName = 'Milestone of the secret project';
      const milestone = await as(org.rep).create('velaMilestone', {
        name: milestoneName,
        project_name: project,
      });
      const record = {
        id: milestone,
        name: milestoneName,
        objectId: 'velamilestone',
        objectApi: 'velaMilestone',
      };
      expect((await sightOfRecord(getApp, org.rep, record)).detail?.data.name).toBe(milestoneName);
      expect((await sightOfRecord(getApp, org.manager, record)).detail?.data.name).toBe(milestoneName);
      expect(await leaksOfRecord(getApp, org.peer, record)).toEqual([]);
      await as(org.rep).call('/access/share/add', {
        recordId: project,
        group: `user:${org.peer.userId}`,
        accessLevel: 'read',
      });
      const sight = await sightOfRecord(getApp, org.peer, record);
      expect(sight.detail?.data.name).toBe(milestoneName);
      expect(sight.rights).toMatchObject({ isQuery: true, isEdit: false });
    });
  });

  describe('imports', () => {
    it('[S1-R-127] an import saves as its importer: a private record of another is refused row by row, and an import is its owner’s alone', async () => {
      const deal = await newDeal(org.rep);
      const csv = `Id,Opportunity name\n${deal.id},Taken over\n`;
      const upload = await as(org.peer).call('/importFile/upload', {
        objectApi: 'Opportunity',
        operation: 'update',
        fileName: 'deals.csv',
        contentBase64: Buffer.from(csv).toString('base64'),
      });
      expect(upload.json.result, JSON.stringify(upload.json)).toBe(true);
      const importId = upload.json.data.id as string;
      const proposal = (await as(org.peer).call('/importFile/getMapping', { importId })).json.data;
      const mapping = (proposal.mapping as Array<{ column: string; field: string }>).map((entry) =>
        entry.column === 'Id' ? { ...entry, field: 'id' } : { ...entry, field: 'name' },
      );
      await as(org.peer).call('/importFile/dryRun', {
        importId,
        mapping,
        dateFormat: 'YYYY-MM-DD',
        numberFormat: 'dot',
      });
      await app.jobs.runJobsUntilIdle();
      const checked = (await as(org.peer).call('/importFile/getImport', { importId })).json.data;
      expect(checked.dryRun).toEqual({ ok: 0, failed: 1 });
      expect(checked.failures[0].reason).toContain('may not change it');
      expect(JSON.stringify(checked)).not.toContain(deal.name);
      // Another user's import is not theirs to read, run or download.
      for (const path of ['/importFile/getImport', '/importFile/run', '/importFile/downloadFailFile'])
        expect((await as(org.rep).call(path, { importId })).status, path).toBe(404);
    });

    it('[S1-R-124] the stored upload and the import size limit: only administrators change the limit, signed-out callers get nothing, a signed-in importer uploads', async () => {
      expect(
        (await as(org.peer).call('/importFile/saveSettings', { maxFileBytes: 5 * 1024 * 1024 })).status,
      ).toBe(403);
      expect((await as(org.peer).call('/importFile/getSettings', {})).json.data.maxFileBytes).toBeGreaterThan(
        0,
      );
      for (const path of ['/importFile/getSettings', '/importFile/saveSettings'])
        expect(
          (await app.inject({ method: 'POST', url: `/api${path}`, payload: { head: {}, body: {} } }))
            .statusCode,
          path,
        ).toBe(401);
      const boundary = '----vela-matrix-import';
      const upload = (headers: Record<string, string>) =>
        app.inject({
          method: 'POST',
          url: '/api/importFile/uploadFile?objectApi=Opportunity&operation=insert',
          headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
          payload: Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="deals.csv"\r\nContent-Type: text/csv\r\n\r\nOpportunity name\nSecret deal\r\n--${boundary}--\r\n`,
          ),
        });
      expect((await upload({})).statusCode).toBe(401);
      expect((await upload({ accesstoken: org.peer.accessToken })).json().result).toBe(true);
    });
  });

  describe('exports', () => {
    it('an export is its owner’s alone: another person’s getExport and download answer as a missing one', async () => {
      const started = await as(org.peer).call('/exportFile/start', {
        objectApi: 'Opportunity',
        format: 'csv',
      });
      expect(started.json.result, JSON.stringify(started.json)).toBe(true);
      const exportId = started.json.data.id as number;
      expect((await as(org.peer).call('/exportFile/getExport', { exportId })).status).toBe(200);
      for (const outsider of [org.rep, org.admin, org.partnerA])
        for (const path of ['/exportFile/getExport', '/exportFile/download'])
          expect((await as(outsider).call(path, { exportId })).status, `${outsider.email} ${path}`).toBe(404);
      const history = (await as(org.rep).call('/exportFile/listExports', {})).json.data as Array<{
        id: number;
      }>;
      expect(history.map((entry) => entry.id)).not.toContain(exportId);
    });
  });

  describe('mail', () => {
    it('[issue 23] a mass e-mail reaches only list records its sender may read; its progress is the sender’s', async () => {
      const stamp = Math.random().toString(36).slice(2, 8);
      await as(org.rep).create('Contact', { name: `Mass ${stamp}`, email: `mass.${stamp}@example.org` });
      const template = await as(org.rep).ok('/mail/templates/save', {
        kind: 'email',
        name: `Mass ${stamp}`,
        objectApi: 'Contact',
        visibility: 'public',
        versions: [{ language: 'en', subject: '{!name}', body: '<p>{!name}</p>' }],
      });
      const audience = {
        objectApi: 'Contact',
        templateId: template.id,
        filters: { criteria: [{ field: 'name', operator: 'c', value: stamp }] },
      };
      expect((await as(org.rep).ok('/mail/mass/preview', audience)).recipients).toBe(1);
      const partner = await as(org.partnerA).call('/mail/mass/preview', audience);
      expect(partner.status !== 200 || partner.json.data.total === 0, JSON.stringify(partner.json)).toBe(
        true,
      );
      const run = await as(org.rep).ok('/mail/mass/start', audience);
      for (const outsider of [org.peer, org.manager, org.partnerA, org.admin])
        expect((await as(outsider).call('/mail/mass/get', { id: run.id })).status, outsider.email).toBe(404);
    });

    it('[S1-R-100] a message is its owner’s: others get no trace of it, nor of a private record’s mail; the org server and its test outbox are the administrator’s', async () => {
      const deal = await newDeal(org.rep);
      const subject = `Private mail ${Math.random().toString(36).slice(2, 8)}`;
      const kept = await as(org.rep).call('/mail/messages/send', {
        to: ['buyer@example.org'],
        subject,
        html: '<p>terms</p>',
        relatedIds: [deal.id],
        attachments: [{ name: 'terms.txt', contentBase64: Buffer.from('terms').toString('base64') }],
      });
      // No outgoing server in this org: it is kept as the rep's draft.
      expect(kept.json.data, JSON.stringify(kept.json)).toMatchObject({ status: 'draft' });
      const id = kept.json.data.id as string;
      const own = (await as(org.rep).call('/mail/messages/get', { id })).json.data;
      expect(own.message.subject).toBe(subject);
      for (const outsider of [org.peer, org.manager, org.partnerA, org.admin]) {
        const { call } = as(outsider);
        expect((await call('/mail/messages/get', { id })).status, outsider.email).toBe(404);
        expect((await call('/mail/messages/relate', { id, recordId: deal.id })).status, outsider.email).toBe(
          404,
        );
        const list = (await call('/mail/messages/list', { folder: 'drafts' })).json.data;
        expect(JSON.stringify(list), outsider.email).not.toContain(subject);
        const download = await app.inject({
          method: 'GET',
          url: `/api/mail/downloadAttachment?id=${own.message.attachments[0].id}`,
          headers: { accesstoken: outsider.accessToken },
        });
        expect(download.statusCode, outsider.email).toBe(404);
        expect((await call('/mail/mailbox/get', {})).json.data, outsider.email).toBeNull();
        expect((await call('/mail/mailbox/sync', {})).status, outsider.email).toBe(404);
      }
      // The deal's timeline: its readers see no draft; those who may not read the deal get a 404.
      for (const outsider of [org.peer, org.partnerA, org.partnerB])
        expect((await as(outsider).call('/mail/recordTimeline', { recordId: deal.id })).status).toBe(404);
      const timeline = (await as(org.manager).call('/mail/recordTimeline', { recordId: deal.id })).json.data;
      expect(JSON.stringify(timeline)).not.toContain(subject);
      // Address completion offers only records the caller may read.
      const completion = (await as(org.peer).call('/mail/addressBook', { ids: [deal.id] })).json.data;
      expect(completion).toEqual([]);
      const server = { smtpHost: 'smtp.example.org', fromAddress: 'crm@example.org' };
      expect((await as(org.rep).call('/mail/orgServer/get', {})).status).toBe(403);
      expect((await as(org.rep).call('/mail/orgServer/save', server)).status).toBe(403);
      expect((await as(org.admin).call('/mail/orgServer/get', {})).status).toBe(200);
      // The e-mail test provider's outbox is the administrator's, as the outgoing server is.
      for (const notAdmin of [org.rep, org.manager, org.partnerA])
        expect((await as(notAdmin).call('/mail/testOutbox/list', {})).status, notAdmin.email).toBe(403);
      expect((await as(org.admin).call('/mail/testOutbox/list', {})).status).toBe(200);
      const test = await as(org.rep).call('/mail/mailbox/test', {
        emailAddress: 'rep@example.org',
        imapHost: '127.0.0.1',
        imapPort: 1,
        smtpHost: '127.0.0.1',
        smtpPort: 1,
        username: 'rep',
        password: 'x',
        imapTls: false,
        smtpTls: false,
      });
      expect(test.json.data.checks.map((check: { problem: string }) => check.problem)).toEqual([
        'refused',
        'refused',
      ]);
      const saved = await as(org.rep).call('/mail/mailbox/save', {
        emailAddress: 'rep@example.org',
        imapHost: '127.0.0.1',
        smtpHost: '127.0.0.1',
        username: 'rep',
      });
      expect(saved.json.returnInfo).toContain('password');
    });

    it('[S1-R-172] a template fills only records its user may read; a private one is its owner’s; a public one only its owner or an administrator changes', async () => {
      const deal = await newDeal(org.rep);
      const template = (visibility: string) => ({
        kind: 'email',
        name: `Deal note ${visibility}`,
        objectApi: 'Opportunity',
        visibility,
        versions: [{ language: 'en', subject: '{!name}', body: '<p>{!name}</p>' }],
      });
      const own = (await as(org.rep).call('/mail/templates/save', template('private'))).json.data;
      const shared = (await as(org.rep).call('/mail/templates/save', template('public'))).json.data;
      expect(
        (await as(org.rep).call('/mail/templates/render', { id: own.id, recordId: deal.id })).status,
      ).toBe(200);
      for (const outsider of [org.peer, org.manager, org.partnerA, org.admin]) {
        const { call } = as(outsider);
        for (const path of ['/mail/templates/get', '/mail/templates/delete'])
          expect((await call(path, { id: own.id })).status, `${path} ${outsider.email}`).toBe(404);
        const list = (await call('/mail/templates/list', { kind: 'email' })).json.data;
        expect(JSON.stringify(list), outsider.email).not.toContain(own.id);
      }
      // A public template is everyone's to use, on records they may read; not theirs to change.
      expect(
        (await as(org.peer).call('/mail/templates/render', { id: shared.id, recordId: deal.id })).status,
      ).toBe(404);
      const filled = await as(org.manager).call('/mail/templates/render', {
        id: shared.id,
        recordId: deal.id,
      });
      expect(filled.json.data.subject).toBe(deal.name);
      expect(
        (await as(org.peer).call('/mail/templates/save', { ...template('public'), id: shared.id })).status,
      ).toBe(403);
      expect((await as(org.admin).call('/mail/templates/delete', { id: shared.id })).status).toBe(200);
    });

    it('[S1-C-003] a mail merge fills only records its user may read: another’s private deal gets the 404 a missing one gets', async () => {
      const deal = await newDeal(org.rep);
      const template = (
        await as(org.rep).call('/mail/templates/save', {
          kind: 'email',
          name: 'Deal letter',
          objectApi: 'Opportunity',
          visibility: 'public',
          versions: [{ language: 'en', subject: 'About {!name}', body: '<p>{!name}</p>' }],
        })
      ).json.data;
      const merge = (user: TestUser) =>
        app.inject({
          method: 'POST',
          url: '/api/mailMerge/generateDocument',
          headers: { accessToken: user.accessToken },
          payload: { templateId: template.id, recordIds: [deal.id] },
        });
      for (const reader of [org.rep, org.manager, org.admin]) {
        const answer = await merge(reader);
        expect(answer.statusCode, reader.email).toBe(200);
        expect(answer.headers['content-type']).toBe('application/pdf');
      }
      for (const outsider of [org.peer, org.partnerA]) {
        const answer = await merge(outsider);
        expect(answer.statusCode, outsider.email).toBe(404);
        expect(answer.body).not.toContain(deal.name);
      }
    });

    it('[issue 23] e-mails as records are their owner’s; a reader of a related record relates the message only to records they read; the relating rules and the server test are the administrator’s', async () => {
      const database = getDatabase().handle;
      await as(org.admin).ok('/mail/orgServer/save', { kind: 'test', fromAddress: 'crm@example.org' });
      try {
        const deal = await newDeal(org.rep);
        const subject = `Related mail ${Math.random().toString(36).slice(2, 8)}`;
        const sent = await as(org.rep).ok('/mail/messages/send', {
          to: ['buyer@example.org'],
          subject,
          html: '<p>terms</p>',
          relatedIds: [deal.id],
        });
        expect(sent.status).toBe('sent');
        const id = sent.id as string;
        // E-mails as records: the owner's alone.
        expect((await as(org.rep).ok('/mail/emailObjects/list', { search: subject })).total).toBe(1);
        for (const other of [org.manager, org.peer, org.partnerA, org.admin])
          expect(
            (await as(other).ok('/mail/emailObjects/list', { search: subject })).total,
            other.email,
          ).toBe(0);
        // The relate lookup finds only records the caller may read.
        const lookup = async (user: TestUser) =>
          (
            (await as(user).ok('/mail/relateLookup', { query: deal.name })) as Array<{ recordId: string }>
          ).map((record) => record.recordId);
        for (const reader of [org.rep, org.manager, org.admin])
          expect(await lookup(reader), reader.email).toContain(deal.id);
        for (const outsider of [org.peer, org.partnerA, org.partnerB])
          expect(await lookup(outsider), outsider.email).not.toContain(deal.id);
        // The manager reads the deal, so the message: they relate it to a record they read, not to one they do not.
        const managersDeal = await newDeal(org.manager);
        const related = await as(org.manager).ok('/mail/messages/relate', { id, recordId: managersDeal.id });
        expect(related.map((record: { recordId: string }) => record.recordId)).toContain(managersDeal.id);
        const peersDeal = await newDeal(org.peer);
        expect(
          (await as(org.manager).call('/mail/messages/relate', { id, recordId: peersDeal.id })).status,
        ).toBe(404);
        // Who reads neither the message's records nor the message relates nothing and removes nothing.
        for (const outsider of [org.peer, org.partnerA]) {
          expect(
            (await as(outsider).call('/mail/messages/relate', { id, recordId: peersDeal.id })).status,
            outsider.email,
          ).toBe(404);
          expect(
            (await as(outsider).call('/mail/messages/relate', { id, recordId: deal.id, remove: true }))
              .status,
            outsider.email,
          ).toBe(404);
        }
        // A reader removes a relation to a record they read; the message shows on its timeline no more.
        await as(org.manager).ok('/mail/messages/relate', { id, recordId: managersDeal.id, remove: true });
        const timeline = await as(org.manager).ok('/mail/recordTimeline', { recordId: managersDeal.id });
        expect(JSON.stringify(timeline)).not.toContain(subject);
        // The relating rules: everyone reads them, only the administrator changes them; the server test likewise.
        const rules = { contactByAddress: true, leadByAddress: true, accountByDomain: true };
        for (const notAdmin of [org.rep, org.manager, org.partnerA]) {
          expect((await as(notAdmin).ok('/mail/relationRules/get', {})).mayChange, notAdmin.email).toBe(
            false,
          );
          expect((await as(notAdmin).call('/mail/relationRules/save', rules)).status, notAdmin.email).toBe(
            403,
          );
          const test = await as(notAdmin).call('/mail/orgServer/sendTest', {
            server: { kind: 'test', fromAddress: 'crm@example.org' },
            to: 'x@example.org',
          });
          expect(test.status, notAdmin.email).toBe(403);
        }
        expect((await as(org.admin).ok('/mail/relationRules/save', rules)).mayChange).toBe(true);
        const adminTest = await as(org.admin).ok('/mail/orgServer/sendTest', {
          server: { kind: 'test', fromAddress: 'crm@example.org' },
          to: 'x@example.org',
        });
        expect(adminTest.ok).toBe(true);
      } finally {
        // The other mail tests find this org without an outgoing server.
        await database.db.deleteFrom('mail_org_server').where('org_id', '=', org.admin.orgId).execute();
      }
    });
  });

  describe('sealed e-mail and e-mail records (issue 23)', () => {
    it('[S1-B-113] emailObject/sendEmailObject opens only a body sealed with the caller’s own channel, sends as the caller, relates only records they read; the EmailMessage records it leaves are private to their owner and the owner’s managers', async () => {
      const database = getDatabase().handle;
      await as(org.admin).ok('/mail/orgServer/save', { kind: 'test', fromAddress: 'crm@example.org' });
      try {
        const url = '/api/emailObject/sendEmailObject';
        const deal = await newDeal(org.rep);
        const subject = `Sealed mail ${Math.random().toString(36).slice(2, 8)}`;
        const body = { to: ['buyer@example.org'], subject, html: '<p>terms</p>', relatedIds: [deal.id] };
        const post = async (who: TestUser, payload: unknown) =>
          app.inject({ method: 'POST', url, payload: envelopeFor(who, payload) });
        const repChannel = await SecureChannelClient.open(app, { accessToken: org.rep.accessToken });
        const peerChannel = await SecureChannelClient.open(app, { accessToken: org.peer.accessToken });
        // A session sends it sealed or not at all; another session's channel does not open it.
        const plain = await post(org.rep, body);
        expect(plain.statusCode).toBe(400);
        expect(plain.json().returnInfo).toContain('sealed');
        const foreign = await post(org.rep, await peerChannel.seal(url, body));
        expect(foreign.json().result).toBe(false);
        // Sealed properly, a record the sender may not read is the 404 a missing one gets; nothing is sent.
        const peer = await post(org.peer, await peerChannel.seal(url, body));
        expect(peer.statusCode).toBe(404);
        const sent = await post(org.rep, await repChannel.seal(url, body));
        expect(sent.json().data, sent.body).toMatchObject({ status: 'sent' });
        const records = async (who: TestUser) =>
          (
            await as(who).ok('/view/getViewListData', {
              objectApi: 'EmailMessage',
              filters: { criteria: [{ field: 'subject', operator: 'c', value: subject }] },
            })
          ).rows as Array<{ subject: string; ownerid: string; relatedtoid: string }>;
        const own = await records(org.rep);
        expect(own).toMatchObject([{ subject, ownerid: org.rep.userId, relatedtoid: deal.id }]);
        expect((await records(org.manager)).map((row) => row.subject)).toEqual([subject]);
        for (const outsider of [org.peer, org.partnerA])
          expect(await records(outsider), outsider.email).toEqual([]);
        // Nobody edits or deletes the mirror, the owner included.
        const id = (own[0] as unknown as { id: string }).id;
        const edit = await as(org.rep).save('EmailMessage', { id, subject: 'forged' });
        expect(edit.isSaveSuccess).toBe(false);
      } finally {
        await database.db.deleteFrom('mail_org_server').where('org_id', '=', org.admin.orgId).execute();
      }
    });
  });

  describe('object permissions', () => {
    it('without read on the object a user sees none of its records, not even their own', async () => {
      const { call } = as(org.admin);
      const made = await call('/access/profile/save', { id: 'no_deals', name: 'No deals' });
      expect(made.json.result).toBe(true);
      const perms = {
        read: false,
        create: false,
        edit: false,
        delete: false,
        viewAll: false,
        modifyAll: false,
      };
      expect(
        (
          await call('/access/profile/saveObjectPermissions', {
            profileId: 'no_deals',
            objectApi: 'Opportunity',
            ...perms,
          })
        ).json.result,
      ).toBe(true);
      const deal = await newDeal(org.peer);
      await call('/access/user/assign', { userId: org.peer.userId, profileId: 'no_deals' });
      try {
        expect(await leaksOfRecord(getApp, org.peer, deal)).toEqual([]);
        const created = await as(org.peer).save('Opportunity', {
          name: 'Not allowed',
          khmc: accountId,
          stage: 'Prospecting',
          closedate: '2026-09-30',
        });
        expect(created.isSaveSuccess).toBe(false);
        expect(created.errormessage).toContain('may not create');
      } finally {
        await call('/access/user/assign', { userId: org.peer.userId, profileId: 'standard_user' });
      }
    });

    it('view all reads every record of the object but does not edit; modify all edits and deletes', async () => {
      const { call } = as(org.admin);
      await call('/access/profile/save', { id: 'auditor', name: 'Auditor' });
      const base = { read: true, create: false, edit: false, delete: false, modifyAll: false };
      await call('/access/profile/saveObjectPermissions', {
        profileId: 'auditor',
        objectApi: 'Opportunity',
        ...base,
        viewAll: true,
      });
      const deal = await newDeal(org.rep);
      await call('/access/user/assign', { userId: org.peer.userId, profileId: 'auditor' });
      try {
        const sight = await sightOfRecord(getApp, org.peer, deal);
        expect(sight.detail?.data.name).toBe(deal.name);
        expect(sight.rights).toMatchObject({
          isQuery: true,
          isEdit: false,
          isDelete: false,
          isCreate: false,
        });
        await call('/access/profile/saveObjectPermissions', {
          profileId: 'auditor',
          objectApi: 'Opportunity',
          ...base,
          viewAll: true,
          modifyAll: true,
        });
        expect((await sightOfRecord(getApp, org.peer, deal)).rights).toMatchObject({
          isEdit: true,
          isDelete: true,
          isTransfer: true,
        });
      } finally {
        await call('/access/user/assign', { userId: org.peer.userId, profileId: 'standard_user' });
      }
    });
  });

  describe('field-level security', () => {
    it('a hidden field never leaves the server; a read-only one is refused on save with its name', async () => {
      const { call } = as(org.admin);
      const saved = await call('/access/profile/saveFieldAccess', {
        profileId: 'standard_user',
        objectApi: 'Opportunity',
        fields: [
          { field: 'amount', access: 'hidden' },
          { field: 'description', access: 'readOnly' },
        ],
      });
      expect(saved.json.result, JSON.stringify(saved.json)).toBe(true);
      try {
        const deal = await newDeal(org.admin, { amount: 987654.32, description: 'Top secret terms' });
        await call('/access/share/add', {
          recordId: deal.id,
          group: `user:${org.rep.userId}`,
          accessLevel: 'edit',
        });
        const { detail } = await sightOfRecord(getApp, org.rep, deal);
        expect(detail?.data.name).toBe(deal.name);
        expect(detail?.data).not.toHaveProperty('amount');
        expect(JSON.stringify(detail)).not.toContain('987654');
        expect(detail?.data.description).toBe('Top secret terms');
        const form = await as(org.rep).call('/master/getMasterInfo', {
          recordId: deal.id,
          operation: 'EDIT',
        });
        expect(JSON.stringify(form.json.data)).not.toContain('987654');
        expect(JSON.stringify(form.json.data.dataList)).not.toContain('"amount"');
        const readOnly = await as(org.rep).save('Opportunity', { id: deal.id, description: 'Changed terms' });
        expect(readOnly).toMatchObject({ isSaveSuccess: false, errorField: 'description' });
        expect(readOnly.errormessage).toContain('Description is read-only');
        const hidden = await as(org.rep).save('Opportunity', { id: deal.id, amount: 1 });
        expect(hidden).toMatchObject({ isSaveSuccess: false, errorField: 'amount' });
        // Echoing the unchanged read-only value back, as forms do, is not a change.
        const echo = await as(org.rep).save('Opportunity', {
          id: deal.id,
          name: `${deal.name} v2`,
          description: 'Top secret terms',
        });
        expect(echo.isSaveSuccess, echo.errormessage).toBe(true);
        // The administrator's profile is untouched.
        expect((await as(org.admin).detail(deal.id)).data.amount).toBe(987654.32);
        const related = await as(org.rep).call('/lookup/getLookupRelatedFieldValue', {
          fieldJson: JSON.stringify([{ fieldrelateid: 'x', id: deal.id, expression: 'amount' }]),
        });
        expect(JSON.stringify(related.json)).not.toContain('987654');
      } finally {
        await call('/access/profile/saveFieldAccess', {
          profileId: 'standard_user',
          objectApi: 'Opportunity',
          fields: [
            { field: 'amount', access: 'editable' },
            { field: 'description', access: 'editable' },
          ],
        });
      }
    });
  });

  describe('sharing rules and manual shares', () => {
    it('an owner-based rule opens the records of a role and its subordinates to a user, and closing it hides them again', async () => {
      const deal = await newDeal(org.rep);
      const { call } = as(org.admin);
      const rule = await call('/access/sharingRule/save', {
        objectApi: 'Opportunity',
        name: 'Sales deals to support',
        kind: 'owner',
        sourceGroup: `roleSub:${org.roles.manager}`,
        targetGroup: `role:${org.roles.support}`,
        accessLevel: 'read',
      });
      expect(rule.json.result, JSON.stringify(rule.json)).toBe(true);
      const sight = await sightOfRecord(getApp, org.peer, deal);
      expect(sight.detail?.data.name).toBe(deal.name);
      expect(sight.foundByLookup).toBe(true);
      expect(sight.rights).toMatchObject({ isQuery: true, isEdit: false });
      await call('/access/sharingRule/delete', { id: rule.json.data.id });
      expect(await leaksOfRecord(getApp, org.peer, deal)).toEqual([]);
    });

    it('a criteria-based rule shares matching records with a public group, recomputed in the background when it changes', async () => {
      const { call } = as(org.admin);
      const group = await call('/access/group/save', {
        name: 'Deal desk',
        members: [`user:${org.peer.userId}`],
      });
      expect(group.json.result, JSON.stringify(group.json)).toBe(true);
      const won = await newDeal(org.rep, { stage: 'Closed won' });
      const open = await newDeal(org.rep);
      const rule = await call('/access/sharingRule/save', {
        objectApi: 'Opportunity',
        name: 'Won deals to the deal desk',
        kind: 'criteria',
        conditions: [{ field: 'stage', operator: 'equals', value: 'Closed won' }],
        targetGroup: `group:${group.json.data.id}`,
        accessLevel: 'edit',
      });
      expect(rule.json.data.recomputing).toBe(true);
      await settleAccessJobs(app);
      const jobs = await call('/access/job/list', {});
      expect(jobs.json.data[0]).toMatchObject({ status: 'done', action: 'apply' });
      const job = await call('/job/getJob', { id: jobs.json.data[0].id });
      expect(job.json.data).toMatchObject({ type: 'access.ruleShares', status: 'done', attempts: 1 });
      expect((await sightOfRecord(getApp, org.peer, won)).rights).toMatchObject({
        isQuery: true,
        isEdit: true,
        isDelete: false,
      });
      expect(await leaksOfRecord(getApp, org.peer, open)).toEqual([]);
      // A record saved after the rule: shared at once, no job needed.
      const laterWon = await newDeal(org.rep, { stage: 'Closed won' });
      expect((await sightOfRecord(getApp, org.peer, laterWon)).detail?.data.name).toBe(laterWon.name);
      // The rule changes to open deals: the old shares go, the new come, after the background run.
      await call('/access/sharingRule/save', {
        id: rule.json.data.id,
        objectApi: 'Opportunity',
        name: 'Open deals to the deal desk',
        kind: 'criteria',
        conditions: [{ field: 'stage', operator: 'equals', value: 'Prospecting' }],
        targetGroup: `group:${group.json.data.id}`,
        accessLevel: 'read',
      });
      await settleAccessJobs(app);
      expect((await sightOfRecord(getApp, org.peer, open)).detail?.data.name).toBe(open.name);
      expect(await leaksOfRecord(getApp, org.peer, won)).toEqual([]);
      await call('/access/sharingRule/delete', { id: rule.json.data.id });
      await settleAccessJobs(app);
      expect(await leaksOfRecord(getApp, org.peer, open)).toEqual([]);
    });

    it('manual sharing: the owner shares with a user at edit; the recipient cannot share further; removing the share removes every trace', async () => {
      const deal = await newDeal(org.rep);
      const shared = await as(org.rep).call('/access/share/add', {
        recordId: deal.id,
        group: `user:${org.peer.userId}`,
        accessLevel: 'edit',
      });
      expect(shared.json.result, JSON.stringify(shared.json)).toBe(true);
      expect((await sightOfRecord(getApp, org.peer, deal)).rights).toMatchObject({
        isQuery: true,
        isEdit: true,
        isDelete: false,
        isShare: false,
      });
      expect(
        (await as(org.peer).save('Opportunity', { id: deal.id, name: `${deal.name} by peer` })).isSaveSuccess,
      ).toBe(true);
      const transfer = await as(org.peer).save('Opportunity', { id: deal.id, ownerid: org.peer.userId });
      expect(transfer).toMatchObject({ isSaveSuccess: false, errorField: 'ownerid' });
      expect(transfer.errormessage).toContain('another owner');
      const reshare = await as(org.peer).call('/access/share/add', {
        recordId: deal.id,
        group: `user:${org.partnerA.userId}`,
        accessLevel: 'read',
      });
      expect(reshare.json).toMatchObject({ result: false, returnCode: '403' });
      const listed = await as(org.rep).call('/access/share/list', { recordId: deal.id });
      expect(listed.json.data).toEqual([
        { group: `user:${org.peer.userId}`, accessLevel: 'edit', reason: 'manual' },
      ]);
      await as(org.rep).call('/access/share/remove', { recordId: deal.id, group: `user:${org.peer.userId}` });
      expect(await leaksOfRecord(getApp, org.peer, { ...deal, name: `${deal.name} by peer` })).toEqual([]);
    });

    it('manual shares end when the record gets another owner (as in Salesforce); the new owner may share again', async () => {
      const deal = await newDeal(org.rep);
      await as(org.rep).call('/access/share/add', {
        recordId: deal.id,
        group: `user:${org.peer.userId}`,
        accessLevel: 'read',
      });
      expect((await sightOfRecord(getApp, org.peer, deal)).detail?.data.name).toBe(deal.name);
      const renamed = await as(org.rep).save('Opportunity', { id: deal.id, name: `${deal.name} kept` });
      expect(renamed.isSaveSuccess).toBe(true);
      const named = { ...deal, name: `${deal.name} kept` };
      expect(
        (await sightOfRecord(getApp, org.peer, named)).detail?.data.name,
        'an edit keeps the share',
      ).toBe(named.name);
      const transfer = await as(org.manager).save('Opportunity', {
        id: deal.id,
        ownerid: org.manager.userId,
      });
      expect(transfer.isSaveSuccess, JSON.stringify(transfer)).toBe(true);
      expect(await leaksOfRecord(getApp, org.peer, named)).toEqual([]);
      expect((await as(org.manager).call('/access/share/list', { recordId: deal.id })).json.data).toEqual([]);
    });

    it('explains bad admin input by the field: unknown groups, wrong defaults, cycles in the hierarchy', async () => {
      const { call } = as(org.admin);
      const badGroup = await call('/access/sharingRule/save', {
        objectApi: 'Opportunity',
        name: 'x',
        kind: 'owner',
        sourceGroup: 'team:1',
        targetGroup: `user:${org.peer.userId}`,
        accessLevel: 'read',
      });
      expect(badGroup.json.returnInfo).toContain('body.sourceGroup');
      const noParent = await call('/access/owd/save', {
        objectApi: 'Account',
        defaultAccess: 'controlledByParent',
      });
      expect(noParent.json.returnInfo).toContain('no parent record');
      const cycle = await call('/access/role/save', {
        id: org.roles.ceo,
        name: 'CEO',
        parentRoleId: org.roles.rep,
      });
      expect(cycle.json.returnInfo).toContain('below itself');
      const badCriteria = await call('/access/sharingRule/save', {
        objectApi: 'Opportunity',
        name: 'x',
        kind: 'criteria',
        conditions: [{ field: 'nope', operator: 'equals', value: '1' }],
        targetGroup: `user:${org.peer.userId}`,
        accessLevel: 'read',
      });
      expect(badCriteria.json.returnInfo).toContain('no field "nope"');
      const notAdmin = await as(org.manager).call('/access/owd/list', {});
      expect(notAdmin.json).toMatchObject({ result: false, returnCode: '403' });
    });
  });

  describe('real-time channel', () => {
    it("[S1-P-005] a save's event reaches only who may read the record, each without the fields hidden from them", async () => {
      const deal = await newDeal(org.rep, { amount: 55_555 });
      const { call } = as(org.admin);
      const hide = (access: string) =>
        call('/access/profile/saveFieldAccess', {
          profileId: 'standard_user',
          objectApi: 'Opportunity',
          fields: [{ field: 'amount', access }],
        });
      expect((await hide('hidden')).json.result).toBe(true);
      try {
        const heard: RealtimeEvent[] = [];
        const stop = app.realtime.subscribe((event) => heard.push(event));
        const saved = await as(org.admin).save('Opportunity', { id: deal.id, stage: 'Qualification' });
        stop();
        expect(saved.isSaveSuccess, saved.errormessage).toBe(true);
        const event = heard.find((candidate) => candidate.record?.recordId === deal.id);
        if (!event) throw new Error(`no event about ${deal.id}: ${JSON.stringify(heard)}`);
        const database = getDatabase().handle;
        const heardBy = async (user: TestUser) =>
          payloadFor(
            database,
            event,
            (await resolveAccessToken(database, user.accessToken, new Date())).user,
          );
        const AMOUNT_SHOWN = /55[,.\u00a0\u202f ]?555/;
        const admin = await heardBy(org.admin);
        // The amount as a person reads it on the card (55,555.00), or as stored elsewhere in the event.
        expect(JSON.stringify(admin)).toMatch(AMOUNT_SHOWN);
        for (const reader of [org.rep, org.manager]) {
          const shaped = await heardBy(reader);
          expect(JSON.stringify(shaped), reader.email).toContain(deal.name);
          expect(JSON.stringify(shaped), reader.email).not.toMatch(AMOUNT_SHOWN);
        }
        for (const outsider of [org.peer, org.partnerA, org.partnerB])
          expect(await heardBy(outsider), outsider.email).toBeNull();
        // The save answer's own card holds no field hidden from the saver either.
        const byRep = await as(org.rep).save('Opportunity', { id: deal.id, stage: 'Prospecting' });
        expect(byRep.isSaveSuccess, byRep.errormessage).toBe(true);
        expect(byRep.cardValue.title).toContain(deal.name);
        expect(JSON.stringify(byRep)).not.toMatch(AMOUNT_SHOWN);
      } finally {
        await hide('editable');
      }
    });
    it("[S1-P-005] a save's bot card read back from the chat history: only who may read the record gets it, each without the fields hidden from them now", async () => {
      const deal = await newDeal(org.rep, { amount: 66_666 });
      const AMOUNT_SHOWN = /66[,.\u00a0\u202f ]?666/;
      const cardOf = async (user: TestUser) => {
        const page = (await as(user).ok('/chat/message/list', { conversationId: `org:${org.orgId}` })) as {
          messages: Array<{ card?: { recordId: string } }>;
        };
        return page.messages.find((message) => message.card?.recordId === deal.id)?.card;
      };
      const hide = (access: string) =>
        as(org.admin).call('/access/profile/saveFieldAccess', {
          profileId: 'standard_user',
          objectApi: 'Opportunity',
          fields: [{ field: 'amount', access }],
        });
      expect(JSON.stringify(await cardOf(org.rep))).toMatch(AMOUNT_SHOWN);
      expect((await hide('hidden')).json.result).toBe(true);
      try {
        expect(JSON.stringify(await cardOf(org.admin))).toMatch(AMOUNT_SHOWN);
        for (const reader of [org.rep, org.manager]) {
          const card = await cardOf(reader);
          expect(JSON.stringify(card), reader.email).toContain(deal.name);
          expect(JSON.stringify(card), reader.email).not.toMatch(AMOUNT_SHOWN);
        }
        for (const outsider of [org.peer, org.partnerA, org.partnerB])
          expect(await cardOf(outsider), outsider.email).toBeUndefined();
      } finally {
        await hide('editable');
      }
    });
  });

  describe('background jobs', () => {
    it('job/getJob answers the enqueuer and an administrator of the job’s organisation; anyone else gets the 404 of a missing job', async () => {
      const type = 'test.matrix.report';
      const id = await app.jobs.enqueueJob(
        type,
        { report: 'pipeline' },
        { orgId: org.orgId, createdBy: org.rep.userId },
      );
      for (const viewer of [org.rep, org.admin]) {
        const { status, json } = await as(viewer).call('/job/getJob', { id });
        expect(status, viewer.email).toBe(200);
        expect(json.data).toMatchObject({
          id,
          type,
          status: 'queued',
          attempts: 0,
          progress: { done: 0, total: null, message: '' },
          lastError: '',
        });
      }
      const otherAdmin = await createTestUser(getDatabase().handle, {
        orgId: 'org_matrix_other',
        name: 'Oda Other',
        profileId: 'system_admin',
      });
      for (const outsider of [org.manager, org.peer, org.partnerA, otherAdmin]) {
        const { status, json } = await as(outsider).call('/job/getJob', { id });
        expect(status, outsider.email).toBe(404);
        expect(JSON.stringify(json)).not.toContain(type);
      }
      expect((await as(org.rep).call('/job/getJob', { id: Number(id) + 1_000_000 })).status).toBe(404);
      const bad = await as(org.rep).call('/job/getJob', { id: 'seven' });
      expect(bad.status).toBe(400);
      expect(bad.json.returnInfo).toContain('id');
    });
  });

  describe('no trace through lookups, files, tags and field lists (issue 16)', () => {
    const hideForStandardUsers = (objectApi: string, fields: string[], access = 'hidden') =>
      as(org.admin).call('/access/profile/saveFieldAccess', {
        profileId: 'standard_user',
        objectApi,
        fields: fields.map((field) => ({ field, access })),
      });

    it('lookup display names: a deal the reader may not read shows as its id and the placeholder in detail, layout, list, export, kanban and prints', async () => {
      const deal = await newDeal(org.manager);
      seq += 1;
      const quoteName = `Quote ${seq} of a private deal`;
      // The rep owns the quote (a quote follows its deal, but its owner always reads it); the deal is not his.
      const quote = await as(org.manager).create('quote', {
        name: quoteName,
        khmc: accountId,
        opportunityid: deal.id,
        ownerid: org.rep.userId,
      });
      const view = await as(org.rep).ok('/view/saveView', {
        objectApi: 'quote',
        name: 'Quotes and their deals',
        columns: ['name', 'opportunityid'],
      });
      const noName = (label: string, answer: unknown, shown = UNREADABLE_LOOKUP_NAME) => {
        const text = typeof answer === 'string' ? answer : JSON.stringify(answer);
        expect(text, label).not.toContain(deal.name);
        expect(text, label).toContain(shown);
      };
      const detail = await as(org.rep).detail(quote);
      expect(detail.data).toMatchObject({
        opportunityid: deal.id,
        opportunityidccname: UNREADABLE_LOOKUP_NAME,
      });
      noName('detail and its layout', detail);
      const list = await as(org.rep).ok('/view/getViewListData', { objectApi: 'quote', viewId: view.id });
      const row = list.rows.find((entry: { id: string }) => entry.id === quote);
      expect(row).toMatchObject({ opportunityid: deal.id, opportunityidccname: UNREADABLE_LOOKUP_NAME });
      noName('list', list);
      const exported = await app.inject({
        method: 'POST',
        url: '/api/view/exportList',
        payload: envelopeFor(org.rep, { objectApi: 'quote', viewId: view.id, format: 'csv' }),
      });
      expect(exported.statusCode).toBe(200);
      noName('export', exported.body);
      noName('kanban', await as(org.rep).ok('/view/getKanbanData', { objectApi: 'quote', viewId: view.id }));
      noName(
        'print table',
        await as(org.rep).ok('/print/getPrintTable', {
          objectApi: 'quote',
          viewId: view.id,
          pageNum: 1,
          pageSize: 50,
        }),
        'No access',
      );
      // Prints say it in the reader's words.
      noName(
        'print',
        await as(org.rep).ok('/print/getPrintDocument', {
          kind: 'detail',
          id: quote,
          words: { noAccess: 'Kein Zugriff' },
        }),
        'Kein Zugriff',
      );
      noName(
        'lookup value copy',
        await as(org.rep).ok('/lookup/getLookupRelatedFieldValue', {
          fieldJson: JSON.stringify([{ fieldrelateid: 'x', id: quote, expression: 'opportunityid' }]),
        }),
      );
      // Who may read the deal sees its name.
      expect((await as(org.manager).detail(quote)).data.opportunityidccname).toBe(deal.name);
      expect((await as(org.admin).detail(quote)).data.opportunityidccname).toBe(deal.name);
    });

    it('lookup filters: a field hidden from the caller is no lookup filter, whatever the value', async () => {
      const deal = await newDeal(org.rep, { amount: 4242 });
      expect((await hideForStandardUsers('Opportunity', ['amount'])).json.result).toBe(true);
      try {
        const search = (amount: string) =>
          as(org.rep).call('/lookup/getLookupData', {
            objId: 'opportunity',
            keyword: deal.name,
            lkdp: JSON.stringify({ amount }),
          });
        const right = await search('4242');
        const wrong = await search('1');
        expect(right.status).toBe(400);
        expect(right.json.returnInfo).toContain('has no field "amount"');
        expect(wrong.json).toEqual({ ...right.json, requestId: wrong.json.requestId });
        expect(JSON.stringify(right.json)).not.toContain(deal.id);
        // A visible field still filters.
        const byStage = await as(org.rep).call('/lookup/getLookupData', {
          objId: 'opportunity',
          keyword: deal.name,
          lkdp: JSON.stringify({ stage: 'Prospecting' }),
        });
        expect(JSON.stringify(byStage.json.data)).toContain(deal.id);
        const admin = await as(org.admin).call('/lookup/getLookupData', {
          objId: 'opportunity',
          keyword: deal.name,
          lkdp: JSON.stringify({ amount: '4242' }),
        });
        expect(JSON.stringify(admin.json.data)).toContain(deal.id);
      } finally {
        await hideForStandardUsers('Opportunity', ['amount'], 'editable');
      }
    });

    it('file info: a file of a record the caller may not read answers as a missing one', async () => {
      const deal = await newDeal(org.rep);
      const boundary = '----vela-matrix-boundary';
      const upload = await app.inject({
        method: 'POST',
        url: '/api/file/upload',
        headers: {
          accesstoken: org.rep.accessToken,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload: Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="merger-terms.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 terms\r\n--${boundary}--\r\n`,
        ),
      });
      const fileId = upload.json().data.id as string;
      await as(org.rep).ok('/record/attachFiles', { id: deal.id, fileIds: [fileId] });
      const info = async (user: TestUser) =>
        (await as(user).call('/file/getFileInfo', { ids: fileId })).json.data as unknown[];
      for (const reader of [org.rep, org.manager, org.admin])
        expect(await info(reader), reader.email).toEqual([
          expect.objectContaining({ id: fileId, name: 'merger-terms.pdf' }),
        ]);
      const missing = (await as(org.peer).call('/file/getFileInfo', { ids: 'filAAAAAAAAAAAAAAAAAAAA' })).json;
      for (const outsider of [org.peer, org.partnerA, org.partnerB]) {
        const answer = (await as(outsider).call('/file/getFileInfo', { ids: fileId })).json;
        expect(answer, outsider.email).toEqual({ ...missing, requestId: answer.requestId });
        expect(JSON.stringify(answer)).not.toContain('merger-terms');
      }
    });

    it('owner on create: giving a new record to someone else needs the right to transfer their records', async () => {
      const deal = (ownerid: string) => ({
        name: `Owned ${Math.random().toString(36).slice(2, 8)}`,
        khmc: accountId,
        stage: 'Prospecting',
        closedate: '2026-09-30',
        ownerid,
      });
      for (const [creator, owner] of [
        [org.rep, org.peer],
        [org.rep, org.manager],
        [org.peer, org.rep],
      ] as const) {
        const refused = await as(creator).save('Opportunity', deal(owner.userId));
        expect(refused, `${creator.email} for ${owner.email}`).toMatchObject({
          isSaveSuccess: false,
          errorField: 'ownerid',
        });
        expect(refused.errormessage).toContain('another owner');
      }
      const partnerRefused = await as(org.partnerA).save('Account', {
        name: 'For a colleague',
        ownerid: org.partnerA2.userId,
      });
      expect(partnerRefused).toMatchObject({ isSaveSuccess: false, errorField: 'ownerid' });
      // Oneself, someone below in the hierarchy, or anyone for an administrator.
      for (const [creator, owner] of [
        [org.rep, org.rep],
        [org.manager, org.rep],
        [org.admin, org.peer],
      ] as const) {
        const made = await as(creator).save('Opportunity', deal(owner.userId));
        expect(made.isSaveSuccess, `${creator.email} for ${owner.email}: ${made.errormessage}`).toBe(true);
      }
    });

    it('partner lookups: a partner names their own account and its channel manager, never the organisation or a rival', async () => {
      const channel = await as(org.admin).create('Account', {
        name: 'Channel Co',
        ownerid: org.manager.userId,
      });
      const partner = await createTestUser(getDatabase().handle, {
        orgId: org.orgId,
        name: 'Carla Channel',
        isPartner: true,
        profileId: 'partner_user',
      });
      const colleague = await createTestUser(getDatabase().handle, {
        orgId: org.orgId,
        name: 'Cody Channel',
        isPartner: true,
        profileId: 'partner_user',
      });
      for (const user of [partner, colleague])
        await getDatabase()
          .handle.db.updateTable('app_user')
          .set({ partner_account_id: channel })
          .where('id', '=', user.userId)
          .execute();
      const people = async (user: TestUser) =>
        (
          (await as(user).ok('/lookup/getLookupData', { objId: 'user', pageSize: 200 })).dataList as Array<{
            id: string;
          }>
        ).map((row) => row.id);
      const seen = await people(partner);
      expect(seen).toEqual(expect.arrayContaining([partner.userId, colleague.userId, org.manager.userId]));
      for (const stranger of [org.rep, org.peer, org.admin, org.partnerA, org.partnerB])
        expect(seen, stranger.email).not.toContain(stranger.userId);
      const paul = await people(org.partnerA);
      expect(paul).toEqual(expect.arrayContaining([org.partnerA.userId, org.partnerA2.userId]));
      expect(paul).not.toContain(org.partnerB.userId);
      expect(paul).not.toContain(partner.userId);
      // Internal users still name everyone of the organisation.
      expect(await people(org.rep)).toEqual(expect.arrayContaining([org.partnerB.userId, org.peer.userId]));
    });

    it('tags: the tag list names only tags on records the caller may read (and their own)', async () => {
      const deal = await newDeal(org.rep);
      const secret = `Merger ${Math.random().toString(36).slice(2, 8)}`;
      await as(org.rep).ok('/tag/addRecordTag', { recordId: deal.id, name: secret });
      const tags = async (user: TestUser) =>
        ((await as(user).ok('/tag/getTagList', {})) as Array<{ name: string }>).map((tag) => tag.name);
      for (const reader of [org.rep, org.manager, org.admin])
        expect(await tags(reader), reader.email).toContain(secret);
      for (const outsider of [org.peer, org.partnerA, org.partnerB])
        expect(await tags(outsider), outsider.email).not.toContain(secret);
      await as(org.rep).call('/access/share/add', {
        recordId: deal.id,
        group: `user:${org.peer.userId}`,
        accessLevel: 'read',
      });
      expect(await tags(org.peer)).toContain(secret);
    });

    it('field lists: a field hidden from the caller is not in the field list, nor are its picklist values', async () => {
      expect((await hideForStandardUsers('Opportunity', ['amount', 'leadsource'])).json.result).toBe(true);
      try {
        const fields = async (user: TestUser) =>
          (
            (await as(user).ok('/field/getFieldList', { objectApi: 'Opportunity' })) as Array<{
              apiname: string;
              id: string;
            }>
          ).map((field) => field.apiname);
        expect(await fields(org.rep)).not.toContain('amount');
        expect(await fields(org.rep)).not.toContain('leadsource');
        expect(await fields(org.rep)).toContain('stage');
        expect(await fields(org.admin)).toContain('amount');
        const leadSource = await as(org.admin).fieldId('opportunity', 'leadsource');
        expect((await as(org.admin).call('/view/getSelectValue', { fieldId: leadSource })).status).toBe(200);
        const refused = await as(org.rep).call('/view/getSelectValue', { fieldId: leadSource });
        expect(refused.status).toBe(404);
      } finally {
        await hideForStandardUsers('Opportunity', ['amount', 'leadsource'], 'editable');
      }
    });
  });

  describe('assignment rules and object mappings (S2-C-032, S2-C-033)', () => {
    it('anyone of the organisation reads them; only an administrator changes them; another organisation sees its own', async () => {
      const ruleBody = {
        objectApi: 'Lead',
        entries: [{ conditions: [], logic: '', assigneeId: org.rep.userId }],
      };
      const mappingBody = { sourceObject: 'Lead', targetObject: 'Account', fields: [] };
      for (const user of [org.rep, org.manager, org.partnerA]) {
        expect((await as(user).call('/assignmentRule/save', ruleBody)).status, user.email).toBe(403);
        expect((await as(user).call('/master/saveMasterFormula', mappingBody)).status, user.email).toBe(403);
      }
      await as(org.admin).ok('/assignmentRule/save', ruleBody);
      const read = await as(org.rep).ok('/assignmentRule/list', { objectApi: 'Lead' });
      expect(read.entries).toHaveLength(1);
      const other = await createTestUser(getDatabase().handle, { orgId: 'org_matrix_other', name: 'Otto' });
      const theirs = await as(other).ok('/assignmentRule/list', { objectApi: 'Lead' });
      expect(theirs.entries).toEqual([]);
      await as(org.admin).ok('/assignmentRule/save', { objectApi: 'Lead', entries: [] });
    });
  });

  describe("a record's lines and payments on their own (S2-C-014, S2-C-018, S2-C-020)", () => {
    it('only those who may edit the record save its lines or payments, and only those who may delete it drop its lines; others find no record', async () => {
      await setDefault('quote', 'private');
      await setDefault('velaorder', 'private');
      await setDefault('velaproceed', 'private');
      try {
        const productId = await as(org.admin).create('product', {
          name: 'Matrix gadget',
          productcode: 'MG-1',
        });
        const quoteLines = (name: string) =>
          JSON.stringify([
            {
              objectApi: 'quotedetail',
              relatedField: 'quoteid',
              data: [{ name, product: productId, qty: 1 }],
            },
          ]);
        const quote = await as(org.rep).save(
          'quote',
          { name: 'Matrix quote', khmc: accountId },
          { masterdata: quoteLines('First') },
        );
        expect(quote.isSaveSuccess, quote.errormessage).toBe(true);
        const lineNames = async () =>
          (
            await sql<{
              name: string;
            }>`select name from obj_quotedetail where quoteid = ${quote.id} and is_deleted = 0`.execute(
              getDatabase().handle.db,
            )
          ).rows.map((row) => row.name);
        for (const outsider of [org.peer, org.partnerA]) {
          const refused = await as(outsider).call('/master/saveMaster', {
            objectApi: 'quote',
            recordId: quote.id,
            masterdata: quoteLines('Outsider'),
          });
          expect(refused.status === 404 || refused.json.data?.isSaveSuccess === false, outsider.email).toBe(
            true,
          );
        }
        // The manager above the owner may edit the quote, so may save its lines.
        expect(
          (
            await as(org.manager).ok('/master/saveMaster', {
              objectApi: 'quote',
              recordId: quote.id,
              masterdata: quoteLines('Managed'),
            })
          ).isSaveSuccess,
        ).toBe(true);
        expect((await lineNames()).sort()).toEqual(['First', 'Managed']);

        const payments = (name: string, amount: number) =>
          JSON.stringify([
            {
              objectApi: 'velaproceeddetail',
              relatedField: 'proceedid',
              data: [{ name, amount, paymentdate: '2026-11-01' }],
            },
          ]);
        const receivable = await as(org.rep).save(
          'velaproceed',
          { name: 'Matrix R', account: accountId, amount: 50 },
          { masterdata: payments('P', 50) },
        );
        expect(receivable.isSaveSuccess, receivable.errormessage).toBe(true);
        const paid = await as(org.peer).call('/master/savePaymentDetails', {
          recordId: receivable.id,
          data: JSON.stringify([{ name: 'Peer pay', amount: 0, paymentdate: '2026-11-02' }]),
        });
        expect(paid.status === 404 || paid.json.data?.isSaveSuccess === false).toBe(true);

        const order = await as(org.rep).save(
          'velaorder',
          { name: 'Matrix order', accountid: accountId, orderdate: '2026-11-20' },
          {
            masterdata: JSON.stringify([
              {
                objectApi: 'velaorderdetail',
                relatedField: 'orderid',
                data: [{ name: 'OL', product: productId, qty: 1 }],
              },
            ]),
          },
        );
        expect(order.isSaveSuccess, order.errormessage).toBe(true);
        for (const outsider of [org.peer, org.partnerA])
          expect(
            (
              await as(outsider).call('/master/deleteRelatedProductInfo', {
                objId: 'velaorder',
                recordId: order.id,
              })
            ).status,
            outsider.email,
          ).toBe(404);
        expect(
          (
            await as(org.rep).ok('/master/deleteRelatedProductInfo', {
              objId: 'velaorder',
              recordId: order.id,
            })
          ).deleted,
        ).toHaveLength(1);
      } finally {
        await setDefault('quote', 'publicReadWrite');
        await setDefault('velaorder', 'publicReadWrite');
        await setDefault('velaproceed', 'publicReadWrite');
      }
    });
  });

  describe('lead conversion and quotes (issue 26)', () => {
    const convertBody = (leadId: string, name: string) => ({
      leadId,
      account: { mode: 'new', name },
      contact: { mode: 'new' },
      opportunity: { mode: 'new', name: `${name}-` },
    });
    const newLead = async (owner: TestUser) => {
      seq += 1;
      return as(owner).create('Lead', {
        name: `Lead person ${seq}`,
        company: `Lead firm ${seq}`,
        status: 'Working',
      });
    };
    const accountsNamed = async (name: string) =>
      (
        await sql<{ id: string }>`select id from obj_account where name = ${name}`.execute(
          getDatabase().handle.db,
        )
      ).rows.length;

    it('converting needs edit on the lead: a reader is refused with a 403, a stranger finds no lead (404); nothing is written', async () => {
      await setDefault('Lead', 'private');
      const hidden = await newLead(org.rep);
      expect(
        (await as(org.peer).call('/objectMapping/convertLead', convertBody(hidden, 'Hidden firm'))).status,
      ).toBe(404);
      expect(
        (await as(org.peer).call('/objectMapping/leadConversionOptions', { leadId: hidden })).status,
      ).toBe(404);
      await setDefault('Lead', 'publicReadOnly');
      try {
        const readable = await newLead(org.rep);
        const refused = await as(org.peer).call(
          '/objectMapping/convertLead',
          convertBody(readable, 'Read firm'),
        );
        expect(refused.status).toBe(403);
        expect(refused.json.returnInfo).toContain('may not edit');
        expect((await as(org.rep).detail(readable)).data.status).toBe('Working');
        // The manager above the owner may edit it, so may convert it.
        const converted = await as(org.manager).call(
          '/objectMapping/convertLead',
          convertBody(readable, 'Read firm'),
        );
        expect(converted.json.result, JSON.stringify(converted.json)).toBe(true);
      } finally {
        await setDefault('Lead', 'private');
      }
    });

    it('converting needs create on the targets: without creating accounts nothing is written and the lead stays open', async () => {
      const { call } = as(org.admin);
      await call('/access/profile/save', { id: 'no_new_accounts', name: 'No new accounts' });
      const full = { read: true, create: true, edit: true, delete: true, viewAll: false, modifyAll: false };
      for (const objectApi of ['Lead', 'Contact', 'Opportunity'])
        await call('/access/profile/saveObjectPermissions', {
          profileId: 'no_new_accounts',
          objectApi,
          ...full,
        });
      await call('/access/profile/saveObjectPermissions', {
        profileId: 'no_new_accounts',
        objectApi: 'Account',
        ...full,
        create: false,
      });
      const leadId = await newLead(org.peer);
      await call('/access/user/assign', { userId: org.peer.userId, profileId: 'no_new_accounts' });
      try {
        const refused = await as(org.peer).call(
          '/objectMapping/convertLead',
          convertBody(leadId, 'Uncreated firm'),
        );
        expect(refused.status).toBe(400);
        expect(refused.json.returnInfo).toContain('may not create');
        expect((await as(org.peer).detail(leadId)).data.status).toBe('Working');
        expect(await accountsNamed('Uncreated firm')).toBe(0);
      } finally {
        await call('/access/user/assign', { userId: org.peer.userId, profileId: 'standard_user' });
      }
    });

    it('quotes: a stranger cannot quote, sync or order from a deal they cannot read; syncing needs edit on the deal', async () => {
      const deal = await newDeal(org.rep);
      expect(
        (await as(org.peer).call('/quote/createFromOpportunity', { opportunityId: deal.id })).status,
      ).toBe(404);
      const quote = (await as(org.rep).ok('/quote/createFromOpportunity', { opportunityId: deal.id })) as {
        id: string;
      };
      for (const path of ['/quote/sync', '/quote/createOrder'])
        expect((await as(org.peer).call(path, { quoteId: quote.id })).status, path).not.toBe(200);
      await setDefault('Opportunity', 'publicReadOnly');
      try {
        // The peer may read the deal but not edit it: a quote of theirs on it cannot be synced to it.
        const peersQuote = await as(org.peer).create('quote', {
          name: 'Peer offer',
          khmc: accountId,
          opportunityid: deal.id,
        });
        const refused = await as(org.peer).call('/quote/sync', { quoteId: peersQuote });
        expect(refused.status).toBe(403);
        expect((await as(org.rep).detail(deal.id)).data.syncedquoteid ?? null).toBeNull();
      } finally {
        await setDefault('Opportunity', 'private');
      }
    });
  });

  describe('reports (issue 19)', () => {
    it("[S1-R-074] a report run counts only the rows the caller may read, and a private report is no one else's", async () => {
      const marker = `Matrix report ${Math.random().toString(36).slice(2, 8)}`;
      await newDeal(org.rep, { stage: 'Negotiation', amount: 4321, description: marker });
      const definition = {
        objectApi: 'Opportunity',
        format: 'summary',
        columns: ['name'],
        groupings: [{ field: 'stage' }],
        filters: [{ field: 'description', operator: 'e', value: marker }],
        summaries: [{ field: 'amount', fn: 'sum' }],
        chart: null,
      };
      const totalFor = async (user: TestUser) =>
        ((await as(user).ok('/report/runReport', { definition })) as { total: { count: number } }).total
          .count;
      for (const reader of [org.rep, org.manager, org.admin])
        expect(await totalFor(reader), reader.email).toBe(1);
      for (const outsider of [org.peer, org.partnerA, org.partnerB])
        expect(await totalFor(outsider), outsider.email).toBe(0);
      const saved = await as(org.rep).ok('/report/saveReport', { name: marker, definition });
      for (const outsider of [org.peer, org.partnerA]) {
        for (const url of ['/report/getReport', '/report/runReport', '/report/deleteReport'])
          expect((await as(outsider).call(url, { id: saved.id })).status, `${outsider.email} ${url}`).toBe(
            404,
          );
        const listed = await as(outsider).ok('/report/getReportList', { keyword: marker });
        expect(listed.total, outsider.email).toBe(0);
      }
    });

    it('a report folder and the reports in it: no trace for those it is not shared with; a role share gives its members view only', async () => {
      const folder = await as(org.rep).ok('/report/saveReportFolder', { name: `Matrix folder ${seq}` });
      const definition = {
        objectApi: 'Opportunity',
        format: 'tabular',
        columns: ['name'],
        groupings: [],
        filters: [],
        summaries: [],
        chart: null,
      };
      const report = await as(org.rep).ok('/report/saveReport', {
        name: `In folder ${folder.id}`,
        folderId: folder.id,
        definition,
      });
      const folderCalls: Array<[string, unknown]> = [
        ['/report/getReportList', { folderId: folder.id }],
        ['/report/saveReportFolder', { id: folder.id, name: 'Taken' }],
        ['/report/deleteReportFolder', { id: folder.id }],
        ['/report/getReportFolderShares', { id: folder.id }],
        ['/report/saveReportFolderShares', { id: folder.id, shares: [] }],
        ['/report/runReport', { id: report.id }],
        ['/report/saveReport', { name: 'Into it', folderId: folder.id, definition }],
      ];
      for (const outsider of [org.peer, org.partnerA, org.manager]) {
        const folders = await as(outsider).ok('/report/getReportFolders', {});
        expect(JSON.stringify(folders), outsider.email).not.toContain(folder.id);
        for (const [url, body] of folderCalls) {
          // A partner's profile may not create reports at all: refused before any folder is looked up,
          // so the refusal says nothing of this one.
          const expected = outsider === org.partnerA && url === '/report/saveReport' ? 403 : 404;
          expect((await as(outsider).call(url, body)).status, `${outsider.email} ${url}`).toBe(expected);
        }
      }
      await as(org.rep).ok('/report/saveReportFolderShares', {
        id: folder.id,
        shares: [{ kind: 'role', id: org.roles.support, level: 'view' }],
      });
      expect((await as(org.peer).call('/report/runReport', { id: report.id })).status).toBe(200);
      for (const [url, body] of folderCalls.slice(1, 5))
        expect((await as(org.peer).call(url, body)).status, url).toBe(403);
      // The role's members only: the manager above it and partners still find nothing.
      for (const outsider of [org.manager, org.partnerA])
        expect((await as(outsider).call('/report/runReport', { id: report.id })).status).toBe(404);
    });
    it("[S1-P-004] a report's switches are listed and set by administrators only", async () => {
      const [first] = await as(org.admin).ok('/report/getReportPermissions', {});
      const switches = {
        reportId: first?.reportId ?? 'none',
        isenable: true,
        run: true,
        export: true,
        new: true,
      };
      for (const user of [org.rep, org.manager, org.peer, org.partnerA])
        for (const [url, body] of [
          ['/report/getReportPermissions', {}],
          ['/report/saveReportPermission', switches],
        ] as const)
          expect((await as(user).call(url, body)).status, `${user.email} ${url}`).toBe(403);
    });
  });
  describe('custom SQL reports (issue 19)', () => {
    it("[S1-R-077] a custom SQL query runs inside each caller's access filter; only administrators write one, and a private one is no one else's", async () => {
      const marker = `Matrix sql ${Math.random().toString(36).slice(2, 8)}`;
      const deal = await newDeal(org.rep, { description: marker });
      const query = `select name from Opportunity where description = '${marker}'`;
      const report = await as(org.admin).ok('/report/saveCustomSqlReport', {
        name: marker,
        sql: query,
        isPublic: true,
      });
      const names = async (user: TestUser) =>
        ((await as(user).ok('/report/runCustomSql', { id: report.id })) as { rows: unknown[][] }).rows.flat();
      for (const viewer of [org.rep, org.manager, org.admin])
        expect(await names(viewer), viewer.email).toEqual([deal.name]);
      for (const outsider of [org.peer, org.partnerA, org.partnerB])
        expect(await names(outsider), outsider.email).toEqual([]);
      for (const user of [org.rep, org.manager, org.peer, org.partnerA]) {
        for (const [url, body] of [
          ['/report/runCustomSql', { sql: query }],
          ['/report/saveCustomSqlReport', { name: 'Mine', sql: query }],
          ['/report/deleteCustomSqlReport', { id: report.id }],
        ] as const)
          expect((await as(user).call(url, body)).status, `${user.email} ${url}`).toBe(403);
      }
      const own = await as(org.admin).ok('/report/saveCustomSqlReport', {
        name: `${marker} own`,
        sql: query,
      });
      for (const outsider of [org.rep, org.peer, org.partnerA])
        for (const url of ['/report/getCustomSqlReport', '/report/runCustomSql'])
          expect((await as(outsider).call(url, { id: own.id })).status, `${outsider.email} ${url}`).toBe(404);
      const listed = await as(org.peer).ok('/report/getCustomSqlReports', { keyword: marker });
      expect(listed.reports.map((entry: { name: string }) => entry.name)).toEqual([marker]);
    });
  });

  describe('report types (issue 19)', () => {
    it('[S1-R-073] a report on a report type joins only the related records each caller may read; only administrators define types', async () => {
      const marker = `Matrix type ${Math.random().toString(36).slice(2, 8)}`;
      const account = await as(org.rep).create('Account', { name: marker });
      const deal = await newDeal(org.rep, { khmc: account });
      const type = await as(org.admin).ok('/report/saveReportTypeDefinition', {
        name: marker,
        primaryObject: 'Account',
        relations: [{ objectApi: 'Opportunity', lookupField: 'khmc', join: 'withOrWithout' }],
      });
      const joined = async (user: TestUser) =>
        (
          (await as(user).ok('/report/runReport', {
            definition: {
              objectApi: 'Account',
              reportTypeId: type.id,
              format: 'tabular',
              columns: ['name', 'Opportunity.name'],
              groupings: [],
              filters: [{ field: 'name', operator: 'e', value: marker }],
              summaries: [],
              chart: null,
            },
          })) as { rows: Array<Record<string, unknown>> }
        ).rows.map((row) => row['Opportunity.name'] ?? null);
      for (const viewer of [org.rep, org.manager, org.admin])
        expect(await joined(viewer), viewer.email).toEqual([deal.name]);
      // The peer reads the (public) account but not the private deal: the account row, no deal joined.
      expect(await joined(org.peer)).toEqual([null]);
      for (const user of [org.rep, org.manager, org.peer, org.partnerA])
        for (const [url, body] of [
          ['/report/saveReportTypeDefinition', { name: 'Mine', primaryObject: 'Account', relations: [] }],
          ['/report/deleteReportTypeDefinition', { id: type.id }],
        ] as const)
          expect((await as(user).call(url, body)).status, `${user.email} ${url}`).toBe(403);
    });
  });

  describe('report templates (issue 19)', () => {
    it('[S1-R-187] [S1-R-188] [S1-R-189] templates are kept by administrators only; a report started from one still shows each user only the rows they may read', async () => {
      const marker = `Matrix template ${Math.random().toString(36).slice(2, 8)}`;
      await newDeal(org.rep, { name: marker, amount: 31 });
      const template = await as(org.admin).ok('/reportTemplate/save', {
        name: marker,
        definition: {
          objectApi: 'Opportunity',
          format: 'tabular',
          columns: ['name', 'amount'],
          groupings: [],
          filters: [{ field: 'name', operator: 'e', value: marker }],
          summaries: [],
          chart: null,
        },
      });
      const rowsFor = async (user: TestUser) => {
        const { definition } = await as(user).ok('/reportTemplate/get', { id: template.id });
        return (await as(user).ok('/report/runReport', { definition })).rows.length;
      };
      for (const reader of [org.rep, org.manager, org.admin])
        expect(await rowsFor(reader), reader.email).toBe(1);
      expect(await rowsFor(org.peer), org.peer.email).toBe(0);
      for (const user of [org.rep, org.manager, org.peer, org.partnerA, org.partnerB])
        for (const [url, body] of [
          ['/reportTemplate/save', { id: template.id, name: 'Taken', definition: template.definition }],
          ['/reportTemplate/delete', { id: template.id }],
        ] as const)
          expect((await as(user).call(url, body)).status, `${user.email} ${url}`).toBe(403);
      // Partner users may not create reports: the templates are not theirs to list either.
      for (const partner of [org.partnerA, org.partnerB])
        expect((await as(partner).call('/reportTemplate/list', {})).status, partner.email).toBe(403);
      await as(org.admin).ok('/reportTemplate/delete', { id: template.id });
    });
  });

  describe('detail page charts (issue 19)', () => {
    it("[S1-R-202] [S1-R-203] a chart on an account's page counts only the deals each viewer may read; only administrators set charts", async () => {
      const marker = `Matrix chart ${Math.random().toString(36).slice(2, 8)}`;
      const account = await as(org.rep).create('Account', { name: marker });
      await newDeal(org.rep, { khmc: account, amount: 70 });
      const report = await as(org.admin).ok('/report/saveReport', {
        name: marker,
        isPublic: true,
        definition: {
          objectApi: 'Opportunity',
          format: 'summary',
          columns: [],
          groupings: [{ field: 'stage' }],
          filters: [],
          summaries: [{ field: 'amount', fn: 'sum' }],
          chart: { type: 'bar', measure: 0 },
        },
      });
      const chart = await as(org.admin).ok('/detailChart/save', {
        objectApi: 'Account',
        reportId: report.id,
        linkField: 'khmc',
      });
      const countFor = async (user: TestUser) =>
        (await as(user).ok('/detailChart/run', { id: chart.id, recordId: account })).total?.count ?? 0;
      for (const reader of [org.rep, org.manager, org.admin])
        expect(await countFor(reader), reader.email).toBe(1);
      for (const outsider of [org.peer, org.partnerA, org.partnerB])
        expect(await countFor(outsider), outsider.email).toBe(0);
      for (const user of [org.rep, org.manager, org.peer, org.partnerA])
        for (const [url, body] of [
          ['/detailChart/save', { objectApi: 'Account', reportId: report.id, linkField: 'khmc' }],
          ['/detailChart/delete', { id: chart.id }],
          ['/detailChart/list', {}],
        ] as const)
          expect((await as(user).call(url, body)).status, `${user.email} ${url}`).toBe(403);
      await as(org.admin).ok('/detailChart/delete', { id: chart.id });
    });
  });

  describe('dashboards (issue 19)', () => {
    it("[S1-R-083] a shared dashboard's components count only the rows each viewer may read; a private one is no one else's, and one shared to view is not theirs to change", async () => {
      const marker = `Matrix dashboard ${Math.random().toString(36).slice(2, 8)}`;
      await newDeal(org.rep, { stage: 'Negotiation', amount: 1234, description: marker });
      const definition = {
        objectApi: 'Opportunity',
        format: 'summary',
        columns: ['name'],
        groupings: [{ field: 'stage' }],
        filters: [{ field: 'description', operator: 'e', value: marker }],
        summaries: [],
        chart: null,
      };
      const report = await as(org.admin).ok('/report/saveReport', {
        name: marker,
        isPublic: true,
        definition,
      });
      const component = { id: 'c1', kind: 'metric', reportId: report.id, x: 0, y: 0, w: 3, h: 3 };
      const shared = await as(org.admin).ok('/dashboard/saveDashboard', {
        name: marker,
        isPublic: true,
        components: [component],
      });
      const countFor = async (user: TestUser) =>
        (await as(user).ok('/dashboard/runDashboard', { id: shared.id })).components[0].result?.total
          ?.count ?? 0;
      for (const reader of [org.rep, org.manager, org.admin])
        expect(await countFor(reader), reader.email).toBe(1);
      for (const outsider of [org.peer, org.partnerA, org.partnerB])
        expect(await countFor(outsider), outsider.email).toBe(0);
      const drilled = await as(org.peer).ok('/dashboard/drillDown', {
        id: shared.id,
        componentId: 'c1',
        key: 'Negotiation',
      });
      expect(drilled.rows).toEqual([]);
      const mine = await as(org.rep).ok('/dashboard/saveDashboard', {
        name: marker,
        components: [component],
      });
      const calls: Array<[string, unknown]> = [
        ['/dashboard/getDashboard', { id: mine.id }],
        ['/dashboard/runDashboard', { id: mine.id }],
        ['/dashboard/drillDown', { id: mine.id, componentId: 'c1', key: null }],
        ['/dashboard/saveLayout', { id: mine.id, layout: [] }],
        ['/dashboard/getDashboardShares', { id: mine.id }],
        ['/dashboard/saveDashboardShares', { id: mine.id, shares: [] }],
        ['/dashboard/deleteDashboard', { id: mine.id }],
      ];
      for (const outsider of [org.peer, org.partnerA])
        for (const [url, body] of calls)
          expect((await as(outsider).call(url, body)).status, `${outsider.email} ${url}`).toBe(404);
      // Shared with the peer to view: he opens and runs it as himself (none of the rep's rows), and
      // may neither arrange, share nor delete it; the partner still does not see it.
      await as(org.rep).ok('/dashboard/saveDashboardShares', {
        id: mine.id,
        shares: [{ kind: 'user', id: org.peer.userId, level: 'view' }],
      });
      const peerRun = await as(org.peer).ok('/dashboard/runDashboard', { id: mine.id });
      expect(peerRun.components[0].result.total.count).toBe(0);
      for (const [url, body] of calls.slice(3))
        expect((await as(org.peer).call(url, body)).status, `peer ${url}`).toBe(403);
      for (const [url, body] of calls)
        expect((await as(org.partnerA).call(url, body)).status, `partner ${url}`).toBe(404);
    });
    it("[S1-R-083] a dashboard subscription is its subscriber's alone, to a dashboard they see, for recipients who see it", async () => {
      const marker = `Matrix subscription ${Math.random().toString(36).slice(2, 8)}`;
      const report = await as(org.admin).ok('/report/saveReport', {
        name: marker,
        isPublic: true,
        definition: {
          objectApi: 'Opportunity',
          format: 'tabular',
          columns: ['name'],
          groupings: [],
          filters: [],
          summaries: [],
          chart: null,
        },
      });
      const mine = await as(org.rep).ok('/dashboard/saveDashboard', {
        name: marker,
        components: [{ id: 'c1', kind: 'metric', reportId: report.id, x: 0, y: 0, w: 3, h: 3 }],
      });
      const subscribe = { dashboardId: mine.id, frequency: 'daily', hour: 6 };
      for (const outsider of [org.peer, org.partnerA])
        for (const [url, body] of [
          ['/dashboard/saveSubscription', subscribe],
          ['/dashboard/getSubscriptionRecipients', { dashboardId: mine.id }],
        ] as const)
          expect((await as(outsider).call(url, body)).status, `${outsider.email} ${url}`).toBe(404);
      // Nobody else may see the rep's private dashboard: the picker offers no one but administrators.
      const offered = await as(org.rep).ok('/dashboard/getSubscriptionRecipients', { dashboardId: mine.id });
      for (const recipient of [org.peer, org.manager, org.partnerA])
        expect(JSON.stringify(offered), recipient.email).not.toContain(recipient.email);
      // The rep's private dashboard: the peer and the manager may not receive it either.
      for (const recipient of [org.peer, org.manager])
        expect(
          (
            await as(org.rep).call('/dashboard/saveSubscription', {
              ...subscribe,
              recipients: [recipient.email],
            })
          ).status,
          recipient.email,
        ).toBe(400);
      const subscription = await as(org.rep).ok('/dashboard/saveSubscription', subscribe);
      for (const outsider of [org.peer, org.manager, org.partnerA]) {
        for (const url of ['/dashboard/deleteSubscription', '/dashboard/sendSubscriptionNow'])
          expect(
            (await as(outsider).call(url, { id: subscription.id })).status,
            `${outsider.email} ${url}`,
          ).toBe(404);
        const listed = await as(outsider).ok('/dashboard/getSubscriptions', {});
        expect(JSON.stringify(listed), outsider.email).not.toContain(subscription.id);
      }
      // A dashboard subscription is not a report subscription to end through the reports' call.
      expect((await as(org.rep).call('/report/deleteSubscription', { id: subscription.id })).status).toBe(
        404,
      );
      await as(org.rep).ok('/dashboard/deleteSubscription', { id: subscription.id });
    });
  });
  describe('setup (issue 18)', () => {
    it('the object manager, field changes and the setup audit trail answer administrators only; the trail shows only their organisation', async () => {
      const fieldId = await as(org.admin).fieldId('opportunity', 'description');
      const calls: Array<[string, unknown]> = [
        ['/setup/objects', {}],
        ['/setup/object', { objId: 'opportunity' }],
        ['/setup/auditTrail', {}],
        ['/metadata/updateObject', { objId: 'opportunity', label: 'Deal', plural: 'Deals' }],
        ['/metadata/updateField', { fieldId, label: 'Notes' }],
        ['/metadata/deleteField', { fieldId }],
        ['/metadata/restoreField', { fieldId }],
        ['/metadata/replacePicklistValue', { fieldId, from: 'a', to: 'b' }],
      ];
      for (const [url, body] of calls)
        for (const outsider of [org.rep, org.partnerA]) {
          const { status } = await as(outsider).call(url, body);
          expect(status, `${url} as ${outsider.email}`).toBe(403);
        }
      await as(org.admin).ok('/access/owd/save', { objectApi: 'Opportunity', defaultAccess: 'private' });
      const trail = await as(org.admin).ok('/setup/auditTrail', { area: 'access', pageSize: 1000 });
      expect(trail.rows.length).toBeGreaterThan(0);
      const outside = await getDatabase()
        .handle.db.selectFrom('setup_audit')
        .select('id')
        .where('org_id', '<>', org.orgId)
        .execute();
      const shown = new Set(trail.rows.map((row: { id: string }) => row.id));
      expect(outside.some((row) => shown.has(row.id))).toBe(false);
    });
  });

  describe('approvals (issue 20)', () => {
    it("[S1-R-084] [S1-R-087] a private deal's request: the approver acts on it unseen; a peer and partners learn nothing from any approval call", async () => {
      const process = await as(org.admin).ok('/approval/saveProcess', {
        objectApi: 'Opportunity',
        name: `Matrix approvals ${Math.random().toString(36).slice(2, 8)}`,
        active: true,
        order: 0,
        criteria: 'amount = 424242',
        definition: { steps: [{ name: 'Manager', approverKind: 'submitterManager' }] },
      });
      try {
        const deal = await newDeal(org.rep, { amount: 424242 });
        await as(org.rep).ok('/approval/submitApproval', { relatedId: deal.id, comments: 'matrix' });
        for (const outsider of [org.peer, org.partnerA, org.partnerB]) {
          for (const path of [
            '/approval/getHistory',
            '/approval/getGotoApprovalPreview',
            '/approval/getApprovers',
            '/approval/approve',
            '/approval/reject',
            '/approval/recall',
          ]) {
            const { status, json } = await as(outsider).call(path, { relatedId: deal.id });
            expect(status, `${outsider.email} ${path}`).toBe(404);
            expect(JSON.stringify(json)).not.toContain(deal.name);
          }
          const reassign = await as(outsider).call('/approval/reassign', {
            relatedId: deal.id,
            toUserId: outsider.userId,
          });
          expect(reassign.status, outsider.email).toBe(404);
          const batch = await as(outsider).ok('/approval/batchApprove', { relatedIds: [deal.id] });
          expect(batch[0].ok).toBe(false);
          expect(JSON.stringify(batch)).not.toContain(deal.name);
          for (const box of ['waiting', 'submitted', 'history'])
            expect(
              JSON.stringify(await as(outsider).ok('/approval/getApprovalList', { box })),
              `${outsider.email} ${box}`,
            ).not.toContain(deal.id);
          expect(JSON.stringify(await as(outsider).ok('/approval/getNotifications', {}))).not.toContain(
            deal.id,
          );
        }
        for (const [path, body] of [
          ['/approval/getSetup', { objectApi: 'Opportunity' }],
          ['/approval/getProcesses', { objectApi: 'Opportunity' }],
          ['/approval/checkCriteria', { objectApi: 'Opportunity', criteria: '' }],
          // The run history of a process's actions and re-running one (issue 20).
          ['/approval/getActionRuns', { processId: process.id }],
          ['/approval/rerunAction', { runId: 'aar_unknown' }],
        ] as const)
          expect((await as(org.rep).call(path, body)).status, path).toBe(403);
        const deleted = await as(org.rep).call('/approval/deleteProcess', { id: process.id });
        expect(deleted.status).toBe(403);
        // The approver reads and decides it.
        expect(
          (await as(org.manager).ok('/approval/getGotoApprovalPreview', { relatedId: deal.id })).canDecide,
        ).toBe(true);
        await as(org.manager).ok('/approval/approve', { relatedId: deal.id });
      } finally {
        await as(org.admin).ok('/approval/saveProcess', {
          objectApi: 'Opportunity',
          id: process.id,
          name: process.name,
          active: false,
          order: 0,
          criteria: process.criteria,
          definition: process.definition,
        });
      }
    });
  });

  describe('record-triggered flows (issue 20)', () => {
    it('only the administrator sets flows up or reads their runs; nobody else learns of a private record through them', async () => {
      const deal = await newDeal(org.rep);
      const flow = {
        name: `Matrix flow ${deal.name}`,
        objectApi: 'Opportunity',
        active: true,
        trigger: 'update',
        criteria: { kind: 'always' },
        onlyOnChange: false,
        actions: [{ type: 'notify', userField: 'ownerid', message: 'seen' }],
      };
      const saved = await as(org.admin).ok('/automation/saveFlow', { flow });
      await as(org.rep).save('Opportunity', { id: deal.id, amount: 10 });
      await app.jobs.runJobsUntilIdle();
      const runs = (await as(org.admin).ok('/automation/listRuns', { recordId: deal.id })) as Array<{
        id: string;
      }>;
      expect(runs).toHaveLength(1);
      const calls: Array<[string, unknown]> = [
        ['/automation/listFlows', {}],
        ['/automation/getObjects', {}],
        ['/automation/getFlow', { flowId: saved.id }],
        ['/automation/saveFlow', { flowId: saved.id, flow }],
        ['/automation/deleteFlow', { flowId: saved.id }],
        ['/automation/listRuns', { recordId: deal.id }],
        ['/automation/rerun', { runId: runs[0]?.id }],
      ];
      for (const user of [org.rep, org.manager, org.peer, org.partnerA])
        for (const [url, body] of calls)
          expect((await as(user).call(url, body)).status, `${user.email} ${url}`).toBe(403);
      await as(org.admin).ok('/automation/deleteFlow', { flowId: saved.id });
    });
  });

  describe('calendar (issue 22)', () => {
    it('[S1-R-113] a calendar shows only events the caller may read; series, occurrences and reminders of others are refused', async () => {
      const marker = `Matrix event ${Math.random().toString(36).slice(2, 8)}`;
      const created = await as(org.rep).ok('/calendar/createEvent', {
        subject: marker,
        begintime: '2026-05-04 09:00:00',
        endtime: '2026-05-04 10:00:00',
        recurrence: { freq: 'DAILY', count: 3 },
      });
      expect(created.isSaveSuccess).toBe(true);
      const window = { from: '2026-05-03 00:00:00', to: '2026-05-10 00:00:00' };
      const seen = async (user: TestUser, body: Record<string, unknown>) =>
        (
          (await as(user).ok('/calendar/getCalendar', { ...window, ...body })) as {
            items: Array<{ title: string }>;
          }
        ).items.filter((item) => item.title === marker).length;
      expect(await seen(org.rep, {})).toBe(3);
      expect(await seen(org.manager, { scope: 'team' })).toBe(3);
      for (const outsider of [org.partnerA, org.partnerB]) {
        expect(await seen(outsider, { scope: 'users', userIds: [org.rep.userId] }), outsider.email).toBe(0);
        for (const [url, body] of [
          ['/calendar/saveRecurrence', { eventId: created.id, recurrence: null }],
          ['/calendar/getSeries', { eventId: created.id }],
          [
            '/calendar/moveOccurrence',
            {
              eventId: created.id,
              index: 1,
              begintime: '2026-05-05 11:00:00',
              endtime: '2026-05-05 12:00:00',
            },
          ],
          [
            '/calendar/moveFollowing',
            {
              eventId: created.id,
              index: 1,
              begintime: '2026-05-05 11:00:00',
              endtime: '2026-05-05 12:00:00',
            },
          ],
          ['/calendar/deleteOccurrence', { eventId: created.id, index: 1, scope: 'all' }],
          ['/calendar/setReminder', { eventId: created.id, minutesBefore: 10 }],
        ] as const) {
          const { json } = await as(outsider).call(url, body);
          expect(json.result, `${outsider.email} ${url}`).toBe(false);
          expect(JSON.stringify(json.data ?? ''), `${outsider.email} ${url}`).not.toContain(marker);
        }
        expect((await as(outsider).ok('/calendar/getReminders', {})).reminders).toEqual([]);
        expect((await as(outsider).ok('/calendar/getFeedLink', {})).exists).toBe(false);
      }
      // Nothing an outsider tried moved, cut or deleted the series.
      expect(await seen(org.rep, {})).toBe(3);
      // A feed link is its owner's: resetting one's own never touches another's.
      const link = await as(org.rep).ok('/calendar/resetFeedLink', {});
      await as(org.peer).ok('/calendar/resetFeedLink', {});
      const feed = await getApp().inject({ method: 'GET', url: link.path });
      // The feed covers 60 days back from today: this May event is outside it; the link itself works.
      expect(feed.statusCode).toBe(200);
      expect(feed.body).toContain('BEGIN:VCALENDAR');
      const dismissed = await as(org.peer).ok('/calendar/dismissReminder', { id: 'someone-elses' });
      expect(dismissed.dismissed).toBe(false);
    });
  });

  describe('calendar invitees (issue 22)', () => {
    it('[S1-R-113] an invited user reads a private event and answers; the uninvited find no trace; only who may edit changes the list', async () => {
      await setDefault('Event', 'private');
      const marker = `Matrix invite ${Math.random().toString(36).slice(2, 8)}`;
      const created = await as(org.rep).ok('/calendar/createEvent', {
        subject: marker,
        begintime: '2026-05-11 09:00:00',
        endtime: '2026-05-11 10:00:00',
      });
      const event = { id: created.id, name: marker, objectId: 'event', objectApi: 'Event' };
      // Before the invitation the peer (another branch) may not read the private event.
      expect((await sightOfRecord(getApp, org.peer, event)).detail).toBeNull();
      await as(org.rep).ok('/calendar/saveInvitees', {
        eventId: created.id,
        invitees: [{ kind: 'user', id: org.peer.userId }],
      });
      expect((await sightOfRecord(getApp, org.peer, event)).detail?.data.name).toBe(marker);
      const window = { from: '2026-05-10 00:00:00', to: '2026-05-17 00:00:00' };
      const mine = (await as(org.peer).ok('/calendar/getCalendar', window)) as {
        items: Array<{ id: string; myResponse: string | null; canEdit: boolean }>;
      };
      expect(mine.items.find((item) => item.id === created.id)).toMatchObject({
        myResponse: 'none',
        canEdit: false,
      });
      const answered = await as(org.peer).ok('/calendar/respondToInvitation', {
        eventId: created.id,
        response: 'tentative',
      });
      expect(answered).toMatchObject({ myResponse: 'tentative', canManage: false });
      // An invitee reads the list but does not change it; the manager above the organiser may.
      const refused = await as(org.peer).call('/calendar/saveInvitees', {
        eventId: created.id,
        invitees: [],
      });
      expect(refused.status).toBe(403);
      const byManager = await as(org.manager).ok('/calendar/getInvitees', { eventId: created.id });
      expect(byManager).toMatchObject({
        canManage: true,
        invitees: [{ id: org.peer.userId, response: 'tentative' }],
      });
      for (const outsider of [org.partnerA, org.partnerB]) {
        for (const [url, body] of [
          ['/calendar/getInvitees', { eventId: created.id }],
          [
            '/calendar/saveInvitees',
            { eventId: created.id, invitees: [{ kind: 'user', id: outsider.userId }] },
          ],
          ['/calendar/respondToInvitation', { eventId: created.id, response: 'accepted' }],
        ] as const) {
          const { status, json } = await as(outsider).call(url, body);
          expect(status, `${outsider.email} ${url}`).toBe(404);
          expect(JSON.stringify(json.data ?? ''), `${outsider.email} ${url}`).not.toContain(marker);
        }
        // Partners are offered no list of staff to invite.
        const search = await as(outsider).ok('/calendar/searchInvitees', { keyword: 'Pia' });
        expect(search.candidates, outsider.email).toEqual([]);
      }
      // Taken off the list, the peer loses the sight the invitation gave.
      await as(org.rep).ok('/calendar/saveInvitees', { eventId: created.id, invitees: [] });
      expect((await sightOfRecord(getApp, org.peer, event)).detail).toBeNull();
      expect((await as(org.peer).call('/calendar/getInvitees', { eventId: created.id })).status).toBe(404);
      await setDefault('Event', 'publicReadWrite');
    });
  });

  describe('projects (issue 22)', () => {
    it('[S1-R-105] [S1-R-106] a private project and its plan: its team reads and changes it; outsiders find no trace and change nothing', async () => {
      await setDefault('project', 'private');
      await setDefault('velaSubtask', 'controlledByParent');
      const marker = `Matrix project ${Math.random().toString(36).slice(2, 8)}`;
      const projectId = await as(org.rep).create('project', { name: marker, start_date: '2026-05-04' });
      const first = await as(org.rep).create('velaSubtask', {
        name: `${marker} design`,
        project_name: projectId,
        start_date: '2026-05-04',
        end_date: '2026-05-08',
      });
      const second = await as(org.rep).create('velaSubtask', {
        name: `${marker} build`,
        project_name: projectId,
        start_date: '2026-05-11',
        end_date: '2026-05-15',
      });
      const link = { projectId, predecessorId: first, successorId: second };
      await as(org.rep).ok('/projects/addDependency', link);
      for (const user of [org.rep, org.manager, org.admin]) {
        const plan = await as(user).ok('/projects/getPlan', { projectId });
        expect(plan.tasks.length, user.email).toBe(2);
      }
      expect(
        (await as(org.manager).ok('/projects/moveTask', { taskId: first, start: '2026-05-05' }))
          .isSaveSuccess,
      ).toBe(true);
      for (const outsider of [org.peer, org.partnerA, org.partnerB]) {
        const home = await as(outsider).ok('/projects/home', {});
        expect(JSON.stringify(home), outsider.email).not.toContain(marker);
        const mine = await as(outsider).ok('/projects/myTasks', { includeCompleted: true });
        expect(JSON.stringify(mine), outsider.email).not.toContain(marker);
        for (const [url, body] of [
          ['/projects/getPlan', { projectId }],
          ['/projects/addDependency', { ...link, predecessorId: second, successorId: first }],
          ['/projects/removeDependency', link],
          ['/projects/moveTask', { taskId: first, start: '2026-06-01' }],
          ['/projects/saveBaseline', { projectId }],
        ] as const) {
          const { json } = await as(outsider).call(url, body);
          expect(json.result, `${outsider.email} ${url}`).toBe(false);
          expect(JSON.stringify(json.data ?? ''), `${outsider.email} ${url}`).not.toContain(marker);
        }
      }
      const plan = await as(org.rep).ok('/projects/getPlan', { projectId });
      expect(plan.dependencies).toEqual([{ predecessorId: first, successorId: second }]);
      expect(plan.tasks.map((task: { start: string }) => task.start).sort()).toEqual([
        '2026-05-05',
        '2026-05-12',
      ]);
    });
  });

  describe('file centre (issue 24)', () => {
    it('[S1-R-094] [S1-R-095] [S1-R-096] a file bound to a private record: readers view it, its owner changes it, outsiders find nothing', async () => {
      const deal = await newDeal(org.rep);
      const boundary = '----vela-matrix-centre';
      const send = (user: TestUser, query = '') =>
        app.inject({
          method: 'POST',
          url: `/api/file/upload${query}`,
          headers: {
            accesstoken: user.accessToken,
            'content-type': `multipart/form-data; boundary=${boundary}`,
          },
          payload: Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="deal-notes.txt"\r\nContent-Type: text/plain\r\n\r\nnotes ${seq}\r\n--${boundary}--\r\n`,
          ),
        });
      const id = (await send(org.rep)).json().data.id as string;
      await as(org.rep).ok('/file/bind', { id, recordId: deal.id });
      const get = (user: TestUser, route: string, extra = '', headers: Record<string, string> = {}) =>
        app.inject({
          method: 'GET',
          url: `/api/file/${route}?id=${id}${extra}`,
          headers: { accesstoken: user.accessToken, ...headers },
        });
      // A second version, so old versions are asked for too.
      expect((await send(org.rep, `?versionOf=${id}`)).statusCode).toBe(200);
      const changes = (user: TestUser) => [
        () => as(user).call('/file/restoreVersion', { id, version: 1 }),
        () =>
          as(user).call('/file/share', {
            id,
            principalKind: 'user',
            principalId: org.peer.userId,
            level: 'view',
          }),
        () => as(user).call('/file/unshare', { id, principalKind: 'user', principalId: org.peer.userId }),
        async () => {
          const answer = await send(user, `?versionOf=${id}`);
          return { status: answer.statusCode, json: answer.json() };
        },
      ];
      for (const reader of [org.rep, org.manager, org.admin]) {
        expect((await as(reader).call('/file/getDetail', { id })).status, reader.email).toBe(200);
        expect((await get(reader, 'downloadAttachement')).statusCode, reader.email).toBe(200);
        expect((await get(reader, 'downloadFile')).statusCode, reader.email).toBe(200);
        expect((await get(reader, 'downloadFile', '&version=1')).statusCode, reader.email).toBe(200);
        expect((await get(reader, 'downloadFile', '', { range: 'bytes=0-3' })).statusCode, reader.email).toBe(
          206,
        );
        const byRecord = await as(reader).ok('/file/list', { scope: 'record', recordId: deal.id });
        expect(
          byRecord.files.map((file: { id: string }) => file.id),
          reader.email,
        ).toEqual([id]);
      }
      // Reading the record is viewing the file, not changing it.
      for (const change of changes(org.manager)) expect((await change()).status).toBe(403);
      for (const outsider of [org.peer, org.partnerA, org.partnerB]) {
        expect((await as(outsider).call('/file/getDetail', { id })).status, outsider.email).toBe(404);
        expect((await as(outsider).call('/file/previewText', { id })).status, outsider.email).toBe(404);
        // Every download route, every version, whole or by range: nothing.
        for (const route of ['downloadAttachement', 'downloadFile'])
          for (const extra of ['', '&version=1', '&version=2']) {
            expect((await get(outsider, route, extra)).statusCode, `${outsider.email} ${route}${extra}`).toBe(
              404,
            );
            const ranged = await get(outsider, route, extra, { range: 'bytes=0-3' });
            expect(ranged.statusCode, `${outsider.email} ${route}${extra} range`).toBe(404);
          }
        expect((await as(outsider).call('/file/previewText', { id, version: 1 })).status).toBe(404);
        expect(
          (await as(outsider).call('/file/getFileInfo', { ids: [id] })).json.data,
          outsider.email,
        ).toEqual([]);
        expect(
          (await as(outsider).call('/file/bind', { id, recordId: deal.id })).status,
          outsider.email,
        ).toBe(404);
        expect(
          (await as(outsider).call('/file/unbind', { id, recordId: deal.id })).status,
          outsider.email,
        ).toBe(404);
        for (const change of changes(outsider)) expect((await change()).status, outsider.email).toBe(404);
        for (const scope of ['mine', 'shared', 'record', 'recent']) {
          const listed = await as(outsider).ok('/file/list', { scope });
          expect(JSON.stringify(listed.files), `${outsider.email} ${scope}`).not.toContain(id);
        }
      }
      expect((await as(org.partnerA).call('/file/sharePrincipals', {})).status).toBe(403);
      expect((await as(org.peer).call('/file/sharePrincipals', {})).status).toBe(200);
      // The owner changes it: a new version, then sharing with the peer opens it to them.
      expect((await send(org.rep, `?versionOf=${id}`)).statusCode).toBe(200);
      await as(org.rep).ok('/file/restoreVersion', { id, version: 1 });
      await as(org.rep).ok('/file/share', {
        id,
        principalKind: 'user',
        principalId: org.peer.userId,
        level: 'view',
      });
      expect((await get(org.peer, 'downloadAttachement')).statusCode).toBe(200);
      await as(org.rep).ok('/file/unshare', { id, principalKind: 'user', principalId: org.peer.userId });
      await as(org.rep).ok('/file/unbind', { id, recordId: deal.id });
      expect((await get(org.manager, 'downloadAttachement')).statusCode).toBe(404);
      // Deleting: outsiders find nothing, a reader of its record may not delete it, its owner may.
      await as(org.rep).ok('/file/bind', { id, recordId: deal.id });
      for (const outsider of [org.peer, org.partnerA, org.partnerB])
        expect((await as(outsider).call('/file/delete', { id })).status, outsider.email).toBe(404);
      expect((await as(org.manager).call('/file/delete', { id })).status).toBe(403);
      expect((await as(org.rep).call('/file/delete', { id })).status).toBe(200);
      expect((await as(org.rep).ok('/file/list', { scope: 'record', recordId: deal.id })).files).toEqual([]);
    });
  });
  describe('report exports and subscriptions (issue 19)', () => {
    it("a report's export and subscriptions are its reader's only: others find nothing, a profile without export is refused", async () => {
      const marker = `Matrix export ${Math.random().toString(36).slice(2, 8)}`;
      await newDeal(org.rep, { stage: 'Negotiation', amount: 777, description: marker });
      const report = await as(org.rep).ok('/report/saveReport', {
        name: marker,
        definition: {
          objectApi: 'Opportunity',
          format: 'tabular',
          columns: ['name', 'amount'],
          groupings: [],
          filters: [{ field: 'description', operator: 'e', value: marker }],
          summaries: [],
          chart: null,
        },
      });
      const exportAs = (user: TestUser) =>
        app.inject({
          method: 'POST',
          url: '/api/report/exportReport',
          payload: envelopeFor(user, { id: report.id, format: 'csv' }),
        });
      const mine = await exportAs(org.rep);
      expect(mine.statusCode).toBe(200);
      expect(mine.body).toContain('777');
      for (const outsider of [org.peer, org.manager])
        expect((await exportAs(outsider)).statusCode, outsider.email).toBe(404);
      expect((await exportAs(org.partnerA)).statusCode).toBe(403);
      const subscription = await as(org.rep).ok('/report/saveSubscription', {
        reportId: report.id,
        frequency: 'daily',
        hour: 6,
      });
      for (const outsider of [org.peer, org.manager, org.partnerA]) {
        // A subscription mails an export: a profile without export is refused first, as the export is.
        expect(
          (
            await as(outsider).call('/report/saveSubscription', {
              reportId: report.id,
              frequency: 'daily',
              hour: 6,
            })
          ).status,
          outsider.email,
        ).toBe(outsider === org.partnerA ? 403 : 404);
        for (const url of ['/report/deleteSubscription', '/report/sendSubscriptionNow'])
          expect(
            (await as(outsider).call(url, { id: subscription.id })).status,
            `${outsider.email} ${url}`,
          ).toBe(404);
        const listed = await as(outsider).ok('/report/getSubscriptions', {});
        expect(JSON.stringify(listed), outsider.email).not.toContain(subscription.id);
      }
      await as(org.rep).ok('/report/deleteSubscription', { id: subscription.id });
    });
  });
  describe('timesheets and the resource calendar (issue 22)', () => {
    it("[S1-R-122] [S1-R-108] hours on a private project and a private resource's shifts: the team reads them; outsiders find no trace and change nothing", async () => {
      await setDefault('project', 'private');
      await setDefault('velaSubtask', 'controlledByParent');
      await setDefault('velaTimeEntry', 'private');
      await setDefault('velaTimesheet', 'private');
      await setDefault('ServiceResource', 'private');
      await setDefault('Shift', 'private');
      const marker = `Matrix hours ${Math.random().toString(36).slice(2, 8)}`;
      const projectId = await as(org.rep).create('project', { name: marker, start_date: '2026-05-04' });
      const taskId = await as(org.rep).create('velaSubtask', {
        name: `${marker} task`,
        project_name: projectId,
        principal: org.rep.userId,
      });
      const hours = [3, 0, 0, 0, 0, 0, 0];
      await as(org.rep).ok('/timesheet/saveWeek', {
        weekStart: '2026-05-04',
        rows: [{ taskId, hours, billable: true }],
      });
      for (const user of [org.rep, org.manager, org.admin])
        expect((await as(user).ok('/timesheet/projectHours', { projectId })).totalHours, user.email).toBe(3);
      const resource = await as(org.rep).create('ServiceResource', { name: `${marker} resource` });
      const shift = await as(org.rep).create('Shift', {
        name: `${marker} shift`,
        serviceresourceid: resource,
        starttime: '2026-05-05 08:00:00',
        endtime: '2026-05-05 12:00:00',
      });
      const window = { from: '2026-05-04 00:00:00', to: '2026-05-11 00:00:00' };
      const seen = await as(org.manager).ok('/resourceCalendar/getWindow', window);
      expect(JSON.stringify(seen)).toContain(`${marker} shift`);
      const move = {
        id: shift,
        kind: 'shift',
        resourceId: resource,
        start: '2026-05-06 08:00:00',
        end: '2026-05-06 12:00:00',
      };
      for (const outsider of [org.peer, org.partnerA, org.partnerB]) {
        const week = await as(outsider).ok('/timesheet/getWeek', { weekStart: '2026-05-04' });
        expect(JSON.stringify(week), outsider.email).not.toContain(marker);
        const calendar = await as(outsider).ok('/resourceCalendar/getWindow', window);
        expect(JSON.stringify(calendar), outsider.email).not.toContain(marker);
        for (const [url, body] of [
          ['/timesheet/projectHours', { projectId }],
          ['/timesheet/saveWeek', { weekStart: '2026-05-04', rows: [{ taskId, hours, billable: true }] }],
          ['/resourceCalendar/moveBar', move],
        ] as const) {
          const { json } = await as(outsider).call(url, body);
          expect(json.result, `${outsider.email} ${url}`).toBe(false);
          expect(JSON.stringify(json.data ?? ''), `${outsider.email} ${url}`).not.toContain(marker);
        }
      }
      // Nothing moved: the shift is where the rep put it.
      const after = await as(org.rep).ok('/resourceCalendar/getWindow', window);
      expect(after.bars.find((bar: { id: string }) => bar.id === shift).start).toBe('2026-05-05 08:00:00');
    });
  });
  describe('dispatch (issue 22)', () => {
    it('[S1-R-112] [S1-R-032] a private work order: the team sees it on the desk and assigns it; outsiders find no trace on the desk, in recommendations or usage, and assign nothing', async () => {
      await setDefault('WorkOrder', 'private');
      const marker = `Matrix job ${Math.random().toString(36).slice(2, 8)}`;
      const job = await as(org.rep).create('WorkOrder', { subject: marker, durationhours: '1' });
      const resource = await as(org.rep).create('ServiceResource', { name: 'Matrix dispatch tech' });
      const day = { from: '2027-04-05', days: 1 };
      for (const user of [org.rep, org.manager, org.admin]) {
        const desk = await as(user).ok('/dispatch/getDesk', day);
        expect(JSON.stringify(desk.waiting), user.email).toContain(marker);
        const { recommendations } = await as(user).ok('/dispatch/recommend', {
          workOrderId: job,
          from: day.from,
        });
        expect(recommendations.length, user.email).toBeGreaterThan(0);
      }
      const assign = { workOrderId: job, resourceId: resource, start: '2027-04-05 09:00:00' };
      for (const outsider of [org.peer, org.partnerA, org.partnerB]) {
        const desk = await as(outsider).ok('/dispatch/getDesk', day);
        expect(JSON.stringify(desk), outsider.email).not.toContain(marker);
        for (const [url, body] of [
          ['/dispatch/recommend', { workOrderId: job, from: day.from }],
          ['/dispatch/assign', assign],
          ['/dispatch/unassign', { workOrderId: job }],
        ] as const) {
          const { json } = await as(outsider).call(url, body);
          expect(json.result, `${outsider.email} ${url}`).toBe(false);
          expect(JSON.stringify(json.data ?? ''), `${outsider.email} ${url}`).not.toContain(marker);
        }
      }
      await as(org.manager).ok('/dispatch/assign', assign);
      for (const outsider of [org.peer, org.partnerA, org.partnerB]) {
        const usage = await as(outsider).ok('/dispatch/getUsage', day);
        expect(JSON.stringify(usage.bars), outsider.email).not.toContain(marker);
      }
      const usage = await as(org.rep).ok('/dispatch/getUsage', day);
      expect(JSON.stringify(usage.bars)).toContain(marker);
    });
  });
  describe('appointment booking (issue 22)', () => {
    it('services are the administrator’s; bookings are the staff’s (a rep sees those they deliver, partners none); the public page’s calls need no sign-in but its slug or signed token', async () => {
      const service = {
        name: `Matrix consultation ${Math.random().toString(36).slice(2, 8)}`,
        durationMinutes: 30,
        timeZone: 'Europe/Berlin',
        weeklyHours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '00:00', end: '24:00' })),
        deliverers: [{ kind: 'user', id: org.rep.userId }],
      };
      for (const notAdmin of [org.rep, org.manager, org.peer, org.partnerA]) {
        for (const [url, body] of [
          ['/booking/services/list', {}],
          ['/booking/services/save', service],
          ['/booking/services/setActive', { id: 'x', active: false }],
          ['/booking/services/resetLink', { id: 'x' }],
          ['/booking/deliverers', {}],
        ] as const)
          expect((await as(notAdmin).call(url, body)).status, `${notAdmin.email} ${url}`).toBe(403);
      }
      const saved = await as(org.admin).ok('/booking/services/save', service);
      const slug = String(saved.publicPath).split('/').pop();
      const anonymous = async (url: string, body: unknown) =>
        (
          await getApp().inject({
            method: 'POST',
            url: `/api${url}`,
            payload: {
              head: { appType: 'lightning-main', appVersion: '1.1.1', accessToken: '', source: 'test' },
              body,
            },
          })
        ).json();
      const from = new Date(Date.now() + 86_400_000);
      from.setUTCHours(0, 0, 0, 0);
      const slots = await anonymous('/booking/public/slots', {
        slug,
        from: from.toISOString(),
        to: new Date(from.getTime() + 86_400_000).toISOString(),
      });
      expect(slots.result, JSON.stringify(slots)).toBe(true);
      const booked = await anonymous('/booking/public/book', {
        slug,
        start: slots.data.slots[0].start,
        name: 'Matrix Visitor',
        email: 'matrix.visitor@example.com',
      });
      expect(booked.result, JSON.stringify(booked)).toBe(true);
      // Without the slug or a signed token the public calls answer nothing.
      expect((await anonymous('/booking/public/service', { slug: 'guessed' })).result).toBe(false);
      expect((await anonymous('/booking/public/booking', { token: `${booked.data.token}x` })).result).toBe(
        false,
      );
      const upcoming = async (user: TestUser) =>
        JSON.stringify((await as(user).ok('/booking/bookings/list', { status: 'upcoming' })).bookings);
      expect(await upcoming(org.admin)).toContain('Matrix Visitor');
      expect(await upcoming(org.rep)).toContain('Matrix Visitor');
      expect(await upcoming(org.peer)).not.toContain('Matrix Visitor');
      expect((await as(org.partnerA).call('/booking/bookings/list', { status: 'upcoming' })).status).toBe(
        403,
      );
    });
  });
  describe('marketing forms (issue 25)', () => {
    it('a form is its owner’s and the administrator’s: others get a missing one from every call and download, partners none; its public page needs no sign-in but the slug', async () => {
      const form = await as(org.rep).ok('/form/save', {
        name: `Matrix form ${Math.random().toString(36).slice(2, 8)}`,
        fields: [
          { api: 'name', required: true },
          { api: 'email', required: true },
        ],
      });
      const slug = String(form.publicPath).split('/').pop();
      const raw = (user: TestUser, url: string) =>
        getApp().inject({ method: 'POST', url: `/api${url}`, payload: envelopeFor(user, { id: form.id }) });
      for (const outsider of [org.manager, org.peer]) {
        for (const [url, body] of [
          ['/form/get', { id: form.id }],
          ['/form/save', { id: form.id, name: 'Taken over', fields: [{ api: 'name', required: true }] }],
          ['/form/publish', { id: form.id, published: true }],
          ['/form/submissions', { id: form.id }],
          ['/form/delete', { id: form.id }],
        ] as const)
          expect((await as(outsider).call(url, body)).status, `${outsider.email} ${url}`).toBe(404);
        for (const url of ['/form/getSharePhoto', '/form/exportFormList', '/form/exportFormInfo'])
          expect((await raw(outsider, url)).statusCode, `${outsider.email} ${url}`).toBe(404);
        expect(JSON.stringify(await as(outsider).ok('/form/list', {}))).not.toContain(form.id);
      }
      for (const [url, body] of [
        ['/form/list', {}],
        ['/form/fieldChoices', { target: 'lead' }],
        ['/form/get', { id: form.id }],
      ] as const)
        expect((await as(org.partnerA).call(url, body)).status, url).toBe(403);
      expect((await raw(org.partnerA, '/form/getSharePhoto')).statusCode).toBe(403);
      expect(JSON.stringify(await as(org.admin).ok('/form/list', {}))).toContain(form.id);
      expect((await raw(org.admin, '/form/exportFormInfo')).statusCode).toBe(200);
      await as(org.admin).ok('/form/publish', { id: form.id, published: true });
      const anonymous = async (url: string, body: unknown) =>
        (
          await getApp().inject({
            method: 'POST',
            url: `/api${url}`,
            payload: {
              head: { appType: 'lightning-main', appVersion: '1.1.1', accessToken: '', source: 'test' },
              body,
            },
          })
        ).json();
      expect((await anonymous('/form/public/get', { slug })).result).toBe(true);
      expect((await anonymous('/form/public/get', { slug: `${slug}x` })).result).toBe(false);
      // The signed-in calls refuse a caller without a session.
      expect((await anonymous('/form/list', {})).result).toBe(false);
    });
  });
  describe('setup: layout editor and object changes (issue 18)', () => {
    it('the layout editor, its versions and their restore, layout assignments, record types, object delete and field type change answer administrators only', async () => {
      const fieldId = await as(org.admin).fieldId('opportunity', 'description');
      const { layouts } = await as(org.admin).ok('/setup/layouts', { objId: 'opportunity' });
      const layoutId: string = layouts[0].id;
      const calls: Array<[string, unknown]> = [
        ['/setup/layouts', { objId: 'opportunity' }],
        ['/metadata/createLayout', { objId: 'opportunity', name: 'Outsider layout' }],
        ['/metadata/saveLayoutAssignments', { objId: 'opportunity', assignments: [] }],
        ['/metadata/deleteObject', { objId: 'opportunity', confirmName: 'Opportunity' }],
        ['/metadata/changeFieldType', { fieldId, type: 'S' }],
        ['/setup/layoutVersions', { layoutId }],
        ['/metadata/restoreLayoutVersion', { layoutId, version: 1 }],
        ['/setup/recordTypes', { objId: 'opportunity' }],
        ['/metadata/saveRecordType', { objId: 'opportunity', name: 'Outsider type', layoutId }],
        ['/metadata/setRecordTypeActive', { id: 'opportunity-type', active: false }],
      ];
      for (const [url, body] of calls)
        for (const outsider of [org.rep, org.partnerA]) {
          const { status } = await as(outsider).call(url, body);
          expect(status, `${url} as ${outsider.email}`).toBe(403);
        }
      expect((await as(org.admin).call('/setup/layouts', { objId: 'opportunity' })).status).toBe(200);
    });
  });
  describe('setup: picklist values per record type, per-profile default record type (issue 18)', () => {
    it('choosing the values a record type offers and the record type a profile starts with answers administrators only', async () => {
      const stageId = await as(org.admin).fieldId('opportunity', 'stage');
      const [recordType] = await as(org.admin).ok('/setup/recordTypes', { objId: 'opportunity' });
      const calls: Array<[string, unknown]> = [
        ['/metadata/saveRecordTypePicklist', { id: recordType.id, picklistFieldId: stageId, values: null }],
        [
          '/metadata/saveLayoutAssignments',
          {
            objId: 'opportunity',
            assignments: [],
            profileRecordTypes: [{ profileId: 'standard_user', recordTypeId: recordType.id }],
          },
        ],
      ];
      for (const [url, body] of calls)
        for (const outsider of [org.rep, org.partnerA]) {
          const { status } = await as(outsider).call(url, body);
          expect(status, `${url} as ${outsider.email}`).toBe(403);
        }
      // Lifting a restriction that is not there changes nothing another test sees.
      const lifted = await as(org.admin).call(calls[0]?.[0] ?? '', calls[0]?.[1]);
      expect(lifted.status, JSON.stringify(lifted.json)).toBe(200);
      expect((await as(org.admin).ok('/setup/layouts', { objId: 'opportunity' })).profileRecordTypes).toEqual(
        [],
      );
    });
  });
  describe('import rollback', () => {
    it('[S1-R-127] an import is rolled back by its owner alone: another person’s rollback answers as a missing one', async () => {
      const upload = await as(org.peer).call('/importFile/upload', {
        objectApi: 'Account',
        operation: 'insert',
        fileName: 'rollback-matrix.csv',
        contentBase64: Buffer.from('Account name\nNever imported\n').toString('base64'),
      });
      expect(upload.json.result, JSON.stringify(upload.json)).toBe(true);
      const importId = upload.json.data.id as string;
      for (const outsider of [org.rep, org.admin, org.partnerA])
        expect((await as(outsider).call('/importFile/rollback', { importId })).status, outsider.email).toBe(
          404,
        );
      const own = await as(org.peer).call('/importFile/rollback', { importId });
      expect(own.status).toBe(400);
      expect(own.json.returnInfo).toMatch(/only a finished import can be rolled back/);
    });
  });
  describe('text messages (issue 23)', () => {
    it('[S1-R-097] a record’s texts and phone numbers are for those who read it; the provider is the administrator’s; an unsigned provider call is refused; the test provider’s outbox is the administrator’s; a mass text skips records its sender may not read', async () => {
      const deal = await newDeal(org.rep);
      expect((await as(org.rep).call('/sms/recipient', { recordId: deal.id })).status).toBe(200);
      expect((await as(org.rep).call('/noteSms/noteSmsList', { recordId: deal.id })).status).toBe(200);
      for (const outsider of [org.peer, org.partnerA, org.partnerB]) {
        expect(
          (await as(outsider).call('/sms/recipient', { recordId: deal.id })).status,
          outsider.email,
        ).toBe(404);
        expect(
          (await as(outsider).call('/noteSms/noteSmsList', { recordId: deal.id })).status,
          outsider.email,
        ).toBe(404);
      }
      const provider = { kind: 'test', fromNumber: '+15005550006', authToken: 'matrix-token' };
      for (const notAdmin of [org.rep, org.manager, org.partnerA]) {
        expect((await as(notAdmin).call('/sms/provider/get', {})).status, notAdmin.email).toBe(403);
        expect((await as(notAdmin).call('/sms/provider/save', provider)).status, notAdmin.email).toBe(403);
        expect((await as(notAdmin).call('/sms/testOutbox/list', {})).status, notAdmin.email).toBe(403);
      }
      expect((await as(org.admin).call('/sms/provider/save', provider)).status).toBe(200);
      expect((await as(org.admin).call('/sms/testOutbox/list', {})).status).toBe(200);
      // A mass text reaches only records its sender may read: another's deal is skipped as not found.
      const massUrl = '/api/textMessage/sendMassTextMessage';
      const massBy = async (who: TestUser) => {
        const channel = await SecureChannelClient.open(app, { accessToken: who.accessToken });
        const sealed = await channel.seal(massUrl, { recordIds: [deal.id], body: 'Matrix' });
        return (await app.inject({ method: 'POST', url: massUrl, payload: envelopeFor(who, sealed) })).json();
      };
      for (const outsider of [org.peer, org.partnerA]) {
        const answer = await massBy(outsider);
        expect(answer.data?.queued, outsider.email).toBe(0);
        expect(answer.data?.skipped[0]?.reason, outsider.email).toMatch(/was not found/);
      }
      expect((await massBy(org.rep)).data.skipped[0]?.reason).toMatch(/no phone number/);
      const unsigned = await app.inject({
        method: 'POST',
        url: `/api/sms/callback/inbound/${org.admin.orgId}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'MessageSid=SMx&From=%2B15005550006&To=%2B1&Body=STOP',
      });
      expect(unsigned.statusCode).toBe(403);
    });
  });
  describe('conversations (issue 24)', () => {
    it('a chat is its members’ alone: anyone else of the organisation gets 403 from every chat call, signed out gets 401', async () => {
      const chat = await as(org.rep).ok('/chat/conversation/createGroup', {
        name: 'Matrix room',
        memberIds: [org.manager.userId],
      });
      const conversationId = chat.id as string;
      await as(org.manager).ok('/chat/message/send', { conversationId, text: 'Members only' });
      const boundary = '----vela-matrix-chat';
      const uploaded = await app.inject({
        method: 'POST',
        url: '/api/file/upload',
        headers: {
          accesstoken: org.rep.accessToken,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload: Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="room.txt"\r\nContent-Type: text/plain\r\n\r\nroom notes\r\n--${boundary}--\r\n`,
        ),
      });
      const fileId = uploaded.json().data.id as string;
      const fileMessage = await as(org.rep).ok('/chat/message/sendFile', { conversationId, fileId });
      const attachment = (user: TestUser) =>
        app.inject({
          method: 'GET',
          url: `/api/chat/message/attachment?messageId=${fileMessage.id as string}`,
          headers: { accesstoken: user.accessToken },
        });
      expect((await attachment(org.manager)).statusCode).toBe(200);
      for (const outsider of [org.admin, org.peer, org.partnerA])
        expect((await attachment(outsider)).statusCode, outsider.email).toBe(403);
      expect(
        (await app.inject({ method: 'GET', url: `/api/chat/message/attachment?messageId=${fileMessage.id}` }))
          .statusCode,
      ).toBe(401);
      const calls: Array<[string, Record<string, unknown>]> = [
        ['/chat/message/list', { conversationId }],
        ['/chat/message/send', { conversationId, text: 'Let me in' }],
        ['/chat/message/sendFile', { conversationId, fileId }],
        ['/chat/conversation/markRead', { conversationId }],
        ['/chat/conversation/typing', { conversationId }],
        ['/chat/conversation/rename', { conversationId, name: 'Taken over' }],
        ['/chat/conversation/addMembers', { conversationId, userIds: [org.peer.userId] }],
        ['/chat/conversation/removeMember', { conversationId, userId: org.manager.userId }],
      ];
      for (const outsider of [org.admin, org.peer, org.partnerA])
        for (const [path, body] of calls)
          expect((await as(outsider).call(path, body)).status, `${outsider.email} ${path}`).toBe(403);
      for (const outsider of [org.admin, org.peer, org.partnerA]) {
        const list = (await as(outsider).ok('/chat/conversation/list', {})) as Array<{ id: string }>;
        expect(
          list.map((entry) => entry.id),
          outsider.email,
        ).not.toContain(conversationId);
      }
      // Members may: the rep made it and removes; the manager reads and renames.
      expect((await as(org.manager).call('/chat/message/list', { conversationId })).status).toBe(200);
      expect(
        (await as(org.manager).call('/chat/conversation/rename', { conversationId, name: 'Ours' })).status,
      ).toBe(200);
      expect(
        (
          await as(org.rep).call('/chat/conversation/addMembers', {
            conversationId,
            userIds: [org.peer.userId],
          })
        ).status,
      ).toBe(200);
      // A member who did not make the group may not remove others.
      expect(
        (
          await as(org.manager).call('/chat/conversation/removeMember', {
            conversationId,
            userId: org.peer.userId,
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await as(org.rep).call('/chat/conversation/removeMember', {
            conversationId,
            userId: org.peer.userId,
          })
        ).status,
      ).toBe(200);
      // Partners of another partner account are walled off: not offered, and refused.
      const offered = (await as(org.partnerB).ok('/chat/people', {})) as Array<{ id: string }>;
      expect(offered.map((person) => person.id)).not.toContain(org.partnerA.userId);
      expect(
        (await as(org.partnerB).call('/chat/conversation/openDirect', { userId: org.partnerA.userId }))
          .status,
      ).toBe(403);
      for (const path of [
        '/chat/conversation/list',
        '/chat/conversation/openDirect',
        '/chat/conversation/createGroup',
        '/chat/conversation/rename',
        '/chat/conversation/addMembers',
        '/chat/conversation/removeMember',
        '/chat/conversation/markRead',
        '/chat/message/list',
        '/chat/message/send',
        '/chat/message/sendFile',
        '/chat/people',
      ]) {
        const response = await app.inject({ method: 'POST', url: `/api${path}`, payload: { body: {} } });
        expect(response.statusCode, path).toBe(401);
      }
    });
  });
  describe('approval delegates and notices (issue 20)', () => {
    it('a person reads and changes only their own delegate and notice settings; signed out, nobody does', async () => {
      await as(org.rep).ok('/approval/saveDelegate', {
        delegateId: org.peer.userId,
        from: '2000-01-01',
        to: '2999-12-31',
      });
      await as(org.rep).ok('/approval/saveNoticeSettings', { emailNotices: true });
      expect(await as(org.rep).ok('/approval/getMySettings', {})).toMatchObject({
        delegate: { id: org.peer.userId },
        emailNotices: true,
      });
      for (const other of [org.manager, org.admin, org.partnerA])
        expect(await as(other).ok('/approval/getMySettings', {}), other.email).toMatchObject({
          delegate: null,
          emailNotices: false,
        });
      for (const path of [
        '/approval/getMySettings',
        '/approval/saveNoticeSettings',
        '/approval/saveDelegate',
      ]) {
        const response = await app.inject({
          method: 'POST',
          url: `/api${path}`,
          payload: {
            body: path === '/approval/getMySettings' ? {} : { emailNotices: false, delegateId: null },
          },
        });
        expect(response.statusCode, path).toBe(401);
      }
      await as(org.rep).ok('/approval/saveDelegate', { delegateId: null });
      await as(org.rep).ok('/approval/saveNoticeSettings', { emailNotices: false });
    });
    it("a person marks only their own notices read or unread: another's named ids and their 'all' leave them", async () => {
      const theirs = await as(org.manager).ok('/approval/getNotifications', {});
      const ids = theirs.items.map((item: { id: string }) => item.id).slice(0, 100);
      await as(org.rep).ok('/approval/markNotifications', {
        ids: ids.length > 0 ? ids : ['apn_none'],
        read: true,
      });
      await as(org.rep).ok('/approval/markNotifications', { all: true, read: true });
      expect((await as(org.manager).ok('/approval/getNotifications', {})).unread).toBe(theirs.unread);
      const response = await app.inject({
        method: 'POST',
        url: '/api/approval/markNotifications',
        payload: { body: { all: true, read: true } },
      });
      expect(response.statusCode).toBe(401);
    });
  });
  describe('the app manager (issue 18)', () => {
    it('[issue 18] apps and menus are listed and changed by administrators only; an app given to profiles is seen by them alone', async () => {
      for (const outsider of [org.rep, org.manager, org.partnerA]) {
        expect((await as(outsider).call('/setup/apps/list', {})).status, outsider.email).toBe(403);
        expect((await as(outsider).call('/setup/apps/save', { app: { name: 'X' } })).status).toBe(403);
      }
      const made = await as(org.admin).ok('/setup/apps/save', {
        app: { name: 'Matrix app', profileIds: ['system_admin'], partnerVisible: true },
      });
      for (const outsider of [org.rep, org.partnerA]) {
        expect((await as(outsider).call('/setup/apps/get', { appId: made.id })).status).toBe(403);
        expect((await as(outsider).call('/setup/apps/saveMenu', { appId: made.id, items: [] })).status).toBe(
          403,
        );
        const apps = await as(outsider).ok('/application/getApplicationList', {});
        expect(apps.map((one: { id: string }) => one.id)).not.toContain(made.id);
        expect((await as(outsider).call('/application/showAllTabs', { appId: made.id })).status).toBe(404);
      }
      const adminApps = await as(org.admin).ok('/application/getApplicationList', {});
      expect(adminApps.map((one: { id: string }) => one.id)).toContain(made.id);
    });
    it('[issue 18] an app is deleted by administrators only, and then no one sees it', async () => {
      const made = await as(org.admin).ok('/setup/apps/save', { app: { name: 'Matrix doomed app' } });
      for (const outsider of [org.rep, org.manager, org.partnerA])
        expect(
          (await as(outsider).call('/setup/apps/delete', { appId: made.id })).status,
          outsider.email,
        ).toBe(403);
      expect(
        (await as(org.rep).ok('/application/getApplicationList', {})).map((one: { id: string }) => one.id),
      ).toContain(made.id);
      await as(org.admin).ok('/setup/apps/delete', { appId: made.id });
      for (const user of [org.admin, org.rep])
        expect((await as(user).call('/application/showAllTabs', { appId: made.id })).status, user.email).toBe(
          404,
        );
    });
  });
  describe('custom pages (issue 18)', () => {
    it('[issue 18] custom pages are built and deleted by administrators only; any signed-in user of the organisation opens them and the default', async () => {
      const page = await as(org.admin).ok('/customPage/save', {
        name: 'Matrix page',
        components: [{ kind: 'richText', blocks: [{ style: 'paragraph', text: 'Hello' }] }],
        isDefault: true,
      });
      for (const outsider of [org.rep, org.manager, org.partnerA]) {
        expect((await as(outsider).call('/customPage/list', {})).status, outsider.email).toBe(403);
        expect((await as(outsider).call('/customPage/save', { name: 'X', components: [] })).status).toBe(403);
        expect((await as(outsider).call('/customPage/delete', { id: page.id })).status).toBe(403);
        expect((await as(outsider).ok('/customPage/getCustomPage', { page: page.id })).name).toBe(
          'Matrix page',
        );
        expect((await as(outsider).ok('/customPage/getDefault', {})).page.id).toBe(page.id);
      }
      for (const path of ['/customPage/getDefault', '/customPage/list']) {
        const response = await app.inject({ method: 'POST', url: `/api${path}`, payload: { body: {} } });
        expect(response.statusCode, path).toBe(401);
      }
      await as(org.admin).ok('/customPage/delete', { id: page.id });
    });
  });
  describe('company information and filter names (issue 26)', () => {
    it('[S1-R-197] the company information is read and changed by administrators only', async () => {
      const seller = {
        name: 'Matrix Seller',
        addressLines: [],
        taxId: '',
        email: '',
        phone: '',
        logo: '',
        quotationTerms: '',
        invoiceTerms: '',
      };
      for (const outsider of [org.rep, org.manager, org.partnerA]) {
        expect((await as(outsider).call('/setup/companyInfo', {})).status, outsider.email).toBe(403);
        expect((await as(outsider).call('/setup/saveCompanyInfo', { seller })).status, outsider.email).toBe(
          403,
        );
      }
      expect((await as(org.admin).ok('/setup/saveCompanyInfo', { seller })).seller.name).toBe(
        'Matrix Seller',
      );
    });

    it('[S1-R-178] GDPR: finding, exporting and erasing a person are for administrators only; signed out gets 401', async () => {
      const contactId = await as(org.rep).create('Contact', {
        name: 'Matrix Gdpr Person',
        firstname: 'Matrix Gdpr',
        lastname: 'Person',
      });
      const person = { kind: 'contact', id: contactId };
      for (const outsider of [org.rep, org.manager, org.peer, org.partnerA]) {
        expect((await as(outsider).call('/privacy/findPeople', { query: 'Matrix Gdpr' })).status).toBe(403);
        expect((await as(outsider).call('/privacy/exportPerson', person)).status).toBe(403);
        expect((await as(outsider).call('/privacy/erasePerson', { ...person, mode: 'erase' })).status).toBe(
          403,
        );
      }
      for (const path of ['/privacy/findPeople', '/privacy/exportPerson', '/privacy/erasePerson'])
        expect(
          (await app.inject({ method: 'POST', url: `/api${path}`, payload: { body: { query: 'Matrix' } } }))
            .statusCode,
          path,
        ).toBe(401);
      expect((await as(org.rep).detail(contactId)).data.name).toBe('Matrix Gdpr Person');
      const found = await as(org.admin).ok('/privacy/findPeople', { query: 'Matrix Gdpr' });
      expect(found.people.map((entry: { id: string }) => entry.id)).toEqual([contactId]);
    });

    it("[S1-R-183] [S1-R-165] milestones and user page setup are changed by administrators only; an account's timeline by who reads it", async () => {
      const admin = as(org.admin);
      const type = await admin.ok('/majorEvent/saveType', { name: 'Matrix milestone', colour: 'cyan' });
      const event = { accountId, typeId: type.id, date: '2025-05-05', title: 'Matrix launch' };
      await admin.ok('/majorEvent/save', event);
      for (const outsider of [org.rep, org.manager, org.partnerA]) {
        expect((await as(outsider).call('/majorEvent/saveType', { name: 'X', colour: 'red' })).status).toBe(
          403,
        );
        expect((await as(outsider).call('/majorEvent/save', event)).status).toBe(403);
        expect((await as(outsider).call('/setup/userPageSetup', {})).status).toBe(403);
        expect(
          (
            await as(outsider).call('/setup/saveUserPageSetup', {
              userId: outsider.userId,
              setup: { tabStyle: '1' },
            })
          ).status,
        ).toBe(403);
      }
      expect(JSON.stringify(await as(org.rep).ok('/majorEvent/list', { accountId }))).toContain(
        'Matrix launch',
      );
      for (const outsider of [org.partnerB]) {
        const hidden = await as(outsider).call('/majorEvent/list', { accountId });
        expect(JSON.stringify(hidden.json), outsider.email).not.toContain('Matrix launch');
      }
    });

    it('[S1-R-175] the chat setup (chat/servicesSeat) is read and changed by administrators only; signed out gets 401', async () => {
      const setup = { enabled: true, partners: 'staffAndOwnAccount' };
      for (const outsider of [org.rep, org.manager, org.partnerA]) {
        expect((await as(outsider).call('/chat/servicesSeat/get', {})).status, outsider.email).toBe(403);
        expect((await as(outsider).call('/chat/servicesSeat/save', setup)).status, outsider.email).toBe(403);
      }
      for (const path of ['/chat/servicesSeat/get', '/chat/servicesSeat/save'])
        expect(
          (await app.inject({ method: 'POST', url: `/api${path}`, payload: { body: setup } })).statusCode,
          path,
        ).toBe(401);
      expect(await as(org.admin).ok('/chat/servicesSeat/save', setup)).toEqual(setup);
    });

    it("a filter's names: people of the caller's organisation (a partner only themselves), a private record as the placeholder", async () => {
      const stranger = await createTestUser(getDatabase().handle, {
        orgId: 'org_matrix_elsewhere',
        name: 'Stranger',
      });
      const managersDeal = await newDeal(org.manager);
      const criteria = [
        { field: 'ownerid', operator: 'in', value: [org.admin.userId, org.partnerA.userId, stranger.userId] },
        { field: 'opportunityid', operator: 'e', value: managersDeal.id },
      ];
      const namesFor = async (user: TestUser) =>
        (await as(user).ok('/view/getFilterValueNames', { objectApi: 'quote', criteria })).names;
      expect(await namesFor(org.manager)).toEqual({
        [org.admin.userId]: 'Ada Admin',
        [org.partnerA.userId]: 'Paul Partner',
        [managersDeal.id]: managersDeal.name,
      });
      expect(await namesFor(org.rep)).toEqual({
        [org.admin.userId]: 'Ada Admin',
        [org.partnerA.userId]: 'Paul Partner',
        [managersDeal.id]: UNREADABLE_LOOKUP_NAME,
      });
      const partner = await namesFor(org.partnerA);
      expect(partner[org.partnerA.userId]).toBe('Paul Partner');
      expect(partner[org.admin.userId]).toBeUndefined();
      expect(JSON.stringify(partner)).not.toContain(managersDeal.name);
    });
  });

  describe('AI agent tools (issue 24)', () => {
    it('[S1-P-005] the assistant’s tools find and open a private record for who may read it and give no trace of it to anyone else', async () => {
      const deal = await newDeal(org.rep);
      // The search index and sharing follow a save through jobs: settled, as a person a moment later finds them.
      await settleAccessJobs(app);
      const agentId = ((await as(org.admin).ok('/aiAgent/save', { name: 'Matrix helper' })) as { id: string })
        .id;
      /** The whole streamed answer (every event) and its record links, asked through the bot service. */
      const ask = async (user: TestUser, text: string) => {
        const tokenCall = await as(user).call('/aiAgent/getBotToken', {});
        if (tokenCall.status !== 200) return { body: JSON.stringify(tokenCall.json), links: [] as string[] };
        const response = await app.inject({
          method: 'POST',
          url: '/api/bot/agents/ask',
          headers: { authorization: `Bearer ${(tokenCall.json.data as { token: string }).token}` },
          payload: { agentId, text },
        });
        const done = response.body
          .split('\n\n')
          .filter((block) => block.startsWith('data: '))
          .map(
            (block) =>
              JSON.parse(block.slice(6)) as { type: string; answer?: { links: Array<{ id: string }> } },
          )
          .find((event) => event.type === 'done');
        return { body: response.body, links: (done?.answer?.links ?? []).map((link) => link.id) };
      };
      for (const viewer of [org.rep, org.manager, org.admin]) {
        expect((await ask(viewer, `find ${deal.name}`)).links, viewer.email).toContain(deal.id);
        expect((await ask(viewer, `open ${deal.id}`)).links, viewer.email).toContain(deal.id);
      }
      for (const outsider of [org.peer, org.partnerA, org.partnerB]) {
        const found = await ask(outsider, `find ${deal.name}`);
        expect(found.links, outsider.email).toEqual([]);
        expect(found.body, outsider.email).not.toContain(deal.id);
        // Asked by id, nothing of the record comes back: not its name, not its account.
        for (const question of [
          `open ${deal.id}`,
          `history of ${deal.id}`,
          `draft an email to ${deal.id}`,
          'my open tasks and approvals',
        ]) {
          const answer = await ask(outsider, question);
          expect(answer.links, `${outsider.email}: ${question}`).toEqual([]);
          expect(answer.body, `${outsider.email}: ${question}`).not.toContain(deal.name);
        }
      }
    });
  });
});
