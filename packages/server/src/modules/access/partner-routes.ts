import {
  type ExternalUser,
  enablePartnerUserContract,
  listExternalUsersContract,
  partnerAccountDetailContract,
  setPartnerUserActiveContract,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/database.js';
import { contractSchema } from '../../http/contract-route.js';
import { type CurrentUser, requireUser } from '../../http/current-user.js';
import { AppError, ErrorCode, okEnvelope } from '../../http/envelope.js';
import { usersOfOrg } from '../auth/index.js';
import type { ModuleContext } from '../module.js';
import { auditedChangeRoute } from '../setup-audit/index.js';
import { accessAdminOf } from './admin-guard.js';
import { enablePartnerUser } from './changes/enable-partner-user.js';
import { setPartnerUserActive } from './changes/set-partner-user-active.js';
import { partnerAccountRecord } from './partner-account-record.js';

async function externalUsersOf(database: DatabaseHandle, orgId: string, accountId: string) {
  const users = await usersOfOrg(database, orgId, { isPartner: true, partnerAccountId: accountId });
  return users.map(
    (row): ExternalUser => ({
      id: row.id,
      name: row.name,
      email: row.email,
      isActive: row.isActive,
      profileId: row.profileId,
    }),
  );
}

/** Which partner account a caller may look at: a partner user their own, an administrator any. */
function partnerAccountOfCaller(user: CurrentUser, asked: string | undefined): string {
  if (user.isPartner) {
    if (!user.partnerAccountId) throw new AppError(ErrorCode.NOT_FOUND, 'You belong to no partner account');
    if (asked && asked !== user.partnerAccountId)
      throw new AppError(ErrorCode.NOT_FOUND, `No record has the id "${asked}"`);
    return user.partnerAccountId;
  }
  if (user.profileId !== 'system_admin')
    throw new AppError(ErrorCode.FORBIDDEN, 'Only a system administrator may look at partner accounts');
  if (!asked) throw new AppError(ErrorCode.BAD_REQUEST, 'body.partnerAccountId: name the partner account');
  return asked;
}

/**
 * The partner account page (`partnerAccount/detail`) and the external users
 * of a record (`externalUsers/{id}/{prefix}/{objectApi}`): an administrator
 * enables partner users for an account, turns them off and on; a partner
 * user sees their own account and colleagues, never another account.
 */
export function registerPartnerRoutes(app: FastifyInstance, context: ModuleContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { database } = context;

  api.post(
    partnerAccountDetailContract.path,
    { schema: contractSchema(partnerAccountDetailContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      const accountId = partnerAccountOfCaller(user, request.body.body.partnerAccountId);
      const account = await partnerAccountRecord(database, user.orgId, accountId);
      return okEnvelope(
        {
          id: account.id,
          name: account.name,
          users: (await externalUsersOf(database, user.orgId, accountId))
            // Colleagues see who is there; only administrators see switched-off accounts.
            .filter((person) => !user.isPartner || person.isActive)
            .map(({ id, name, email, isActive }) => ({ id, name, email, isActive })),
        },
        request.id,
      );
    },
  );

  api.post(
    listExternalUsersContract.path,
    { schema: contractSchema(listExternalUsersContract) },
    async (request) => {
      const user = accessAdminOf(request);
      const account = await partnerAccountRecord(database, user.orgId, request.body.body.recordId);
      return okEnvelope(
        { record: account, users: await externalUsersOf(database, user.orgId, account.id) },
        request.id,
      );
    },
  );

  auditedChangeRoute(app, context, 'access', enablePartnerUserContract, (user, input) =>
    enablePartnerUser(context, user, input),
  );
  auditedChangeRoute(app, context, 'access', setPartnerUserActiveContract, (user, input) =>
    setPartnerUserActive(context, user, input),
  );
}
