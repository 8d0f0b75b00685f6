import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { GlobalSearchAnswer, PrivacyExport } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AccessOrg, callsAs, createAccessOrg } from '../../test-support/access-org.js';
import { buildKeywordIndexes } from '../../test-support/keyword-indexes.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, envelopeFor, type TestUser } from '../../test-support/test-users.js';
import { SecureChannelClient } from '../auth/index.js';

const SEARCH_URL = '/api/businessEnquiry/searchList';

/** Every file under a folder (the content store's bytes). */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

/**
 * GDPR compliance (issue 18, setup page gdprCompliance): an administrator finds a person, exports
 * what is held about them, and erases or anonymises them; afterwards global search, field history,
 * files and the audit trail keep no trace of them.
 */
describeEachDatabase('setup: GDPR compliance', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  let dataDir: string;
  const getApp = () => app;
  const as = (user: TestUser) => callsAs(getApp, user);
  const channels = new Map<string, SecureChannelClient>();
  const search = async (user: TestUser, keyword: string) => {
    let channel = channels.get(user.userId);
    if (!channel) {
      channel = await SecureChannelClient.open(app, { accessToken: user.accessToken });
      channels.set(user.userId, channel);
    }
    const sealed = await channel.seal(SEARCH_URL, { keyword, searchObjId: 'all' });
    const response = await app.inject({
      method: 'POST',
      url: SEARCH_URL,
      payload: envelopeFor(user, sealed),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as GlobalSearchAnswer;
  };
  const upload = async (user: TestUser, name: string, content: string) => {
    const boundary = '----vela-gdpr-test';
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n${content}\r\n--${boundary}--\r\n`,
    );
    const response = await app.inject({
      method: 'POST',
      url: '/api/file/upload',
      headers: { accesstoken: user.accessToken, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    return response.json().data.id as string;
  };
  /** A contact with a tracked change, a task about them, and a file on their record. */
  const personWithTraces = async (first: string, last: string) => {
    const rep = as(org.rep);
    const email = `${first.toLowerCase()}.${last.toLowerCase()}@example.org`;
    const contactId = await rep.create('Contact', {
      name: `${first} ${last}`,
      firstname: first,
      lastname: last,
      email: `old.${email}`,
      phone: '+44 20 7946 0123',
    });
    await rep.save('Contact', { id: contactId, email });
    const taskId = await rep.create('Task', {
      subject: `Call ${first} ${last}`,
      whoid: contactId,
      tasktype: 'logcall',
    });
    const fileId = await upload(org.rep, `${last}-passport.txt`, `passport of ${first} ${last}`);
    await rep.ok('/record/attachFiles', { id: contactId, fileIds: [fileId] });
    await buildKeywordIndexes(app);
    return { contactId, taskId, fileId, email };
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'vela-gdpr-'));
    app = await createTestApp(getDatabase().handle, { config: { dataDir } });
    org = await createAccessOrg(getDatabase().handle, getApp, 'org_gdpr');
  });
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('[S1-R-178] finds a person by e-mail and exports their record, activities, files with contents and history', async () => {
    const traces = await personWithTraces('Xanthippe', 'Quillfeather');
    const admin = as(org.admin);
    const found = await admin.ok('/privacy/findPeople', { query: 'xanthippe.quill' });
    expect(found.people).toEqual([
      {
        kind: 'contact',
        id: traces.contactId,
        name: 'Xanthippe Quillfeather',
        email: traces.email,
        objectLabel: 'Contact',
      },
    ]);
    const exported = (await admin.ok('/privacy/exportPerson', {
      kind: 'contact',
      id: traces.contactId,
    })) as PrivacyExport;
    expect(exported.format).toBe('vela-gdpr-export/1');
    expect(exported.records[0]?.values.email).toBe(traces.email);
    expect(exported.related.map((record) => record.id)).toContain(traces.taskId);
    expect(exported.files).toHaveLength(1);
    expect(Buffer.from(exported.files[0]?.contentBase64 ?? '', 'base64').toString()).toBe(
      'passport of Xanthippe Quillfeather',
    );
    expect(exported.history).toContainEqual(
      expect.objectContaining({ field: 'email', oldValue: `old.${traces.email}`, newValue: traces.email }),
    );
  });

  it('[S1-R-178] erasing a person leaves no trace in global search, field history, files or the audit trail', async () => {
    const traces = await personWithTraces('Zebulon', 'Marrowdale');
    expect((await search(org.rep, 'Marrowdale')).groups.length).toBeGreaterThan(0);
    const filesBefore = await filesUnder(path.join(dataDir, 'files'));
    const admin = as(org.admin);
    const summary = await admin.ok('/privacy/erasePerson', {
      kind: 'contact',
      id: traces.contactId,
      mode: 'erase',
    });
    expect(summary).toEqual({ mode: 'erase', records: 1, related: 1, files: 1, history: 1 });

    for (const keyword of ['Marrowdale', 'Zebulon', traces.email, 'Marrowdal', 'Zebulom']) {
      const answer = await search(org.admin, keyword);
      expect(answer.groups, keyword).toEqual([]);
      expect(JSON.stringify(answer.corrections), keyword).not.toMatch(/marrowdale|zebulon/i);
    }
    for (const id of [traces.contactId, traces.taskId]) {
      const history = await admin.call('/objectdetail/getFieldHistory', { id });
      expect(history.json.result, id).toBe(false);
      const detail = await admin.call('/objectdetail/getDetail', { id });
      expect(JSON.stringify(detail.json)).not.toContain('Marrowdale');
    }
    const download = await app.inject({
      method: 'GET',
      url: `/api/file/downloadFile?id=${traces.fileId}`,
      headers: { accesstoken: org.admin.accessToken },
    });
    expect(download.statusCode).toBe(404);
    expect((await filesUnder(path.join(dataDir, 'files'))).length).toBe(filesBefore.length - 1);
    expect((await admin.ok('/privacy/findPeople', { query: 'Marrowdale' })).people).toEqual([]);

    const audit = await admin.ok('/setup/auditTrail', { area: 'privacy', page: 1, pageSize: 10 });
    const entry = audit.rows.find((row: { target: string }) => row.target === `contact ${traces.contactId}`);
    expect(entry).toEqual(
      expect.objectContaining({ action: '/privacy/erasePerson', userId: org.admin.userId }),
    );
    expect(JSON.stringify(audit)).not.toMatch(/marrowdale|zebulon/i);
  });

  it('[S1-R-178] anonymising keeps the record, blank of what names the person, and out of search', async () => {
    const traces = await personWithTraces('Ottoline', 'Brackenbury');
    const admin = as(org.admin);
    const summary = await admin.ok('/privacy/erasePerson', {
      kind: 'contact',
      id: traces.contactId,
      mode: 'anonymise',
    });
    expect(summary).toEqual(expect.objectContaining({ mode: 'anonymise', records: 1, related: 1, files: 1 }));
    const detail = JSON.stringify(
      (await admin.call('/objectdetail/getDetail', { id: traces.contactId })).json,
    );
    expect(detail).toContain(`Anonymised ${traces.contactId.slice(-6)}`);
    expect(detail).not.toMatch(/brackenbury|ottoline|7946/i);
    for (const keyword of ['Brackenbury', traces.email])
      expect((await search(org.admin, keyword)).groups, keyword).toEqual([]);
    const history = await admin.ok('/objectdetail/getFieldHistory', { id: traces.contactId });
    expect(JSON.stringify(history)).not.toMatch(/brackenbury/i);
  });

  it('[S1-R-178] a user is anonymised: a new name, no sign-in, no sign-in history', async () => {
    const leaver = await createTestUser(getDatabase().handle, {
      orgId: 'org_gdpr',
      name: 'Leopold Fairweather',
      profileId: 'standard_user',
    });
    const admin = as(org.admin);
    const found = await admin.ok('/privacy/findPeople', { query: 'fairweather' });
    expect(found.people).toEqual([expect.objectContaining({ kind: 'user', id: leaver.userId })]);
    expect(
      (await admin.ok('/privacy/exportPerson', { kind: 'user', id: leaver.userId })).records[0].name,
    ).toBe('Leopold Fairweather');
    const summary = await admin.ok('/privacy/erasePerson', {
      kind: 'user',
      id: leaver.userId,
      mode: 'erase',
    });
    expect(summary.mode).toBe('anonymise');
    expect((await admin.ok('/privacy/findPeople', { query: 'fairweather' })).people).toEqual([]);
    const signedOut = await as(leaver).call('/privacy/findPeople', { query: 'anything' });
    expect(signedOut.status).toBe(401);
  });

  it('refuses non-administrators, unknown people and bad input, naming the problem', async () => {
    for (const outsider of [org.rep, org.manager, org.partnerA]) {
      expect((await as(outsider).call('/privacy/findPeople', { query: 'someone' })).status).toBe(403);
      expect(
        (await as(outsider).call('/privacy/erasePerson', { kind: 'lead', id: '004x', mode: 'erase' })).status,
      ).toBe(403);
    }
    const admin = as(org.admin);
    const short = await admin.call('/privacy/findPeople', { query: 'x' });
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.json)).toContain('at least 2 characters');
    const unknown = await admin.call('/privacy/exportPerson', { kind: 'contact', id: '003doesnotexist00' });
    expect(unknown.json.result).toBe(false);
    expect(unknown.json.returnInfo).toContain('no contact 003doesnotexist00');
    const mode = await admin.call('/privacy/erasePerson', { kind: 'contact', id: '003abc', mode: 'shred' });
    expect(mode.status).toBe(400);
    expect(JSON.stringify(mode.json)).toContain('mode');
  });
});
