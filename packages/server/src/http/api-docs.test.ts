import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.js';
import { createTestApp } from '../test-support/test-app.js';
import { describeEachDatabase } from '../test-support/test-database.js';
import { createTestUser, type TestUser } from '../test-support/test-users.js';

/** Issue 16 item 12: VELA_API_DOCS=public (the default) | private | off. */
const API_KEY = 'vela_docs_test_key_0123456789abcdef';

describe('VELA_API_DOCS', () => {
  it('is public unless set, and refuses a value it does not know', () => {
    expect(readConfig({}).apiDocs).toBe('public');
    expect(readConfig({ VELA_API_DOCS: 'private' }).apiDocs).toBe('private');
    expect(readConfig({ VELA_API_DOCS: 'off' }).apiDocs).toBe('off');
    expect(() => readConfig({ VELA_API_DOCS: 'secret' })).toThrow(
      /VELA_API_DOCS must be one of public, private, off/,
    );
  });
});

describeEachDatabase('/api/docs', (getDatabase) => {
  const apps: Record<'public' | 'private' | 'off', FastifyInstance | undefined> = {
    public: undefined,
    private: undefined,
    off: undefined,
  };
  let user: TestUser;
  const appFor = (mode: keyof typeof apps) => {
    const app = apps[mode];
    if (!app) throw new Error(`no ${mode} app`);
    return app;
  };

  beforeAll(async () => {
    const { handle } = getDatabase();
    apps.public = await createTestApp(handle, { seed: true, config: { adminApiKey: API_KEY } });
    apps.private = await createTestApp(handle, { config: { apiDocs: 'private' } });
    apps.off = await createTestApp(handle, { config: { apiDocs: 'off' } });
    user = await createTestUser(handle);
  });
  afterAll(async () => {
    for (const app of Object.values(apps)) await app?.close();
  });

  it('serves the docs and their OpenAPI document to anyone by default', async () => {
    const page = await appFor('public').inject({ method: 'GET', url: '/api/docs/json' });
    expect(page.statusCode).toBe(200);
    expect(page.json().info.title).toBe('Vela API');
    expect((await appFor('public').inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('private: refuses a caller without credentials with a 401 envelope', async () => {
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/yaml']) {
      const response = await appFor('private').inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toMatchObject({ result: false, returnCode: '401' });
      expect(response.json().returnInfo).toContain('VELA_API_DOCS=private');
    }
    const forged = await appFor('private').inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { accesstoken: 'not-a-token' },
    });
    expect(forged.statusCode).toBeGreaterThanOrEqual(400);
    expect(forged.body).not.toContain('"openapi"');
  });

  it('private: serves a signed-in caller and an API key', async () => {
    const signedIn = await appFor('private').inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { accesstoken: user.accessToken },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().info.title).toBe('Vela API');
    const withKey = await appFor('private').inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { authorization: `Bearer ${API_KEY}` },
    });
    expect(withKey.statusCode).toBe(200);
  });

  it('off: answers 404 and keeps every other route', async () => {
    for (const url of ['/api/docs', '/api/docs/json']) {
      const response = await appFor('off').inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ result: false });
    }
    expect((await appFor('off').inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
