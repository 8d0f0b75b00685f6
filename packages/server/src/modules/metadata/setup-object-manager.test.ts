import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordCalls } from '../../test-support/record-calls.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, type TestUser } from '../../test-support/test-users.js';

type SetupField = { id: string; api: string; type: string; deletable: boolean; trackHistory: boolean };
type SetupObjectAnswer = {
  object: { id: string; prefix: string; label: string; features: Record<string, boolean> };
  fields: SetupField[];
  deletedFields: Array<{ id: string; api: string; restorableUntil: string }>;
  trackedCount: number;
  picklist?: unknown;
};

/**
 * Setup's object manager (issue 18) over HTTP: creating and editing objects and fields, picklist
 * values replaced in records, formula fields checked by core's compiler, deleting a field into the
 * trash and restoring it, refusals that name what is wrong, and the audit trail of every change.
 */
describeEachDatabase('setup: object manager and audit trail', (getDatabase) => {
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
  const objectOf = async (objId: string) => (await calls.ok('/setup/object', { objId })) as SetupObjectAnswer;
  const fieldOf = async (objId: string, api: string) => {
    const field = (await objectOf(objId)).fields.find((candidate) => candidate.api === api);
    if (!field) throw new Error(`no field ${api}`);
    return field;
  };
  const refusal = async (url: string, body: unknown) => {
    const { status, json } = await calls.call(url, body);
    expect(status, JSON.stringify(json)).toBe(400);
    return String(json.returnInfo);
  };

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    admin = await createTestUser(getDatabase().handle, { name: 'Setup Admin' });
    member = await createTestUser(getDatabase().handle, { profileId: 'standard_user' });
    await calls.ok('/metadata/createObject', {
      api: 'Shipment',
      label: 'Shipment',
      plural: 'Shipments',
      labels: { de: 'Sendung' },
      features: { activities: true, files: true },
      fields: [
        { api: 'weight', type: 'N', label: 'Weight', decimals: 2 },
        {
          api: 'status',
          type: 'L',
          label: 'Status',
          options: [
            ['new', 'New'],
            ['sent', 'Sent'],
          ],
        },
        { api: 'due', type: 'D', label: 'Due' },
      ],
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('creates a custom object with an allocated prefix, its features and labels; it is listed at once', async () => {
    const list = (await calls.ok('/setup/objects', {})) as Array<{
      id: string;
      prefix: string;
      isCustom: boolean;
    }>;
    const shipment = list.find((object) => object.id === 'shipment');
    expect(shipment?.isCustom).toBe(true);
    expect(shipment?.prefix).toMatch(/^[a-z][0-9a-z]{2}$/);
    const answer = await objectOf('shipment');
    expect(answer.object.features).toEqual({ activities: true, files: true, history: false });
    expect(answer.fields.map((field) => field.api)).toEqual(
      expect.arrayContaining(['name', 'weight', 'status']),
    );
    expect(list.some((object) => object.id === 'account' && !object.isCustom)).toBe(true);
  });

  it('edits an object and a field; the next call of any user sees the change without a restart', async () => {
    await calls.ok('/metadata/updateObject', {
      objId: 'shipment',
      label: 'Consignment',
      plural: 'Consignments',
      features: { history: true },
    });
    const weight = await fieldOf('shipment', 'weight');
    await calls.ok('/metadata/updateField', {
      fieldId: weight.id,
      label: 'Gross weight',
      labels: { fr: 'Poids brut' },
      required: true,
      decimals: 3,
      helpText: 'In kilograms',
    });
    const fields = (await asMember.ok('/field/getFieldList', { objId: 'shipment' })) as Array<{
      apiname: string;
      labelName: string;
      required: boolean;
      decimalPlaces: number;
    }>;
    expect(fields.find((field) => field.apiname === 'weight')).toMatchObject({
      labelName: 'Gross weight',
      required: true,
      decimalPlaces: 3,
    });
    const saved = await asMember.save('Shipment', { name: 'No weight' });
    expect(saved.isSaveSuccess).toBe(false);
    const objects = (await asMember.ok('/object/getAllObjectList', {})) as Array<{
      id: string;
      labelname: string;
    }>;
    expect(objects.find((object) => object.id === 'shipment')?.labelname).toBe('Consignment');
  });

  it('refuses bad field edits, naming the problem', async () => {
    const due = await fieldOf('shipment', 'due');
    expect(await refusal('/metadata/updateField', { fieldId: due.id, length: 20 })).toMatch(/no text field/);
    expect(await refusal('/metadata/updateField', { fieldId: due.id, formula: '1' })).toMatch(
      /no formula field/,
    );
    expect((await calls.call('/metadata/updateField', { fieldId: 'nope', label: 'x' })).status).toBe(404);
    expect((await asMember.call('/metadata/updateField', { fieldId: due.id, label: 'x' })).status).toBe(403);
    expect((await asMember.call('/setup/objects', {})).status).toBe(403);
  });

  it("adds a formula field only when core's compiler accepts it, and reports the compile error", async () => {
    const bad = await refusal('/metadata/addField', {
      objId: 'shipment',
      field: { api: 'double', type: 'Z', label: 'Double', formula: 'weight * ' },
    });
    expect(bad).toMatch(/^field\.formula: /);
    expect(
      await refusal('/metadata/addField', {
        objId: 'shipment',
        field: { api: 'double', type: 'Z', label: 'Double', formula: 'nosuch + 1' },
      }),
    ).toMatch(/nosuch/i);
    await calls.ok('/metadata/addField', {
      objId: 'shipment',
      field: { api: 'double', type: 'Z', label: 'Double', formula: 'weight * 2' },
    });
    expect((await fieldOf('shipment', 'double')).type).toBe('Z');
  });

  it('replaces a retired picklist value in every record holding it', async () => {
    const status = await fieldOf('shipment', 'status');
    const first = await calls.create('Shipment', { name: 'S1', weight: 1, status: 'new' });
    await calls.create('Shipment', { name: 'S2', weight: 2, status: 'new' });
    await calls.create('Shipment', { name: 'S3', weight: 3, status: 'sent' });
    await calls.ok('/metadata/savePicklistValues', {
      fieldId: status.id,
      values: [
        { codekey: 'sent', codevalue: 'Sent', isdefaultvalue: true },
        { codekey: 'open', codevalue: 'Open', labels: { de: 'Offen' } },
      ],
    });
    const answer = await objectOf('shipment');
    const values = (
      answer.fields.find((field) => field.api === 'status') as unknown as {
        picklist: Array<{ codekey: string; active: boolean }>;
      }
    ).picklist;
    expect(values.map((value) => [value.codekey, value.active])).toEqual([
      ['sent', true],
      ['open', true],
      ['new', false],
    ]);
    expect(
      await refusal('/metadata/replacePicklistValue', { fieldId: status.id, from: 'new', to: 'gone' }),
    ).toMatch(/"gone" is no active value/);
    const replaced = await calls.ok('/metadata/replacePicklistValue', {
      fieldId: status.id,
      from: 'new',
      to: 'open',
    });
    expect(replaced).toEqual({ fieldId: status.id, replaced: 2 });
    const record = await calls.detail(first);
    expect(JSON.stringify(record)).toContain('open');
  });

  describe('deleting a field', () => {
    it('refuses a field a formula uses, naming the formula; refuses standard and platform fields', async () => {
      const weight = await fieldOf('shipment', 'weight');
      expect(await refusal('/metadata/deleteField', { fieldId: weight.id })).toMatch(
        /formula field "Double"/,
      );
      const name = await fieldOf('shipment', 'name');
      expect(name.deletable).toBe(false);
      expect(await refusal('/metadata/deleteField', { fieldId: name.id })).toMatch(/name of every/);
      const account = (await objectOf('account')).fields.find((field) => field.api === 'name');
      expect(await refusal('/metadata/deleteField', { fieldId: account?.id })).toMatch(/cannot be deleted/);
    });

    it('keeps the data of a deleted field and restores it with its layout places', async () => {
      const due = await fieldOf('shipment', 'due');
      const id = await calls.create('Shipment', { name: 'Dated', weight: 5, due: '2026-12-01' });
      const deleted = await calls.ok('/metadata/deleteField', { fieldId: due.id });
      expect(new Date(deleted.restorableUntil).getTime() - Date.now()).toBeGreaterThan(14 * 86_400_000);
      let answer = await objectOf('shipment');
      expect(answer.fields.some((field) => field.api === 'due')).toBe(false);
      expect(answer.deletedFields.map((field) => field.api)).toEqual(['due']);
      expect(
        await refusal('/metadata/addField', {
          objId: 'shipment',
          field: { api: 'due', type: 'D', label: 'Due 2' },
        }),
      ).toMatch(/deleted field "Due" still holds the name/);
      expect(JSON.stringify(await calls.detail(id))).not.toContain('2026-12-01');
      await calls.ok('/metadata/restoreField', { fieldId: due.id });
      answer = await objectOf('shipment');
      expect(answer.deletedFields).toEqual([]);
      expect(JSON.stringify(await calls.detail(id))).toContain('2026-12-01');
      expect((await calls.call('/metadata/restoreField', { fieldId: due.id })).status).toBe(404);
    });
  });

  it('records every setup change with who, when, before and after; filters and pages it; others are refused', async () => {
    const status = await fieldOf('shipment', 'status');
    await calls.ok('/metadata/setFieldHistoryTracking', { fieldId: status.id, trackHistory: true });
    const { rows, total } = await calls.ok('/setup/auditTrail', {
      area: 'metadata',
      search: 'status',
      pageSize: 50,
    });
    expect(total).toBeGreaterThan(0);
    const tracking = rows.find(
      (row: { action: string }) => row.action === '/metadata/setFieldHistoryTracking',
    );
    expect(tracking).toMatchObject({ userName: 'Setup Admin', target: 'Consignment › Status' });
    expect(JSON.parse(tracking.before).trackHistory).toBe(false);
    expect(JSON.parse(tracking.after).trackHistory).toBe(true);
    const all = await calls.ok('/setup/auditTrail', { pageSize: 1000 });
    const actions = all.rows.map((row: { action: string }) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        '/metadata/createObject',
        '/metadata/updateObject',
        '/metadata/updateField',
        '/metadata/addField',
        '/metadata/deleteField',
        '/metadata/restoreField',
        '/metadata/replacePicklistValue',
      ]),
    );
    // Refused changes leave no entry.
    expect(all.rows.filter((row: { action: string }) => row.action === '/metadata/addField')).toHaveLength(1);
    const paged = await calls.ok('/setup/auditTrail', { pageSize: 2, page: 2 });
    expect(paged.rows).toHaveLength(2);
    expect(paged.total).toBe(all.total);
    expect((await asMember.call('/setup/auditTrail', {})).status).toBe(403);
    expect((await calls.call('/setup/auditTrail', { from: 'yesterday' })).status).toBe(400);
  });

  it('records access changes too, their input as the after state', async () => {
    await calls.ok('/access/owd/save', { objectApi: 'Shipment', defaultAccess: 'private' });
    const { rows } = await calls.ok('/setup/auditTrail', { area: 'access' });
    expect(rows[0]).toMatchObject({ action: '/access/owd/save', target: 'Shipment' });
    expect(JSON.parse(rows[0].after)).toMatchObject({ defaultAccess: 'private' });
  });
});
