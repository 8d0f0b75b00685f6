import { ErrorCode } from '@vela/core';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app.js';
import { testConfig } from '../test-support/test-app.js';
import { describeEachDatabase } from '../test-support/test-database.js';
import { AppError, okEnvelope, responseSchema } from './envelope.js';

/** A business failure from a route whose response schema describes only success still leaves as an envelope. */
describeEachDatabase('failure envelopes', (getDatabase) => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    app = await buildApp({ config: testConfig(), database: getDatabase().handle, logger: false });
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/test/refuses',
      {
        config: { auth: 'public' },
        schema: { response: { 200: responseSchema(z.object({ only: z.literal('success') })) } },
      },
      async (request) => {
        if (request.query) throw new AppError(ErrorCode.TOAST_MESSAGE, 'The folder still holds reports.');
        return okEnvelope({ only: 'success' as const }, request.id);
      },
    );
    app.get('/api/test/crashes', { config: { auth: 'public' } }, async () => {
      throw new Error('database exploded at line 42');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers an 11400 business failure as an envelope, not a serialisation error', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/refuses' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      result: false,
      returnCode: '11400',
      returnInfo: 'The folder still holds reports.',
    });
  });

  it('answers an unexpected failure with API-SERVICE-1 and no internals', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/crashes' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ result: false, returnCode: 'API-SERVICE-1' });
    expect(response.body).not.toContain('exploded');
  });
});
