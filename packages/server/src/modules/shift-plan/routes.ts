import { getShiftPlanContract } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractSchema } from '../../http/contract-route.js';
import { requireUser } from '../../http/current-user.js';
import { okEnvelope } from '../../http/envelope.js';
import type { ModuleContext } from '../module.js';
import { readShiftPlan } from './read-plan.js';

/**
 * The shift plan's one read (`commonObjects/views/plan/…`): resources and
 * the shifts of a window. Creating, moving and opening shifts go through the
 * record engine's own calls (/objectInfo/save and the record form), so every
 * rule and permission applies to them as to any save.
 */
export async function shiftPlanModule(app: FastifyInstance, context: ModuleContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(getShiftPlanContract.path, { schema: contractSchema(getShiftPlanContract) }, async (request) => {
    const user = requireUser(request.currentUser);
    return okEnvelope(await readShiftPlan(context, user, request.body.body), request.id);
  });
}
