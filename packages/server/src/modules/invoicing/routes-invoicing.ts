import { updateOrderStatusContract } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractSchema } from '../../http/contract-route.js';
import { requireUser } from '../../http/current-user.js';
import { AppError, ErrorCode, okEnvelope } from '../../http/envelope.js';
import { currentMetadata } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { orderIdsOf, updateOrderStatus } from './invoice-from-orders.js';

/** Order to invoice after the invoice is saved (spec 2 §7; payload and answer ours, see DESIGN-CHOICES). */
export function registerInvoicingRoutes(api: FastifyInstance, context: ModuleContext): void {
  api
    .withTypeProvider<ZodTypeProvider>()
    .post(
      updateOrderStatusContract.path,
      { schema: contractSchema(updateOrderStatusContract) },
      async (request) => {
        const user = requireUser(request.currentUser);
        const snapshot = await currentMetadata(context.database);
        const ids = request.body.body.orderid
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean);
        const orderIds = orderIdsOf(snapshot, ids);
        if (!orderIds)
          throw new AppError(
            ErrorCode.BAD_REQUEST,
            'body.orderid: must be one or more comma-joined order ids',
          );
        return okEnvelope(await updateOrderStatus(context.database, snapshot, user, orderIds), request.id);
      },
    );
}
