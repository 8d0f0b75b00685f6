import {
  getUserPageSetupContract,
  mayAdministerAccess,
  saveUserPageSetupContract,
  type UserPageSetup,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import { changeRoute } from '../../http/change-route.js';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, ErrorCode } from '../../http/envelope.js';
import { usersOfOrg } from '../auth/index.js';
import type { ModuleContext } from '../module.js';
import { auditedChangeRoute } from '../setup-audit/index.js';
import { loadSetupOf, saveSetupOf } from './user-setup.js';

/**
 * setuppage/userPageSetup (issue 18): an administrator sets a user's page setup, the preferences the
 * shell reads at startup (user/getUserSetup); their next screen uses it.
 */
async function pageSetupOf(
  context: ModuleContext,
  admin: CurrentUser,
  userId: string,
): Promise<UserPageSetup> {
  if (!mayAdministerAccess(admin.profileId))
    throw new AppError(
      ErrorCode.FORBIDDEN,
      "Only a system administrator may change another user's page setup",
    );
  const users = await usersOfOrg(context.database, admin.orgId);
  if (!users.some((user) => user.id === userId))
    throw new AppError(ErrorCode.NOT_FOUND, `userId: no user ${userId} in this organisation`);
  return {
    users: users.map((user) => ({
      id: user.id,
      name: user.name,
      email: user.email,
      isPartner: user.isPartner,
    })),
    userId,
    setup: await loadSetupOf(context.database.db, userId),
  };
}

export function registerUserPageSetupRoutes(app: FastifyInstance, context: ModuleContext): void {
  changeRoute(app, getUserPageSetupContract, (admin, input) =>
    pageSetupOf(context, admin, input.userId ?? admin.userId),
  );
  auditedChangeRoute(
    app,
    context,
    'apps',
    saveUserPageSetupContract,
    async (admin, input) => {
      await pageSetupOf(context, admin, input.userId);
      await saveSetupOf(context.database.db, input.userId, input.setup);
      return pageSetupOf(context, admin, input.userId);
    },
    async (input, result) => ({
      target: `User ${input.userId}`,
      state: result ? result.setup : await loadSetupOf(context.database.db, input.userId).catch(() => null),
    }),
  );
}
