import { checkPasswordPolicy, describePasswordProblems, newRecordId, SystemPrefix } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/database.js';
import { type CurrentUser, requireUser } from '../../http/current-user.js';
import { AppError, ErrorCode, envelopeSchema, okEnvelope } from '../../http/envelope.js';
import { DEFAULT_USER_SETUP, hashPassword, revokeAllSessions } from '../auth/index.js';
import { currentMetadata, findObject } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { rebuildAccessGraph } from './access-graph.js';
import { accessAdminOf, permissionChangeAudit } from './admin-guard.js';

const recordId = z.string().min(1).max(64);

/** The partner profile new external users get. */
const PARTNER_PROFILE = 'partner_user';

export interface ExternalUser {
  id: string;
  name: string;
  email: string;
  isActive: boolean;
  profileId: string;
}

/**
 * A partner account is a record (an Account) of the organisation: its name,
 * or a refusal that reads exactly like a missing record, so a guessed id
 * tells nothing.
 */
async function partnerAccountRecord(database: DatabaseHandle, orgId: string, id: string) {
  const object = findObject(await currentMetadata(database), { recordId: id });
  const row = object
    ? await sql<{ id: string; name: string | null }>`select t.id, t.name from ${sql.table(object.tableName)} t
        join app_user u on u.id = t.ownerid
        where t.id = ${id} and t.is_deleted = 0 and u.org_id = ${orgId}`
        .execute(database.db)
        .then((result) => result.rows[0])
    : undefined;
  if (!object || !row) throw new AppError(ErrorCode.NOT_FOUND, `No record has the id "${id}"`);
  return { id: row.id, name: row.name ?? '', objectApi: object.apiName, objectLabel: object.label };
}

async function externalUsersOf(database: DatabaseHandle, orgId: string, accountId: string) {
  const rows = await database.db
    .selectFrom('app_user')
    .select(['id', 'name', 'email', 'is_active', 'profile_id'])
    .where('org_id', '=', orgId)
    .where('is_partner', '=', 1)
    .where('partner_account_id', '=', accountId)
    .orderBy('name')
    .execute();
  return rows.map(
    (row): ExternalUser => ({
      id: row.id,
      name: row.name,
      email: row.email,
      isActive: row.is_active === 1,
      profileId: row.profile_id,
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
  const audit = permissionChangeAudit(context);

  api.post(
    '/partnerAccount/detail',
    {
      schema: {
        summary: "A partner account and its partner users: a partner user's own, or any for an administrator",
        body: envelopeSchema(z.strictObject({ partnerAccountId: recordId.optional() })),
      },
    },
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
    '/externalUsers/list',
    {
      schema: {
        summary: 'The partner users of a record (an account used as a partner account); administrators only',
        body: envelopeSchema(z.strictObject({ recordId })),
      },
    },
    async (request) => {
      const user = accessAdminOf(request);
      const account = await partnerAccountRecord(database, user.orgId, request.body.body.recordId);
      return okEnvelope(
        { record: account, users: await externalUsersOf(database, user.orgId, account.id) },
        request.id,
      );
    },
  );

  api.post(
    '/externalUsers/enable',
    {
      schema: {
        summary:
          'Creates a partner user of the record: partner profile, the given first password, to be changed at first sign-in',
        body: envelopeSchema(
          z.strictObject({
            recordId,
            name: z.string().trim().min(1).max(100),
            email: z.string().trim().toLowerCase().email().max(254),
            password: z.string().min(1).max(256),
          }),
        ),
      },
    },
    async (request) => {
      const user = accessAdminOf(request);
      const body = request.body.body;
      const account = await partnerAccountRecord(database, user.orgId, body.recordId);
      const problems = checkPasswordPolicy({ password: body.password, email: body.email });
      if (problems.length > 0)
        throw new AppError(ErrorCode.BAD_REQUEST, `body.password: ${describePasswordProblems(problems)}`);
      const taken = await database.db
        .selectFrom('app_user')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['email']), '=', body.email))
        .executeTakeFirst();
      if (taken)
        throw new AppError(ErrorCode.BAD_REQUEST, `body.email: a user with ${body.email} exists already`);
      const id = newRecordId(SystemPrefix.user, context.now().getTime());
      await database.db
        .insertInto('app_user')
        .values({
          id,
          org_id: user.orgId,
          email: body.email,
          name: body.name,
          password_hash: await hashPassword(body.password),
          language: '',
          country_code: '',
          currency_code: '',
          time_zone: '',
          is_partner: 1,
          partner_account_id: account.id,
          profile_id: PARTNER_PROFILE,
          role_id: null,
          is_active: 1,
          must_change_password: 1,
          failed_login_count: 0,
          locked_until: null,
          password_changed_at: context.now().toISOString(),
          setup_json: JSON.stringify(DEFAULT_USER_SETUP),
          created_at: context.now().toISOString(),
        })
        .execute();
      await rebuildAccessGraph(database, user.orgId);
      await audit(user, `user:${id}`, { partnerUserOf: account.id, email: body.email });
      return okEnvelope({ id, name: body.name, email: body.email, isActive: true }, request.id);
    },
  );

  api.post(
    '/externalUsers/setActive',
    {
      schema: {
        summary: 'Turns a partner user off (ending their sessions) or on again',
        body: envelopeSchema(z.strictObject({ userId: recordId, active: z.boolean() })),
      },
    },
    async (request) => {
      const user = accessAdminOf(request);
      const { userId, active } = request.body.body;
      const target = await database.db
        .selectFrom('app_user')
        .select(['id', 'partner_account_id'])
        .where('id', '=', userId)
        .where('org_id', '=', user.orgId)
        .where('is_partner', '=', 1)
        .executeTakeFirst();
      if (!target)
        throw new AppError(ErrorCode.NOT_FOUND, `body.userId: no partner user has the id "${userId}"`);
      await database.db
        .updateTable('app_user')
        .set({ is_active: active ? 1 : 0 })
        .where('id', '=', target.id)
        .execute();
      if (!active) await revokeAllSessions(database, target.id, context.now());
      await audit(user, `user:${target.id}`, { active });
      return okEnvelope({ userId: target.id, isActive: active }, request.id);
    },
  );
}
