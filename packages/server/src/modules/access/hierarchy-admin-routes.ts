import {
  assignUserContract,
  deleteRoleContract,
  listGroupsContract,
  listRolesContract,
  listUsersContract,
  saveGroupContract,
  saveRoleContract,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractSchema } from '../../http/contract-route.js';
import { okEnvelope } from '../../http/envelope.js';
import { usersOfOrg } from '../auth/index.js';
import { poolQueueUserIdsOfOrg } from '../client-pools/index.js';
import type { ModuleContext } from '../module.js';
import { auditedChangeRoute } from '../setup-audit/index.js';
import { accessAdminOf } from './admin-guard.js';
import { assignUser } from './changes/assign-user.js';
import { deleteRole } from './changes/delete-role.js';
import { saveGroup } from './changes/save-group.js';
import { saveRole } from './changes/save-role.js';

/**
 * Roles, users' roles and profiles, and public groups; every change (changes/)
 * rebuilds the organisation's access graph.
 */
export function registerHierarchyAdminRoutes(app: FastifyInstance, context: ModuleContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { database } = context;

  api.post(listRolesContract.path, { schema: contractSchema(listRolesContract) }, async (request) => {
    const user = accessAdminOf(request);
    const [roles, users] = await Promise.all([
      database.db
        .selectFrom('access_role')
        .selectAll()
        .where('org_id', '=', user.orgId)
        .orderBy('name')
        .execute(),
      usersOfOrg(database, user.orgId),
    ]);
    return okEnvelope(
      roles.map((role) => ({
        id: role.id,
        name: role.name,
        parentRoleId: role.parent_role_id,
        // Stored as written by saveRole: 'read' or 'edit'.
        subordinateAccess: role.subordinate_access as 'read' | 'edit',
        users: users
          .filter((person) => person.roleId === role.id)
          .map((person) => ({ id: person.id, name: person.name })),
      })),
      request.id,
    );
  });

  api.post(listUsersContract.path, { schema: contractSchema(listUsersContract) }, async (request) => {
    const user = accessAdminOf(request);
    const [users, queueUsers] = await Promise.all([
      usersOfOrg(database, user.orgId),
      poolQueueUserIdsOfOrg(database, user.orgId),
    ]);
    return okEnvelope(
      users
        // A client pool's queue user owns the pooled records; it is no person an administrator manages.
        .filter((row) => !queueUsers.has(row.id))
        .map((row) => ({
          id: row.id,
          name: row.name,
          email: row.email,
          profileId: row.profileId,
          roleId: row.roleId,
          isPartner: row.isPartner,
          partnerAccountId: row.partnerAccountId,
          isActive: row.isActive,
        })),
      request.id,
    );
  });

  api.post(listGroupsContract.path, { schema: contractSchema(listGroupsContract) }, async (request) => {
    const user = accessAdminOf(request);
    const groups = await database.db
      .selectFrom('access_public_group')
      .selectAll()
      .where('org_id', '=', user.orgId)
      .orderBy('name')
      .execute();
    const members = groups.length
      ? await database.db
          .selectFrom('access_public_group_member')
          .selectAll()
          .where(
            'group_id',
            'in',
            groups.map((group) => group.id),
          )
          .execute()
      : [];
    return okEnvelope(
      groups.map((group) => ({
        id: group.id,
        name: group.name,
        members: members.filter((m) => m.group_id === group.id).map((m) => m.member),
      })),
      request.id,
    );
  });

  auditedChangeRoute(app, context, 'access', saveRoleContract, (user, input) =>
    saveRole(context, user, input),
  );
  auditedChangeRoute(app, context, 'access', deleteRoleContract, (user, input) =>
    deleteRole(context, user, input),
  );
  auditedChangeRoute(app, context, 'access', assignUserContract, (user, input) =>
    assignUser(context, user, input),
  );
  auditedChangeRoute(app, context, 'access', saveGroupContract, (user, input) =>
    saveGroup(context, user, input),
  );
}
