import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { recordCalls } from '../../test-support/record-calls.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, type TestUser } from '../../test-support/test-users.js';

interface Field {
  apiname: string;
  required: boolean;
  edit: boolean;
  value: unknown;
  children: Field[];
  data: Array<{ key?: string; id?: string; value?: string }>;
  DpendFieldEdit: boolean;
  rules: Array<{ message: string }>;
}
type Row = { left: Field | Record<string, never>; right: Field | Record<string, never> };

const fieldsOf = (dataList: Array<{ data: Row[] }>): Field[] =>
  dataList
    .flatMap((section) => section.data.flatMap((row) => [row.left, row.right]))
    .filter((f): f is Field => 'apiname' in f);

describeEachDatabase('record form and detail calls', (getDatabase) => {
  let app: FastifyInstance;
  let user: TestUser;
  const { call, create, save } = recordCalls(
    () => app,
    () => user,
  );

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle, { now: () => new Date('2026-03-04T10:20:00Z') });
    user = await createTestUser(getDatabase().handle, { name: 'Form User' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('[S2-C-001] [S2-D-021] answers NEW form data: layout, record types, sections, containers, rules', async () => {
    const { json } = await call('/master/getMasterInfo', { objId: 'account', operation: 'NEW' });
    const form = json.data;
    expect(form.recordTypeList).toHaveLength(2);
    expect(form.layoutId).toBe(form.recordTypeList[0].layoutId);
    // DECISIONS 25: no active approval process in this org (approvals.test.ts has the 'true' case).
    expect(form.saveandapproval).toBe('false');
    expect(form.actionConditions[0].actions.required).toEqual(['industry_other']);
    expect(form.dataList[0]).toEqual(
      expect.objectContaining({ title: 'Account information', colNum: 2, showWhenEdit: true }),
    );
    expect(form.dataList[0].selectionId).toBeTruthy();
    const fields = fieldsOf(form.dataList);
    const name = fields.find((field) => field.apiname === 'name');
    expect(name).toEqual(
      expect.objectContaining({ required: true, edit: true, fieldType: 'S', fieldLabel: 'Account name' }),
    );
    expect(name?.rules[0]?.message).toBe('please enter Account name');
    const owner = fields.find((field) => field.apiname === 'ownerid');
    expect(owner?.value).toBe(user.userId);
    expect(owner?.data).toEqual([{ id: user.userId, value: 'Form User' }]);
    const address = fields.find((field) => field.apiname === 'billingaddress');
    expect(address?.children.map((child) => child.apiname)).toEqual([
      'billingaddress00',
      'billingaddress01',
      'billingaddress02',
      'billingaddress03',
      'billingaddress04',
      'billingaddress05',
      'billingaddresslongitude',
      'billingaddresslatitude',
    ]);
    const province = address?.children.find((child) => child.apiname === 'billingaddress01');
    expect(province?.DpendFieldEdit).toBe(false);
    const pair = form.controlContainer.find(
      (entry: { dependfield: string }) => entry.dependfield === 'billingaddress01',
    );
    expect(pair.controlfield).toBe('billingaddress00');
    expect(pair.controlVals.find((entry: { val: string }) => entry.val === 'Germany').dependFields).toEqual([
      'Bavaria',
      'Berlin',
    ]);
    expect(form.provincecityContainer.Guangdong).toEqual(['Guangzhou', 'Shenzhen']);
    expect(form.citycountyContainer.Shenzhen).toEqual(['Nanshan', 'Futian']);
  });

  it('[S2-D-006] [S2-D-007] [S2-D-022] [S2-D-023] [S2-D-025] names every part of the form data as the spec does', async () => {
    const form = (await call('/master/getMasterInfo', { objId: 'velacase', operation: 'NEW' })).json.data;
    for (const section of form.dataList) {
      expect(Object.keys(section)).toEqual(
        expect.arrayContaining(['title', 'colNum', 'showWhenEdit', 'selectionId', 'data']),
      );
      for (const row of section.data) expect(Object.keys(row).sort()).toEqual(['left', 'right']);
    }
    const fields = fieldsOf(form.dataList);
    // Spec 2 §3 "Layout field properties", every one on every field.
    const properties = [
      'apiname',
      'fieldId',
      'fieldType',
      'fieldLabel',
      'required',
      'requiredCopy',
      'edit',
      'defaultValue',
      'value',
      'length',
      'fieldLength',
      'decimalPlaces',
      'expressionType',
      'placeholder',
      'rules',
      'data',
      'children',
      'isContrField',
      'parentType',
      'bgcolor',
      'DpendFieldEdit',
      'schemefieldLength',
    ];
    expect(fields.length).toBeGreaterThan(5);
    for (const field of fields) expect(Object.keys(field)).toEqual(expect.arrayContaining(properties));
    const status = fields.find((field) => field.apiname === 'status');
    expect(status?.data[0]).toEqual(expect.objectContaining({ key: 'New', val: 'New' }));
    for (const entry of form.recordTypeList) {
      expect(Object.keys(entry)).toEqual(
        expect.arrayContaining(['id', 'name', 'layoutId', 'isdefault', 'val', 'key']),
      );
      expect(entry.key).toBe(entry.id);
    }
    const pair = form.controlContainer.find(
      (entry: { controlfield: string }) => entry.controlfield === 'type',
    );
    expect(Object.keys(pair)).toEqual(
      expect.arrayContaining(['controlfieldid', 'controlfield', 'controlVals', 'dependfieldid', 'vals']),
    );
    expect(Object.keys(pair.controlVals[0]).sort()).toEqual(['dependFields', 'val']);
    expect(pair.vals).toContainEqual({ value: 'Usage', label: 'Usage' });
  });

  it('[S2-D-032] saves a new lead with its assignment state SelfCreated when none is given', async () => {
    const id = await create('Lead', { name: 'Self Made', company: 'Own Ltd' });
    const { json } = await call('/objectdetail/getDetail', { id });
    expect(json.data.data.assignstate).toBe('SelfCreated');
  });

  it('[S2-D-021] answers the dependent picklists of cases (dependContainer) and the lookup-value expression of contacts', async () => {
    const cases = (await call('/master/getMasterInfo', { objId: 'velacase', operation: 'NEW' })).json.data;
    const pair = cases.controlContainer.find(
      (entry: { controlfield: string }) => entry.controlfield === 'type',
    );
    expect(pair.controlVals.find((entry: { val: string }) => entry.val === 'Question').dependFields).toEqual([
      'Usage',
      'Documentation',
      'Billing',
    ]);
    expect(cases.dependContainer).toContainEqual(
      expect.objectContaining({ dependfield: 'reason', controlfield: 'type' }),
    );
    const contacts = (await call('/master/getMasterInfo', { objId: 'contact', operation: 'NEW' })).json.data;
    expect(contacts.lookupValueExpression).toEqual([
      expect.objectContaining({
        lookupFieldApi: 'accountid',
        fieldrelateid: 'phone',
        expression: 'phone',
        iscover: 'false',
      }),
    ]);
  });

  it('[S2-C-001] answers EDIT form data with the record values and the record type fixed', async () => {
    const id = await create('Account', { name: 'Edit Me', industry: 'Banking' });
    const form = (await call('/master/getMasterInfo', { objId: 'account', operation: 'edit', recordId: id }))
      .json.data;
    expect(form.operation).toBe('EDIT');
    const fields = fieldsOf(form.dataList);
    expect(fields.find((field) => field.apiname === 'industry')?.value).toBe('Banking');
    expect(form.record.lastmodifydate).toBeTruthy();
  });

  it('[S2-B-039] answers COPY form data without id and with the caller as owner (id and name), whoever owns the source', async () => {
    const other = await createTestUser(getDatabase().handle, { name: 'Other Owner', orgId: user.orgId });
    const id = await create('Account', { name: 'Copy Me', ownerid: other.userId });
    const source = (
      await call('/master/getMasterInfo', { objId: 'account', operation: 'EDIT', recordId: id })
    ).json.data;
    expect(source.record.ownerid).toBe(other.userId);
    const form = (await call('/master/getMasterInfo', { objId: 'account', operation: 'COPY', recordId: id }))
      .json.data;
    expect(form.record.id).toBeUndefined();
    expect(form.record.name).toBe('Copy Me');
    expect(form.record.ownerid).toBe(user.userId);
    expect(form.record.owneridccname).toBe('Form User');
  });

  it('[S2-B-040] [S2-B-041] [S2-B-042] defaults a new event to the next full hour, one hour long', async () => {
    const form = (await call('/master/getMasterInfo', { objId: 'event', operation: 'NEW' })).json.data;
    expect(form.record.begintime).toBe('2026-03-04 11:00:00');
    expect(form.record.endtime).toBe('2026-03-04 12:00:00');
  });

  it('opens the customer address form when objId is blank', async () => {
    const form = (await call('/master/getMasterInfo', { objId: '', operation: 'NEW' })).json.data;
    expect(form.objectApi).toBe('velacustomeraddress');
  });

  it('refuses a form for a bad operation, a missing record, or a foreign layout', async () => {
    expect((await call('/master/getMasterInfo', { objId: 'account', operation: 'DANCE' })).status).toBe(400);
    expect(
      (await call('/master/getMasterInfo', { objId: 'account', operation: 'EDIT' })).json.returnInfo,
    ).toContain('recordId');
    expect(
      (
        await call('/master/getMasterInfo', {
          objId: 'account',
          operation: 'EDIT',
          recordId: '001AAAAAAAAAAAAAAA',
        })
      ).status,
    ).toBe(404);
    const contactLayout = (await call('/objectdetail/getLayoutId', { objId: 'contact' })).json.data.layoutId;
    const foreign = await call('/master/getMasterInfo', {
      objId: 'account',
      operation: 'NEW',
      layoutId: contactLayout,
    });
    expect(foreign.status).toBe(404);
  });

  it('[S2-C-002] answers the product-line form and keeps comma-joined source ids', async () => {
    const form = (await call('/newMaster/getMasterInfo', { objId: 'invoices', recordId: '801A,801B' })).json
      .data;
    expect(form.objectApi).toBe('Invoices');
    expect(form.sourceRecordIds).toEqual(['801A', '801B']);
  });

  it('[S2-C-003] answers the record detail and layout load with the spec fields', async () => {
    const id = await create('velacase', { subject: 'Layout load' });
    const { json } = await call('/master/getLayoutDetail', { id, operation: 'EDIT' });
    expect(json.returnCode).toBe('1');
    for (const key of [
      'dataList',
      'recordType',
      'saveandapproval',
      'controlContainer',
      'dependContainer',
      'lookupValueExpression',
      'citycountyContainer',
      'provincecityContainer',
    ]) {
      expect(json.data).toHaveProperty(key);
    }
    const fromPhone = await call('/master/getLayoutDetail', {
      objectApi: 'velacase',
      operation: 'NEW',
      phoneOrEmail: 'caller@example.com',
    });
    expect(fromPhone.json.data.record.suppliedemail).toBe('caller@example.com');
  });

  it('[S2-C-041] reads a record with its layout; delete moves it to the recycle bin; restore brings it back', async () => {
    const id = await create('Account', { name: 'Bin Me' });
    const detail = (await call('/objectdetail/getDetail', { id })).json.data;
    expect(detail).toEqual(
      expect.objectContaining({ objectApi: 'Account', prefix: '001', recordTypeName: 'Customer' }),
    );
    expect(detail.permission).toEqual({
      isQuery: true,
      isEdit: true,
      isDelete: true,
      isCreate: true,
      isShare: true,
      isTransfer: true,
      isApprove: true,
    });
    const deleted = await call('/objectdetail/delete', { id });
    expect(deleted.json.data).toEqual({ id, name: 'Bin Me', deleted: true });
    expect((await call('/objectdetail/getDetail', { id })).status).toBe(404);
    expect((await call('/objectdetail/delete', { id })).status).toBe(404);
    expect((await save('Account', { id, name: 'Ghost' })).errormessage).toContain('not found');
    expect((await call('/objectdetail/restore', { id })).json.data.restored).toBe(true);
    expect((await call('/objectdetail/getDetail', { id })).json.data.data.name).toBe('Bin Me');
    expect((await call('/objectdetail/restore', { id })).status).toBe(404);
  });

  it('refuses to restore a record whose unique value another record took meanwhile', async () => {
    const id = await create('product', { name: 'Widget', productcode: 'W-1' });
    await call('/objectdetail/delete', { id });
    await create('product', { name: 'Widget 2', productcode: 'W-1' });
    const restored = await call('/objectdetail/restore', { id });
    expect(restored.json).toMatchObject({ result: false, returnCode: '11400' });
  });

  it("hides another organisation's records behind the access seam", async () => {
    const id = await create('Account', { name: 'Private Co' });
    const stranger = await createTestUser(getDatabase().handle, { orgId: 'org_other' });
    const { call: strangerCall } = recordCalls(
      () => app,
      () => stranger,
    );
    expect((await strangerCall('/objectdetail/getDetail', { id })).status).toBe(404);
    expect((await strangerCall('/objectdetail/delete', { id })).status).toBe(404);
    // A record the caller may not read answers as a missing one (access control: no trace of it).
    expect((await strangerCall('/objectdetail/getPermissionById', { id })).status).toBe(404);
  });
});
