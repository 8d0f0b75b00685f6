import type { Dirent } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import JSZip from 'jszip';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AccessOrg, callsAs, createAccessOrg } from '../../test-support/access-org.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import type { TestUser } from '../../test-support/test-users.js';

/** A multipart body the way a browser's FormData sends it. */
function multipart(filename: string, content: Buffer | string, type?: string) {
  const boundary = `----vela-test-${Math.random().toString(16).slice(2)}`;
  // A name with control characters goes as RFC 5987 filename*, the way a client must send it.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for control characters.
  const named = /[\u0000-\u001f]/.test(filename)
    ? `filename*=UTF-8''${encodeURIComponent(filename)}`
    : `filename="${filename}"`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; ${named}\r\n${
    type ? `Content-Type: ${type}\r\n` : ''
  }\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Every content file kept on disk for an organisation, and uploads still pending. */
async function filesUnder(folder: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (dir: string) => {
    let entries: Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else found.push(full);
    }
  };
  await walk(folder);
  return found;
}

describeEachDatabase('file centre', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  let dataDir: string;
  let groupId: string;
  const getApp = () => app;
  const as = (user: TestUser) => callsAs(getApp, user);
  const orgId = 'org_files';
  const contentDir = () => path.join(dataDir, 'files', orgId, 'content');
  const tmpDir = () => path.join(dataDir, 'files', orgId, 'tmp');

  const upload = async (
    user: TestUser,
    name: string,
    content: Buffer | string,
    type?: string,
    versionOf?: string,
  ) => {
    const body = multipart(name, content, type);
    const response = await app.inject({
      method: 'POST',
      url: `/api/file/upload${versionOf ? `?versionOf=${versionOf}` : ''}`,
      headers: { accesstoken: user.accessToken, 'content-type': body.contentType },
      payload: body.payload,
    });
    return { status: response.statusCode, json: response.json() };
  };
  const uploaded = async (user: TestUser, name: string, content: Buffer | string, type?: string) => {
    const answer = await upload(user, name, content, type);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    return answer.json.data.id as string;
  };
  const download = (user: TestUser, id: string, extra = '', route = 'downloadAttachement') =>
    app.inject({
      method: 'GET',
      url: `/api/file/${route}?id=${id}${extra}`,
      headers: { accesstoken: user.accessToken },
    });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'vela-file-centre-'));
    app = await createTestApp(getDatabase().handle, { config: { dataDir } });
    org = await createAccessOrg(getDatabase().handle, getApp, orgId);
    const group = await as(org.admin).call('/access/group/save', {
      name: 'Contracts team',
      members: [`user:${org.manager.userId}`],
    });
    expect(group.json.result, JSON.stringify(group.json)).toBe(true);
    groupId = group.json.data.id;
    const owd = await as(org.admin).call('/access/owd/save', {
      objectApi: 'Account',
      defaultAccess: 'private',
    });
    expect(owd.json.result, JSON.stringify(owd.json)).toBe(true);
  });
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('[S1-R-094] a file is its owner’s until shared: a user, then a public group, to view or to edit', async () => {
    const id = await uploaded(org.rep, 'Plan.txt', 'the plan', 'text/plain');
    expect((await download(org.peer, id)).statusCode).toBe(404);
    expect((await as(org.peer).call('/file/getDetail', { id })).status).toBe(404);
    const mine = await as(org.rep).ok('/file/list', { scope: 'mine' });
    expect(mine.files.map((file: { id: string }) => file.id)).toContain(id);
    expect(mine.limits).toEqual({ maxFileBytes: 10485760, batchLimit: 10 });

    await as(org.rep).ok('/file/share', {
      id,
      principalKind: 'user',
      principalId: org.peer.userId,
      level: 'view',
    });
    const got = await download(org.peer, id);
    expect(got.statusCode).toBe(200);
    expect(got.body).toBe('the plan');
    const shared = await as(org.peer).ok('/file/list', { scope: 'shared' });
    expect(shared.files).toEqual([expect.objectContaining({ id, access: 'view', ownerName: 'Reo Rep' })]);
    // Viewing is not changing.
    const refused = await upload(org.peer, 'Plan.txt', 'peer edit', 'text/plain', id);
    expect(refused.status).toBe(403);
    expect(refused.json.returnInfo).toContain('only view');

    expect((await download(org.manager, id)).statusCode).toBe(404);
    const detail = await as(org.rep).ok('/file/share', {
      id,
      principalKind: 'group',
      principalId: groupId,
      level: 'edit',
    });
    expect(detail.shares).toEqual([
      { principalKind: 'user', principalId: org.peer.userId, name: 'Pia Peer', level: 'view' },
      { principalKind: 'group', principalId: groupId, name: 'Contracts team', level: 'edit' },
    ]);
    const version = await upload(org.manager, 'Plan.txt', 'manager edit', 'text/plain', id);
    expect(version.status, JSON.stringify(version.json)).toBe(200);

    await as(org.rep).ok('/file/unshare', { id, principalKind: 'user', principalId: org.peer.userId });
    expect((await download(org.peer, id)).statusCode).toBe(404);
    const unknown = await as(org.rep).call('/file/share', {
      id,
      principalKind: 'user',
      principalId: 'usr_nobody',
      level: 'view',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.returnInfo).toContain('no active user');
  });

  it('[S1-R-095] versions: a new version is current, old ones stay downloadable and can be restored', async () => {
    const id = await uploaded(org.rep, 'Terms.txt', 'terms one', 'text/plain');
    const second = await upload(org.rep, 'Terms v2.txt', 'terms two', 'text/plain', id);
    expect(second.status).toBe(200);
    expect(second.json.data.id).toBe(id);
    expect((await download(org.rep, id)).body).toBe('terms two');
    expect((await download(org.rep, id, '&version=1')).body).toBe('terms one');

    const restored = await as(org.rep).ok('/file/restoreVersion', { id, version: 1 });
    expect(restored.file).toEqual(expect.objectContaining({ version: 3, name: 'Terms.txt' }));
    expect(
      restored.versions.map((v: { version: number; restoredFrom: number | null }) => [
        v.version,
        v.restoredFrom,
      ]),
    ).toEqual([
      [3, 1],
      [2, null],
      [1, null],
    ]);
    expect((await download(org.rep, id)).body).toBe('terms one');
    const none = await as(org.rep).call('/file/restoreVersion', { id, version: 9 });
    expect(none.status).toBe(400);
    expect(none.json.returnInfo).toContain('has no version 9');
  });

  it('keeps the same content once, however often it is uploaded (hash dedup)', async () => {
    const content = `same bytes ${getDatabase().dialect}`;
    const before = (await filesUnder(contentDir())).length;
    const a = await uploaded(org.rep, 'a.txt', content, 'text/plain');
    const b = await uploaded(org.manager, 'b.txt', content, 'text/plain');
    expect(a).not.toBe(b);
    expect((await filesUnder(contentDir())).length).toBe(before + 1);
    expect((await download(org.manager, b)).body).toBe(content);
  });

  it('[S1-R-096] [S2-C-049] a file bound to a record follows the record: its readers may open it, others may not', async () => {
    const rep = as(org.rep);
    const accountId = await rep.create('Account', { name: 'Bound Files Ltd' });
    const id = await uploaded(org.rep, 'Contract.txt', 'contract', 'text/plain');
    const bound = await rep.ok('/file/bind', { id, recordId: accountId });
    expect(bound.file.records).toEqual([
      expect.objectContaining({ recordId: accountId, objectApi: 'Account', name: 'Bound Files Ltd' }),
    ]);
    // The manager is above the rep in the role hierarchy: reads the account, so the file.
    expect((await download(org.manager, id)).statusCode).toBe(200);
    const byRecord = await as(org.manager).ok('/file/list', { scope: 'record', recordId: accountId });
    expect(byRecord.files.map((file: { id: string }) => file.id)).toContain(id);
    // The peer cannot read the private account: the file is not there for them, by id or in the list.
    expect((await download(org.peer, id)).statusCode).toBe(404);
    expect((await download(org.peer, id, '', 'downloadFile')).statusCode).toBe(404);
    expect((await as(org.peer).call('/file/getFileInfo', { ids: [id] })).json.data).toEqual([]);
    expect((await as(org.peer).call('/file/list', { scope: 'record', recordId: accountId })).status).toBe(
      404,
    );
    // The record's Files tab lists it too.
    const tab = await rep.ok('/record/getFiles', { id: accountId });
    expect(tab.map((file: { id: string }) => file.id)).toContain(id);

    const peerBind = await as(org.peer).call('/file/bind', { id, recordId: accountId });
    expect(peerBind.status).toBe(404);
    await rep.ok('/file/unbind', { id, recordId: accountId });
    expect((await download(org.manager, id)).statusCode).toBe(404);
    const again = await rep.call('/file/unbind', { id, recordId: accountId });
    expect(again.status).toBe(400);
    expect(again.json.returnInfo).toContain('is not bound');
  });

  it('[S1-R-094] deletes a file: its owner or an administrator; bound records no longer list it; bytes kept while another file has them; audited', async () => {
    const rep = as(org.rep);
    const accountId = await rep.create('Account', { name: 'Deleted Files Ltd' });
    const content = `shared bytes to delete ${getDatabase().dialect}`;
    const before = (await filesUnder(contentDir())).length;
    const id = await uploaded(org.rep, 'Doomed.txt', content, 'text/plain');
    const twin = await uploaded(org.manager, 'Twin.txt', content, 'text/plain');
    expect((await filesUnder(contentDir())).length).toBe(before + 1);
    await rep.ok('/file/bind', { id, recordId: accountId });
    await rep.ok('/file/share', {
      id,
      principalKind: 'user',
      principalId: org.manager.userId,
      level: 'edit',
    });
    // Who may edit it may not delete it; who cannot open it finds nothing to delete.
    const byEditor = await as(org.manager).call('/file/delete', { id });
    expect(byEditor.status).toBe(403);
    expect(byEditor.json.returnInfo).toContain('Only the owner');
    expect((await as(org.peer).call('/file/delete', { id })).status).toBe(404);

    expect(await rep.ok('/file/delete', { id })).toEqual({ deleted: true });
    expect((await download(org.rep, id)).statusCode).toBe(404);
    const ids = (files: Array<{ id: string }>) => files.map((file) => file.id);
    expect(ids(await rep.ok('/record/getFiles', { id: accountId }))).not.toContain(id);
    expect(ids((await rep.ok('/file/list', { scope: 'record', recordId: accountId })).files)).not.toContain(
      id,
    );
    expect(ids((await as(org.manager).ok('/file/list', { scope: 'shared' })).files)).not.toContain(id);
    // The other file has the same bytes: they stay.
    expect((await filesUnder(contentDir())).length).toBe(before + 1);
    expect((await download(org.manager, twin)).body).toBe(content);
    // An administrator deletes a file not shared with them; the last file with those bytes takes them along.
    expect(await as(org.admin).ok('/file/delete', { id: twin })).toEqual({ deleted: true });
    expect((await filesUnder(contentDir())).length).toBe(before);
    expect((await rep.call('/file/delete', { id })).status).toBe(404);
    const audit = await as(org.admin).ok('/access/audit/list', { kind: 'file-delete' });
    expect(
      audit.dataList.map((entry: { actorId: string; target: string }) => [entry.actorId, entry.target]),
    ).toEqual([
      [org.admin.userId, 'Twin.txt'],
      [org.rep.userId, 'Doomed.txt'],
    ]);
  });

  it('[S1-K-016] refuses bad input (over the organisation limit, empty, bad name, forged type) with a clear message and keeps nothing of it', async () => {
    const count = async () =>
      Number(
        (
          await getDatabase()
            .handle.db.selectFrom('file_item')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const itemsBefore = await count();
    const contentBefore = (await filesUnder(contentDir())).length;
    const cases: Array<[string, Buffer | string, string | undefined, string]> = [
      ['empty.txt', '', 'text/plain', 'the file is empty'],
      ['a/b.txt', 'x', 'text/plain', 'may not contain "/"'],
      ['..\\up.txt', 'x', 'text/plain', 'may not contain "/"'],
      ['bell\u0007.txt', 'x', 'text/plain', 'control characters'],
      ['photo.png', 'this is no picture', 'image/png', 'says it is image/png'],
      ['page.txt', '<!DOCTYPE html><script>alert(1)</script>', 'text/plain', 'its content is text/html'],
    ];
    for (const [name, content, type, message] of cases) {
      const answer = await upload(org.rep, name, content, type);
      expect(answer.status, name).toBe(400);
      expect(answer.json.returnInfo, name).toContain(message);
    }
    // With no limit of its own, the organisation's is the default: 10485760 bytes.
    expect((await as(org.rep).ok('/file/list', { scope: 'mine' })).limits.maxFileBytes).toBe(10485760);
    await getDatabase()
      .handle.db.updateTable('organization')
      .set({ settings_json: JSON.stringify({ fileSizeLimit: 1000 }) })
      .where('id', '=', orgId)
      .execute();
    try {
      expect((await as(org.rep).ok('/file/list', { scope: 'mine' })).limits.maxFileBytes).toBe(1000);
      const over = await upload(org.rep, 'big.bin', Buffer.alloc(1001, 1));
      expect(over.status).toBe(400);
      expect(over.json.returnInfo).toContain("organisation's limit of 1000 bytes");
      expect((await upload(org.rep, 'fits.bin', Buffer.alloc(1000, 2))).status).toBe(200);
    } finally {
      await getDatabase()
        .handle.db.updateTable('organization')
        .set({ settings_json: '{}' })
        .where('id', '=', orgId)
        .execute();
    }
    expect(await count()).toBe(itemsBefore + 1);
    expect((await filesUnder(contentDir())).length).toBe(contentBefore + 1);
    expect(await filesUnder(tmpDir())).toEqual([]);
  });

  it('[S1-C-002] serves every file as an attachment that never runs, and previews Word and Excel files as text', async () => {
    const id = await uploaded(org.rep, 'page.html', '<!doctype html><script>alert(1)</script>', 'text/html');
    const got = await download(org.rep, id);
    expect(got.headers['content-disposition']).toMatch(/^attachment;/);
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(String(got.headers['content-security-policy'])).toContain('sandbox');

    const docx = new JSZip();
    docx.file(
      'word/document.xml',
      '<w:document><w:body><w:p><w:r><w:t>Master services</w:t></w:r><w:r><w:t xml:space="preserve"> agreement</w:t></w:r></w:p><w:p><w:r><w:t>Terms &amp; fees</w:t></w:r></w:p></w:body></w:document>',
    );
    const docxId = await uploaded(
      org.rep,
      'MSA.docx',
      await docx.generateAsync({ type: 'nodebuffer' }),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(await as(org.rep).ok('/file/previewText', { id: docxId })).toEqual({
      text: 'Master services agreement\nTerms & fees',
      truncated: false,
    });
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Prices').addRows([
      ['Item', 'Price'],
      ['Widget', 12],
    ]);
    const xlsxId = await uploaded(
      org.rep,
      'Prices.xlsx',
      Buffer.from(await workbook.xlsx.writeBuffer()),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect((await as(org.rep).ok('/file/previewText', { id: xlsxId })).text).toBe(
      '# Prices\nItem\tPrice\nWidget\t12',
    );
    const notOffice = await as(org.rep).call('/file/previewText', { id });
    expect(notOffice.status).toBe(400);
  });

  it('[S1-C-002] an SVG or HTML file is kept as what its bytes are and only ever served as an attachment that cannot run; a forged type is refused', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';
    // Declared as nothing in particular: kept as the SVG it is.
    const id = await uploaded(org.rep, 'logo.svg', svg, 'application/octet-stream');
    const info = await as(org.rep).ok('/file/getFileInfo', { ids: [id] });
    expect(info[0].type).toBe('image/svg+xml');
    for (const route of ['downloadFile', 'downloadAttachement']) {
      for (const extra of ['', '&version=1']) {
        const got = await download(org.rep, id, extra, route);
        expect(got.statusCode, route + extra).toBe(200);
        expect(got.headers['content-type']).toBe('image/svg+xml');
        expect(got.headers['content-disposition']).toMatch(/^attachment; filename="logo.svg"/);
        expect(got.headers['x-content-type-options']).toBe('nosniff');
        expect(String(got.headers['content-security-policy'])).toBe("sandbox; default-src 'none'");
      }
    }
    // Claiming to be a picture or plain text does not get an SVG or a page past the check.
    for (const type of ['image/png', 'text/plain', 'image/jpeg']) {
      const answer = await upload(org.rep, 'logo.png', svg, type);
      expect(answer.status, type).toBe(400);
      expect(answer.json.returnInfo, type).toContain('its content is image/svg+xml');
    }
    const page = await upload(org.rep, 'notes.csv', '<html><body onload="alert(1)">', 'text/csv');
    expect(page.status).toBe(400);
    expect(page.json.returnInfo).toContain('its content is text/html');
  });

  it('[S1-R-095] sends a byte range of a file (any version) to whoever may open it, and nothing to anyone else', async () => {
    const id = await uploaded(org.rep, 'Range.txt', '0123456789', 'text/plain');
    expect((await upload(org.rep, 'Range.txt', 'abcdefghij', 'text/plain', id)).status).toBe(200);
    const ranged = (user: TestUser, extra: string, range: string, route = 'downloadFile') =>
      app.inject({
        method: 'GET',
        url: `/api/file/${route}?id=${id}${extra}`,
        headers: { accesstoken: user.accessToken, range },
      });
    const current = await ranged(org.rep, '', 'bytes=2-4');
    expect(current.statusCode).toBe(206);
    expect(current.body).toBe('cde');
    expect(current.headers['content-range']).toBe('bytes 2-4/10');
    expect(current.headers['content-length']).toBe('3');
    const old = await ranged(org.rep, '&version=1', 'bytes=-3', 'downloadAttachement');
    expect(old.statusCode).toBe(206);
    expect(old.body).toBe('789');
    const past = await ranged(org.rep, '', 'bytes=10-');
    expect(past.statusCode).toBe(416);
    expect(past.json().returnInfo).toContain('the file has 10 bytes');
    for (const route of ['downloadFile', 'downloadAttachement'])
      for (const extra of ['', '&version=1'])
        expect((await ranged(org.peer, extra, 'bytes=0-1', route)).statusCode, route + extra).toBe(404);
  });

  it('still reads files stored before the file centre, and lists recently opened ones', async () => {
    const legacyId = 'filLegacyAAAAAAAAAAAAAA'.slice(0, 23);
    const folder = path.join(dataDir, 'files', orgId);
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, legacyId), 'old bytes');
    await writeFile(
      path.join(folder, `${legacyId}.json`),
      JSON.stringify({
        id: legacyId,
        name: 'old.txt',
        type: 'text/plain',
        size: 9,
        uploadedBy: org.rep.userId,
        uploadedAt: '2026-01-01T00:00:00.000Z',
      }),
    );
    expect((await download(org.peer, legacyId, '', 'downloadFile')).body).toBe('old bytes');
    const info = await as(org.peer).ok('/file/getFileInfo', { ids: legacyId });
    expect(info).toEqual([expect.objectContaining({ id: legacyId, name: 'old.txt' })]);

    const id = await uploaded(org.peer, 'Recent.txt', 'recent', 'text/plain');
    await as(org.peer).ok('/file/getDetail', { id });
    const recent = await as(org.peer).ok('/file/list', { scope: 'recent' });
    expect(recent.files[0].id).toBe(id);
    const principals = await as(org.peer).ok('/file/sharePrincipals', {});
    expect(principals).toEqual(
      expect.arrayContaining([
        { kind: 'user', id: org.rep.userId, name: 'Reo Rep' },
        { kind: 'group', id: groupId, name: 'Contracts team' },
      ]),
    );
  });
});
