import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig } from '../test-support/test-app.js';
import { describeEachDatabase } from '../test-support/test-database.js';
import { createTestUser, type TestUser } from '../test-support/test-users.js';
import { REDACTED, redactUrl } from './log-redaction.js';

/** Issue 16 item 5: `getAppLogo?accessToken=…` was logged with the whole token. */
describe('redactUrl', () => {
  it.each([
    [
      '/api/application/getAppLogo?id=1&accessToken=abc',
      `/api/application/getAppLogo?id=1&accessToken=${REDACTED}`,
    ],
    [
      '/x?token=a&apiKey=b&api_key=c&password=d&clientSecret=e',
      `/x?token=${REDACTED}&apiKey=${REDACTED}&api_key=${REDACTED}&password=${REDACTED}&clientSecret=${REDACTED}`,
    ],
    ['/x?access%54oken=abc', `/x?access%54oken=${REDACTED}`],
    [
      '/x?key=k&sig=s&auth=a&code=c#frag',
      `/x?key=${REDACTED}&sig=${REDACTED}&auth=${REDACTED}&code=${REDACTED}#frag`,
    ],
  ])('hides the credential in %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it('leaves other parameters and addresses without a query as they were', () => {
    expect(redactUrl('/api/health')).toBe('/api/health');
    expect(redactUrl('/x?id=1&bgcolor=%230b5cab&flag&keyword=tokenish')).toBe(
      '/x?id=1&bgcolor=%230b5cab&flag&keyword=tokenish',
    );
  });
});

describeEachDatabase('the request log', (getDatabase) => {
  let app: FastifyInstance;
  let user: TestUser;
  const lines: string[] = [];
  beforeAll(async () => {
    const database = getDatabase().handle;
    app = await buildApp({
      config: testConfig({ logLevel: 'info' }),
      database,
      logStream: { write: (line) => lines.push(line) },
    });
    await app.ready();
    user = await createTestUser(database);
  });
  afterAll(async () => {
    await app.close();
  });

  it('logs a request with a token in its query without the token', async () => {
    lines.length = 0;
    const response = await app.inject({
      method: 'GET',
      url: `/api/application/getAppLogo?id=zz-none&accessToken=${user.accessToken}`,
    });
    expect(response.statusCode).toBeLessThan(500);
    const logged = lines.join('');
    expect(logged).toContain('/api/application/getAppLogo?id=zz-none&accessToken=[REDACTED]');
    expect(logged).not.toContain(user.accessToken);
  });
});
