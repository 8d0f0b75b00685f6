import { ErrorCode } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { requireUser } from '../../http/current-user.js';
import { envelopeSchema, okEnvelope } from '../../http/envelope.js';
import { installErrorHandling } from '../../http/error-handler.js';
import { testConfig } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, type TestUser } from '../../test-support/test-users.js';
import { createJobRunner } from '../jobs/index.js';
import { createMemoryBus } from '../realtime/realtime-bus.js';
import { createApiKey } from './api-key-store.js';
import { envelope, postAs } from './auth-test-kit.js';
import { authModule, openSealedRequestBody, sealedBodySchema } from './index.js';
import { sealResponseData } from './sealed-body.js';
import { SecureChannelClient } from './secure-channel-client.js';

/** A stand-in for businessEnquiry/searchList and the SMS and e-mail sends: a route whose body travels sealed. */
const SEARCH_URL = '/api/test-only/sealedSearch';
const searchSchema = z.strictObject({ keyword: z.string().min(1), limit: z.number().int().max(50) });
/** A route whose sealed answer is what `answer` in its body says, checked against `answerSchema`. */
const ANSWER_URL = '/api/test-only/sealedAnswer';
const answerSchema = z.object({ userId: z.string(), mustChangePassword: z.boolean() });

describeEachDatabase('sealed request bodies for other modules', (getDatabase) => {
  let app: FastifyInstance;
  let user: TestUser;
  let channel: SecureChannelClient;
  beforeAll(async () => {
    // The real module inside an /api scope, plus one route of the kind other modules write.
    app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorateRequest('currentUser', null);
    installErrorHandling(app);
    const context = {
      config: testConfig(),
      database: getDatabase().handle,
      now: () => new Date(),
      realtime: createMemoryBus(),
      jobs: createJobRunner({ database: getDatabase().handle, log: app.log }),
    };
    await app.register(
      async (api) => {
        await authModule(api, context);
        api
          .withTypeProvider<ZodTypeProvider>()
          .post(
            '/test-only/sealedSearch',
            { schema: { body: envelopeSchema(sealedBodySchema) } },
            async (request) => {
              const body = await openSealedRequestBody(request, searchSchema);
              return okEnvelope({ heard: body, as: requireUser(request.currentUser).email }, request.id);
            },
          );
        api
          .withTypeProvider<ZodTypeProvider>()
          .post(
            '/test-only/sealedAnswer',
            { schema: { body: envelopeSchema(sealedBodySchema) } },
            async (request) => {
              const body = await openSealedRequestBody(request, z.object({ answer: z.unknown() }));
              return okEnvelope(await sealResponseData(request, answerSchema, body.answer), request.id);
            },
          );
      },
      { prefix: '/api' },
    );
    await app.ready();
    user = await createTestUser(getDatabase().handle, { email: 'sealer@test.local' });
    channel = await SecureChannelClient.open(app, { accessToken: user.accessToken });
  });
  afterAll(async () => {
    await app.close();
  });

  it('[S1-B-111] opens a body sealed with the session’s channel; the wire holds no plain text', async () => {
    const sealed = await channel.seal(SEARCH_URL, { keyword: 'Acme Rockets', limit: 10 });
    const payload = envelope(sealed);
    expect(JSON.stringify(payload)).not.toContain('Acme');
    const response = await postAs(app, user.accessToken, SEARCH_URL, payload);
    expect(response.json()).toMatchObject({
      result: true,
      data: { heard: { keyword: 'Acme Rockets', limit: 10 }, as: 'sealer@test.local' },
    });
  });

  it('[S1-B-111] refuses a tampered body with 10020 and a clear message', async () => {
    const sealed = await channel.seal(SEARCH_URL, { keyword: 'Acme', limit: 10 });
    const tampered = {
      ...sealed,
      ciphertext: `${sealed.ciphertext.slice(0, -2)}${sealed.ciphertext.endsWith('AA') ? 'BB' : 'AA'}`,
    };
    const response = await postAs(app, user.accessToken, SEARCH_URL, envelope(tampered));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ result: false, returnCode: ErrorCode.DECRYPT_FAILED });
    expect(response.json().returnInfo).toMatch(/could not be opened/);
  });

  it('refuses a plain body from a signed-in session', async () => {
    const response = await postAs(
      app,
      user.accessToken,
      SEARCH_URL,
      envelope({ keyword: 'Acme', limit: 10 }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().returnInfo).toMatch(/must be sealed/);
  });

  it('names a wrong field of the plaintext with a 400', async () => {
    const sealed = await channel.seal(SEARCH_URL, { keyword: 'Acme', limit: 500 });
    const response = await postAs(app, user.accessToken, SEARCH_URL, envelope(sealed));
    expect(response.statusCode).toBe(400);
    expect(response.json().returnInfo).toContain('body.limit');
  });

  it('refuses a body sealed with another session’s channel', async () => {
    const other = await createTestUser(getDatabase().handle);
    const otherChannel = await SecureChannelClient.open(app, { accessToken: other.accessToken });
    const sealed = await otherChannel.seal(SEARCH_URL, { keyword: 'Acme', limit: 1 });
    const response = await postAs(app, user.accessToken, SEARCH_URL, envelope(sealed));
    expect(response.json().returnCode).toBe(ErrorCode.DECRYPT_FAILED);
  });

  it('takes the plain body from an API-key caller (no handshake for integrations)', async () => {
    const { key } = await createApiKey(getDatabase().handle, {
      userId: user.userId,
      name: 'it',
      now: new Date(),
    });
    const response = await app.inject({
      method: 'POST',
      url: SEARCH_URL,
      headers: { authorization: `Bearer ${key}` },
      payload: envelope({ keyword: 'Plain', limit: 1 }),
    });
    expect(response.json()).toMatchObject({ result: true, data: { heard: { keyword: 'Plain' } } });
  });

  it('checks a sealed answer against its contract before sealing it: unknown fields are dropped', async () => {
    const answer = { userId: user.userId, mustChangePassword: false, passwordHash: 'never leaves' };
    const response = await postAs(
      app,
      user.accessToken,
      ANSWER_URL,
      envelope(await channel.seal(ANSWER_URL, { answer })),
    );
    expect(response.json()).toMatchObject({ result: true });
    expect(await channel.open(ANSWER_URL, response.json().data)).toEqual({
      userId: user.userId,
      mustChangePassword: false,
    });
  });

  it('refuses to seal an answer that does not fit its contract: a logged 500, never the sealed bad answer', async () => {
    const answer = { userId: 42, mustChangePassword: 'no' };
    const response = await postAs(
      app,
      user.accessToken,
      ANSWER_URL,
      envelope(await channel.seal(ANSWER_URL, { answer })),
    );
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({
      result: false,
      returnCode: ErrorCode.API_SERVICE,
      returnInfo: 'The server could not answer this call.',
    });
  });
});
