import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { recordCalls } from '../../test-support/record-calls.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, type TestUser } from '../../test-support/test-users.js';

/** Spec 2 §8, DECISIONS 4: a save naming a field the object does not have, on both databases. */
describeEachDatabase('record save: illegal field api names (spec 2 §8)', (getDatabase) => {
  let app: FastifyInstance;
  let user: TestUser;
  const { save, create } = recordCalls(
    () => app,
    () => user,
  );

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    user = await createTestUser(getDatabase().handle, { name: 'Illegal Field User' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('[S2-E-014] a new or edited record naming an unknown field is refused with c2420, the field named', async () => {
    const fresh = await save('Account', { name: 'Nowhere Co', parentaccount: 'x' });
    expect(fresh).toMatchObject({ isSaveSuccess: false, messageKey: 'c2420', errorField: 'parentaccount' });
    expect(fresh.errormessage).toContain('"parentaccount"');
    const id = await create('Account', { name: 'Somewhere Co' });
    const edited = await save('Account', { id, name: 'Renamed Co', Bogus_Field: 1 });
    expect(edited).toMatchObject({ isSaveSuccess: false, messageKey: 'c2420', errorField: 'Bogus_Field' });
    // A known field with a bad value keeps its own refusal, without c2420.
    const bad = await save('Account', { name: 'Bad Owner Co', ownerid: 'no-such-user' });
    expect(bad.isSaveSuccess).toBe(false);
    expect(bad.messageKey).toBeUndefined();
  });
});
