import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, envelopeFor, type TestUser } from '../../test-support/test-users.js';
import { parseStoredComponents } from './custom-pages.js';

describe('stored custom page components', () => {
  it('keeps the components it knows and leaves out unknown or damaged ones', () => {
    const stored = JSON.stringify([
      { kind: 'richText', blocks: [{ style: 'heading', text: 'Hello' }] },
      { kind: 'html', html: '<script>alert(1)</script>' },
      { kind: 'listView', objectApi: 'Account', objId: 'account', prefix: '001' },
      { kind: 'listView', objectApi: 'Account', objId: 'account', prefix: '../../x' },
      { kind: 'recordDetail', recordId: '001000000000001' },
      'not a component',
    ]);
    expect(parseStoredComponents(stored).map((component) => component.kind)).toEqual([
      'richText',
      'listView',
      'recordDetail',
    ]);
    expect(parseStoredComponents('not json')).toEqual([]);
    expect(parseStoredComponents('{"kind":"richText"}')).toEqual([]);
  });
});

describeEachDatabase('shell: custom lightning pages', (getDatabase) => {
  let app: FastifyInstance;
  let user: TestUser;
  let stranger: TestUser;
  const post = (caller: TestUser, body: unknown) =>
    app.inject({ method: 'POST', url: '/api/customPage/getCustomPage', payload: envelopeFor(caller, body) });

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    user = await createTestUser(getDatabase().handle);
    stranger = await createTestUser(getDatabase().handle, { orgId: 'org_other' });
    const now = new Date().toISOString();
    await getDatabase()
      .handle.db.insertInto('custom_page')
      .values({
        id: '0cp000000000001',
        org_id: user.orgId,
        name: 'Team page',
        components_json: JSON.stringify([
          { kind: 'richText', blocks: [{ style: 'paragraph', text: 'Read me first.' }] },
          { kind: 'listView', objectApi: 'Account', objId: 'account', prefix: '001', viewId: 'v1' },
          { kind: 'recordDetail', recordId: '001000000000001' },
          { kind: 'iframe', src: 'https://example.com' },
        ]),
        created_at: now,
        updated_at: now,
      })
      .execute();
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers a page of the organisation with its components, in order, without unknown ones', async () => {
    const response = await post(user, { page: '0cp000000000001' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      id: '0cp000000000001',
      name: 'Team page',
      components: [
        { kind: 'richText', blocks: [{ style: 'paragraph', text: 'Read me first.' }] },
        { kind: 'listView', objectApi: 'Account', objId: 'account', prefix: '001', viewId: 'v1' },
        { kind: 'recordDetail', recordId: '001000000000001' },
      ],
    });
  });

  it.each([
    ['an unknown page', '0cp999999999999'],
    ["another organisation's page", '0cp000000000001'],
  ])('answers 404 for %s', async (what, page) => {
    const response = await post(what.startsWith('another') ? stranger : user, { page });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ result: false, returnCode: '404' });
    expect(response.json().returnInfo).toContain(page);
  });

  it.each([
    { body: {}, field: 'body.body.page' },
    { body: { page: '' }, field: 'body.body.page' },
    { body: { page: 7 }, field: 'body.body.page' },
    { body: { page: 'x', pageId: 'x' }, field: 'pageId' },
  ])('refuses $body with a 400 that names $field', async ({ body, field }) => {
    const response = await post(user, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().returnInfo).toContain(field);
  });
});
