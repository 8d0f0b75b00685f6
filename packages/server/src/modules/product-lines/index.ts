import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module.js';
import { registerProductLineRoutes } from './routes.js';

/** Price-book lists, product search and prices for the record form's product lines. */
export async function productLinesModule(app: FastifyInstance, context: ModuleContext): Promise<void> {
  registerProductLineRoutes(app, context);
}

export { type RecordLines, readRecordLines } from './record-lines.js';
