import { ErrorCode, type SealedPayload, secureUserInfoContract, unifiedLoginContract } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_ADMIN_DEFAULT_PASSWORD, DEMO_ADMIN_EMAIL } from '../../config.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase, describeEachSeededDatabase } from '../../test-support/test-database.js';
import { envelope, freshAddress, postAs, testClock } from './auth-test-kit.js';
import { SecureChannelClient, signInThroughChannel } from './secure-channel-client.js';
import { AUTH_BASE, SIGN_IN_RATE_LIMIT } from './sign-in-routes.js';

const LOGIN_URL = `/api${AUTH_BASE}/unifiedLogin`;
const USER_INFO_URL = `/api${AUTH_BASE}/getUserInfo`;
const admin = { userName: DEMO_ADMIN_EMAIL, password: DEMO_ADMIN_DEFAULT_PASSWORD };

function flipFirstCharacter(text: string): string {
  return `${text.startsWith('A') ? 'B' : 'A'}${text.slice(1)}`;
}

describeEachSeededDatabase('sign-in through the secure channel', (getDatabase) => {
  const clock = testClock();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle, { seed: true, now: clock.now });
  });
  afterAll(async () => {
    await app.close();
  });

  const historyOf = (email: string) =>
    getDatabase()
      .handle.db.selectFrom('login_history')
      .selectAll()
      .where('email', '=', email)
      .orderBy('id', 'desc')
      .execute();

  it('[S1-B-110] signs in with a sealed body and answers a sealed token that works', async () => {
    const { response, answer, channel } = await signInThroughChannel(app, admin, {
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data as SealedPayload;
    expect(data.channelId).toBe(channel.channelId);
    expect(response.body).not.toContain('accessToken');
    expect(answer).toMatchObject({ mustChangePassword: false });
    // What the sealed answers open into is exactly their contracts' shape (no field more or less).
    expect(() => unifiedLoginContract.response.strict().parse(answer)).not.toThrow();
    expect(answer?.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(answer?.expiresAt ?? '')).toBe(clock.now().getTime() + 8 * 60 * 60_000);

    const info = await postAs(
      app,
      answer?.accessToken ?? '',
      USER_INFO_URL,
      envelope(await channel.seal(USER_INFO_URL, {})),
    );
    expect(info.json()).toMatchObject({ result: true });
    expect(info.body).not.toContain(DEMO_ADMIN_EMAIL);
    const opened = await channel.open(USER_INFO_URL, info.json().data);
    expect(() => secureUserInfoContract.response.strict().parse(opened)).not.toThrow();
    expect(opened).toEqual({
      userId: answer?.userId,
      userName: 'Avery Admin',
      email: DEMO_ADMIN_EMAIL,
      language: 'en',
      ispartner: false,
      countryCode: 'US',
      currencyCode: 'USD',
      timeZone: 'America/New_York',
      orgId: 'org_demo',
      orgName: 'Vela Demo Org',
      profileId: 'system_admin',
    });
  });

  it('[S1-B-110] keeps the password off the wire: the login body is ciphertext', async () => {
    const channel = await SecureChannelClient.open(app);
    const sealed = await channel.seal(LOGIN_URL, admin);
    const wire = JSON.stringify(envelope(sealed));
    expect(wire).not.toContain(admin.password);
    expect(wire).not.toContain(admin.userName);
    expect(Object.keys(sealed).sort()).toEqual(['channelId', 'ciphertext', 'iv']);
  });

  it('[S1-B-110] refuses a tampered login body with 10020 and a clear message', async () => {
    const channel = await SecureChannelClient.open(app);
    const sealed = await channel.seal(LOGIN_URL, admin);
    const response = await app.inject({
      method: 'POST',
      url: LOGIN_URL,
      remoteAddress: freshAddress(),
      payload: envelope({ ...sealed, ciphertext: flipFirstCharacter(sealed.ciphertext) }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ result: false, returnCode: ErrorCode.DECRYPT_FAILED });
    expect(response.json().returnInfo).toMatch(/could not be opened.*changed on the way/);
  });

  it('refuses a login body sealed for another call (no replay across paths)', async () => {
    const channel = await SecureChannelClient.open(app);
    const response = await app.inject({
      method: 'POST',
      url: LOGIN_URL,
      remoteAddress: freshAddress(),
      payload: envelope(await channel.seal(USER_INFO_URL, admin)),
    });
    expect(response.json().returnCode).toBe(ErrorCode.DECRYPT_FAILED);
  });

  it('refuses an unknown channel with 10020 asking for a new handshake', async () => {
    const channel = await SecureChannelClient.open(app);
    const sealed = await channel.seal(LOGIN_URL, admin);
    const response = await app.inject({
      method: 'POST',
      url: LOGIN_URL,
      remoteAddress: freshAddress(),
      payload: envelope({ ...sealed, channelId: '0chNOSUCHCHANNEL1' }),
    });
    expect(response.json()).toMatchObject({ returnCode: ErrorCode.DECRYPT_FAILED });
    expect(response.json().returnInfo).toMatch(/new handshake/);
  });

  it('refuses a channel older than 15 minutes that no session uses', async () => {
    const channel = await SecureChannelClient.open(app);
    clock.advanceMinutes(16);
    const { response } = await signInThroughChannel(app, admin, { channel, remoteAddress: freshAddress() });
    expect(response.json().returnCode).toBe(ErrorCode.DECRYPT_FAILED);
  });

  it('re-keys a session with a handshake that carries its token (after a page reload)', async () => {
    const { answer, channel: first } = await signInThroughChannel(app, admin, {
      remoteAddress: freshAddress(),
    });
    const token = answer?.accessToken ?? '';
    const second = await SecureChannelClient.open(app, { accessToken: token });
    const withNew = await postAs(app, token, USER_INFO_URL, envelope(await second.seal(USER_INFO_URL, {})));
    expect(await second.open(USER_INFO_URL, withNew.json().data)).toMatchObject({ email: DEMO_ADMIN_EMAIL });
    const withOld = await postAs(app, token, USER_INFO_URL, envelope(await first.seal(USER_INFO_URL, {})));
    expect(withOld.json().returnCode).toBe(ErrorCode.DECRYPT_FAILED);
  });

  it('lists the sign-in calls in the OpenAPI document', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths as object);
    expect(paths).toEqual(expect.arrayContaining([LOGIN_URL, USER_INFO_URL, '/api/user/apiKey/create']));
  });

  it('answers a handshake with a bad public key with a 400 naming body.clientPublicKey', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api${AUTH_BASE}/handshake`,
      payload: envelope({ clientPublicKey: 'AAAA' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().returnInfo).toContain('body.clientPublicKey');
  });

  it('answers sealed credentials of the wrong shape with a 400 naming the field', async () => {
    const { response } = await signInThroughChannel(
      app,
      { userName: DEMO_ADMIN_EMAIL } as { userName: string; password: string },
      { remoteAddress: freshAddress() },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().returnInfo).toContain('body.password');
  });

  it('answers a wrong password with 10010 and writes the attempt to the login history', async () => {
    const address = freshAddress();
    const { response } = await signInThroughChannel(
      app,
      { userName: 'maria.manager@vela.local', password: 'not-her-password-1' },
      { remoteAddress: address, userAgent: 'Firefox/140' },
    );
    expect(response.json()).toMatchObject({
      result: false,
      returnCode: ErrorCode.LOGIN_FAILED,
      returnInfo: 'Wrong user name or password',
    });
    const [latest] = await historyOf('maria.manager@vela.local');
    expect(latest).toMatchObject({
      ip: address,
      user_agent: 'Firefox/140',
      result: 'failure',
      reason: 'wrong-password',
      at: clock.now().toISOString(),
    });
    expect(latest?.user_id).toBeTruthy();
  });

  it('gives an unknown user name the same answer as a wrong password', async () => {
    const { response } = await signInThroughChannel(
      app,
      { userName: 'nobody@vela.local', password: 'whatever-1' },
      { remoteAddress: freshAddress() },
    );
    expect(response.json()).toMatchObject({
      returnCode: ErrorCode.LOGIN_FAILED,
      returnInfo: 'Wrong user name or password',
    });
    expect((await historyOf('nobody@vela.local'))[0]).toMatchObject({
      reason: 'unknown-user',
      user_id: null,
    });
  });

  it('signs in whatever the case of the user name', async () => {
    const { answer } = await signInThroughChannel(
      app,
      { userName: ' Sam.Sales@VELA.local ', password: DEMO_ADMIN_DEFAULT_PASSWORD },
      { remoteAddress: freshAddress() },
    );
    expect(answer?.accessToken).toBeTruthy();
  });

  it('locks the account after 5 wrong passwords: the right one is refused with 10011 for 15 minutes', async () => {
    const pat = 'pat.partner@vela.local';
    for (let attempt = 1; attempt <= 4; attempt++) {
      const { response } = await signInThroughChannel(
        app,
        { userName: pat, password: `wrong-${attempt}-guess` },
        { remoteAddress: freshAddress() },
      );
      expect(response.json().returnCode).toBe(ErrorCode.LOGIN_FAILED);
    }
    const fifth = await signInThroughChannel(
      app,
      { userName: pat, password: 'wrong-5-guess' },
      {
        remoteAddress: freshAddress(),
      },
    );
    expect(fifth.response.json().returnCode).toBe(ErrorCode.ACCOUNT_LOCKED);

    const right = { userName: pat, password: DEMO_ADMIN_DEFAULT_PASSWORD };
    const sixth = await signInThroughChannel(app, right, { remoteAddress: freshAddress() });
    expect(sixth.response.json()).toMatchObject({ result: false, returnCode: ErrorCode.ACCOUNT_LOCKED });
    expect(sixth.response.json().returnInfo).toMatch(/locked until .*Try again in 15 minutes/);
    expect((await historyOf(pat))[0]).toMatchObject({ result: 'failure', reason: 'locked' });

    clock.advanceMinutes(14);
    const stillLocked = await signInThroughChannel(app, right, { remoteAddress: freshAddress() });
    expect(stillLocked.response.json().returnCode).toBe(ErrorCode.ACCOUNT_LOCKED);

    clock.advanceMinutes(1);
    const afterLock = await signInThroughChannel(app, right, { remoteAddress: freshAddress() });
    expect(afterLock.answer?.accessToken).toBeTruthy();
    expect((await historyOf(pat))[0]).toMatchObject({ result: 'success' });
  });

  it('does not lock for wrong passwords more than 15 minutes apart', async () => {
    const maria = 'maria.manager@vela.local';
    // One failure was made by an earlier test; spread four more out.
    for (let attempt = 1; attempt <= 5; attempt++) {
      clock.advanceMinutes(16);
      const { response } = await signInThroughChannel(
        app,
        { userName: maria, password: `slow-guess-${attempt}` },
        { remoteAddress: freshAddress() },
      );
      expect(response.json().returnCode).toBe(ErrorCode.LOGIN_FAILED);
    }
  });

  it(`rate-limits sign-in calls to ${SIGN_IN_RATE_LIMIT} a minute per address with a 429 envelope`, async () => {
    const address = freshAddress();
    const channel = await SecureChannelClient.open(app);
    const codes: number[] = [];
    for (let call = 0; call <= SIGN_IN_RATE_LIMIT; call++) {
      const { response } = await signInThroughChannel(
        app,
        { userName: 'nobody@vela.local', password: 'x-guess-1' },
        { remoteAddress: address, channel },
      );
      codes.push(response.statusCode);
    }
    expect(codes.slice(0, SIGN_IN_RATE_LIMIT).every((code) => code === 200)).toBe(true);
    const { response } = await signInThroughChannel(app, admin, { remoteAddress: address, channel });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({ result: false, returnCode: ErrorCode.RATE_LIMITED });
  });
});

describeEachDatabase('secure-channel handshakes with VELA_LOGIN_RATE_LIMIT=2', (getDatabase) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle, { config: { loginRateLimitPerMinute: 2 } });
  });
  afterAll(async () => {
    await app.close();
  });

  it('allows six handshakes per allowed sign-in a minute and address (every signed-in page load makes one), then a 429', async () => {
    const address = freshAddress();
    for (let call = 0; call < 12; call++) await SecureChannelClient.open(app, { remoteAddress: address });
    await expect(SecureChannelClient.open(app, { remoteAddress: address })).rejects.toThrow(
      /RATE|429|Too many/i,
    );
    // Another address is not held back by the first one's calls.
    await expect(SecureChannelClient.open(app, { remoteAddress: freshAddress() })).resolves.toBeInstanceOf(
      SecureChannelClient,
    );
  });
});

describeEachDatabase('sign-in with VELA_FORCE_PASSWORD_CHANGE=1', (getDatabase) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle, { seed: true, config: { forcePasswordChange: true } });
  });
  afterAll(async () => {
    await app.close();
  });

  it('asks a seeded account for a new password and allows only that until it is set', async () => {
    const { answer, channel } = await signInThroughChannel(app, admin, { remoteAddress: freshAddress() });
    expect(answer?.mustChangePassword).toBe(true);
    const token = answer?.accessToken ?? '';

    const blocked = await postAs(app, token, '/api/user/session/list');
    expect(blocked.json()).toMatchObject({ result: false, returnCode: ErrorCode.PASSWORD_CHANGE_REQUIRED });

    const info = await postAs(app, token, USER_INFO_URL, envelope(await channel.seal(USER_INFO_URL, {})));
    expect(info.json().result).toBe(true);

    const changed = await postAs(
      app,
      token,
      '/api/user/modifyPassword',
      envelope({ oldPassword: admin.password, newPassword: 'Fresh-start-2027' }),
    );
    expect(changed.json()).toMatchObject({ result: true });
    expect((await postAs(app, token, '/api/user/session/list')).json().result).toBe(true);

    const again = await signInThroughChannel(
      app,
      { userName: admin.userName, password: 'Fresh-start-2027' },
      { remoteAddress: freshAddress() },
    );
    expect(again.answer?.mustChangePassword).toBe(false);
  });

  it('marks every seeded account, not only the administrator', async () => {
    const database = getDatabase().handle;
    const row = await database.db
      .selectFrom('app_user')
      .select('must_change_password')
      .where('email', '=', 'sam.sales@vela.local')
      .executeTakeFirstOrThrow();
    expect(row.must_change_password).toBe(1);
  });
});
