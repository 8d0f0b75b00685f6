import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { recordCalls } from '../../test-support/record-calls.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, type TestUser } from '../../test-support/test-users.js';

/**
 * The checks that read the database run at once; a save that breaks several
 * rules is still refused for the first of them in the pipeline's order:
 * required → validation rules → lookups → unique → duplicates.
 */
describeEachDatabase('save refusals keep the pipeline order', (getDatabase) => {
  let app: FastifyInstance;
  let user: TestUser;
  const { save, create } = recordCalls(
    () => app,
    () => user,
  );
  const missingAccount = '001AAAAAAAAAAAAAAA';

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    user = await createTestUser(getDatabase().handle);
    await create('Account', { name: 'Order Holder', accountnumber: 'ORD-1' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('names the missing required field before a bad lookup, a taken unique value and a duplicate', async () => {
    const result = await save('Account', {
      name: 'Order Holder',
      industry: 'Other',
      parentid: missingAccount,
      accountnumber: 'ORD-1',
    });
    expect(result.isSaveSuccess).toBe(false);
    expect(result.errorField).toBe('industry_other');
  });

  it('names the validation rule before a bad lookup', async () => {
    const result = await save('Account', { name: 'Order Rule', annualrevenue: -5, parentid: missingAccount });
    expect(result).toEqual(
      expect.objectContaining({ errorField: 'annualrevenue', validaterule: 'Revenue is not negative' }),
    );
  });

  it('names a bad lookup before a taken unique value and a duplicate name', async () => {
    const result = await save('Account', {
      name: 'Order Holder',
      parentid: missingAccount,
      accountnumber: 'ORD-1',
    });
    expect(result.errorField).toBe('parentid');
    expect(result.errormessage).toContain(`"${missingAccount}" does not exist`);
  });

  it('names a taken unique value before a duplicate name, and the duplicate last', async () => {
    const unique = await save('Account', { name: 'Order Holder', accountnumber: 'ORD-1' });
    expect(unique.errorField).toBe('accountnumber');
    expect(unique.duplicatemap).toHaveLength(1);
    const duplicate = await save('Account', { name: 'Order Holder', accountnumber: 'ORD-2' });
    expect(duplicate.duplicateAction).toBe('warn');
  });

  it('checks every lookup of a record in one go, naming the one that is missing', async () => {
    const parent = await create('Account', { name: 'Order Parent' });
    const contact = await save('Contact', { name: 'Order Contact', accountid: parent });
    expect(contact.isSaveSuccess).toBe(true);
    const badOwner = await save('Account', {
      name: 'Order Owner',
      parentid: parent,
      ownerid: '005AAAAAAAAAAAAAAA',
    });
    expect(badOwner.errorField).toBe('ownerid');
    expect(badOwner.errormessage).toContain('no active user has id "005AAAAAAAAAAAAAAA"');
    const wrongObject = await save('Account', { name: 'Order Wrong', parentid: contact.id });
    expect(wrongObject.errormessage).toContain('must point at a Account');
  });
});
