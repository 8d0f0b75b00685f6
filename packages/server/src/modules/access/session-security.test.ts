import { ErrorCode } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_ADMIN_DEFAULT_PASSWORD } from '../../config.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachSeededDatabase } from '../../test-support/test-database.js';
import { envelope, freshAddress, getAs, postAs, testClock } from '../auth/auth-test-kit.js';
import { signInThroughChannel } from '../auth/secure-channel-client.js';

/**
 * Session security per profile (issue 4): idle timeout, sign-in address
 * ranges, an administrator's forced sign-out, and the audit log of
 * sign-ins, permission changes and exports.
 */
describeEachSeededDatabase('session security', (getDatabase) => {
  const clock = testClock();
  let app: FastifyInstance;
  let adminToken = '';

  const signIn = async (userName: string, remoteAddress = freshAddress()) =>
    signInThroughChannel(
      app,
      { userName, password: DEMO_ADMIN_DEFAULT_PASSWORD },
      { remoteAddress, userAgent: 'vela-test' },
    );
  const admin = (url: string, body: unknown) => postAs(app, adminToken, `/api${url}`, envelope(body));
  const samId = async () =>
    (
      await getDatabase()
        .handle.db.selectFrom('app_user')
        .select('id')
        .where('email', '=', 'sam.sales@vela.local')
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle, { seed: true, now: clock.now });
    const { answer } = await signIn('admin@vela.local');
    adminToken = answer?.accessToken ?? '';
  });
  afterAll(async () => {
    await app.close();
  });

  it("ends a session after the profile's idle timeout, chosen from 15 minutes to 24 hours", async () => {
    const wrong = await admin('/access/profile/save', {
      id: 'standard_user',
      name: 'Standard user',
      sessionIdleMinutes: 17,
    });
    expect(wrong.json()).toMatchObject({ result: false });
    expect(wrong.json().returnInfo).toContain('body.sessionIdleMinutes: choose one of 15, 30');
    const saved = await admin('/access/profile/save', {
      id: 'standard_user',
      name: 'Standard user',
      sessionIdleMinutes: 15,
    });
    expect(saved.json().result).toBe(true);
    try {
      const { answer } = await signIn('sam.sales@vela.local');
      expect(answer?.expiresAt).toBe(new Date(clock.now().getTime() + 15 * 60_000).toISOString());
      const token = answer?.accessToken ?? '';
      clock.advanceMinutes(10);
      expect((await getAs(app, token, '/api/user/getLoginHistory')).json().result).toBe(true);
      clock.advanceMinutes(14);
      expect((await getAs(app, token, '/api/user/getLoginHistory')).json().result).toBe(true);
      clock.advanceMinutes(16);
      expect((await getAs(app, token, '/api/user/getLoginHistory')).json().returnCode).toBe(
        ErrorCode.TOKEN_EXPIRED,
      );
    } finally {
      await admin('/access/profile/save', {
        id: 'standard_user',
        name: 'Standard user',
        sessionIdleMinutes: null,
      });
    }
  });

  it("refuses a sign-in from outside the profile's address ranges, and says why", async () => {
    const bad = await admin('/access/profile/save', {
      id: 'standard_user',
      name: 'Standard user',
      loginIpRanges: ['10.0.0.0/33'],
    });
    expect(bad.json().returnInfo).toContain('body.loginIpRanges[0]');
    await admin('/access/profile/save', {
      id: 'standard_user',
      name: 'Standard user',
      loginIpRanges: ['192.168.50.0/24'],
    });
    try {
      const outside = await signIn('sam.sales@vela.local', '10.9.9.9');
      expect(outside.answer).toBeFalsy();
      expect(outside.response.json().returnInfo).toContain('does not allow signing in from 10.9.9.9');
      const inside = await signIn('sam.sales@vela.local', '192.168.50.7');
      expect(inside.answer?.accessToken).toBeTruthy();
      // Another profile is not restricted.
      expect((await signIn('admin@vela.local', '10.9.9.10')).answer?.accessToken).toBeTruthy();
    } finally {
      await admin('/access/profile/save', { id: 'standard_user', name: 'Standard user', loginIpRanges: [] });
    }
  });

  it('lets an administrator end every session of a user at once; others may not', async () => {
    const first = (await signIn('sam.sales@vela.local')).answer?.accessToken ?? '';
    const second = (await signIn('sam.sales@vela.local')).answer?.accessToken ?? '';
    const forbidden = await postAs(
      app,
      first,
      '/api/access/session/forceSignOut',
      envelope({ userId: await samId() }),
    );
    expect(forbidden.json()).toMatchObject({ result: false, returnCode: '403' });
    const ended = await admin('/access/session/forceSignOut', { userId: await samId() });
    expect(ended.json().data.sessionsEnded).toBeGreaterThanOrEqual(2);
    for (const token of [first, second])
      expect((await getAs(app, token, '/api/user/getLoginHistory')).json().returnCode).toBe(
        ErrorCode.TOKEN_EXPIRED,
      );
    expect((await admin('/access/session/forceSignOut', { userId: 'nobody' })).json().returnInfo).toContain(
      'body.userId',
    );
  });

  it('keeps an audit log of sign-ins, refused sign-ins, permission changes, exports and forced sign-outs', async () => {
    const token = (await signIn('sam.sales@vela.local')).answer?.accessToken ?? '';
    expect((await getAs(app, token, '/api/accessApi/login/downloadLoginHistory')).statusCode).toBe(200);
    const log = await admin('/access/audit/list', { pageSize: 200 });
    const kinds = new Set((log.json().data.dataList as Array<{ kind: string }>).map((entry) => entry.kind));
    for (const kind of ['sign-in', 'sign-in-refused', 'permission-change', 'export', 'force-sign-out'])
      expect(kinds.has(kind), kind).toBe(true);
    const exports = await admin('/access/audit/list', { kind: 'export' });
    expect(exports.json().data.dataList[0]).toMatchObject({
      kind: 'export',
      target: 'login-history.csv',
      actorId: await samId(),
    });
  });
});
