import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { recordCalls } from '../../test-support/record-calls.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, type TestUser } from '../../test-support/test-users.js';

type SetupRecordType = {
  id: string;
  name: string;
  labels: Record<string, string>;
  description: string;
  layoutId: string;
  isDefault: boolean;
  isActive: boolean;
};

/**
 * Record types managed in setup (issue 18): added with per-language labels and a description,
 * deactivated (no new record takes one, records keeping it still open with it), the default and the
 * last active type refused naming why, every change in the audit trail, administrators only.
 */
describeEachDatabase('setup: record types', (getDatabase) => {
  let app: FastifyInstance;
  let admin: TestUser;
  let rep: TestUser;
  const calls = recordCalls(
    () => app,
    () => admin,
  );
  const asRep = recordCalls(
    () => app,
    () => rep,
  );
  let binId = '';
  const typesOf = async () => (await calls.ok('/setup/recordTypes', { objId: binId })) as SetupRecordType[];
  const refusal = async (url: string, body: unknown) => {
    const { status, json } = await calls.call(url, body);
    expect(status, JSON.stringify(json)).toBe(400);
    return String(json.returnInfo);
  };

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    admin = await createTestUser(getDatabase().handle, { name: 'Record Type Admin' });
    rep = await createTestUser(getDatabase().handle, { profileId: 'standard_user' });
    binId = (
      await calls.ok('/metadata/createObject', {
        api: 'Bin',
        label: 'Bin',
        plural: 'Bins',
        fields: [{ api: 'code', type: 'S', label: 'Code' }],
      })
    ).objId;
  });
  afterAll(async () => {
    await app.close();
  });

  it('adds, edits, deactivates and reactivates a record type; refuses the last active and the default one naming why', async () => {
    const [standard] = await typesOf();
    expect(standard).toMatchObject({ isDefault: true, isActive: true });
    expect(await refusal('/metadata/setRecordTypeActive', { id: standard?.id, active: false })).toContain(
      'is the only active record type of Bin',
    );
    const { id: bulkId } = await calls.ok('/metadata/saveRecordType', {
      objId: binId,
      name: 'Bulk',
      labels: { de: 'Sperrgut' },
      layoutId: standard?.layoutId,
      description: 'Large items',
    });
    await calls.ok('/metadata/saveRecordType', {
      id: bulkId,
      objId: binId,
      name: 'Bulk',
      labels: { de: 'Sperrgut', fr: 'Vrac' },
      layoutId: standard?.layoutId,
    });
    expect((await typesOf()).find((type) => type.id === bulkId)).toMatchObject({
      labels: { de: 'Sperrgut', fr: 'Vrac' },
      description: 'Large items',
      isDefault: false,
      isActive: true,
    });
    expect(
      await refusal('/metadata/saveRecordType', { objId: binId, name: 'Other', layoutId: 'nope' }),
    ).toContain('layoutId');
    expect(
      await refusal('/metadata/saveRecordType', { objId: binId, name: '', layoutId: standard?.layoutId }),
    ).toContain('name');
    expect(await refusal('/metadata/setRecordTypeActive', { id: standard?.id, active: false })).toContain(
      'is the default record type of Bin',
    );
    expect((await calls.call('/metadata/setRecordTypeActive', { id: 'nope', active: false })).status).toBe(
      404,
    );

    const kept = await calls.create('Bin', { name: 'B-1', recordtype: bulkId });
    await calls.ok('/metadata/setRecordTypeActive', { id: bulkId, active: false });
    expect((await typesOf()).find((type) => type.id === bulkId)).toMatchObject({ isActive: false });
    const offered = await calls.ok('/batch/getRecordType', { objId: binId });
    expect(offered.recordTypeList.map((entry: { id: string }) => entry.id)).toEqual([standard?.id]);
    const refused = await calls.save('Bin', { name: 'B-2', recordtype: bulkId });
    expect(refused.isSaveSuccess).toBe(false);
    // The record keeping the retired type still opens with it, and saves.
    const opened = await calls.ok('/objectdetail/getLayoutId', { objId: binId, recordId: kept });
    expect(opened.recordtypeId).toBe(bulkId);
    expect((await calls.detail(kept)).data.recordtype).toBe(bulkId);
    expect((await calls.save('Bin', { id: kept, code: 'x' })).isSaveSuccess).toBe(true);
    expect(
      await refusal('/metadata/saveRecordType', {
        id: bulkId,
        objId: binId,
        name: 'Bulk',
        layoutId: standard?.layoutId,
        isDefault: true,
      }),
    ).toContain('isDefault');

    await calls.ok('/metadata/setRecordTypeActive', { id: bulkId, active: true });
    expect((await calls.create('Bin', { name: 'B-3', recordtype: bulkId })).length).toBeGreaterThan(0);

    const { rows } = await calls.ok('/setup/auditTrail', { area: 'metadata', pageSize: 100 });
    const switches = rows.filter((row: { action: string }) => row.action === '/metadata/setRecordTypeActive');
    expect(switches).toHaveLength(2);
    expect(switches[0].target).toBe('Bin › record type Bulk');
  });

  it('answers administrators only', async () => {
    const [standard] = await typesOf();
    for (const [url, body] of [
      ['/setup/recordTypes', { objId: binId }],
      ['/metadata/setRecordTypeActive', { id: standard?.id, active: true }],
    ] as const)
      expect((await asRep.call(url, body)).status, url).toBe(403);
  });
});
