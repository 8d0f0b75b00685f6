import {
  APP_PERMISSIONS,
  BUILT_IN_PROFILES,
  FIELD_ACCESS_LEVELS,
  isSessionTimeoutChoice,
  normaliseObjectPermissions,
  parseIpRange,
  SESSION_TIMEOUT_CHOICES_MINUTES,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ErrorCode, envelopeSchema, okEnvelope } from '../../http/envelope.js';
import { currentMetadata, resolveObject } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { accessAdminOf, accessSettingsChanged, permissionChangeAudit } from './admin-guard.js';
import { appPermissionsOf, saveAppPermissions } from './app-permission-store.js';
import { objectPermissionsFor } from './object-permissions.js';
import { profileSessionPolicy } from './session-policy-store.js';

const profileId = z.string().regex(/^[a-z][a-z0-9_]{1,62}$/, 'lower-case letters, digits and _');
const objectRef = z.string().min(1).max(100);
const appPermissionsChange = z
  .strictObject(Object.fromEntries(APP_PERMISSIONS.map((name) => [name, z.boolean().optional()])))
  .optional();

/** Profiles: their object permissions, field-level security and session policy. */
export function registerProfileAdminRoutes(app: FastifyInstance, context: ModuleContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { database } = context;
  const audit = permissionChangeAudit(context);

  api.post(
    '/access/profile/list',
    {
      schema: {
        summary: 'The profiles of the organisation, built-in ones included',
        body: envelopeSchema(z.strictObject({})),
      },
    },
    async (request) => {
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
        { profiles: list, sessionTimeoutChoices: SESSION_TIMEOUT_CHOICES_MINUTES },
        request.id,
      );
    },
  );

  api.post(
    '/access/profile/save',
    {
      schema: {
        summary:
          "Create or change a profile's name, session policy (idle timeout, sign-in IP ranges) and report and developer-space permissions",
        body: envelopeSchema(
          z.strictObject({
            id: profileId,
            name: z.string().trim().min(1).max(100),
            sessionIdleMinutes: z.number().int().nullable().optional(),
            loginIpRanges: z.array(z.string().max(64)).max(50).optional(),
            appPermissions: appPermissionsChange,
          }),
        ),
      },
    },
    async (request) => {
      const user = accessAdminOf(request);
      const body = request.body.body;
      const idle = body.sessionIdleMinutes ?? null;
      if (idle !== null && !isSessionTimeoutChoice(idle))
        throw new AppError(
          ErrorCode.BAD_REQUEST,
          `body.sessionIdleMinutes: choose one of ${SESSION_TIMEOUT_CHOICES_MINUTES.join(', ')} minutes`,
        );
      for (const [index, range] of (body.loginIpRanges ?? []).entries()) {
        const parsed = parseIpRange(range);
        if (!parsed.ok)
          throw new AppError(ErrorCode.BAD_REQUEST, `body.loginIpRanges[${index}]: ${parsed.reason}`);
      }
      const values = {
        org_id: user.orgId,
        id: body.id,
        name: body.name,
        session_idle_minutes: idle,
        login_ip_ranges: JSON.stringify(body.loginIpRanges ?? []),
        updated_at: context.now().toISOString(),
      };
      await database.db
        .insertInto('access_profile')
        .values(values)
        .onConflict((conflict) =>
          conflict.columns(['org_id', 'id']).doUpdateSet({
            name: values.name,
            session_idle_minutes: values.session_idle_minutes,
            login_ip_ranges: values.login_ip_ranges,
            updated_at: values.updated_at,
          }),
        )
        .execute();
      if (body.appPermissions) await saveAppPermissions(database, user.orgId, body.id, body.appPermissions);
      await audit(user, `profile:${body.id}`, {
        sessionIdleMinutes: idle,
        loginIpRanges: body.loginIpRanges ?? [],
        ...(body.appPermissions ? { appPermissions: body.appPermissions } : {}),
      });
      accessSettingsChanged();
      return okEnvelope({ id: body.id }, request.id);
    },
  );

  api.post(
    '/access/profile/getObjectAccess',
    {
      schema: {
        summary: "A profile's object permissions and field-level security on one object",
        body: envelopeSchema(z.strictObject({ profileId, objectApi: objectRef })),
      },
    },
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
      const levels = new Map(fieldRows.map((row) => [row.field_api, row.level]));
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

  api.post(
    '/access/profile/saveObjectPermissions',
    {
      schema: {
        summary:
          "Set a profile's object permissions (read, create, edit, delete, view all, modify all) on one object",
        body: envelopeSchema(
          z.strictObject({
            profileId,
            objectApi: objectRef,
            read: z.boolean(),
            create: z.boolean(),
            edit: z.boolean(),
            delete: z.boolean(),
            viewAll: z.boolean(),
            modifyAll: z.boolean(),
          }),
        ),
      },
    },
    async (request) => {
      const user = accessAdminOf(request);
      const { profileId: profile, objectApi, ...given } = request.body.body;
      const object = resolveObject(await currentMetadata(database), { objectApi });
      const permissions = normaliseObjectPermissions(given);
      const row = {
        can_read: permissions.read ? 1 : 0,
        can_create: permissions.create ? 1 : 0,
        can_edit: permissions.edit ? 1 : 0,
        can_delete: permissions.delete ? 1 : 0,
        view_all: permissions.viewAll ? 1 : 0,
        modify_all: permissions.modifyAll ? 1 : 0,
      };
      await database.db
        .insertInto('access_object_permission')
        .values({ org_id: user.orgId, profile_id: profile, object_id: object.id, ...row })
        .onConflict((conflict) => conflict.columns(['org_id', 'profile_id', 'object_id']).doUpdateSet(row))
        .execute();
      await audit(user, `profile:${profile}`, { object: object.apiName, permissions });
      accessSettingsChanged();
      return okEnvelope({ profileId: profile, objectApi: object.apiName, permissions }, request.id);
    },
  );

  api.post(
    '/access/profile/saveFieldAccess',
    {
      schema: {
        summary:
          'Set field-level security (hidden, readOnly, editable) of fields of one object for a profile',
        body: envelopeSchema(
          z.strictObject({
            profileId,
            objectApi: objectRef,
            fields: z
              .array(
                z.strictObject({ field: z.string().min(1).max(100), access: z.enum(FIELD_ACCESS_LEVELS) }),
              )
              .min(1)
              .max(500),
          }),
        ),
      },
    },
    async (request) => {
      const user = accessAdminOf(request);
      const { profileId: profile, objectApi, fields } = request.body.body;
      const object = resolveObject(await currentMetadata(database), { objectApi });
      for (const [index, entry] of fields.entries()) {
        const field = object.fieldsByApi.get(entry.field.toLowerCase());
        if (!field?.columnName)
          throw new AppError(
            ErrorCode.BAD_REQUEST,
            `body.fields[${index}]: ${object.label} has no stored field "${entry.field}"`,
          );
        if ((field.apiName === 'id' || field.apiName === 'name') && entry.access !== 'editable')
          throw new AppError(
            ErrorCode.BAD_REQUEST,
            `body.fields[${index}]: ${field.label} identifies the record and cannot be ${entry.access}`,
          );
        if (field.required && entry.access === 'hidden')
          throw new AppError(
            ErrorCode.BAD_REQUEST,
            `body.fields[${index}]: ${field.label} is required and cannot be hidden`,
          );
      }
      await database.db.transaction().execute(async (trx) => {
        for (const entry of fields) {
          const api = object.fieldsByApi.get(entry.field.toLowerCase())?.apiName ?? entry.field;
          await trx
            .deleteFrom('access_field_permission')
            .where('org_id', '=', user.orgId)
            .where('profile_id', '=', profile)
            .where('object_id', '=', object.id)
            .where('field_api', '=', api)
            .execute();
          if (entry.access !== 'editable')
            await trx
              .insertInto('access_field_permission')
              .values({
                org_id: user.orgId,
                profile_id: profile,
                object_id: object.id,
                field_api: api,
                level: entry.access,
              })
              .execute();
        }
      });
      await audit(user, `profile:${profile}`, { object: object.apiName, fields });
      accessSettingsChanged();
      return okEnvelope(
        { profileId: profile, objectApi: object.apiName, changed: fields.length },
        request.id,
      );
    },
  );
}
