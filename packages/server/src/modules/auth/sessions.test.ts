import { ErrorCode } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_ADMIN_DEFAULT_PASSWORD } from '../../config.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachSeededDatabase } from '../../test-support/test-database.js';
import { createTestUser } from '../../test-support/test-users.js';
import { envelope, freshAddress, getAs, postAs, testClock } from './auth-test-kit.js';
import { forgetCachedCallers } from './caller-cache.js';
import { signInThroughChannel } from './secure-channel-client.js';
import { AUTH_BASE } from './sign-in-routes.js';
import { hashSecret } from './tokens.js';

const HISTORY_URL = '/api/user/getLoginHistory';
const SESSIONS_URL = '/api/user/session/list';
const LOGOUT_URL = `/api${AUTH_BASE}/logout`;

describeEachSeededDatabase('access tokens and sessions', (getDatabase) => {
  const clock = testClock();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle, { seed: true, now: clock.now });
  });
  afterAll(async () => {
    await app.close();
  });

  const signIn = async (userName = 'sam.sales@vela.local', userAgent = 'vela-test') => {
    const { answer } = await signInThroughChannel(
      app,
      { userName, password: DEMO_ADMIN_DEFAULT_PASSWORD },
      { remoteAddress: freshAddress(), userAgent },
    );
    if (!answer) throw new Error('sign-in failed');
    return answer.accessToken;
  };
  const sessionRow = (token: string) =>
    getDatabase()
      .handle.db.selectFrom('session')
      .selectAll()
      .where('token_hash', '=', hashSecret(token))
      .executeTakeFirstOrThrow();

  it('[S1-B-108] accepts the token in the accessToken header', async () => {
    const response = await getAs(app, await signIn(), HISTORY_URL);
    expect(response.json()).toMatchObject({ result: true });
  });

  it('accepts the token in the envelope head when no header is sent', async () => {
    const token = await signIn();
    const response = await app.inject({ method: 'POST', url: SESSIONS_URL, payload: envelope({}, token) });
    expect(response.json()).toMatchObject({ result: true });
  });

  it('stores only the SHA-256 of the token', async () => {
    const token = await signIn();
    const row = await sessionRow(token);
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    const all = await getDatabase().handle.db.selectFrom('session').selectAll().execute();
    expect(JSON.stringify(all)).not.toContain(token);
  });

  it('accepts the sessions the test fixtures write (the shared token contract)', async () => {
    const user = await createTestUser(getDatabase().handle);
    expect((await getAs(app, user.accessToken, HISTORY_URL)).json()).toMatchObject({ result: true });
  });

  it('refuses the token of a user who was deactivated', async () => {
    const user = await createTestUser(getDatabase().handle);
    expect((await getAs(app, user.accessToken, HISTORY_URL)).json().result).toBe(true);
    await getDatabase()
      .handle.db.updateTable('app_user')
      .set({ is_active: 0 })
      .where('id', '=', user.userId)
      .execute();
    // Written behind the app's back: the app's own user changes forget the cached callers, as here.
    forgetCachedCallers(getDatabase().handle);
    expect((await getAs(app, user.accessToken, HISTORY_URL)).json().returnCode).toBe(ErrorCode.TOKEN_EXPIRED);
  });

  it('answers a call without a token with 401 NOT_SIGNED_IN', async () => {
    const response = await app.inject({ method: 'GET', url: HISTORY_URL });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ result: false, returnCode: ErrorCode.NOT_SIGNED_IN });
  });

  it('answers an unknown token with 10002', async () => {
    const response = await getAs(app, 'no-such-token', HISTORY_URL);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ result: false, returnCode: ErrorCode.TOKEN_EXPIRED });
  });

  it('still answers an unknown path with 404, token or not', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/no/such/call', payload: envelope({}) });
    expect(response.statusCode).toBe(404);
  });

  it('revokes the token on logout: the next call gets 10002', async () => {
    const token = await signIn();
    const logout = await postAs(app, token, LOGOUT_URL);
    expect(logout.json()).toMatchObject({ result: true });
    const after = await getAs(app, token, HISTORY_URL);
    expect(after.json()).toMatchObject({ returnCode: ErrorCode.TOKEN_EXPIRED });
    expect((await sessionRow(token)).revoked_at).toBe(clock.now().toISOString());
  });

  it('expires a token after 8 idle hours, and slides the expiry while it is used', async () => {
    const token = await signIn();
    clock.advanceMinutes(7 * 60);
    expect((await getAs(app, token, HISTORY_URL)).json().result).toBe(true);
    expect((await sessionRow(token)).expires_at).toBe(
      new Date(clock.now().getTime() + 8 * 60 * 60_000).toISOString(),
    );
    clock.advanceMinutes(7 * 60);
    expect((await getAs(app, token, HISTORY_URL)).json().result).toBe(true);
    clock.advanceMinutes(8 * 60 + 1);
    const expired = await getAs(app, token, HISTORY_URL);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ returnCode: ErrorCode.TOKEN_EXPIRED });
  });

  it('writes the sliding expiry at most once a minute', async () => {
    const token = await signIn();
    const before = await sessionRow(token);
    clock.advanceMinutes(0.5);
    await getAs(app, token, HISTORY_URL);
    expect((await sessionRow(token)).last_seen_at).toBe(before.last_seen_at);
    clock.advanceMinutes(0.5);
    await getAs(app, token, HISTORY_URL);
    expect((await sessionRow(token)).last_seen_at).toBe(clock.now().toISOString());
  });

  it('follows the organisation’s sessionIdleMinutes setting', async () => {
    const db = getDatabase().handle.db;
    await db.updateTable('organization').set({ settings_json: '{"sessionIdleMinutes":30}' }).execute();
    try {
      const { answer } = await signInThroughChannel(
        app,
        { userName: 'maria.manager@vela.local', password: DEMO_ADMIN_DEFAULT_PASSWORD },
        { remoteAddress: freshAddress() },
      );
      expect(answer?.expiresAt).toBe(new Date(clock.now().getTime() + 30 * 60_000).toISOString());
      clock.advanceMinutes(31);
      expect((await getAs(app, answer?.accessToken ?? '', HISTORY_URL)).json().returnCode).toBe(
        ErrorCode.TOKEN_EXPIRED,
      );
    } finally {
      await db.updateTable('organization').set({ settings_json: '{}' }).execute();
    }
  });

  it('lists the user’s active sessions and ends another one of them (authVisit)', async () => {
    const phone = await signIn('maria.manager@vela.local', 'Phone Safari');
    const desk = await signIn('maria.manager@vela.local', 'Desk Chrome');
    const listed = (await postAs(app, desk, SESSIONS_URL)).json().data as Array<{
      id: string;
      userAgent: string;
      current: boolean;
    }>;
    const current = listed.filter((session) => session.current);
    expect(current.map((session) => session.userAgent)).toEqual(['Desk Chrome']);
    const phoneSession = listed.find((session) => session.userAgent === 'Phone Safari');
    expect(phoneSession).toBeDefined();

    const revoked = await postAs(app, desk, '/api/user/session/revoke', envelope({ id: phoneSession?.id }));
    expect(revoked.json()).toMatchObject({ result: true });
    expect((await getAs(app, phone, HISTORY_URL)).json().returnCode).toBe(ErrorCode.TOKEN_EXPIRED);
    expect((await getAs(app, desk, HISTORY_URL)).json().result).toBe(true);
    const after = (await postAs(app, desk, SESSIONS_URL)).json().data as Array<{ userAgent: string }>;
    expect(after.map((session) => session.userAgent)).not.toContain('Phone Safari');
  });

  it('does not end another user’s session', async () => {
    const mine = await signIn('sam.sales@vela.local');
    const theirs = await signIn('maria.manager@vela.local');
    const theirId = (await sessionRow(theirs)).id;
    const response = await postAs(app, mine, '/api/user/session/revoke', envelope({ id: theirId }));
    expect(response.statusCode).toBe(404);
    expect((await getAs(app, theirs, HISTORY_URL)).json().result).toBe(true);
  });
});
