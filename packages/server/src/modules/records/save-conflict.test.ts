import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordCalls } from '../../test-support/record-calls.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, envelopeFor, type TestUser } from '../../test-support/test-users.js';

/** Issue 16 items 3 and 11: a stale save is answered with who changed what; a repeated save saves once. */
describeEachDatabase('/objectInfo/save: conflicts and repeats', (getDatabase) => {
  let app: FastifyInstance;
  let ada: TestUser;
  let sam: TestUser;
  const as = (user: () => TestUser) => recordCalls(() => app, user);
  const admin = as(() => ada);
  const standard = as(() => sam);

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    ada = await createTestUser(getDatabase().handle, { name: 'Ada Admin' });
    sam = await createTestUser(getDatabase().handle, { name: 'Sam Standard', profileId: 'standard_user' });
  });
  afterAll(async () => {
    await app.close();
  });

  describe('a stale save from the form', () => {
    it('is refused with who changed the record, when, and the current values of the fields it sent', async () => {
      const id = await standard.create('Account', { name: 'Both Edit Ltd', rating: 'Cold', phone: '111' });
      const loaded = (await standard.detail(id)).data;
      // Ada saves first, as the form does: the version she loaded and only what she changed.
      const first = await admin.save('Account', { id, lastmodifydate: loaded.lastmodifydate, rating: 'Hot' });
      expect(first.isSaveSuccess).toBe(true);

      // Sam's form, opened before Ada's save, sends its version and the one field Sam changed.
      const stale = await standard.save('Account', {
        id,
        lastmodifydate: loaded.lastmodifydate,
        rating: 'Warm',
      });
      const now = (await standard.detail(id)).data;
      expect(stale).toMatchObject({
        isSaveSuccess: false,
        errorField: 'lastmodifydate',
        messageKey: 'recordForm.conflict.refused',
        messageParams: { name: 'Ada Admin' },
        conflict: {
          lastModifiedById: ada.userId,
          lastModifiedByName: 'Ada Admin',
          lastModifiedDate: now.lastmodifydate,
          values: { rating: 'Hot' },
        },
      });
      expect(Object.keys(stale.conflict.values)).toEqual(['rating']);
      expect(now.rating).toBe('Hot');

      // Keeping his value field by field: the same change with the fresh version lands.
      const again = await standard.save('Account', {
        id,
        lastmodifydate: stale.conflict.lastModifiedDate,
        rating: 'Warm',
      });
      expect(again.isSaveSuccess).toBe(true);
      expect((await standard.detail(id)).data).toMatchObject({ rating: 'Warm', phone: '111' });
    });

    it('names a lookup value with its record name, and leaves out what field security hides from the caller', async () => {
      const hidden = await admin.call('/access/profile/saveFieldAccess', {
        profileId: 'standard_user',
        objectApi: 'Account',
        fields: [{ field: 'annualrevenue', access: 'hidden' }],
      });
      expect(hidden.json.result, JSON.stringify(hidden.json)).toBe(true);
      try {
        const id = await standard.create('Account', { name: 'Secret Revenue Co' });
        const loaded = (await standard.detail(id)).data;
        const changed = await admin.save('Account', {
          id,
          annualrevenue: '987654',
          rating: 'Hot',
          lastmodifydate: loaded.lastmodifydate,
        });
        expect(changed.isSaveSuccess).toBe(true);
        const stale = await standard.save('Account', {
          id,
          lastmodifydate: loaded.lastmodifydate,
          annualrevenue: '5',
          rating: 'Warm',
          ownerid: sam.userId,
        });
        expect(stale.isSaveSuccess).toBe(false);
        expect(stale.conflict.values).toEqual({
          rating: 'Hot',
          ownerid: sam.userId,
          owneridccname: 'Sam Standard',
        });
        expect(JSON.stringify(stale)).not.toContain('987654');
      } finally {
        await admin.call('/access/profile/saveFieldAccess', {
          profileId: 'standard_user',
          objectApi: 'Account',
          fields: [{ field: 'annualrevenue', access: 'editable' }],
        });
      }
    });

    it('a save without a version is last-writer-wins, as documented for API clients', async () => {
      const id = await standard.create('Account', { name: 'Api Writer Co', rating: 'Cold' });
      await admin.save('Account', { id, rating: 'Hot' });
      const blind = await standard.save('Account', { id, rating: 'Warm' });
      expect(blind.isSaveSuccess).toBe(true);
      expect((await standard.detail(id)).data.rating).toBe('Warm');
    });
  });

  it('an API client changing a record says what it means: its version, or lastWriterWins: true; without either it is refused', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/user/apiKey/create',
      payload: envelopeFor(ada, { name: 'Integration' }),
    });
    const key = (created.json().data as { key: string }).key;
    const id = await admin.create('Account', { name: 'API Edit Ltd', rating: 'Cold' });
    const apiSave = async (record: Record<string, unknown>) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/objectInfo/save',
          headers: { authorization: `Bearer ${key}` },
          payload: {
            head: { appType: 'api', appVersion: '1', accessToken: '', source: 'test' },
            body: { objectApi: 'Account', data: JSON.stringify([{ id, ...record }]) },
          },
        })
      ).json().data[0];
    expect(await apiSave({ rating: 'Hot' })).toMatchObject({
      isSaveSuccess: false,
      errorField: 'lastmodifydate',
      errormessage: expect.stringContaining('lastWriterWins: true'),
    });
    expect((await admin.detail(id)).data.rating).toBe('Cold');
    expect(await apiSave({ rating: 'Hot', lastWriterWins: true })).toMatchObject({ isSaveSuccess: true });
    const loaded = (await admin.detail(id)).data;
    expect(loaded.rating).toBe('Hot');
    expect(await apiSave({ rating: 'Warm', lastmodifydate: loaded.lastmodifydate })).toMatchObject({
      isSaveSuccess: true,
    });
  });

  it("a kanban move with the card's version is refused, naming who, if the card changed since; mass edit without one writes its field", async () => {
    const id = await standard.create('Account', { name: 'Kanban Card Co', rating: 'Cold' });
    const loaded = (await standard.detail(id)).data;
    await admin.save('Account', { id, lastmodifydate: loaded.lastmodifydate, phone: '999' });
    const move = await standard.ok('/view/batchUpdateField', {
      objectApi: 'Account',
      ids: [id],
      field: 'rating',
      value: 'Hot',
      versions: { [id]: loaded.lastmodifydate },
    });
    expect(move.done).toEqual([]);
    expect(move.failed[0]).toMatchObject({ id, errorField: 'lastmodifydate', changedBy: 'Ada Admin' });
    expect((await standard.detail(id)).data.rating).toBe('Cold');
    const mass = await standard.ok('/view/batchUpdateField', {
      objectApi: 'Account',
      ids: [id],
      field: 'rating',
      value: 'Hot',
    });
    expect(mass.done).toHaveLength(1);
    expect((await standard.detail(id)).data).toMatchObject({ rating: 'Hot', phone: '999' });
  });

  describe('a save repeated with its request id', () => {
    const saveWithKey = async (user: TestUser, key: string, body: unknown) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/objectInfo/save',
        headers: { 'x-request-id': key },
        payload: envelopeFor(user, body),
      });
      return { status: response.statusCode, json: response.json() };
    };
    const countNamed = async (name: string) => {
      const rows = await sql<{
        n: number | string;
      }>`select count(*) as n from obj_account where name = ${name}`.execute(getDatabase().handle.db);
      return Number(rows.rows[0]?.n);
    };

    it('answers the first result and creates one record', async () => {
      const body = {
        objectApi: 'Account',
        data: JSON.stringify([{ name: 'Retried Create Ltd' }]),
        skipDuplicateWarning: true,
      };
      const key = `save-${Date.now()}-retry`;
      const first = await saveWithKey(sam, key, body);
      expect(first.json.data[0].isSaveSuccess).toBe(true);
      const repeat = await saveWithKey(sam, key, body);
      expect(repeat.status).toBe(200);
      expect(repeat.json.data).toEqual(first.json.data);
      expect(await countNamed('Retried Create Ltd')).toBe(1);

      // The key is the user's own: another user's save with the same request id is a save of its own.
      const other = await saveWithKey(ada, key, body);
      expect(other.json.data[0].id).not.toBe(first.json.data[0].id);
      expect(await countNamed('Retried Create Ltd')).toBe(2);
      // A new request id is a new save.
      await saveWithKey(sam, `${key}-2`, body);
      expect(await countNamed('Retried Create Ltd')).toBe(3);
    });

    it('refuses the same request id with another body, with a 400 naming the header', async () => {
      const key = `save-${Date.now()}-reuse`;
      await saveWithKey(sam, key, {
        objectApi: 'Account',
        data: JSON.stringify([{ name: 'Key Reuse One' }]),
      });
      const reused = await saveWithKey(sam, key, {
        objectApi: 'Account',
        data: JSON.stringify([{ name: 'Key Reuse Two' }]),
      });
      expect(reused.status).toBe(400);
      expect(reused.json.returnInfo).toContain('X-Request-Id');
      expect(await countNamed('Key Reuse Two')).toBe(0);
    });

    it('a save refused as bad input gives its key back: sent again, it runs again', async () => {
      const key = `save-${Date.now()}-bad`;
      const bad = await saveWithKey(sam, key, { objectApi: 'Account', data: 'not json' });
      expect(bad.status).toBe(400);
      const again = await saveWithKey(sam, key, { objectApi: 'Account', data: 'not json' });
      expect(again.status).toBe(400);
      expect(again.json.returnInfo).toContain('body.data');
    });
  });
});
