import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AccessOrg, callsAs, createAccessOrg } from '../../test-support/access-org.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import type { TestUser } from '../../test-support/test-users.js';

/** The record page's extras: customer hierarchy, follow, and the Files tab with its download rule. */
describeEachDatabase('record extras', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  let dataDir: string;
  const getApp = () => app;
  const as = (user: TestUser) => callsAs(getApp, user);
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'vela-extras-'));
    app = await createTestApp(getDatabase().handle, { config: { dataDir } });
    org = await createAccessOrg(getDatabase().handle, getApp, 'org_record_extras');
    const owd = await as(org.admin).call('/access/owd/save', {
      objectApi: 'Account',
      defaultAccess: 'private',
    });
    expect(owd.json.result, JSON.stringify(owd.json)).toBe(true);
    // Top (the peer's) → Middle (the rep's) → Leaf Rep (the rep's), Leaf Peer (the peer's); Leaf Rep → Grandchild (the rep's).
    const make = async (key: string, name: string, owner: TestUser, parent?: string) => {
      ids[key] = await as(org.admin).create('Account', {
        name,
        ownerid: owner.userId,
        ...(parent ? { parentid: ids[parent] } : {}),
      });
    };
    await make('top', 'Hidden Top Holding', org.peer);
    await make('middle', 'Middle Region GmbH', org.rep, 'top');
    await make('leafRep', 'Leaf Rep Branch', org.rep, 'middle');
    await make('leafPeer', 'Secret Peer Branch', org.peer, 'middle');
    await make('grandchild', 'Grandchild Shop', org.rep, 'leafRep');
  });
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('[S1-R-014] builds the whole hierarchy from the top, with the records the caller may not read restricted', async () => {
    const { status, json } = await as(org.rep).call('/customer/getHierarchy', { id: ids.leafRep });
    expect(status, JSON.stringify(json)).toBe(200);
    const root = json.data.root;
    expect(root).toMatchObject({ id: null, name: '', restricted: true });
    expect(root.children).toHaveLength(1);
    const middle = root.children[0];
    expect(middle).toMatchObject({
      id: ids.middle,
      name: 'Middle Region GmbH',
      restricted: false,
      isCurrent: false,
    });
    const children = middle.children;
    expect(children.map((node: { restricted: boolean }) => node.restricted).sort()).toEqual([false, true]);
    const leaf = children.find((node: { id: string | null }) => node.id === ids.leafRep);
    expect(leaf).toMatchObject({ name: 'Leaf Rep Branch', isCurrent: true });
    expect(leaf.children).toEqual([
      expect.objectContaining({ id: ids.grandchild, name: 'Grandchild Shop', restricted: false }),
    ]);
    // Nothing of the hidden records leaks: not their names, not their ids.
    const text = JSON.stringify(json);
    for (const hidden of ['Hidden Top Holding', 'Secret Peer Branch', ids.top, ids.leafPeer])
      expect(text).not.toContain(hidden);
  });

  it('[S1-R-014] shows every name to someone who may read them all, and refuses a record the caller cannot read', async () => {
    const { json } = await as(org.admin).call('/customer/getHierarchy', { id: ids.grandchild });
    expect(json.data.root).toMatchObject({ id: ids.top, name: 'Hidden Top Holding', restricted: false });
    const refused = await as(org.rep).call('/customer/getHierarchy', { id: ids.top });
    expect(refused.status).toBe(404);
    const wrongObject = await as(org.rep).create('Contact', { name: 'Connie Contact' });
    const noTree = await as(org.rep).call('/customer/getHierarchy', { id: wrongObject });
    expect(noTree.status).toBe(400);
    expect(noTree.json.returnInfo).toContain('no parent');
  });

  it('follows and unfollows a record; the followed list shows only records the caller may still read', async () => {
    const follow = await as(org.rep).call('/record/follow', { id: ids.middle, follow: true });
    expect(follow.json.result, JSON.stringify(follow.json)).toBe(true);
    expect((await as(org.rep).call('/record/getFollowStatus', { id: ids.middle })).json.data.following).toBe(
      true,
    );
    await as(org.rep).call('/record/follow', { id: ids.leafRep, follow: true });
    const list = await as(org.rep).call('/record/getFollowedList', {});
    expect(list.json.data.map((row: { name: string }) => row.name).sort()).toEqual([
      'Leaf Rep Branch',
      'Middle Region GmbH',
    ]);
    expect(list.json.data[0]).toMatchObject({ objectApi: 'Account', prefix: '001' });
    await as(org.rep).call('/record/follow', { id: ids.leafRep, follow: false });
    const after = await as(org.rep).call('/record/getFollowedList', {});
    expect(after.json.data.map((row: { name: string }) => row.name)).toEqual(['Middle Region GmbH']);
    // A record the caller may not read cannot be followed.
    expect((await as(org.rep).call('/record/follow', { id: ids.top, follow: true })).status).toBe(404);
    // Given away to someone the rep cannot see: it drops out of the rep's list.
    const moved = await as(org.admin).save('Account', { id: ids.middle, ownerid: org.peer.userId });
    expect(moved.isSaveSuccess, JSON.stringify(moved)).toBe(true);
    expect((await as(org.rep).call('/record/getFollowedList', {})).json.data).toEqual([]);
    await as(org.admin).save('Account', { id: ids.middle, ownerid: org.rep.userId });
  });

  it("[S1-C-001] lists a record's files, downloads one raw, and refuses it to users who cannot read the record", async () => {
    const boundary = '----vela-extras-boundary';
    const body = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="contract.txt"\r\nContent-Type: text/plain\r\n\r\nsigned terms\r\n--${boundary}--\r\n`,
    );
    const upload = await app.inject({
      method: 'POST',
      url: '/api/file/upload',
      headers: {
        accesstoken: org.rep.accessToken,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: body,
    });
    const fileId = upload.json().data.id as string;
    const attached = await as(org.rep).call('/record/attachFiles', { id: ids.leafRep, fileIds: [fileId] });
    expect(attached.json.result, JSON.stringify(attached.json)).toBe(true);
    const files = await as(org.rep).call('/record/getFiles', { id: ids.leafRep });
    expect(files.json.data).toEqual([
      expect.objectContaining({ id: fileId, name: 'contract.txt', type: 'text/plain', source: 'attached' }),
    ]);
    const download = (user: TestUser) =>
      app.inject({
        method: 'GET',
        url: `/api/file/downloadFile?id=${fileId}`,
        headers: { accesstoken: user.accessToken },
      });
    const asOwner = await download(org.rep);
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.body).toBe('signed terms');
    expect((await download(org.manager)).statusCode).toBe(200);
    const refused = await download(org.peer);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('signed terms');
    expect((await as(org.peer).call('/record/getFiles', { id: ids.leafRep })).status).toBe(404);
    // Attaching needs edit access; a file that was never uploaded is named.
    expect(
      (await as(org.peer).call('/record/attachFiles', { id: ids.leafRep, fileIds: [fileId] })).status,
    ).toBe(404);
    const unknown = await as(org.rep).call('/record/attachFiles', {
      id: ids.leafRep,
      fileIds: ['filAAAAAAAAAAAAAAAAAAAA'],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.returnInfo).toContain('no uploaded file');
    // Nor may anyone bind someone else's private file to a record of their own: that would show it to the
    // record's readers. It answers as a file that does not exist.
    const foreign = await as(org.peer).call('/record/attachFiles', { id: ids.leafPeer, fileIds: [fileId] });
    expect(foreign.status).toBe(400);
    expect(foreign.json.returnInfo).toContain('no uploaded file');
    expect((await download(org.peer)).statusCode).toBe(404);
  });

  it("files a record's file field holds belong to it: listed on its Files tab, refused to those who cannot read it", async () => {
    const owd = await as(org.admin).call('/access/owd/save', {
      objectApi: 'product',
      defaultAccess: 'private',
    });
    expect(owd.json.result, JSON.stringify(owd.json)).toBe(true);
    const boundary = '----vela-field-file';
    const upload = await app.inject({
      method: 'POST',
      url: '/api/file/upload',
      headers: {
        accesstoken: org.rep.accessToken,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="sheet.txt"\r\nContent-Type: text/plain\r\n\r\ndatasheet\r\n--${boundary}--\r\n`,
      ),
    });
    const fileId = upload.json().data.id as string;
    const product = await as(org.rep).create('product', { name: 'Field File Widget', datasheet: fileId });
    const files = await as(org.rep).call('/record/getFiles', { id: product });
    expect(files.json.data).toEqual([
      expect.objectContaining({ id: fileId, name: 'sheet.txt', source: 'field' }),
    ]);
    const download = (user: TestUser) =>
      app.inject({
        method: 'GET',
        url: `/api/file/downloadFile?id=${fileId}`,
        headers: { accesstoken: user.accessToken },
      });
    expect((await download(org.rep)).statusCode).toBe(200);
    expect((await download(org.peer)).statusCode).toBe(404);
  });
});
