import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { recordCalls } from '../../test-support/record-calls.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, type TestUser } from '../../test-support/test-users.js';

describeEachDatabase('metadata changes', (getDatabase) => {
  let app: FastifyInstance;
  let admin: TestUser;
  let member: TestUser;
  const calls = recordCalls(
    () => app,
    () => admin,
  );
  const asMember = recordCalls(
    () => app,
    () => member,
  );

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    admin = await createTestUser(getDatabase().handle);
    member = await createTestUser(getDatabase().handle, { profileId: 'standard_user' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('creates a custom object whose records save and read at once', async () => {
    const { json } = await calls.call('/metadata/createObject', {
      api: 'Vehicle',
      prefix: 'v01',
      label: 'Vehicle',
      plural: 'Vehicles',
      fields: [{ api: 'plate', type: 'S', label: 'Plate', length: 12, unique: true }],
    });
    expect(json.data).toEqual({ objId: 'vehicle' });
    const list = (await calls.call('/object/getAllObjectList', {})).json.data;
    expect(list).toContainEqual(
      expect.objectContaining({ id: 'vehicle', prefix: 'v01', objectapi: 'Vehicle' }),
    );
    const id = await calls.create('Vehicle', { name: 'Van', plate: 'B-VL 1' });
    expect(id.startsWith('v01')).toBe(true);
    expect((await calls.save('Vehicle', { name: 'Van 2', plate: 'B-VL 1' })).errorField).toBe('plate');
  });

  it('creates an object with a control and a dependent picklist, checking both names and every key', async () => {
    const fields = [
      {
        api: 'kind',
        type: 'L',
        label: 'Kind',
        options: [
          ['car', 'Car'],
          ['bike', 'Bike'],
        ],
      },
      {
        api: 'model',
        type: 'L',
        label: 'Model',
        options: [
          ['sedan', 'Sedan'],
          ['bmx', 'BMX'],
        ],
      },
    ];
    const base = { prefix: 'v03', label: 'Ride', plural: 'Rides', fields };
    const refused = async (dependency: unknown, message: string) => {
      const { status, json } = await calls.call('/metadata/createObject', {
        ...base,
        api: 'Ride',
        dependencies: [dependency],
      });
      expect(status).toBe(400);
      expect(json.returnInfo).toBe(message);
    };
    await refused(
      { control: 'nope', depend: 'model', mapping: {} },
      'dependencies[0].control: "nope" is no picklist field of the object',
    );
    await refused(
      { control: 'kind', depend: 'model', mapping: { boat: [] } },
      'dependencies[0].mapping: "boat" is no value of kind',
    );
    await refused(
      { control: 'kind', depend: 'model', mapping: { car: ['bmx', 'tank'] } },
      'dependencies[0].mapping.car: "tank" is no value of model',
    );
    const { json } = await calls.call('/metadata/createObject', {
      ...base,
      api: 'Ride',
      dependencies: [{ control: 'kind', depend: 'model', mapping: { car: ['sedan'], bike: ['bmx'] } }],
    });
    expect(json.result, JSON.stringify(json)).toBe(true);
    const form = (await calls.call('/master/getLayoutDetail', { objectApi: 'Ride', operation: 'NEW' })).json
      .data;
    expect(JSON.stringify(form.controlContainer)).toContain('sedan');
  });

  it('refuses an object whose name or prefix is taken, and a bad api name', async () => {
    expect(
      (await calls.call('/metadata/createObject', { api: 'Account', prefix: 'zz1', label: 'A', plural: 'A' }))
        .json.returnInfo,
    ).toContain('exists');
    expect(
      (await calls.call('/metadata/createObject', { api: 'Thing', prefix: '001', label: 'T', plural: 'T' }))
        .json.returnInfo,
    ).toContain('taken');
    expect(
      (
        await calls.call('/metadata/createObject', {
          api: 'bad name',
          prefix: 'zz2',
          label: 'T',
          plural: 'T',
        })
      ).status,
    ).toBe(400);
  });

  it('adds a field to an object with many rows without rewriting it, and the form and save see it', async () => {
    const db = getDatabase().handle.db;
    // 20,000 rows straight into the table: enough to show an O(rows) rewrite, quick to make.
    const rows = Array.from(
      { length: 20_000 },
      (_, i) =>
        `('bulk${String(i).padStart(14, '0')}', 'Bulk ${i}', '${admin.userId}', '${admin.userId}', '2026-01-01T00:00:00.000Z', '${admin.userId}', '2026-01-01T00:00:00.000Z')`,
    );
    for (let i = 0; i < rows.length; i += 1000) {
      await sql
        .raw(
          `insert into obj_campaign (id, name, ownerid, createbyid, createdate, lastmodifybyid, lastmodifydate) values ${rows.slice(i, i + 1000).join(',')}`,
        )
        .execute(db);
    }
    const started = performance.now();
    const { json } = await calls.call('/metadata/addField', {
      objId: 'campaign',
      field: {
        api: 'region',
        type: 'L',
        label: 'Region',
        options: [
          ['EMEA', 'EMEA'],
          ['APAC', 'APAC'],
        ],
      },
    });
    const elapsed = performance.now() - started;
    expect(json.result).toBe(true);
    expect(elapsed).toBeLessThan(1000);
    const form = (await calls.call('/master/getMasterInfo', { objId: 'campaign', operation: 'NEW' })).json
      .data;
    const apis = form.dataList[0].data.flatMap(
      (row: { left: { apiname?: string }; right: { apiname?: string } }) => [
        row.left.apiname,
        row.right.apiname,
      ],
    );
    expect(apis).toContain('region');
    expect((await calls.save('campaign', { name: 'With region', region: 'APAC' })).isSaveSuccess).toBe(true);
    expect((await calls.save('campaign', { name: 'Bad region', region: 'Mars' })).errorField).toBe('region');
  });

  it('refuses a field that exists, a group type and a lookup without target', async () => {
    expect(
      (
        await calls.call('/metadata/addField', {
          objId: 'account',
          field: { api: 'name', type: 'S', label: 'N' },
        })
      ).json.returnInfo,
    ).toContain('already has');
    expect(
      (
        await calls.call('/metadata/addField', {
          objId: 'account',
          field: { api: 'addr2', type: 'AD', label: 'A' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await calls.call('/metadata/addField', {
          objId: 'account',
          field: { api: 'x', type: 'Y', label: 'X', lookup: 'nope' },
        })
      ).json.returnInfo,
    ).toContain('field.lookup');
    expect(
      (
        await calls.call('/metadata/addField', {
          objId: 'account',
          field: { api: 'y', type: 'QQ', label: 'Y' },
        })
      ).status,
    ).toBe(400);
  });

  it('adds a validation rule the next save enforces, and refuses a formula that does not compile', async () => {
    const bad = await calls.call('/metadata/addValidationRule', {
      objId: 'contact',
      name: 'Bad',
      formula: 'LEN(nosuchfield) > 3',
      message: 'x',
    });
    expect(bad.status).toBe(400);
    expect(bad.json.returnInfo).toContain('formula:');
    const ok = await calls.call('/metadata/addValidationRule', {
      objId: 'contact',
      name: 'Title is short',
      formula: 'LEN(title) > 20',
      message: 'Keep the title under 21 characters',
      errorField: 'title',
    });
    expect(ok.json.result).toBe(true);
    const refused = await calls.save('Contact', {
      name: 'Long Title',
      title: 'Senior Vice President of Things',
    });
    expect(refused).toEqual(
      expect.objectContaining({ isSaveSuccess: false, errorField: 'title', validaterule: 'Title is short' }),
    );
  });

  it('lets only system administrators change metadata', async () => {
    const refused = await asMember.call('/metadata/addField', {
      objId: 'account',
      field: { api: 'z', type: 'S', label: 'Z' },
    });
    expect(refused.status).toBe(403);
  });
});
