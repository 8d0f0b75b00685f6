import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module.js';
import { registerApplicationRoutes } from './application-routes.js';
import { registerCustomPageRoutes } from './custom-page-routes.js';
import { registerStartupRoutes } from './startup-routes.js';
import { registerUserRoutes } from './user-routes.js';

/** The startup and shell calls of spec 1 §7. */
export async function shellModule(app: FastifyInstance, context: ModuleContext): Promise<void> {
  registerUserRoutes(app, context);
  registerApplicationRoutes(app, context);
  registerStartupRoutes(app, context);
  registerCustomPageRoutes(app, context);
}
