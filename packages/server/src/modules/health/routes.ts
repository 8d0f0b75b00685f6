import { healthContract } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { contractGetSchema } from '../../http/contract-route.js';
import { okEnvelope } from '../../http/envelope.js';
import type { ModuleContext } from '../module.js';

export async function healthModule(app: FastifyInstance, context: ModuleContext): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      healthContract.path,
      { config: { auth: 'public' }, schema: contractGetSchema(healthContract) },
      async (request) => {
        await sql`select 1`.execute(context.database.db);
        return okEnvelope({ status: 'ok' as const, database: context.database.dialect }, request.id);
      },
    );
}
