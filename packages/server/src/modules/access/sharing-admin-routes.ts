import {
  deleteSharingRuleContract,
  listOwdContract,
  listRuleJobsContract,
  listSharingRulesContract,
  type OrgWideDefault,
  saveOwdContract,
  saveSharingRuleContract,
  unsetOrgWideDefault,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractSchema } from '../../http/contract-route.js';
import { okEnvelope } from '../../http/envelope.js';
import { listJobs } from '../jobs/index.js';
import { currentMetadata, resolveObject } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { auditedChangeRoute } from '../setup-audit/index.js';
import { parentField } from './access-filter.js';
import { accessAdminOf } from './admin-guard.js';
import { deleteSharingRule } from './changes/delete-sharing-rule.js';
import { saveOwd } from './changes/save-owd.js';
import { saveSharingRule } from './changes/save-sharing-rule.js';
import { parseConditions, RULE_SHARES_JOB } from './rule-jobs.js';

/** Organisation-wide defaults and sharing rules; criteria rules recompute in the background. */
export function registerSharingAdminRoutes(app: FastifyInstance, context: ModuleContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { database } = context;

  api.post(listOwdContract.path, { schema: contractSchema(listOwdContract) }, async (request) => {
    const user = accessAdminOf(request);
    const snapshot = await currentMetadata(database);
    const rows = await database.db
      .selectFrom('access_owd')
      .selectAll()
      .where('org_id', '=', user.orgId)
      .execute();
    const byObject = new Map(rows.map((row) => [row.object_id, row.default_access as OrgWideDefault]));
    return okEnvelope(
      snapshot.objects.map((object) => ({
        objectApi: object.apiName,
        label: object.label,
        defaultAccess:
          byObject.get(object.id) ?? unsetOrgWideDefault(parentField(object) !== undefined, object.apiName),
        hasParent: parentField(object) !== undefined,
      })),
      request.id,
    );
  });

  api.post(
    listSharingRulesContract.path,
    { schema: contractSchema(listSharingRulesContract) },
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
          // Stored as written by saveSharingRule.
          kind: rule.kind as 'owner' | 'criteria',
          sourceGroup: rule.source_group,
          conditions: parseConditions(rule.criteria_json),
          targetGroup: rule.target_group,
          accessLevel: rule.access_level === 2 ? ('edit' as const) : ('read' as const),
          revision: rule.revision,
        })),
        request.id,
      );
    },
  );

  api.post(listRuleJobsContract.path, { schema: contractSchema(listRuleJobsContract) }, async (request) => {
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
  });
  auditedChangeRoute(app, context, 'access', saveOwdContract, (user, input) => saveOwd(context, user, input));
  auditedChangeRoute(app, context, 'access', saveSharingRuleContract, (user, input) =>
    saveSharingRule(context, user, input),
  );
  auditedChangeRoute(app, context, 'access', deleteSharingRuleContract, (user, input) =>
    deleteSharingRule(context, user, input),
  );
}
