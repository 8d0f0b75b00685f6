import {
  CRITERIA_OPERATORS,
  criteriaProblem,
  newRecordId,
  ORG_WIDE_DEFAULTS,
  unsetOrgWideDefault,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ErrorCode, envelopeSchema, okEnvelope } from '../../http/envelope.js';
import { listJobs } from '../jobs/index.js';
import { currentMetadata, resolveObject } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { parentField, rememberObjects } from './access-filter.js';
import { accessAdminOf, accessSettingsChanged, permissionChangeAudit } from './admin-guard.js';
import { ruleShareReason } from './group-names.js';
import { assertGroupOfOrg } from './group-references.js';
import { queueRuleJob, RULE_SHARES_JOB } from './rule-jobs.js';

const ruleBody = z.strictObject({
  id: z.string().min(1).max(64).optional(),
  objectApi: z.string().min(1).max(100),
  name: z.string().trim().min(1).max(100),
  kind: z.enum(['owner', 'criteria']),
  /** Owner-based: records owned by members of this group. */
  sourceGroup: z.string().max(80).optional(),
  /** Criteria-based: records matching every condition. */
  conditions: z
    .array(
      z.strictObject({
        field: z.string().min(1).max(100),
        operator: z.enum(CRITERIA_OPERATORS),
        value: z.string().max(500).default(''),
      }),
    )
    .max(10)
    .optional(),
  targetGroup: z.string().min(1).max(80),
  accessLevel: z.enum(['read', 'edit']),
});

