import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, envelopeFor, type TestUser } from '../../test-support/test-users.js';

describeEachDatabase('metadata reads', (getDatabase) => {
  let app: FastifyInstance;
  let user: TestUser;
  const call = async (url: string, body: unknown) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api${url}`,
      payload: envelopeFor(user, body),
    });
    return { status: response.statusCode, json: response.json() };
  };

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    user = await createTestUser(getDatabase().handle);
  });
  afterAll(async () => {
    await app.close();
  });

  it('[S1-C-017] [S1-D-008] lists every standard object: id, its agreed prefix, objectapi and labelname', async () => {
    const { json } = await call('/object/getAllObjectList', {});
    expect(json.result).toBe(true);
    const byId = new Map(json.data.map((entry: { id: string; prefix: string }) => [entry.id, entry.prefix]));
    const expected: Record<string, string> = {
      account: '001',
      contact: '003',
      lead: '004',
      opportunity: '006',
      velacase: '500',
      velaorder: '801',
      quote: 'a0q',
      invoices: 'a0i',
      campaign: '701',
      velakarticle: 'ka0',
      event: '00U',
      task: '00T',
      product: '01t',
      pricebook: '01s',
      contract: '800',
      project: 'p01',
      velamilestone: 'p02',
      velasubtask: 'p03',
      salesorder: '002',
      velaproceeddetail: '009',
      velapurchaseorder: '072',
    };
    for (const [id, prefix] of Object.entries(expected)) expect(byId.get(id), id).toBe(prefix);
    expect(json.data[0]).toEqual(
      expect.objectContaining({ id: 'account', objectapi: 'Account', labelname: 'Account' }),
    );
  });

  it('answers labels in the language asked for', async () => {
    const { json } = await call('/object/getAllObjectList', { language: 'zh' });
    expect(json.data.find((entry: { id: string }) => entry.id === 'account').labelname).toBe('客户');
  });

  it('[S2-C-045] lists the fields of an object, address sub-fields with their group', async () => {
    const { json } = await call('/field/getFieldList', { objId: 'account' });
    const apis = json.data.map((field: { apiname: string }) => field.apiname);
    expect(apis).toEqual(
      expect.arrayContaining(['name', 'industry', 'ownerid', 'billingaddress00', 'billingaddress05']),
    );
    const longitude = json.data.find(
      (field: { apiname: string }) => field.apiname === 'billingaddresslongitude',
    );
    expect(longitude.hidden).toBe(true);
    const group = json.data.find((field: { apiname: string }) => field.apiname === 'billingaddress');
    expect(longitude.parentFieldId).toBe(group.id);
  });

  it('refuses a field list for an unknown object with a 404 that names it', async () => {
    const { status, json } = await call('/field/getFieldList', { objId: 'nosuchobject' });
    expect(status).toBe(404);
    expect(json.returnInfo).toContain('nosuchobject');
  });

  it('refuses a call that names no object', async () => {
    const { status, json } = await call('/field/getFieldList', {});
    expect(status).toBe(400);
    expect(json.returnInfo).toContain('objId');
  });

  it('[S2-C-006] answers the record types of a prefix, the default marked', async () => {
    const { json } = await call('/batch/getRecordType', { prefix: '001' });
    const list = json.data.recordTypeList;
    expect(list.map((entry: { name: string }) => entry.name)).toEqual(['Customer', 'Partner']);
    expect(list[0]).toEqual(expect.objectContaining({ isdefault: true, key: list[0].id, val: 'Customer' }));
    expect(list[1].layoutId).not.toBe(list[0].layoutId);
  });

  it('[S2-C-005] answers the layout of a record type, and the default one without it', async () => {
    const types = (await call('/batch/getRecordType', { prefix: '001' })).json.data.recordTypeList;
    const partner = await call('/objectdetail/getLayoutId', { objId: 'account', recordtypeId: types[1].id });
    expect(partner.json.data.layoutId).toBe(types[1].layoutId);
    const fallback = await call('/objectdetail/getLayoutId', { objId: 'account' });
    expect(fallback.json.data.layoutId).toBe(types[0].layoutId);
    const wrong = await call('/objectdetail/getLayoutId', { objId: 'account', recordtypeId: 'rtpnotthere' });
    expect(wrong.status).toBe(404);
  });

  it('[S2-C-012] [S2-B-093] [S2-D-024] answers picklist values by field id, and countries by "country"', async () => {
    const fields = (await call('/field/getFieldList', { objId: 'velacase' })).json.data;
    const status = fields.find((field: { apiname: string }) => field.apiname === 'status');
    const { json } = await call('/view/getSelectValue', { fieldId: status.id });
    expect(json.returnCode).toBe('1');
    expect(json.data[0]).toEqual({ codekey: 'New', codevalue: 'New', isdefaultvalue: true, order: 0 });
    const countries = await call('/view/getSelectValue', { fieldId: 'country' });
    expect(countries.json.data.map((row: { codekey: string }) => row.codekey)).toContain('China');
  });

  it('refuses a select-value call for an unknown field or a field that is no picklist', async () => {
    const unknown = await call('/view/getSelectValue', { fieldId: 'fldnothing' });
    expect(unknown.json).toMatchObject({ result: false, returnCode: '404' });
    const fields = (await call('/field/getFieldList', { objId: 'velacase' })).json.data;
    const subject = fields.find((field: { apiname: string }) => field.apiname === 'subject');
    const wrong = await call('/view/getSelectValue', { fieldId: subject.id });
    expect(wrong.json.returnInfo).toBe('Subject is not a picklist');
  });

  it('[S2-C-004] answers the dynamic layout rules of a layout', async () => {
    const types = (await call('/batch/getRecordType', { prefix: '001' })).json.data.recordTypeList;
    const { json } = await call('/master/getDynamicLayoutRules', { layoutId: types[0].layoutId });
    expect(json.data.rules).toHaveLength(1);
    expect(json.data.rules[0].conditions[0]).toEqual({
      id: 1,
      fieldApi: 'industry',
      operator: 'e',
      value: 'Other',
    });
    const missing = await call('/master/getDynamicLayoutRules', { layoutId: 'nope' });
    expect(missing.status).toBe(404);
  });

  it('refuses calls without a signed-in user', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/object/getAllObjectList', payload: {} });
    expect(response.statusCode).toBe(401);
  });
});
