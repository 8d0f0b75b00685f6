import {
  assignWorkOrderContract,
  getDispatchDeskContract,
  getResourceUsageContract,
  recommendResourcesContract,
  unassignWorkOrderContract,
  WORK_ORDER_OBJECT_API,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractSchema } from '../../http/contract-route.js';
import { requireUser } from '../../http/current-user.js';
import { okEnvelope } from '../../http/envelope.js';
import type { ModuleContext } from '../module.js';
import { guardSaves } from '../records/index.js';
import { assignWorkOrder, unassignWorkOrder } from './assign.js';
import { guardWorkOrderSave } from './assignment-guard.js';
import { readDispatchDesk } from './read-desk.js';
import { recommendResources } from './recommend.js';
import { readResourceUsage } from './usage.js';

/** Dispatch (issue 22): the desk, assigning, recommendations and resource usage; a guard over work-order saves. */
export function dispatchModule(app: FastifyInstance, context: ModuleContext): void {
  guardSaves(WORK_ORDER_OBJECT_API, guardWorkOrderSave);
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    getDispatchDeskContract.path,
    { schema: contractSchema(getDispatchDeskContract) },
    async (request) =>
      okEnvelope(
        await readDispatchDesk(context, requireUser(request.currentUser), request.body.body),
        request.id,
      ),
  );
  api.post(
    assignWorkOrderContract.path,
    { schema: contractSchema(assignWorkOrderContract) },
    async (request) =>
      okEnvelope(
        await assignWorkOrder(context, requireUser(request.currentUser), request.body.body),
        request.id,
      ),
  );
  api.post(
    unassignWorkOrderContract.path,
    { schema: contractSchema(unassignWorkOrderContract) },
    async (request) =>
      okEnvelope(
        await unassignWorkOrder(context, requireUser(request.currentUser), request.body.body.workOrderId),
        request.id,
      ),
  );
  api.post(
    recommendResourcesContract.path,
    { schema: contractSchema(recommendResourcesContract) },
    async (request) =>
      okEnvelope(
        await recommendResources(context, requireUser(request.currentUser), request.body.body),
        request.id,
      ),
  );
  api.post(
    getResourceUsageContract.path,
    { schema: contractSchema(getResourceUsageContract) },
    async (request) =>
      okEnvelope(
        await readResourceUsage(context, requireUser(request.currentUser), request.body.body),
        request.id,
      ),
  );
}
