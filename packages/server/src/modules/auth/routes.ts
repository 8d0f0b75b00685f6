import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module.js';
import { registerApiKeyRoutes } from './api-key-routes.js';
import { installAuthentication } from './authenticate.js';
import { registerProfileRoutes } from './profile-routes.js';
import { registerSignInRoutes } from './sign-in-routes.js';

/** Sign-in, sessions, API keys, and the hook that resolves the caller of every other /api route. */
export async function authModule(app: FastifyInstance, context: ModuleContext): Promise<void> {
  installAuthentication(app, context);
  registerSignInRoutes(app, context);
  registerProfileRoutes(app, context);
  registerApiKeyRoutes(app, context);
}
