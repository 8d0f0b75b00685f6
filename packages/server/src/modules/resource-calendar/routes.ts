import { getResourceCalendarContract, moveResourceBarContract } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractSchema } from '../../http/contract-route.js';
import { requireUser } from '../../http/current-user.js';
import { okEnvelope } from '../../http/envelope.js';
import type { ModuleContext } from '../module.js';
import { moveResourceBar } from './move-bar.js';
import { readResourceCalendar } from './read-window.js';

/** The resource calendar (issue 22, `resoursecalendar/resoursecalendar`): its read and its one move. */
export function resourceCalendarModule(app: FastifyInstance, context: ModuleContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    getResourceCalendarContract.path,
    { schema: contractSchema(getResourceCalendarContract) },
    async (request) => {
      const { from, to } = request.body.body;
      return okEnvelope(
        await readResourceCalendar(context, requireUser(request.currentUser), from, to),
        request.id,
      );
    },
  );
  api.post(
    moveResourceBarContract.path,
    { schema: contractSchema(moveResourceBarContract) },
    async (request) =>
      okEnvelope(
        await moveResourceBar(context, requireUser(request.currentUser), request.body.body),
        request.id,
      ),
  );
}
