import type { FastifyInstance } from 'fastify';
import { DEMO_ADMIN_EMAIL } from '../../config.js';
import type { ModuleContext } from '../module.js';
import { registerApiKeyRoutes } from './api-key-routes.js';
import { ensureConfiguredApiKey } from './api-key-store.js';
import { installAuthentication } from './authenticate.js';
import { registerOidcRoutes } from './oidc/oidc-routes.js';
import { registerProfileRoutes } from './profile-routes.js';
import { registerSignInRoutes } from './sign-in-routes.js';

/** Sign-in, sessions, API keys, and the hook that resolves the caller of every other /api route. */
export async function authModule(app: FastifyInstance, context: ModuleContext): Promise<void> {
  installAuthentication(app, context);
  registerSignInRoutes(app, context);
  registerProfileRoutes(app, context);
  registerApiKeyRoutes(app, context);
  registerOidcRoutes(app, context);
  if (context.config.adminApiKey) {
    const outcome = await ensureConfiguredApiKey(context.database, context.config.adminApiKey, {
      preferredEmail: DEMO_ADMIN_EMAIL,
      now: context.now(),
    });
    if (outcome === 'revoked' || outcome === 'no administrator')
      app.log.warn(
        `VELA_ADMIN_API_KEY: no key made (${outcome === 'revoked' ? 'that key was revoked' : 'no active administrator'})`,
      );
  }
}
