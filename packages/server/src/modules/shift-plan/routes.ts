import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/current-user.js';
import { envelopeSchema, okEnvelope } from '../../http/envelope.js';
import type { ModuleContext } from '../module.js';
import { readShiftPlan } from './read-plan.js';

const instant = z.string().min(10, 'write a date and time').max(40);

/**
 * The shift plan's one read (`commonObjects/views/plan/…`): resources and
 * the shifts of a window. Creating, moving and opening shifts go through the
 * record engine's own calls (/objectInfo/save and the record form), so every
 * rule and permission applies to them as to any save.
 */
export async function shiftPlanModule(app: FastifyInstance, context: ModuleContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/shiftPlan/getPlan',
    {
      schema: {
        summary:
          'The shift plan of a window (from, to: UTC): the active service resources and the shifts overlapping it that the caller may read',
        body: envelopeSchema(z.strictObject({ from: instant, to: instant })),
      },
    },
    async (request) => {
      const user = requireUser(request.currentUser);
      return okEnvelope(await readShiftPlan(context, user, request.body.body), request.id);
    },
  );
}
