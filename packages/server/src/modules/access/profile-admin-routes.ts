import {
  BUILT_IN_PROFILES,
  type FieldAccessLevel,
  getObjectAccessContract,
  listProfilesContract,
  SESSION_TIMEOUT_CHOICES_MINUTES,
  saveFieldAccessContract,
  saveObjectPermissionsContract,
  saveProfileContract,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractSchema } from '../../http/contract-route.js';
import { okEnvelope } from '../../http/envelope.js';
import { currentMetadata, resolveObject } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { auditedChangeRoute } from '../setup-audit/index.js';
import { accessAdminOf } from './admin-guard.js';
import { appPermissionsOf } from './app-permission-store.js';
import { saveFieldAccess } from './changes/save-field-access.js';
import { saveObjectPermissions } from './changes/save-object-permissions.js';
import { saveProfile } from './changes/save-profile.js';
import { objectPermissionsFor } from './object-permissions.js';
import { profileSessionPolicy } from './session-policy-store.js';

/** Profiles: their object permissions, field-level security and session policy. */
export function registerProfileAdminRoutes(app: FastifyInstance, context: ModuleContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { database } = context;

  api.post(listProfilesContract.path, { schema: contractSchema(listProfilesContract) }, async (request) => {
    const user = accessAdminOf(request);
    const stored = await database.db
      .selectFrom('access_profile')
      .selectAll()
      .where('org_id', '=', user.orgId)
      .execute();
    const byId = new Map(stored.map((row) => [row.id, row]));
    const ids = new Set([...Object.keys(BUILT_IN_PROFILES), ...byId.keys()]);
    const list = [];
    for (const id of ids) {
      const policy = await profileSessionPolicy(database, user.orgId, id);
      list.push({
        id,
        name: byId.get(id)?.name ?? (BUILT_IN_PROFILES as Record<string, { name: string }>)[id]?.name ?? id,
        builtIn: id in BUILT_IN_PROFILES,
        sessionIdleMinutes: policy.idleMinutes,
        loginIpRanges: policy.ipRanges,
        appPermissions: await appPermissionsOf(database.db, user.orgId, id),
      });
    }
    return okEnvelope(
      { profiles: list, sessionTimeoutChoices: [...SESSION_TIMEOUT_CHOICES_MINUTES] },
      request.id,
    );
  });

  api.post(
    getObjectAccessContract.path,
    { schema: contractSchema(getObjectAccessContract) },
    async (request) => {
      const user = accessAdminOf(request);
      const object = resolveObject(await currentMetadata(database), {
        objectApi: request.body.body.objectApi,
      });
      const permissions = await objectPermissionsFor(
        database,
        { orgId: user.orgId, profileId: request.body.body.profileId },
        object.id,
      );
      const fieldRows = await database.db
        .selectFrom('access_field_permission')
        .select(['field_api', 'level'])
        .where('org_id', '=', user.orgId)
        .where('profile_id', '=', request.body.body.profileId)
        .where('object_id', '=', object.id)
        .execute();
      // Stored as written by saveFieldAccess: one of FIELD_ACCESS_LEVELS.
      const levels = new Map(fieldRows.map((row) => [row.field_api, row.level as FieldAccessLevel]));
      return okEnvelope(
        {
          objectApi: object.apiName,
          permissions,
          fields: object.fields
            .filter((field) => field.columnName)
            .map((field) => ({
              field: field.apiName,
              label: field.label,
              access: levels.get(field.apiName) ?? 'editable',
            })),
        },
        request.id,
      );
    },
  );

  auditedChangeRoute(app, context, 'access', saveProfileContract, (user, input) =>
    saveProfile(context, user, input),
  );
  auditedChangeRoute(app, context, 'access', saveObjectPermissionsContract, (user, input) =>
    saveObjectPermissions(context, user, input),
  );
  auditedChangeRoute(app, context, 'access', saveFieldAccessContract, (user, input) =>
    saveFieldAccess(context, user, input),
  );
}
