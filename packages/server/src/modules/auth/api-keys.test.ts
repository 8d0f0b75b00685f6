import { ErrorCode } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, type TestUser } from '../../test-support/test-users.js';
import { envelope, postAs } from './auth-test-kit.js';
import { AUTH_BASE } from './sign-in-routes.js';
import { hashSecret } from './tokens.js';

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

describeEachDatabase('personal API keys', (getDatabase) => {
  let app: FastifyInstance;
  let user: TestUser;
  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    user = await createTestUser(getDatabase().handle, { email: 'integrator@test.local' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('creates a key shown once, stores only its hash, and lists it by name and prefix', async () => {
    const created = await postAs(
      app,
      user.accessToken,
      '/api/user/apiKey/create',
      envelope({ name: 'Zapier' }),
    );
    expect(created.json()).toMatchObject({ result: true, data: { name: 'Zapier' } });
    const { id, key } = created.json().data as { id: string; key: string };
    expect(key).toMatch(/^vela_[A-Za-z0-9_-]{43}$/);

    const rows = await getDatabase().handle.db.selectFrom('api_key').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(key);
    expect(rows.find((row) => row.id === id)?.key_hash).toBe(hashSecret(key));

    const listed = await postAs(app, user.accessToken, '/api/user/apiKey/list', envelope({}));
    expect(listed.json().data).toEqual([
      { id, name: 'Zapier', keyPrefix: key.slice(0, 11), createdAt: expect.any(String), lastUsedAt: null },
    ]);
    expect(listed.body).not.toContain(key);
  });

  it('acts as its user with Authorization: Bearer, without a session, and records its use', async () => {
    const { id, key } = (
      await postAs(app, user.accessToken, '/api/user/apiKey/create', envelope({ name: 'CI' }))
    ).json().data as { id: string; key: string };
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/apiKey/list',
      headers: bearer(key),
      payload: envelope({}),
    });
    expect(response.json().result).toBe(true);
    const used = (response.json().data as Array<{ id: string; lastUsedAt: string | null }>).find(
      (k) => k.id === id,
    );
    expect(used?.lastUsedAt).toEqual(expect.any(String));

    const info = await app.inject({
      method: 'POST',
      url: `/api${AUTH_BASE}/getUserInfo`,
      headers: bearer(key),
      payload: envelope({}),
    });
    expect(info.json()).toMatchObject({ result: true, data: { email: 'integrator@test.local' } });
  });

  it('refuses a revoked key with 10002, and an unknown one too', async () => {
    const { id, key } = (
      await postAs(app, user.accessToken, '/api/user/apiKey/create', envelope({ name: 'Old' }))
    ).json().data as { id: string; key: string };
    const revoked = await postAs(app, user.accessToken, '/api/user/apiKey/revoke', envelope({ id }));
    expect(revoked.json().result).toBe(true);
    const listed = (await postAs(app, user.accessToken, '/api/user/apiKey/list', envelope({}))).json()
      .data as Array<{
      id: string;
    }>;
    expect(listed.map((k) => k.id)).not.toContain(id);

    for (const tried of [key, 'vela_not-a-key']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/user/apiKey/list',
        headers: bearer(tried),
        payload: envelope({}),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ result: false, returnCode: ErrorCode.TOKEN_EXPIRED });
    }
  });

  it('does not revoke another user’s key', async () => {
    const other = await createTestUser(getDatabase().handle);
    const { id } = (
      await postAs(app, other.accessToken, '/api/user/apiKey/create', envelope({ name: 'Theirs' }))
    ).json().data as { id: string };
    const response = await postAs(app, user.accessToken, '/api/user/apiKey/revoke', envelope({ id }));
    expect(response.statusCode).toBe(404);
  });

  it.each([
    ['', 'body.name'],
    ['x'.repeat(81), 'body.name'],
  ])('refuses the name %j with a 400 naming %s', async (name, field) => {
    const response = await postAs(app, user.accessToken, '/api/user/apiKey/create', envelope({ name }));
    expect(response.statusCode).toBe(400);
    expect(response.json().returnInfo).toContain(field);
  });
});

describeEachDatabase('VELA_ADMIN_API_KEY', (getDatabase) => {
  const adminKey = 'vela_ci-admin-key-for-tests-0123456789';
  let app: FastifyInstance;
  const start = (key: string | undefined) =>
    createTestApp(getDatabase().handle, { config: { adminApiKey: key } });
  const keysNamed = () =>
    getDatabase()
      .handle.db.selectFrom('api_key')
      .select(['id', 'revoked_at'])
      .where('name', '=', 'VELA_ADMIN_API_KEY')
      .execute();
  beforeAll(async () => {
    // The demo org made without the variable (as `npm run seed` does before the server's first start).
    app = await createTestApp(getDatabase().handle, { seed: true, config: { adminApiKey: undefined } });
    await app.close();
    app = await start(adminKey);
  });
  afterAll(async () => {
    await app.close();
  });

  it('gives the demo administrator an API key with that value at a start after the org was made without it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api${AUTH_BASE}/getUserInfo`,
      headers: bearer(adminKey),
      payload: envelope({}),
    });
    expect(response.json()).toMatchObject({
      result: true,
      data: { email: 'admin@vela.local', profileId: 'system_admin' },
    });
    const listed = await app.inject({
      method: 'POST',
      url: '/api/user/apiKey/list',
      headers: bearer(adminKey),
      payload: envelope({}),
    });
    expect(listed.json().data).toMatchObject([{ name: 'VELA_ADMIN_API_KEY' }]);
  });

  it('is idempotent: another start with the same key adds none; a key the administrator revoked stays revoked', async () => {
    await app.close();
    app = await start(adminKey);
    expect(await keysNamed()).toHaveLength(1);
    const [key] = await keysNamed();
    const revoked = await app.inject({
      method: 'POST',
      url: '/api/user/apiKey/revoke',
      headers: bearer(adminKey),
      payload: envelope({ id: key?.id }),
    });
    expect(revoked.json().result).toBe(true);
    await app.close();
    app = await start(adminKey);
    expect(await keysNamed()).toMatchObject([{ revoked_at: expect.any(String) }]);
    const refused = await app.inject({
      method: 'POST',
      url: `/api${AUTH_BASE}/getUserInfo`,
      headers: bearer(adminKey),
      payload: envelope({}),
    });
    expect(refused.json().result).toBe(false);
  });
});
