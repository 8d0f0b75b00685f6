import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { okEnvelope, responseSchema } from '../../http/envelope.js';
import type { ModuleContext } from '../module.js';

export async function healthModule(app: FastifyInstance, context: ModuleContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      config: { auth: 'public' },
      schema: {
        summary: 'Is the server up and its database reachable',
        response: { 200: responseSchema(z.object({ status: z.literal('ok'), database: z.string() })) },
      },
    },
    async (request) => {
      await sql`select 1`.execute(context.database.db);
      return okEnvelope({ status: 'ok' as const, database: context.database.dialect }, request.id);
    },
  );
}
