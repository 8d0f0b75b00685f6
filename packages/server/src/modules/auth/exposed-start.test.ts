import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_ADMIN_DEFAULT_PASSWORD, DEMO_ADMIN_EMAIL, readConfig } from '../../config.js';
import { seedDemoOrgIfEmpty } from '../../db/seed.js';
import { createTestApp, testConfig } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { envelope, freshAddress, postAs } from './auth-test-kit.js';
import { signInThroughChannel } from './secure-channel-client.js';

/**
 * Issue 16 item 6: off the loopback the demo passwords (printed in the
 * README) only lead to the change-password step — also for a database that
 * was seeded while the server listened on the loopback.
 */
const exposed = (() => {
  const { host, exposed: isExposed, forcePasswordChange } = readConfig({ HOST: '0.0.0.0' });
  return { host, exposed: isExposed, forcePasswordChange };
})();
const admin = { userName: DEMO_ADMIN_EMAIL, password: DEMO_ADMIN_DEFAULT_PASSWORD };
const sam = { userName: 'sam.sales@vela.local', password: DEMO_ADMIN_DEFAULT_PASSWORD };

describeEachDatabase('a server seeded while it listens beyond the loopback', (getDatabase) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle, { seed: true, config: exposed });
  });
  afterAll(async () => {
    await app.close();
  });

  it('asks every seeded account for a new password at first sign-in', async () => {
    for (const person of [admin, sam]) {
      const { answer } = await signInThroughChannel(app, person, { remoteAddress: freshAddress() });
      expect(answer?.mustChangePassword, person.userName).toBe(true);
    }
  });
});

describeEachDatabase('a database seeded on the loopback, then served beyond it', (getDatabase) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle, { seed: true });
  });
  afterAll(async () => {
    await app.close();
  });

  it('leaves the demo accounts alone on the loopback', async () => {
    const { answer } = await signInThroughChannel(app, sam, { remoteAddress: freshAddress() });
    expect(answer?.mustChangePassword).toBe(false);
  });

  it('marks the accounts still on the seed password at the next exposed start, and only those', async () => {
    const first = await signInThroughChannel(app, admin, { remoteAddress: freshAddress() });
    const changed = await postAs(
      app,
      first.answer?.accessToken ?? '',
      '/api/user/modifyPassword',
      envelope({ oldPassword: admin.password, newPassword: 'Own-choice-2027' }),
    );
    expect(changed.json()).toMatchObject({ result: true });

    // The second start, now with HOST=0.0.0.0: the database is not empty, nothing is seeded.
    expect(await seedDemoOrgIfEmpty(getDatabase().handle, testConfig(exposed))).toBe(false);

    const untouched = await signInThroughChannel(app, sam, { remoteAddress: freshAddress() });
    expect(untouched.answer?.mustChangePassword).toBe(true);
    const own = await signInThroughChannel(
      app,
      { userName: admin.userName, password: 'Own-choice-2027' },
      { remoteAddress: freshAddress() },
    );
    expect(own.answer?.mustChangePassword).toBe(false);
  });
});
