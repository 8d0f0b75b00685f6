import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/current-user.js';
import { envelopeSchema, notFound, okEnvelope, responseSchema } from '../../http/envelope.js';
import type { ModuleContext } from '../module.js';
import { createApiKey, listApiKeys, revokeApiKey } from './api-key-store.js';

const apiKeySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  keyPrefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});

/** Personal API keys: `Authorization: Bearer <key>` acts as the user, without session or handshake. */
export function registerApiKeyRoutes(app: FastifyInstance, context: ModuleContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { database } = context;

  api.post(
    '/user/apiKey/list',
    {
      schema: {
        summary: 'The signed-in user’s API keys that are not revoked',
        body: envelopeSchema(z.strictObject({})),
        response: { 200: responseSchema(z.array(apiKeySummarySchema)) },
      },
    },
    async (request) => {
      const user = requireUser(request.currentUser);
      return okEnvelope(await listApiKeys(database, user.userId), request.id);
    },
  );

  api.post(
    '/user/apiKey/create',
    {
      schema: {
        summary: 'Create a named API key; the key is in this answer only',
        body: envelopeSchema(z.strictObject({ name: z.string().trim().min(1).max(80) })),
        response: { 200: responseSchema(z.object({ id: z.string(), name: z.string(), key: z.string() })) },
      },
    },
    async (request) => {
      const user = requireUser(request.currentUser);
      const created = await createApiKey(database, {
        userId: user.userId,
        name: request.body.body.name,
        now: context.now(),
      });
      return okEnvelope(created, request.id);
    },
  );

  api.post(
    '/user/apiKey/revoke',
    {
      schema: {
        summary: 'Revoke one of the signed-in user’s API keys; calls with it then get 10002',
        body: envelopeSchema(z.strictObject({ id: z.string().min(1).max(64) })),
        response: { 200: responseSchema(z.unknown()) },
      },
    },
    async (request) => {
      const user = requireUser(request.currentUser);
      if (!(await revokeApiKey(database, user.userId, request.body.body.id, context.now()))) {
        throw notFound('The API key');
      }
      return okEnvelope(null, request.id);
    },
  );
}
