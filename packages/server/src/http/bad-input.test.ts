import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../test-support/test-app.js';
import { describeEachDatabase } from '../test-support/test-database.js';
import { createTestUser, type TestUser } from '../test-support/test-users.js';

/**
 * Issue 2, "Bad input": every registered route, fed malformed JSON, wrong types,
 * missing envelopes, unknown fields and oversized bodies, answers a 4xx
 * envelope that says what is wrong — and the server keeps answering.
 */
const VALID_HEAD = { appType: 'lightning-main', appVersion: '1.1.1', accessToken: '', source: 'test' };
const OVERSIZED = 'x'.repeat(11 * 1024 * 1024);

function concreteUrl(url: string): string {
  return url.replace(/:[A-Za-z0-9_]+\??/g, 'zz-not-an-id').replace(/\*$/, 'zz');
}

function expectCleanRefusal(label: string, response: { statusCode: number; body: string }) {
  const context = `${label} → ${response.statusCode} ${response.body.slice(0, 200)}`;
  expect(response.statusCode, context).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, context).toBeLessThan(500);
  const envelope = JSON.parse(response.body) as Record<string, unknown>;
  expect(envelope.result, context).toBe(false);
  expect(typeof envelope.returnCode, context).toBe('string');
  expect(String(envelope.returnInfo).length, context).toBeGreaterThan(0);
  expect(response.body, context).not.toMatch(/\n\s+at .+\(.*:\d+:\d+\)/);
}

describeEachDatabase('bad input on every route', (getDatabase) => {
  let app: FastifyInstance;
  let user: TestUser;
  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle, { seed: true });
    user = await createTestUser(getDatabase().handle);
  });
  afterAll(async () => {
    await app.close();
  });

  const bodyRoutes = () => app.apiRoutes.filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method));

  it('every route that takes a body declares a schema for it', () => {
    const unchecked = bodyRoutes().filter((r) => !r.hasBodySchema);
    expect(unchecked.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('refuses malformed JSON, wrong types, missing envelopes and unknown fields with a 4xx envelope', async () => {
    expect(bodyRoutes().length).toBeGreaterThan(0);
    const headers = { 'content-type': 'application/json', accesstoken: user.accessToken };
    for (const route of bodyRoutes()) {
      const url = concreteUrl(route.url);
      const method = route.method as 'POST';
      const cases: Array<[string, string]> = [
        ['malformed JSON', '{"head": {"appType": '],
        ['missing envelope', '{}'],
        ['wrong types', JSON.stringify({ head: 5, body: 'text' })],
        ['wrong field types', JSON.stringify({ head: { ...VALID_HEAD, appType: 7 }, body: [] })],
        ['unknown fields', JSON.stringify({ head: VALID_HEAD, body: {}, unexpected: true })],
        ['a bare array', '[1,2,3]'],
      ];
      for (const [label, payload] of cases) {
        const response = await app.inject({ method, url, headers, payload });
        expectCleanRefusal(`${route.method} ${route.url} (${label})`, response);
      }
    }
  });

  it('refuses a body over the size limit with a 413 envelope', async () => {
    for (const route of bodyRoutes()) {
      const response = await app.inject({
        method: route.method as 'POST',
        url: concreteUrl(route.url),
        headers: { 'content-type': 'application/json', accesstoken: user.accessToken },
        payload: JSON.stringify({ head: VALID_HEAD, body: { text: OVERSIZED } }),
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(413);
      expectCleanRefusal(`${route.method} ${route.url} (oversized)`, response);
    }
    // An 11 MB body per route, and every feature adds routes: 30 s is too little on a shared machine.
  }, 120_000);

  it('answers GET routes with odd query values without a server error', async () => {
    for (const route of app.apiRoutes.filter((r) => r.method === 'GET')) {
      const url = `${concreteUrl(route.url)}?page=-1&pageSize=abc&id=%00&unexpected=${'y'.repeat(5000)}`;
      const response = await app.inject({ method: 'GET', url, headers: { accesstoken: user.accessToken } });
      expect(response.statusCode, `GET ${route.url} → ${response.body.slice(0, 200)}`).toBeLessThan(500);
    }
  });

  it('still answers /api/health afterwards', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
  });
});