/** Organisation-wide defaults and sharing rules; criteria rules recompute in the background. */
export function registerSharingAdminRoutes(app: FastifyInstance, context: ModuleContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { database } = context;
  const audit = permissionChangeAudit(context);

  api.post(
    '/access/owd/list',
    {
      schema: {
        summary: 'The organisation-wide default of every object',
        body: envelopeSchema(z.strictObject({})),
      },
    },
    async (request) => {
      const user = accessAdminOf(request);
      const snapshot = await currentMetadata(database);
      const rows = await database.db
        .selectFrom('access_owd')
        .selectAll()
        .where('org_id', '=', user.orgId)
        .execute();
      const byObject = new Map(rows.map((row) => [row.object_id, row.default_access]));
      return okEnvelope(
        snapshot.objects.map((object) => ({
          objectApi: object.apiName,
          label: object.label,
          defaultAccess: byObject.get(object.id) ?? unsetOrgWideDefault(parentField(object) !== undefined),
          hasParent: parentField(object) !== undefined,
        })),
        request.id,
      );
    },
  );

  api.post(
    '/access/owd/save',
    {
      schema: {
        summary:
          "Set an object's organisation-wide default (private, publicReadOnly, publicReadWrite, controlledByParent)",
        body: envelopeSchema(
          z.strictObject({ objectApi: z.string().min(1).max(100), defaultAccess: z.enum(ORG_WIDE_DEFAULTS) }),
        ),
      },
    },
    async (request) => {
      const user = accessAdminOf(request);
      const snapshot = await currentMetadata(database);
      rememberObjects(snapshot);
      const object = resolveObject(snapshot, { objectApi: request.body.body.objectApi });
      const defaultAccess = request.body.body.defaultAccess;
      if (defaultAccess === 'controlledByParent' && !parentField(object))
        throw new AppError(
          ErrorCode.BAD_REQUEST,
          `body.defaultAccess: ${object.label} has no parent record (master-detail field), so no parent can control it`,
        );
      await database.db
        .insertInto('access_owd')
        .values({ org_id: user.orgId, object_id: object.id, default_access: defaultAccess })
        .onConflict((conflict) =>
          conflict.columns(['org_id', 'object_id']).doUpdateSet({ default_access: defaultAccess }),
        )
        .execute();
      await audit(user, `owd:${object.apiName}`, { defaultAccess });
      accessSettingsChanged();
      return okEnvelope({ objectApi: object.apiName, defaultAccess }, request.id);
    },
  );

  api.post(
    '/access/sharingRule/list',
    {
      schema: {
        summary: 'Sharing rules, of one object or all',
        body: envelopeSchema(z.strictObject({ objectApi: z.string().max(100).optional() })),
      },
    },
    async (request) => {
      const user = accessAdminOf(request);
      let query = database.db.selectFrom('access_sharing_rule').selectAll().where('org_id', '=', user.orgId);
      if (request.body.body.objectApi) {
        const object = resolveObject(await currentMetadata(database), {
          objectApi: request.body.body.objectApi,
        });
        query = query.where('object_id', '=', object.id);
      }
      const rules = await query.orderBy('created_at').execute();
      return okEnvelope(
        rules.map((rule) => ({
          id: rule.id,
          objectId: rule.object_id,
          name: rule.name,
          kind: rule.kind,
          sourceGroup: rule.source_group,
          conditions: JSON.parse(rule.criteria_json) as unknown,
          targetGroup: rule.target_group,
          accessLevel: rule.access_level === 2 ? 'edit' : 'read',
          revision: rule.revision,
        })),
        request.id,
      );
    },
  );

  api.post(
    '/access/sharingRule/save',
    {
      schema: {
        summary:
          'Create or change an owner-based or criteria-based sharing rule; existing records are recomputed in the background',
        body: envelopeSchema(ruleBody),
      },
    },
    async (request) => {
      const user = accessAdminOf(request);
      const body = request.body.body;
      const object = resolveObject(await currentMetadata(database), { objectApi: body.objectApi });
      await assertGroupOfOrg(database, user.orgId, body.targetGroup, 'body.targetGroup');
      if (body.kind === 'owner') {
        if (!body.sourceGroup)
          throw new AppError(
            ErrorCode.BAD_REQUEST,
            'body.sourceGroup: an owner-based rule needs the group whose records it shares',
          );
        const source = await assertGroupOfOrg(database, user.orgId, body.sourceGroup, 'body.sourceGroup');
        if (source.kind === 'partner')
          throw new AppError(ErrorCode.BAD_REQUEST, 'body.sourceGroup: choose a user, role or public group');
      } else {
        const problem = criteriaProblem(
          body.conditions ?? [],
          (api) => !!object.fieldsByApi.get(api.toLowerCase())?.columnName,
        );
        if (problem) throw new AppError(ErrorCode.BAD_REQUEST, `body.${problem}`);
      }
      const now = context.now();
      const values = {
        name: body.name,
        kind: body.kind,
        source_group: body.kind === 'owner' ? (body.sourceGroup ?? null) : null,
        criteria_json: JSON.stringify(body.kind === 'criteria' ? (body.conditions ?? []) : []),
        target_group: body.targetGroup,
        access_level: body.accessLevel === 'edit' ? 2 : 1,
      };
      let ruleId = body.id ?? '';
      let revision = 1;
      let previous: { kind: string; revision: number } | undefined;
      if (body.id) {
        const existing = await database.db
          .selectFrom('access_sharing_rule')
          .selectAll()
          .where('id', '=', body.id)
          .where('org_id', '=', user.orgId)
          .executeTakeFirst();
        if (!existing)
          throw new AppError(ErrorCode.NOT_FOUND, `body.id: sharing rule "${body.id}" was not found`);
        if (existing.object_id !== object.id)
          throw new AppError(
            ErrorCode.BAD_REQUEST,
            'body.objectApi: a rule cannot move to another object; make a new one',
          );
        previous = existing;
        revision = existing.revision + 1;
        await database.db
          .updateTable('access_sharing_rule')
          .set({ ...values, revision })
          .where('id', '=', body.id)
          .execute();
      } else {
        ruleId = newRecordId('0sr', now.getTime());
        await database.db
          .insertInto('access_sharing_rule')
          .values({
            id: ruleId,
            org_id: user.orgId,
            object_id: object.id,
            ...values,
            revision,
            created_at: now.toISOString(),
          })
          .execute();
      }
      // Owner-based rules are read live by the filter; criteria-based ones are written as shares by a job.
      if (body.kind === 'criteria')
        await queueRuleJob(
          database,
          {
            orgId: user.orgId,
            ruleId,
            reason: ruleShareReason(ruleId, revision),
            objectId: object.id,
            action: 'apply',
          },
          now,
          user.userId,
        );
      if (previous?.kind === 'criteria')
        await queueRuleJob(
          database,
          {
            orgId: user.orgId,
            ruleId,
            reason: ruleShareReason(ruleId, previous.revision),
            objectId: object.id,
            action: 'remove',
          },
          now,
          user.userId,
        );
      await audit(user, `sharingRule:${ruleId}`, { objectApi: object.apiName, ...values });
      accessSettingsChanged();
      return okEnvelope({ id: ruleId, revision, recomputing: body.kind === 'criteria' }, request.id);
    },
  );

  api.post(
    '/access/sharingRule/delete',
    {
      schema: {
        summary: 'Delete a sharing rule; its shares are removed in the background',
        body: envelopeSchema(z.strictObject({ id: z.string().min(1).max(64) })),
      },
    },
    async (request) => {
      const user = accessAdminOf(request);
      const rule = await database.db
        .selectFrom('access_sharing_rule')
        .selectAll()
        .where('id', '=', request.body.body.id)
        .where('org_id', '=', user.orgId)
        .executeTakeFirst();
      if (!rule)
        throw new AppError(
          ErrorCode.NOT_FOUND,
          `body.id: sharing rule "${request.body.body.id}" was not found`,
        );
      await database.db.deleteFrom('access_sharing_rule').where('id', '=', rule.id).execute();
      if (rule.kind === 'criteria')
        await queueRuleJob(
          database,
          {
            orgId: user.orgId,
            ruleId: rule.id,
            reason: ruleShareReason(rule.id, rule.revision),
            objectId: rule.object_id,
            action: 'remove',
          },
          context.now(),
          user.userId,
        );
      await audit(user, `sharingRule:${rule.id}`, { deleted: true });
      accessSettingsChanged();
      return okEnvelope({ id: rule.id, deleted: true }, request.id);
    },
  );

  api.post(
    '/access/job/list',
    {
      schema: {
        summary: 'Background recomputations of sharing, newest first',
        body: envelopeSchema(z.strictObject({})),
      },
    },
    async (request) => {
      const user = accessAdminOf(request);
      const jobs = await listJobs(database, { orgId: user.orgId, types: [RULE_SHARES_JOB], limit: 50 });
      return okEnvelope(
        jobs.map((job) => {
          const payload = (job.payload ?? {}) as { ruleId?: unknown; action?: unknown };
          return {
            id: job.id,
            ruleId: String(payload.ruleId ?? ''),
            action: String(payload.action ?? ''),
            status: job.status,
            processed: job.progress.done,
            attempts: job.attempts,
            error: job.lastError,
            updatedAt: job.updatedAt,
          };
        }),
        request.id,
      );
    },
  );
}
