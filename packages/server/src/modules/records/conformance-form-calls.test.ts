import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordCalls } from '../../test-support/record-calls.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, envelopeFor, type TestUser } from '../../test-support/test-users.js';

/**
 * Spec 2 §2 "Form inputs", §4 "Opening" and §7: what the form's load call makes of its inputs, and the
 * form calls whose payload the spec does not show (issue 25), on both databases.
 */
describeEachDatabase('record form inputs and calls (spec 2 §2, §7)', (getDatabase) => {
  let app: FastifyInstance;
  let user: TestUser;
  const { call, ok, create } = recordCalls(
    () => app,
    () => user,
  );

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    user = await createTestUser(getDatabase().handle, { name: 'Form Inputs User' });
  });
  afterAll(async () => {
    await app.close();
  });

  describe('opening', () => {
    it.each([
      ['Account', { name: 'Prefix Co' }],
      ['Contact', { name: 'Pia Prefix' }],
      ['Lead', { name: 'Lou Prefix', company: 'Prefix Ltd' }],
    ])(
      '[S2-B-009] a %s id alone opens its form: the object is the one whose prefix starts the id',
      async (objectApi, values) => {
        const id = await create(objectApi, values);
        const form = await ok('/master/getLayoutDetail', { recordId: id, operation: 'EDIT' });
        expect(form.objectApi).toBe(objectApi);
        expect(form.prefix).toBe(id.slice(0, 3));
        expect(form.record.id).toBe(id);
      },
    );

    it('[S2-B-037] the record type is the default one unless the opener passes another', async () => {
      const plain = await ok('/master/getLayoutDetail', { objectApi: 'Account', operation: 'NEW' });
      const types = plain.recordTypeList as Array<{ id: string; layoutId: string; isdefault: boolean }>;
      expect(types.length).toBeGreaterThan(1);
      const byDefault = types.find((type) => type.isdefault);
      const other = types.find((type) => !type.isdefault);
      expect(byDefault && other).toBeTruthy();
      expect(plain.recordType).toBe(byDefault?.id);
      expect(plain.layoutId).toBe(byDefault?.layoutId);
      const passed = await ok('/master/getLayoutDetail', {
        objectApi: 'Account',
        operation: 'NEW',
        recordtype: other?.id,
      });
      expect(passed.recordType).toBe(other?.id);
      expect(passed.layoutId).toBe(other?.layoutId);
      // One the object does not have is refused by name, not replaced by the default.
      const unknown = await call('/master/getLayoutDetail', {
        objectApi: 'Account',
        operation: 'NEW',
        recordtype: 'no-such-type',
      });
      expect(unknown.status).toBe(404);
      expect(unknown.json.returnInfo).toContain('no-such-type');
    });

    it.each([
      ['caller@example.com', { suppliedemail: 'caller@example.com' }, 'suppliedphone'],
      ['+49 30 1234567', { suppliedphone: '+49 30 1234567' }, 'suppliedemail'],
    ])(
      '[S2-D-005] a case opened with %s starts with it as the web e-mail or phone',
      async (phoneOrEmail, filled, untouched) => {
        const form = await ok('/master/getLayoutDetail', {
          objectApi: 'velacase',
          operation: 'NEW',
          phoneOrEmail,
        });
        expect(form.record).toMatchObject(filled);
        expect(form.record[untouched] ?? '').toBe('');
      },
    );

    it('[S2-D-005] the phone or e-mail input is for cases only', async () => {
      const form = await ok('/master/getLayoutDetail', {
        objectApi: 'Account',
        operation: 'NEW',
        phoneOrEmail: 'caller@example.com',
      });
      expect(form.record.suppliedemail).toBeUndefined();
      expect(Object.values(form.record)).not.toContain('caller@example.com');
    });
  });

  describe('calls whose payload the spec does not show', () => {
    it('[S2-C-034] queryMappingData is a POST in the request envelope; the form gets masterData and childData', async () => {
      const leadId = await create('Lead', { name: 'Mo Mapping', company: 'Mapping AG', industry: 'Retail' });
      const mapped = await ok('/objectMapping/queryMappingData', {
        recordId: leadId,
        target_object: 'Account',
      });
      expect(mapped).toEqual({
        masterData: expect.objectContaining({ name: 'Mapping AG', industry: 'Retail' }),
        childData: [],
      });
      const asGet = await app.inject({ method: 'GET', url: '/api/objectMapping/queryMappingData' });
      expect(asGet.statusCode).toBe(404);
      const bare = await app.inject({
        method: 'POST',
        url: '/api/objectMapping/queryMappingData',
        payload: { recordId: leadId, target_object: 'Account' },
      });
      // Outside the {head, body} envelope the call is refused, never answered.
      expect([400, 401]).toContain(bare.statusCode);
      expect(bare.json().result).toBe(false);
    });

    it('[S2-C-052] the queryable check takes a record id: the owner may query it; someone who may not read it finds nothing', async () => {
      const id = await create('Account', { name: 'Queryable Co' });
      expect(await ok('/objectdetail/getPermissionById', { id })).toMatchObject({ isQuery: true });
      const outsider = await createTestUser(getDatabase().handle, { orgId: 'org_outside' });
      const asOutsider = await app.inject({
        method: 'POST',
        url: '/api/objectdetail/getPermissionById',
        payload: envelopeFor(outsider, { id }),
      });
      expect(asOutsider.statusCode).toBe(404);
      const noId = await call('/objectdetail/getPermissionById', {});
      expect(noId.status).toBe(400);
      expect(noId.json.returnInfo).toContain('id');
    });
  });
});
