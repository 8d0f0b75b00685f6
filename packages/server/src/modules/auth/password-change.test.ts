import { ErrorCode } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_ADMIN_DEFAULT_PASSWORD } from '../../config.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachSeededDatabase } from '../../test-support/test-database.js';
import { envelope, freshAddress, getAs, postAs } from './auth-test-kit.js';
import { signInThroughChannel } from './secure-channel-client.js';

const MODIFY_URL = '/api/user/modifyPassword';
const HISTORY_URL = '/api/user/getLoginHistory';

describeEachSeededDatabase('changing one’s password', (getDatabase) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle, { seed: true });
  });
  afterAll(async () => {
    await app.close();
  });

  const signIn = async (userName: string, password = DEMO_ADMIN_DEFAULT_PASSWORD) =>
    (await signInThroughChannel(app, { userName, password }, { remoteAddress: freshAddress() })).answer;

  it.each([
    ['Short1a', 'at least 10 characters'],
    ['onlyletters-here', 'at least one digit'],
    ['1234567890-123', 'at least one letter'],
    ['SAM.sales@vela.local', 'must not be your e-mail address'],
    [DEMO_ADMIN_DEFAULT_PASSWORD, 'must differ from the current password'],
  ])('refuses %j with 10012 saying “%s”', async (newPassword, missing) => {
    const token = (await signIn('sam.sales@vela.local'))?.accessToken ?? '';
    const response = await postAs(
      app,
      token,
      MODIFY_URL,
      envelope({ oldPassword: DEMO_ADMIN_DEFAULT_PASSWORD, newPassword }),
    );
    expect(response.json()).toMatchObject({ result: false, returnCode: ErrorCode.PASSWORD_POLICY });
    expect(response.json().returnInfo).toContain(missing);
    expect(await signIn('sam.sales@vela.local')).toBeDefined();
  });

  it('refuses a wrong current password with 10014', async () => {
    const token = (await signIn('sam.sales@vela.local'))?.accessToken ?? '';
    const response = await postAs(
      app,
      token,
      MODIFY_URL,
      envelope({ oldPassword: 'not-the-password-1', newPassword: 'Another-good-2027' }),
    );
    expect(response.json()).toMatchObject({ result: false, returnCode: ErrorCode.WRONG_CURRENT_PASSWORD });
  });

  it('names a missing field with a 400', async () => {
    const token = (await signIn('sam.sales@vela.local'))?.accessToken ?? '';
    const response = await postAs(app, token, MODIFY_URL, envelope({ newPassword: 'Another-good-2027' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().returnInfo).toContain('body.body.oldPassword');
  });

  it('changes the password, ends every other session and keeps the current one', async () => {
    const maria = 'maria.manager@vela.local';
    const other = (await signIn(maria))?.accessToken ?? '';
    const current = (await signIn(maria))?.accessToken ?? '';
    const response = await postAs(
      app,
      current,
      MODIFY_URL,
      envelope({ oldPassword: DEMO_ADMIN_DEFAULT_PASSWORD, newPassword: 'Maria-new-2027' }),
    );
    expect(response.json()).toMatchObject({ result: true });

    expect((await getAs(app, other, HISTORY_URL)).json().returnCode).toBe(ErrorCode.TOKEN_EXPIRED);
    expect((await getAs(app, current, HISTORY_URL)).json().result).toBe(true);
    expect(await signIn(maria)).toBeUndefined();
    expect(await signIn(maria, 'Maria-new-2027')).toBeDefined();

    const stored = await getDatabase()
      .handle.db.selectFrom('app_user')
      .select('password_hash')
      .where('email', '=', maria)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
  });
});
