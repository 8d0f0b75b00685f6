import { newRecordId } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { requireUser } from '../../http/current-user.js';
import { AppError, ErrorCode, envelopeSchema, okEnvelope } from '../../http/envelope.js';
import { forgetCachedCallers } from '../auth/index.js';
import type { ModuleContext } from '../module.js';
import { rebuildAccessGraph, rolesUpward } from './access-graph.js';
import { accessAdminOf, accessSettingsChanged } from './admin-guard.js';
import { recordAuditEvent } from './audit-log.js';
import { assertGroupOfOrg } from './group-references.js';

const id = z.string().min(1).max(64);

/** Roles, users' roles and profiles, and public groups; every change rebuilds the organisation's access graph. */
export function registerHierarchyAdminRoutes(app: FastifyInstance, context: ModuleContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { database } = context;
  const changed = async (user: ReturnType<typeof requireUser>, target: string, detail: unknown) => {
    await rebuildAccessGraph(database, user.orgId);
    accessSettingsChanged();
    await recordAuditEvent(database, {
      orgId: user.orgId,
      at: context.now(),
      actorId: user.userId,
      kind: 'permission-change',
      target,
      detail,
    });
  };
  const roleOfOrg = async (orgId: string, roleId: string, where: string) => {
    const role = await database.db
      .selectFrom('access_role')
      .selectAll()
      .where('id', '=', roleId)
      .where('org_id', '=', orgId)
      .executeTakeFirst();
    if (!role) throw new AppError(ErrorCode.NOT_FOUND, `${where}: role "${roleId}" was not found`);
    return role;
  };

  api.post(
    '/access/role/list',
    {
      schema: {
        summary: 'The role hierarchy: every role with its parent and its users',
        body: envelopeSchema(z.strictObject({})),
      },
    },
    async (request) => {
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
          subordinateAccess: role.subordinate_access,
          users: users
            .filter((person) => person.role_id === role.id)
            .map((person) => ({ id: person.id, name: person.name })),
        })),
        request.id,
      );
    },
  );

  api.post(
    '/access/role/save',
    {
      schema: {
        summary:
          "Create or change a role: its name, its parent, and whether it may edit its subordinates' records",
        body: envelopeSchema(
          z.strictObject({
            id: id.optional(),
            name: z.string().trim().min(1).max(100),
            parentRoleId: id.nullable().optional(),
            subordinateAccess: z.enum(['read', 'edit']).optional(),
          }),
        ),
      },
    },
    async (request) => {
      const user = accessAdminOf(request);
      const body = request.body.body;
      const parent = body.parentRoleId ?? null;
      const roleId = body.id ?? newRecordId('00E', context.now().getTime());
      if (body.id) await roleOfOrg(user.orgId, body.id, 'body.id');
      if (parent) {
        await roleOfOrg(user.orgId, parent, 'body.parentRoleId');
        const roles = await database.db
          .selectFrom('access_role')
          .selectAll()
          .where('org_id', '=', user.orgId)
          .execute();
        const byId = new Map(roles.map((role) => [role.id, role]));
        if (rolesUpward(parent, byId).includes(roleId))
          throw new AppError(
            ErrorCode.BAD_REQUEST,
            'body.parentRoleId: a role cannot be placed below itself or one of its subordinates',
          );
      }
      const values = {
        name: body.name,
        parent_role_id: parent,
        subordinate_access: body.subordinateAccess ?? 'edit',
      };
      if (body.id)
        await database.db.updateTable('access_role').set(values).where('id', '=', body.id).execute();
      else
        await database.db
          .insertInto('access_role')
          .values({ id: roleId, org_id: user.orgId, ...values })
          .execute();
      await changed(user, `role:${roleId}`, values);
      return okEnvelope({ id: roleId }, request.id);
    },
  );

  api.post(
    '/access/role/delete',
    {
      schema: {
        summary: 'Delete a role that has no users and no roles below it',
        body: envelopeSchema(z.strictObject({ id })),
      },
    },
    async (request) => {
      const user = accessAdminOf(request);
      const role = await roleOfOrg(user.orgId, request.body.body.id, 'body.id');
      const child = await database.db
        .selectFrom('access_role')
        .select('id')
        .where('parent_role_id', '=', role.id)
        .executeTakeFirst();
      const member = await database.db
        .selectFrom('app_user')
        .select('id')
        .where('role_id', '=', role.id)
        .executeTakeFirst();
      if (child || member)
        throw new AppError(
          ErrorCode.TOAST_MESSAGE,
          `Role "${role.name}" still has ${child ? 'roles below it' : 'users'}: move them first`,
        );
      await database.db.deleteFrom('access_role').where('id', '=', role.id).execute();
      await changed(user, `role:${role.id}`, { deleted: true });
      return okEnvelope({ id: role.id, deleted: true }, request.id);
    },
  );

  api.post(
    '/access/user/list',
    {
      schema: {
        summary: 'The users of the organisation with their profile, role and partner account',
        body: envelopeSchema(z.strictObject({})),
      },
    },
    async (request) => {
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
              selectFrom('client_pool')
                .select('id')
                .whereRef('client_pool.queue_user_id', '=', 'app_user.id'),
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
    },
  );

  api.post(
    '/access/user/assign',
    {
      schema: {
        summary: "Set a user's role and/or profile",
        body: envelopeSchema(
          z.strictObject({ userId: id, roleId: id.nullable().optional(), profileId: id.optional() }),
        ),
      },
    },
    async (request) => {
      const user = accessAdminOf(request);
      const body = request.body.body;
      const target = await database.db
        .selectFrom('app_user')
        .select(['id', 'is_partner'])
        .where('id', '=', body.userId)
        .where('org_id', '=', user.orgId)
        .executeTakeFirst();
      if (!target)
        throw new AppError(ErrorCode.NOT_FOUND, `body.userId: user "${body.userId}" was not found`);
      const set: { role_id?: string | null; profile_id?: string } = {};
      if (body.roleId !== undefined) {
        if (body.roleId !== null) await roleOfOrg(user.orgId, body.roleId, 'body.roleId');
        set.role_id = body.roleId;
      }
      if (body.profileId !== undefined) set.profile_id = body.profileId;
      if (Object.keys(set).length === 0)
        throw new AppError(ErrorCode.BAD_REQUEST, 'body: give roleId or profileId to change');
      await database.db.updateTable('app_user').set(set).where('id', '=', target.id).execute();
      // The caller's profile and role travel with a resolved session: resolve it afresh.
      forgetCachedCallers(database);
      await changed(user, `user:${target.id}`, set);
      return okEnvelope({ ...body, userId: target.id }, request.id);
    },
  );

  api.post(
    '/access/group/list',
    { schema: { summary: 'Public groups and their members', body: envelopeSchema(z.strictObject({})) } },
    async (request) => {
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
    },
  );

  api.post(
    '/access/group/save',
    {
      schema: {
        summary:
          'Create or change a public group; members are user:<id>, role:<id>, roleSub:<id> or group:<id>',
        body: envelopeSchema(
          z.strictObject({
            id: id.optional(),
            name: z.string().trim().min(1).max(100),
            members: z.array(z.string().max(80)).max(500),
          }),
        ),
      },
    },
    async (request) => {
      const user = accessAdminOf(request);
      const body = request.body.body;
      const groupId = body.id ?? newRecordId('00G', context.now().getTime());
      if (body.id) {
        const found = await database.db
          .selectFrom('access_public_group')
          .select('id')
          .where('id', '=', body.id)
          .where('org_id', '=', user.orgId)
          .executeTakeFirst();
        if (!found) throw new AppError(ErrorCode.NOT_FOUND, `body.id: group "${body.id}" was not found`);
      }
      for (const [index, member] of body.members.entries()) {
        const parsed = await assertGroupOfOrg(database, user.orgId, member, `body.members[${index}]`);
        if (parsed.kind === 'partner')
          throw new AppError(
            ErrorCode.BAD_REQUEST,
            `body.members[${index}]: partner accounts are shared with directly, not through groups`,
          );
      }
      await database.db.transaction().execute(async (trx) => {
        if (body.id)
          await trx
            .updateTable('access_public_group')
            .set({ name: body.name })
            .where('id', '=', groupId)
            .execute();
        else
          await trx
            .insertInto('access_public_group')
            .values({ id: groupId, org_id: user.orgId, name: body.name })
            .execute();
        await trx.deleteFrom('access_public_group_member').where('group_id', '=', groupId).execute();
        const unique = [...new Set(body.members)];
        if (unique.length)
          await trx
            .insertInto('access_public_group_member')
            .values(unique.map((member) => ({ group_id: groupId, member })))
            .execute();
      });
      await changed(user, `group:${groupId}`, { name: body.name, members: body.members });
      return okEnvelope({ id: groupId }, request.id);
    },
  );
}
