import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { recordCalls } from '../../test-support/record-calls.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, envelopeFor, type TestUser } from '../../test-support/test-users.js';

describeEachDatabase('/objectdetail/getDetailRelatedItems for events and tasks', (getDatabase) => {
  let app: FastifyInstance;
  let user: TestUser;
  const { call, create } = recordCalls(
    () => app,
    () => user,
  );
  const ids = (list: Array<{ id: string }>) => list.map((entry) => entry.id);

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    user = await createTestUser(getDatabase().handle);
  });
  afterAll(async () => {
    await app.close();
  });

  it('[S2-C-007] answers the objects an event may relate to (relateobjList) and name (whoobjInfoList)', async () => {
    const { status, json } = await call('/objectdetail/getDetailRelatedItems', { type: 'event' });
    expect(status).toBe(200);
    expect(ids(json.data.whoobjInfoList)).toEqual(['contact', 'lead']);
    expect(ids(json.data.relateobjList)).toEqual(
      expect.arrayContaining(['account', 'opportunity', 'velacase', 'quote', 'project']),
    );
    expect(json.data.whoobjInfoList[0]).toEqual({
      id: 'contact',
      objectApi: 'Contact',
      prefix: '003',
      labelName: 'Contact',
      icon: expect.any(String),
    });
  });

  it('[S2-C-007] answers the same lists for a task, labels in the language asked for', async () => {
    const { json } = await call('/objectdetail/getDetailRelatedItems', { type: 'Task', language: 'zh' });
    expect(json.data.type).toBe('task');
    expect(json.data.whoobjInfoList.find((entry: { id: string }) => entry.id === 'contact').labelName).toBe(
      '联系人',
    );
    expect(ids(json.data.relateobjList)).toContain('account');
  });

  it("[S2-C-007] with a task's id, answers its current Name and Related to choices", async () => {
    const account = await create('Account', { name: 'Activity Account' });
    const contact = await create('Contact', { name: 'Activity Contact', accountid: account });
    const task = await create('Task', { subject: 'Call back', whoid: contact, relateid: account });
    const { json } = await call('/objectdetail/getDetailRelatedItems', { type: 'task', id: task });
    expect(json.data.whoobj).toEqual({ objId: 'contact', id: contact, name: 'Activity Contact' });
    expect(json.data.relateobj).toEqual({ objId: 'account', id: account, name: 'Activity Account' });
  });

  it('refuses a type that is no activity, a record of another object, and a call that names nothing', async () => {
    const wrongType = await call('/objectdetail/getDetailRelatedItems', { type: 'account' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.json.returnInfo).toContain('body.type: "account" is neither event nor task');
    const account = await create('Account', { name: 'Not an activity' });
    const wrongRecord = await call('/objectdetail/getDetailRelatedItems', { type: 'event', id: account });
    expect(wrongRecord.status).toBe(400);
    expect(wrongRecord.json.returnInfo).toContain('is a record of Account, not of Event');
    const nothing = await call('/objectdetail/getDetailRelatedItems', {});
    expect(nothing.status).toBe(400);
    expect(nothing.json.returnInfo).toContain('name the record (id) or the activity type');
  });

  it('hides an event of another organisation behind a 404', async () => {
    const stranger = await createTestUser(getDatabase().handle, { orgId: 'org_other' });
    const event = await create('Event', {
      subject: 'Private',
      begintime: '2026-03-02 09:00:00',
      endtime: '2026-03-02 10:00:00',
    });
    const answer = await app.inject({
      method: 'POST',
      url: '/api/objectdetail/getDetailRelatedItems',
      payload: envelopeFor(stranger, { type: 'event', id: event }),
    });
    expect(answer.statusCode).toBe(404);
  });
});
