import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../module.js';
import { registerRecycleBinPurge } from './recycle-bin.js';
import { registerRecycleRoutes } from './routes-recycle.js';

/** The recycle bin with its purge job, and the duplicate check and merge; built on the record engine. */
export async function recordCleanupModule(app: FastifyInstance, context: ModuleContext): Promise<void> {
  registerRecycleRoutes(app.withTypeProvider<ZodTypeProvider>(), context);
  registerRecycleBinPurge(context);
}

/** Deleting records for good and finding what points at them: the GDPR erase (modules/privacy) uses them too. */
export { deleteRowsForGood, lookupsPointingAt } from './purge-rows.js';
