import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/current-user.js';
import { AppError, ErrorCode, envelopeSchema, okEnvelope } from '../../http/envelope.js';
import { currentMetadata } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { orderIdsOf, updateOrderStatus } from './invoice-from-orders.js';

/** Order to invoice after the invoice is saved (spec 2 §7; payload and answer ours, see DESIGN-CHOICES). */
export function registerInvoicingRoutes(api: FastifyInstance, context: ModuleContext): void {
  api.withTypeProvider<ZodTypeProvider>().post(
    '/generateInvoiceNew/updateOrderStatus',
    {
      schema: {
        summary:
          "Counts the orders' invoiced quantities again and marks fully invoiced orders Invoiced; orderid may be comma-joined",
        body: envelopeSchema(z.strictObject({ orderid: z.string().min(1).max(2000) })),
      },
    },
    async (request) => {
      const user = requireUser(request.currentUser);
      const snapshot = await currentMetadata(context.database);
      const ids = request.body.body.orderid
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean);
      const orderIds = orderIdsOf(snapshot, ids);
      if (!orderIds)
        throw new AppError(ErrorCode.BAD_REQUEST, 'body.orderid: must be one or more comma-joined order ids');
      return okEnvelope(await updateOrderStatus(context.database, snapshot, user, orderIds), request.id);
    },
  );
}
