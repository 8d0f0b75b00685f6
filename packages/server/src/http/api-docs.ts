import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { ApiDocsMode } from '../config.js';
import type { DatabaseHandle } from '../db/database.js';
import { resolveAccessToken, resolveApiKey } from '../modules/auth/index.js';
import { AppError, ErrorCode } from './envelope.js';

export const API_DOCS_PREFIX = '/api/docs';

interface ApiDocsOptions {
  mode: ApiDocsMode;
  database: DatabaseHandle;
  now: () => Date;
}

/** The caller's credential as the /api routes take it: the accessToken header, or an API key. */
async function checkCaller(request: FastifyRequest, database: DatabaseHandle, now: Date): Promise<void> {
  const token = request.headers.accesstoken;
  if (typeof token === 'string' && token.trim() !== '') {
    await resolveAccessToken(database, token.trim(), now);
    return;
  }
  const key = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
  if (key) {
    await resolveApiKey(database, key, now);
    return;
  }
  throw new AppError(
    ErrorCode.NOT_SIGNED_IN,
    'The API docs are private here (VELA_API_DOCS=private): send the accessToken header or Authorization: Bearer <API key>.',
  );
}

/**
 * The OpenAPI description of every route. The document is always built (the
 * bad-input sweep reads it); VELA_API_DOCS decides whether /api/docs serves
 * it to anyone, only to signed-in callers and API keys, or not at all.
 */
export async function registerApiDocs(app: FastifyInstance, options: ApiDocsOptions): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Vela API', version: '0.1.0' } },
    transform: jsonSchemaTransform,
  });
  if (options.mode === 'off') return;
  const { database, now } = options;
  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    ...(options.mode === 'private'
      ? { uiHooks: { onRequest: async (request: FastifyRequest) => checkCaller(request, database, now()) } }
      : {}),
  });
}
