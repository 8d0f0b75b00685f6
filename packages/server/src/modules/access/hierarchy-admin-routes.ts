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
import { changeRoute } from '../../http/change-route.js';
import { contractSchema } from '../../http/contract-route.js';
import { okEnvelope } from '../../http/envelope.js';
import type { ModuleContext } from '../module.js';
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
      database.db
        .selectFrom('app_user')
        .select(['id', 'name', 'role_id', 'profile_id'])
        .where('org_id', '=', user.orgId)
        .execute(),
    ]);
    return okEnvelope(
      roles.map((role) => ({
        id: role.id,
        name: role.name,
        parentRoleId: role.parent_role_id,
        // Stored as written by saveRole: 'read' or 'edit'.
        subordinateAccess: role.subordinate_access as 'read' | 'edit',
        users: users
          .filter((person) => person.role_id === role.id)
          .map((person) => ({ id: person.id, name: person.name })),
      })),
      request.id,
    );
  });

  api.post(listUsersContract.path, { schema: contractSchema(listUsersContract) }, async (request) => {
    const user = accessAdminOf(request);
    const rows = await database.db
      .selectFrom('app_user')
      .select([
        'id',
        'name',
        'email',
        'profile_id',
        'role_id',
        'is_partner',
        'partner_account_id',
        'is_active',
      ])
      .where('org_id', '=', user.orgId)
      // A client pool's queue user owns the pooled records; it is no person an administrator manages.
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('client_pool').select('id').whereRef('client_pool.queue_user_id', '=', 'app_user.id'),
          ),
        ),
      )
      .orderBy('name')
      .execute();
    return okEnvelope(
      rows.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        profileId: row.profile_id,
        roleId: row.role_id,
        isPartner: row.is_partner === 1,
        partnerAccountId: row.partner_account_id,
        isActive: row.is_active === 1,
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

  changeRoute(app, saveRoleContract, (user, input) => saveRole(context, user, input));
  changeRoute(app, deleteRoleContract, (user, input) => deleteRole(context, user, input));
  changeRoute(app, assignUserContract, (user, input) => assignUser(context, user, input));
  changeRoute(app, saveGroupContract, (user, input) => saveGroup(context, user, input));
}
