import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_ADMIN_DEFAULT_PASSWORD, DEMO_ADMIN_EMAIL } from '../config.js';
import { SecureChannelClient } from '../modules/auth/index.js';
import { recordCalls } from '../test-support/record-calls.js';
import { createTestApp } from '../test-support/test-app.js';
import { describeEachSeededDatabase } from '../test-support/test-database.js';
import { createTestUser, type TestUser } from '../test-support/test-users.js';

/**
 * Issue 16 item 2: a NUL made PostgreSQL fail with a 500 (SQLite took it).
 * Control characters are refused at the request layer, on both databases,
 * with a 400 naming the field — also inside sealed bodies and inside JSON
 * given as text.
 */
const LOGIN_URL = '/api/sysconfig/auth/pc/1.0/post/unifiedLogin';
const HEAD = { appType: 'lightning-main', appVersion: '1.1.1', source: 'test' };

describeEachSeededDatabase('control characters in requests', (getDatabase) => {
  let app: FastifyInstance;
  let user: TestUser;
  const { call, create, detail } = recordCalls(
    () => app,
    () => user,
  );
  let addresses = 0;
  const signIn = async (credentials: unknown) => {
    addresses += 1;
    const remoteAddress = `10.16.0.${addresses}`;
    const channel = await SecureChannelClient.open(app, { remoteAddress });
    return app.inject({
      method: 'POST',
      url: LOGIN_URL,
      remoteAddress,
      payload: { head: HEAD, body: await channel.seal(LOGIN_URL, credentials) },
    });
  };

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle, { seed: true });
    user = await createTestUser(getDatabase().handle, { name: 'Cody Control' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('refuses a NUL in the sealed sign-in credentials with a 400 naming the field', async () => {
    const response = await signIn({
      userName: `${DEMO_ADMIN_EMAIL}\u0000`,
      password: DEMO_ADMIN_DEFAULT_PASSWORD,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ result: false, returnCode: '400' });
    expect(response.json().returnInfo).toMatch(/^body\.userName: holds the control character U\+0000/);
    const password = await signIn({ userName: DEMO_ADMIN_EMAIL, password: 'x\u0000' });
    expect(password.statusCode).toBe(400);
    expect(password.json().returnInfo).toMatch(/^body\.password: /);
  });

  it('refuses a control character in the unsealed envelope of the sign-in call', async () => {
    const response = await app.inject({
      method: 'POST',
      url: LOGIN_URL,
      payload: {
        head: { ...HEAD, source: 'te\u0000st' },
        body: { channelId: 'c', iv: 'i', ciphertext: 'x' },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().returnInfo).toMatch(/^body\.head\.source: holds the control character U\+0000/);
  });

  it('refuses a NUL inside the JSON text of objectInfo/save', async () => {
    const { status, json } = await call('/objectInfo/save', {
      objectApi: 'Account',
      data: JSON.stringify([{ name: 'Nul Corp', description: 'first\u0000second' }]),
    });
    expect(status).toBe(400);
    expect(json.returnInfo).toMatch(/^body\.body\.data\.0\.description: holds the control character U\+0000/);
  });

  it.each([
    ['\u0007', 'U+0007'],
    ['\u001b', 'U+001B'],
    ['\u007f', 'U+007F'],
    ['\u0085', 'U+0085'],
  ])('refuses %j in a saved record as %s', async (character, code) => {
    const { status, json } = await call('/objectInfo/save', {
      objectApi: 'Account',
      data: JSON.stringify([{ name: `Bell${character}Corp` }]),
    });
    expect(status).toBe(400);
    expect(json.returnInfo).toContain(`body.body.data.0.name: holds the control character ${code}`);
  });

  it('keeps tab, line feed and carriage return, which multi-line text is made of', async () => {
    const description = 'line one\r\nline\ttwo\nline three';
    const id = await create('Account', { name: `Tabs and lines ${getDatabase().dialect}`, description });
    expect((await detail(id)).data.description).toBe(description);
  });
});
