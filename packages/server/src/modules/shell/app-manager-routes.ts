import {
  deleteManagedAppContract,
  getManagedAppContract,
  listManagedAppsContract,
  type ManagedApp,
  saveAppMenuContract,
  saveManagedAppContract,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import { changeRoute } from '../../http/change-route.js';
import type { ModuleContext } from '../module.js';
import { auditedChangeRoute } from '../setup-audit/index.js';
import { auditedLogo } from './app-logo.js';
import {
  appNameOf,
  auditedMenu,
  deleteManagedApp,
  getManagedApp,
  listManagedApps,
  saveAppMenu,
  saveManagedApp,
} from './app-manager.js';

/** An app as the audit trail keeps it: the logo by its kind and size, not the picture. */
const auditedApp = (app: ManagedApp) => ({ ...app, logo: auditedLogo(app.logo) });

/** The app manager's calls (issue 18): system administrators only; every change is in the setup audit trail. */
export function registerAppManagerRoutes(app: FastifyInstance, context: ModuleContext): void {
  const { db } = context.database;
  changeRoute(app, listManagedAppsContract, (user) => listManagedApps(context, user));
  changeRoute(app, getManagedAppContract, (user, input) => getManagedApp(context, user, input.appId));
  auditedChangeRoute(
    app,
    context,
    'apps',
    saveManagedAppContract,
    (user, input) => saveManagedApp(context, user, input),
    async (input, result, user) => {
      // Before: the app as stored (none for a new one); after: as the save answered.
      if (result) return { target: result.name, state: auditedApp(result) };
      if (!input.appId) return { target: input.app.name, state: null };
      const stored = (await listManagedApps(context, user)).find((one) => one.id === input.appId);
      return { target: stored?.name ?? input.app.name, state: stored ? auditedApp(stored) : null };
    },
  );
  auditedChangeRoute(
    app,
    context,
    'apps',
    deleteManagedAppContract,
    (user, input) => deleteManagedApp(context, user, input.appId),
    async (input, result, user) => {
      // Before: the app and its menu; after: nothing.
      if (result) return { target: '', state: null };
      const stored = (await listManagedApps(context, user)).find((one) => one.id === input.appId);
      return {
        target: stored?.name ?? input.appId,
        state: stored ? { ...auditedApp(stored), menu: await auditedMenu(db, input.appId) } : null,
      };
    },
  );
  auditedChangeRoute(
    app,
    context,
    'apps',
    saveAppMenuContract,
    (user, input) => saveAppMenu(context, user, input),
    async (input) => ({
      target: `${await appNameOf(db, input.appId)} › menu`,
      state: await auditedMenu(db, input.appId),
    }),
  );
}
