import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig } from '../test-support/test-app.js';
import { describeEachDatabase } from '../test-support/test-database.js';

/** Issue 2: shutting down finishes the requests in flight, then stops taking new ones. */
describeEachDatabase('graceful shutdown', (getDatabase) => {
  let release: () => void = () => {};
  let baseUrl = '';
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    app = await buildApp({ config: testConfig(), database: getDatabase().handle, logger: false });
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    app.get('/api/test/slow', { config: { auth: 'public' } }, async () => {
      await gate;
      return { result: true, returnCode: '1', returnInfo: '', data: 'finished', requestId: 'x' };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    release();
  });

  it('lets an in-flight request finish while closing, and refuses new connections after', async () => {
    const inFlight = fetch(`${baseUrl}/api/test/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = app.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect((await response.json()).data).toBe('finished');
    await closing;
    await expect(fetch(`${baseUrl}/api/health`)).rejects.toThrow();
  });
});
