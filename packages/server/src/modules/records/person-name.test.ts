import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { recordCalls } from '../../test-support/record-calls.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, type TestUser } from '../../test-support/test-users.js';
import { recordsDb } from './record-store.js';

/** Contacts and leads: salutation, first and last name, the name derived from them (issue 26 item 15). */
describeEachDatabase('person names', (getDatabase) => {
  let app: FastifyInstance;
  let user: TestUser;
  const { save, create } = recordCalls(
    () => app,
    () => user,
  );
  const nameOf = async (table: string, id: string) =>
    (await recordsDb(getDatabase().handle)
      .selectFrom(table)
      .select(['name', 'salutation', 'firstname', 'lastname'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()) as Record<string, unknown>;

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    user = await createTestUser(getDatabase().handle, { name: 'Name User' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('a contact and a lead saved with first and last name get their full name; a changed last name changes it', async () => {
    const contact = await create('Contact', { salutation: 'Dr.', firstname: 'Ada', lastname: 'Lovelace' });
    expect(await nameOf('obj_contact', contact)).toEqual({
      name: 'Ada Lovelace',
      salutation: 'Dr.',
      firstname: 'Ada',
      lastname: 'Lovelace',
    });
    const changed = await save('Contact', { id: contact, lastname: 'King', lastWriterWins: true });
    expect(changed.isSaveSuccess, JSON.stringify(changed)).toBe(true);
    expect((await nameOf('obj_contact', contact)).name).toBe('Ada King');

    const lead = await create('Lead', { lastname: 'Hopper', company: 'Navy Labs' });
    expect((await nameOf('obj_lead', lead)).name).toBe('Hopper');
    // A name typed without parts stays as typed.
    const typed = await create('Lead', { name: 'Grace B. Hopper', company: 'Navy Labs' });
    expect((await nameOf('obj_lead', typed)).name).toBe('Grace B. Hopper');
  });
});
