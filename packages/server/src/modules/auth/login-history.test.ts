import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_ADMIN_DEFAULT_PASSWORD } from '../../config.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachSeededDatabase } from '../../test-support/test-database.js';
import { freshAddress, getAs, testClock } from './auth-test-kit.js';
import { signInThroughChannel } from './secure-channel-client.js';

const maria = 'maria.manager@vela.local';

describeEachSeededDatabase('login history', (getDatabase) => {
  const clock = testClock();
  let app: FastifyInstance;
  let token = '';
  const attempts: Array<{ ip: string; userAgent: string; result: string; reason: string }> = [];

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle, { seed: true, now: clock.now });
    const tries = [
      { password: DEMO_ADMIN_DEFAULT_PASSWORD, userAgent: 'Chrome/150' },
      { password: 'wrong-guess-1', userAgent: 'Firefox/140' },
      { password: DEMO_ADMIN_DEFAULT_PASSWORD, userAgent: '=HYPERLINK("http://evil.example","x")' },
      { password: 'wrong-guess-2', userAgent: 'Safari, "Mobile"' },
      { password: DEMO_ADMIN_DEFAULT_PASSWORD, userAgent: 'Edge/150' },
    ];
    for (const attempt of tries) {
      clock.advanceMinutes(1);
      const ip = freshAddress();
      const { answer } = await signInThroughChannel(
        app,
        { userName: maria, password: attempt.password },
        { remoteAddress: ip, userAgent: attempt.userAgent },
      );
      if (answer) token = answer.accessToken;
      attempts.unshift({
        ip,
        userAgent: attempt.userAgent,
        result: answer ? 'success' : 'failure',
        reason: answer ? '' : 'wrong-password',
      });
    }
    // Someone else's attempt must not show up in Maria's history.
    await signInThroughChannel(
      app,
      { userName: 'sam.sales@vela.local', password: 'wrong-guess-3' },
      { remoteAddress: freshAddress() },
    );
  });
  afterAll(async () => {
    await app.close();
  });

  it('pages the signed-in user’s attempts, newest first', async () => {
    const first = await getAs(app, token, '/api/user/getLoginHistory?page=1&pageSize=2');
    expect(first.json()).toMatchObject({ result: true, data: { total: 5 } });
    expect(first.json().data.rows).toEqual(
      attempts.slice(0, 2).map((a) => ({ ...a, at: expect.any(String) })),
    );
    const last = await getAs(app, token, '/api/user/getLoginHistory?page=3&pageSize=2');
    expect(last.json().data.rows).toEqual([{ ...attempts[4], at: expect.any(String) }]);
    const times = (first.json().data.rows as Array<{ at: string }>).map((row) => row.at);
    expect((times[0] ?? '') > (times[1] ?? '')).toBe(true);
  });

  it('defaults to the first 20 rows', async () => {
    const response = await getAs(app, token, '/api/user/getLoginHistory');
    expect(response.json().data.rows).toHaveLength(5);
  });

  it('answers a bad page number with a 400 naming it', async () => {
    const response = await getAs(app, token, '/api/user/getLoginHistory?page=0');
    expect(response.statusCode).toBe(400);
    expect(response.json().returnInfo).toContain('page');
  });

  it('[S1-C-004] downloads the history raw as a CSV attachment, with formulas defused', async () => {
    const response = await getAs(app, token, '/api/accessApi/login/downloadLoginHistory');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="login-history.csv"');
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Time (UTC),Address,Browser,Result,Reason');
    expect(lines).toHaveLength(6);
    expect(lines[1]).toMatch(new RegExp(`^\\d{4}-.*Z,${attempts[0]?.ip},Edge/150,success,$`));
    expect(lines[2]).toContain('"Safari, ""Mobile""",failure,wrong-password');
    expect(lines[3]).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
  });

  it('needs a signed-in user for the download', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/accessApi/login/downloadLoginHistory' });
    expect(response.statusCode).toBe(401);
  });
});
