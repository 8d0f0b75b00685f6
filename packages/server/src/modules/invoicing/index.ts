import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module.js';
import { provideInvoiceFromOrders } from '../records/index.js';
import { invoiceFromOrders, orderIdsOf } from './invoice-from-orders.js';
import { registerInvoicingRoutes } from './routes-invoicing.js';

/** Order to invoice: the record form's invoice from orders, and the orders' status once invoiced. */
export async function invoicingModule(app: FastifyInstance, context: ModuleContext): Promise<void> {
  provideInvoiceFromOrders(context, { orderIdsOf, invoiceFromOrders });
  registerInvoicingRoutes(app, context);
}
