import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachSeededDatabase } from '../../test-support/test-database.js';

describeEachSeededDatabase('the demo org’s bookable service (issue 22)', (getDatabase) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle, { seed: true });
  });
  afterAll(async () => {
    await app.close();
  });

  it('the seeded product demo answers its public page and offers free times within four weeks', async () => {
    const service = await getDatabase()
      .handle.db.selectFrom('booking_service')
      .selectAll()
      .where('org_id', '=', 'org_demo')
      .executeTakeFirstOrThrow();
    const call = async (url: string, body: unknown) =>
      (
        await app.inject({
          method: 'POST',
          url: `/api${url}`,
          payload: {
            head: { appType: 'lightning-main', appVersion: '1.1.1', accessToken: '', source: 'test' },
            body,
          },
        })
      ).json();
    const page = await call('/booking/public/service', { slug: service.slug });
    expect(page.data).toMatchObject({ name: 'Product demo', durationMinutes: 30, timeZone: 'Europe/Berlin' });
    const from = new Date();
    const slots = await call('/booking/public/slots', {
      slug: service.slug,
      from: from.toISOString(),
      to: new Date(from.getTime() + 14 * 86_400_000).toISOString(),
    });
    expect(slots.data.slots.length).toBeGreaterThan(0);
  });
});
