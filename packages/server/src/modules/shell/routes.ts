import type { FastifyInstance } from 'fastify';
import { onObjectDeleted } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { registerAppManagerRoutes } from './app-manager-routes.js';
import { registerApplicationRoutes } from './application-routes.js';
import { registerCompanyInfoRoutes } from './company-info.js';
import { registerCustomPageRoutes } from './custom-page-routes.js';
import { dropMenuItemsOfObject } from './object-deleted.js';
import { registerStartupRoutes } from './startup-routes.js';
import { registerUserPageSetupRoutes } from './user-page-setup.js';
import { registerUserRoutes } from './user-routes.js';

/** The startup and shell calls of spec 1 §7. */
export async function shellModule(app: FastifyInstance, context: ModuleContext): Promise<void> {
  registerUserRoutes(app, context);
  registerApplicationRoutes(app, context);
  registerStartupRoutes(app, context);
  registerCustomPageRoutes(app, context);
  registerCompanyInfoRoutes(app, context);
  registerUserPageSetupRoutes(app, context);
  registerAppManagerRoutes(app, context);
  onObjectDeleted(dropMenuItemsOfObject);
}
