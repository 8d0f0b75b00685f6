import { createApiKeyContract, listApiKeysContract, revokeApiKeyContract } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractSchema } from '../../http/contract-route.js';
import { requireUser } from '../../http/current-user.js';
import { notFound, okEnvelope } from '../../http/envelope.js';
import type { ModuleContext } from '../module.js';
import { createApiKey, listApiKeys, revokeApiKey } from './api-key-store.js';

/** Personal API keys: `Authorization: Bearer <key>` acts as the user, without session or handshake. */
export function registerApiKeyRoutes(app: FastifyInstance, context: ModuleContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { database } = context;

  api.post(listApiKeysContract.path, { schema: contractSchema(listApiKeysContract) }, async (request) => {
    const user = requireUser(request.currentUser);
    return okEnvelope(await listApiKeys(database, user.userId), request.id);
  });

  api.post(createApiKeyContract.path, { schema: contractSchema(createApiKeyContract) }, async (request) => {
    const user = requireUser(request.currentUser);
    const created = await createApiKey(database, {
      userId: user.userId,
      name: request.body.body.name,
      now: context.now(),
    });
    return okEnvelope(created, request.id);
  });

  api.post(revokeApiKeyContract.path, { schema: contractSchema(revokeApiKeyContract) }, async (request) => {
    const user = requireUser(request.currentUser);
    if (!(await revokeApiKey(database, user.userId, request.body.body.id, context.now()))) {
      throw notFound('The API key');
    }
    return okEnvelope(null, request.id);
  });
}
