import { getJobContract } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractSchema } from '../../http/contract-route.js';
import { requireUser } from '../../http/current-user.js';
import { notFound, okEnvelope } from '../../http/envelope.js';
import type { ModuleContext } from '../module.js';
import { readJob, toJobView } from './job-store.js';

/** The administrator's profile: they see every job of their organisation. */
const ADMIN_PROFILE = 'system_admin';

export function registerJobRoutes(app: FastifyInstance, context: ModuleContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(getJobContract.path, { schema: contractSchema(getJobContract) }, async (request) => {
    const user = requireUser(request.currentUser);
    const { id } = request.body.body;
    const row = await readJob(context.database, id);
    const mayRead =
      row !== undefined &&
      (row.created_by === user.userId || (user.profileId === ADMIN_PROFILE && row.org_id === user.orgId));
    // Someone else's job answers as a missing one: its id tells nothing.
    if (!row || !mayRead) throw notFound(`body.id: job ${id}`);
    return okEnvelope(toJobView(row), request.id);
  });
}
