import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AccessOrg, callsAs, createAccessOrg } from '../../test-support/access-org.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser } from '../../test-support/test-users.js';

describeEachDatabase('tags', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  const getApp = () => app;
  let account = '';
  let secretDeal = '';

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    org = await createAccessOrg(getDatabase().handle, getApp, 'org_tags');
    const owd = await callsAs(getApp, org.admin).call('/access/owd/save', {
      objectApi: 'Opportunity',
      defaultAccess: 'private',
    });
    expect(owd.json.result).toBe(true);
    account = await callsAs(getApp, org.rep).create('Account', { name: 'Tagged Traders' });
    secretDeal = await callsAs(getApp, org.rep).create('Opportunity', {
      name: 'Tagged Secret Deal',
      khmc: account,
      stage: 'Prospecting',
      closedate: '2026-09-30',
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('[S1-R-008] puts tags on a record and takes them off; one tag per name and organisation, whatever the case', async () => {
    const rep = callsAs(getApp, org.rep);
    const first = await rep.call('/tag/addRecordTag', { recordId: account, name: '  Key   account ' });
    expect(first.json.data.map((tag: { name: string }) => tag.name)).toEqual(['Key account']);
    const again = await rep.call('/tag/addRecordTag', { recordId: account, name: 'KEY ACCOUNT' });
    expect(again.json.data).toHaveLength(1);
    await rep.call('/tag/addRecordTag', { recordId: account, name: 'Trade fair 2026' });
    const tags = (await rep.call('/tag/getTagList', {})).json.data as Array<{ id: string; name: string }>;
    expect(tags.map((tag) => tag.name)).toEqual(['Key account', 'Trade fair 2026']);
    const fair = tags.find((tag) => tag.name === 'Trade fair 2026');
    const removed = await rep.call('/tag/removeRecordTag', { recordId: account, tagId: fair?.id });
    expect(removed.json.data.map((tag: { name: string }) => tag.name)).toEqual(['Key account']);
    expect((await rep.call('/tag/getRecordTags', { recordId: account })).json.data).toHaveLength(1);
  });

  it('[S1-R-008] lists the records of a tag that the user may read, grouped by object', async () => {
    const rep = callsAs(getApp, org.rep);
    const tagged = await rep.call('/tag/addRecordTag', { recordId: secretDeal, name: 'Hot' });
    const hot = tagged.json.data[0].id as string;
    await rep.call('/tag/addRecordTag', { recordId: account, name: 'hot' });
    const mine = (await rep.call('/tag/getTaggedRecords', { tagId: hot })).json.data;
    expect(mine.tag.name).toBe('Hot');
    expect(mine.groups.map((group: { objectApi: string }) => group.objectApi).sort()).toEqual([
      'Account',
      'Opportunity',
    ]);
    // The peer may read the account (public) but not the private deal: the tag does not show it.
    const peers = (await callsAs(getApp, org.peer).call('/tag/getTaggedRecords', { tagId: hot })).json.data;
    expect(JSON.stringify(peers)).not.toContain('Secret');
    expect(peers.groups.map((group: { objectApi: string }) => group.objectApi)).toEqual(['Account']);
    // Nor may the peer tag, untag or read the tags of a record it cannot read.
    for (const [url, body] of [
      ['/tag/getRecordTags', { recordId: secretDeal }],
      ['/tag/addRecordTag', { recordId: secretDeal, name: 'Spy' }],
      ['/tag/removeRecordTag', { recordId: secretDeal, tagId: hot }],
    ] as const) {
      const { status, json } = await callsAs(getApp, org.peer).call(url, body);
      expect(status, url).toBe(404);
      expect(JSON.stringify(json.data ?? null)).not.toContain('Hot');
    }
  });

  it('[S1-R-008] tag names belong to their organisation: another organisation neither sees nor uses them', async () => {
    const outsider = await createTestUser(getDatabase().handle, {
      orgId: 'org_tags_other',
      name: 'Otto Outside',
    });
    const others = callsAs(getApp, outsider);
    expect((await others.call('/tag/getTagList', {})).json.data).toEqual([]);
    const tags = (await callsAs(getApp, org.rep).call('/tag/getTagList', {})).json.data as Array<{
      id: string;
    }>;
    const { status } = await others.call('/tag/getTaggedRecords', { tagId: tags[0]?.id });
    expect(status).toBe(404);
  });

  it('refuses an empty or too long tag name with a message naming the field', async () => {
    const rep = callsAs(getApp, org.rep);
    const empty = await rep.call('/tag/addRecordTag', { recordId: account, name: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.json.returnInfo).toContain('name');
    const long = await rep.call('/tag/addRecordTag', { recordId: account, name: 'x'.repeat(41) });
    expect(long.status).toBe(400);
    expect(long.json.returnInfo).toContain('40');
  });

  it('[S1-R-008] renames a tag on every record; only its maker or an administrator may', async () => {
    const rep = callsAs(getApp, org.rep);
    const made = await rep.call('/tag/addRecordTag', { recordId: account, name: 'Renamable' });
    const tagId = made.json.data.find((tag: { name: string }) => tag.name === 'Renamable').id as string;
    const listed = (await callsAs(getApp, org.peer).call('/tag/getTagList', {})).json.data as Array<{
      id: string;
      canManage: boolean;
    }>;
    expect(listed.find((tag) => tag.id === tagId)?.canManage).toBe(false);
    const refused = await callsAs(getApp, org.peer).call('/tag/renameTag', { tagId, name: 'Hijacked' });
    expect(refused.status).toBe(403);
    expect(refused.json.returnInfo).toContain('Renamable');
    const renamed = await rep.call('/tag/renameTag', { tagId, name: '  Renamed   tag ' });
    expect(renamed.json.data).toEqual({ id: tagId, name: 'Renamed tag' });
    const onRecord = (await rep.call('/tag/getRecordTags', { recordId: account })).json.data;
    expect(onRecord.map((tag: { name: string }) => tag.name)).toContain('Renamed tag');
    // Changing only the case of its own name is no clash.
    expect((await rep.call('/tag/renameTag', { tagId, name: 'RENAMED TAG' })).json.data.name).toBe(
      'RENAMED TAG',
    );
    const byAdmin = await callsAs(getApp, org.admin).call('/tag/renameTag', { tagId, name: 'Admin named' });
    expect(byAdmin.json.data.name).toBe('Admin named');
  });

  it('[S1-R-008] deleting a tag takes it off every record; only its maker or an administrator may', async () => {
    const rep = callsAs(getApp, org.rep);
    const made = await rep.call('/tag/addRecordTag', { recordId: account, name: 'Doomed' });
    const tagId = made.json.data.find((tag: { name: string }) => tag.name === 'Doomed').id as string;
    await rep.call('/tag/addRecordTag', { recordId: secretDeal, name: 'doomed' });
    const refused = await callsAs(getApp, org.peer).call('/tag/deleteTag', { tagId });
    expect(refused.status).toBe(403);
    const deleted = await callsAs(getApp, org.admin).call('/tag/deleteTag', { tagId });
    expect(deleted.json.data).toEqual({ id: tagId, name: 'Doomed' });
    for (const recordId of [account, secretDeal]) {
      const tags = (await rep.call('/tag/getRecordTags', { recordId })).json.data;
      expect(tags.map((tag: { name: string }) => tag.name)).not.toContain('Doomed');
    }
    const list = (await rep.call('/tag/getTagList', {})).json.data as Array<{ id: string }>;
    expect(list.some((tag) => tag.id === tagId)).toBe(false);
    expect((await rep.call('/tag/getTaggedRecords', { tagId })).status).toBe(404);
  });

  it('renaming or deleting refuses an empty name, a name in use, and an unknown tag, naming the problem', async () => {
    const rep = callsAs(getApp, org.rep);
    const first = await rep.call('/tag/addRecordTag', { recordId: account, name: 'Alpha' });
    await rep.call('/tag/addRecordTag', { recordId: account, name: 'Beta' });
    const alpha = first.json.data.find((tag: { name: string }) => tag.name === 'Alpha').id as string;
    const empty = await rep.call('/tag/renameTag', { tagId: alpha, name: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.json.returnInfo).toContain('name');
    const taken = await rep.call('/tag/renameTag', { tagId: alpha, name: 'beta' });
    expect(taken.status).toBe(400);
    expect(taken.json.returnInfo).toContain('already a tag "beta"');
    const long = await rep.call('/tag/renameTag', { tagId: alpha, name: 'y'.repeat(41) });
    expect(long.status).toBe(400);
    for (const [url, body] of [
      ['/tag/renameTag', { tagId: '0tgNOSUCHTAG', name: 'Gamma' }],
      ['/tag/deleteTag', { tagId: '0tgNOSUCHTAG' }],
    ] as const) {
      const unknown = await rep.call(url, body);
      expect(unknown.status, url).toBe(404);
      expect(unknown.json.returnInfo, url).toContain('0tgNOSUCHTAG');
    }
    // Another organisation's tag is unknown too.
    const outsider = await createTestUser(getDatabase().handle, { orgId: 'org_tags_far', name: 'Far Away' });
    expect((await callsAs(getApp, outsider).call('/tag/deleteTag', { tagId: alpha })).status).toBe(404);
    const missingId = await rep.call('/tag/deleteTag', {});
    expect(missingId.status).toBe(400);
  });
});
