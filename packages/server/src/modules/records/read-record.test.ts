import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { recordCalls } from '../../test-support/record-calls.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, type TestUser } from '../../test-support/test-users.js';

/**
 * The detail read fetches the row, its access check, the metadata revision and
 * the looked-up names in one statement, starting from the metadata it saw
 * last: these tests pin what that must not change.
 */
describeEachDatabase('record detail read', (getDatabase) => {
  let app: FastifyInstance;
  let admin: TestUser;
  let outsider: TestUser;
  const calls = recordCalls(
    () => app,
    () => admin,
  );
  const asOutsider = recordCalls(
    () => app,
    () => outsider,
  );

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    admin = await createTestUser(getDatabase().handle, { name: 'Reader Admin' });
    outsider = await createTestUser(getDatabase().handle, { name: 'Other Org', orgId: 'org_other_read' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('[S2-C-041] answers every part the form and detail page use, lookup names beside their ids', async () => {
    const parent = await calls.create('Account', { name: 'Parent Holdings' });
    const id = await calls.create('Account', { name: 'Child Branch', parentid: parent });
    const detail = await calls.detail(id);
    expect(Object.keys(detail).sort()).toEqual(
      [
        'data',
        'dataList',
        'labelName',
        'layoutId',
        'objId',
        'objectApi',
        'permission',
        'prefix',
        'recordTypeName',
      ].sort(),
    );
    expect(detail.data).toEqual(
      expect.objectContaining({
        id,
        name: 'Child Branch',
        parentid: parent,
        // A lookup into the same table: the name is the parent's, not the row's own.
        parentidccname: 'Parent Holdings',
        ownerid: admin.userId,
        owneridccname: 'Reader Admin',
        createbyidccname: 'Reader Admin',
        is_deleted: false,
      }),
    );
    expect(detail.permission.isQuery).toBe(true);
    const cells = detail.dataList.flatMap((section: { data: Array<{ left: unknown; right: unknown }> }) =>
      section.data.flatMap((row) => [row.left, row.right]),
    ) as Array<{ apiname?: string; value?: unknown; data?: unknown }>;
    expect(cells.find((cell) => cell.apiname === 'name')?.value).toBe('Child Branch');
  });

  it('sees a field added after its metadata was cached, on the very next read', async () => {
    const id = await calls.create('Account', { name: 'Before The Field' });
    await calls.detail(id);
    const added = await calls.call('/metadata/addField', {
      objId: 'account',
      field: { api: 'read_check', type: 'S', label: 'Read check', length: 40 },
    });
    expect(added.json.result).toBe(true);
    expect((await calls.detail(id)).data).toHaveProperty('read_check', null);
  });

  it('answers 404, never the row, to a user of another organisation and for an unknown id', async () => {
    const id = await calls.create('Account', { name: 'Private Account' });
    const refused = await asOutsider.call('/objectdetail/getDetail', { id });
    expect(refused.status).toBe(404);
    expect(JSON.stringify(refused.json)).not.toContain('Private Account');
    const missing = await calls.call('/objectdetail/getDetail', { id: `${id.slice(0, -4)}zzzz` });
    expect(missing.status).toBe(404);
  });
});
