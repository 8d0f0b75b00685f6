import {
  APPROVAL_MANUAL_CODE,
  approveContract,
  batchApproveContract,
  batchReassignContract,
  checkApprovalCriteriaContract,
  deleteApprovalProcessContract,
  getApprovalActionRunsContract,
  getApprovalHistoryContract,
  getApprovalListContract,
  getApprovalNotificationsContract,
  getApprovalProcessesContract,
  getApprovalRequestContract,
  getApprovalSettingsContract,
  getApprovalSetupContract,
  getApproversContract,
  getGotoApprovalPreviewContract,
  markApprovalNotificationsContract,
  reassignApprovalContract,
  recallApprovalContract,
  rejectContract,
  rerunApprovalActionContract,
  saveApprovalDelegateContract,
  saveApprovalNoticeSettingsContract,
  saveApprovalProcessContract,
  submitApprovalContract,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractSchema } from '../../http/contract-route.js';
import { requireUser } from '../../http/current-user.js';
import { AppError, ErrorCode, okEnvelope } from '../../http/envelope.js';
import { automationTemplateProblem } from '../mail/index.js';
import { currentMetadata, resolveObject } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { recordPermissions } from '../records/index.js';
import { registerApprovalJobs } from './actions.js';
import { isAdministrator } from './administrators.js';
import { registerAlertMail } from './alert-mail.js';
import {
  approvalHistory,
  approvalList,
  approvalPreview,
  markNotifications,
  mayReadApprovals,
  notificationsOf,
  recordLabel,
} from './center-store.js';
import { decideApproval, eachRecord, reassignApproval, recallApproval } from './decide-approval.js';
import { pushNotices, registerNoticeMail } from './notices.js';
import { approverCandidates, publicGroupsOfOrg, rolesOfOrg } from './people.js';
import {
  criteriaProblem,
  deleteProcess,
  hasActiveApprovalProcess,
  processesOf,
  saveProcess,
} from './process-store.js';
import { latestRequestOf, toRequestView } from './request-store.js';
import { processActionRuns, rerunApprovalAction } from './rerun-action.js';
import { approvalSettingsOf, saveDelegate, saveNoticeSettings } from './settings-store.js';
import { type EngineContext, submitForApproval, visibleRecord } from './submit-approval.js';

/**
 * Approvals: submit a record (spec 2 §4 saveandapproval, §7 approval/submitApproval),
 * the approver's decision, the record's request, and the processes an
 * administrator sets up per object.
 */
export async function approvalsModule(app: FastifyInstance, context: ModuleContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  registerApprovalJobs(context.jobs, context.database, context.now);
  registerNoticeMail(context);
  registerAlertMail(context, async (recordId) => {
    const label = await recordLabel(context.database, await currentMetadata(context.database), recordId);
    return `${label.objectLabel} ${label.name}`.trim();
  });
  /**
   * Runs an engine call, then pushes the notices it wrote (its transaction has
   * committed by then). A push that fails leaves them for the next call and
   * the bell's own read; the decision stands either way.
   */
  const engineCall = async <T>(work: (engine: EngineContext) => Promise<T>): Promise<T> => {
    try {
      return await work({ database: context.database, jobs: context.jobs, now: context.now() });
    } finally {
      await pushNotices(context).catch((error: unknown) =>
        app.log.warn({ err: error }, 'approval notices were not pushed; the next approval call tries again'),
      );
    }
  };

  api.post(
    submitApprovalContract.path,
    { schema: contractSchema(submitApprovalContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      const body = request.body.body;
      const answer = await engineCall((engine) =>
        submitForApproval(engine, user, {
          relatedId: body.relatedId,
          comments: body.comments ?? '',
          approverId: body.approverId,
        }),
      );
      if (answer.kind === 'manual')
        return {
          result: true,
          returnCode: APPROVAL_MANUAL_CODE,
          returnInfo: `"${answer.process.name}" asks you to choose the approver`,
          data: answer.process,
          requestId: request.id,
        };
      return okEnvelope(
        answer.request,
        request.id,
        `Submitted for approval to ${answer.request.approver.name}`,
      );
    },
  );

  for (const [contract, status] of [
    [approveContract, 'approved'],
    [rejectContract, 'rejected'],
  ] as const) {
    api.post(contract.path, { schema: contractSchema(contract) }, async (request) => {
      const user = requireUser(request.currentUser);
      const body = request.body.body;
      return okEnvelope(
        await engineCall((engine) =>
          decideApproval(engine, user, { relatedId: body.relatedId, comments: body.comments ?? '', status }),
        ),
        request.id,
      );
    });
  }

  api.post(
    getApprovalRequestContract.path,
    { schema: contractSchema(getApprovalRequestContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      const { relatedId } = request.body.body;
      const { object, row } = await visibleRecord(context.database, user, relatedId);
      const latest = await latestRequestOf(context.database, user.orgId, relatedId);
      const canSubmit =
        latest?.status !== 'pending' &&
        object.features.approvals &&
        (await hasActiveApprovalProcess(context.database, user.orgId, object.id)) &&
        (await recordPermissions(context.database, user, object, row)).isEdit;
      return okEnvelope(
        { request: latest ? await toRequestView(context.database, latest) : null, canSubmit },
        request.id,
      );
    },
  );

  api.post(getApproversContract.path, { schema: contractSchema(getApproversContract) }, async (request) => {
    const user = requireUser(request.currentUser);
    const body = request.body.body;
    // An approver who cannot see the record under sharing still picks whom to hand it to.
    await mayReadApprovals(context.database, user, body.relatedId);
    return okEnvelope(await approverCandidates(context.database, user, body.keyword ?? ''), request.id);
  });

  const adminOnly = (user: ReturnType<typeof requireUser>) => {
    if (!isAdministrator(user))
      throw new AppError(ErrorCode.FORBIDDEN, 'Only administrators set up approval processes');
  };

  api.post(
    getApprovalProcessesContract.path,
    { schema: contractSchema(getApprovalProcessesContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      adminOnly(user);
      const object = resolveObject(await currentMetadata(context.database), {
        objectApi: request.body.body.objectApi,
      });
      return okEnvelope(await processesOf(context.database, user.orgId, object.id), request.id);
    },
  );

  api.post(
    saveApprovalProcessContract.path,
    { schema: contractSchema(saveApprovalProcessContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      adminOnly(user);
      const { objectApi: api, ...input } = request.body.body;
      const object = resolveObject(await currentMetadata(context.database), { objectApi: api });
      if (!object.features.approvals)
        throw new AppError(ErrorCode.BAD_REQUEST, `objectApi: ${object.pluralLabel} have no approvals`);
      for (const [index, action] of (input.definition?.actions ?? []).entries()) {
        if (action.kind !== 'emailAlert' || !action.templateId) continue;
        const problem = await automationTemplateProblem(context, user, action.templateId, object.apiName);
        if (problem)
          throw new AppError(ErrorCode.BAD_REQUEST, `actions[${index + 1}].templateId: ${problem}`);
      }
      return okEnvelope(
        await saveProcess(context.database, user.orgId, object, input, context.now()),
        request.id,
      );
    },
  );

  api.post(
    deleteApprovalProcessContract.path,
    { schema: contractSchema(deleteApprovalProcessContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      adminOnly(user);
      await deleteProcess(context.database, user.orgId, request.body.body.id);
      return okEnvelope({ id: request.body.body.id }, request.id);
    },
  );

  // The run history of a process's actions, and re-running a failed one (issue 20).
  api.post(
    getApprovalActionRunsContract.path,
    { schema: contractSchema(getApprovalActionRunsContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      adminOnly(user);
      return okEnvelope(
        await processActionRuns(
          { database: context.database, jobs: context.jobs, now: context.now() },
          user,
          request.body.body,
        ),
        request.id,
      );
    },
  );

  api.post(
    rerunApprovalActionContract.path,
    { schema: contractSchema(rerunApprovalActionContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      adminOnly(user);
      return okEnvelope(
        await engineCall((engine) => rerunApprovalAction(engine, user, request.body.body.runId)),
        request.id,
      );
    },
  );

  api.post(
    checkApprovalCriteriaContract.path,
    { schema: contractSchema(checkApprovalCriteriaContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      adminOnly(user);
      const body = request.body.body;
      const object = resolveObject(await currentMetadata(context.database), { objectApi: body.objectApi });
      const message = criteriaProblem(body.criteria, object);
      return okEnvelope({ ok: message === '', message }, request.id);
    },
  );

  api.post(
    getApprovalSetupContract.path,
    { schema: contractSchema(getApprovalSetupContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      adminOnly(user);
      const snapshot = await currentMetadata(context.database);
      const objects = [...snapshot.byApi.values()]
        .filter((object) => object.features.approvals)
        .sort((a, b) => a.label.localeCompare(b.label))
        .map((object) => ({ api: object.apiName, label: object.label }));
      const objectApi = request.body.body.objectApi;
      const object = objectApi ? resolveObject(snapshot, { objectApi }) : undefined;
      const users = await approverCandidates(context.database, { orgId: user.orgId, userId: '' }, '', 200);
      return okEnvelope(
        {
          objects,
          fields: (object?.fields ?? [])
            .filter((field) => field.columnName !== null)
            .map((field) => ({ api: field.apiName, label: field.label, type: field.typeCode })),
          users,
          roles: (await rolesOfOrg(context.database, user.orgId)).map(({ id, name }) => ({ id, name })),
          groups: await publicGroupsOfOrg(context.database, user.orgId),
        },
        request.id,
      );
    },
  );

  api.post(
    getApprovalListContract.path,
    { schema: contractSchema(getApprovalListContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      const { box, page, pageSize } = request.body.body;
      return okEnvelope(await approvalList(context.database, user, box, page, pageSize), request.id);
    },
  );

  api.post(
    getApprovalHistoryContract.path,
    { schema: contractSchema(getApprovalHistoryContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      return okEnvelope(
        await approvalHistory(context.database, user, request.body.body.relatedId),
        request.id,
      );
    },
  );

  api.post(
    getGotoApprovalPreviewContract.path,
    { schema: contractSchema(getGotoApprovalPreviewContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      return okEnvelope(
        await approvalPreview(context.database, user, request.body.body.relatedId),
        request.id,
      );
    },
  );

  api.post(
    reassignApprovalContract.path,
    { schema: contractSchema(reassignApprovalContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      const body = request.body.body;
      return okEnvelope(
        await engineCall((engine) =>
          reassignApproval(engine, user, {
            relatedId: body.relatedId,
            toUserId: body.toUserId,
            comments: body.comments ?? '',
          }),
        ),
        request.id,
      );
    },
  );

  api.post(
    recallApprovalContract.path,
    { schema: contractSchema(recallApprovalContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      const body = request.body.body;
      return okEnvelope(
        await engineCall((engine) =>
          recallApproval(engine, user, { relatedId: body.relatedId, comments: body.comments ?? '' }),
        ),
        request.id,
      );
    },
  );

  api.post(batchApproveContract.path, { schema: contractSchema(batchApproveContract) }, async (request) => {
    const user = requireUser(request.currentUser);
    const body = request.body.body;
    return okEnvelope(
      await engineCall((engine) =>
        eachRecord(body.relatedIds, (relatedId) =>
          decideApproval(engine, user, { relatedId, comments: body.comments ?? '', status: 'approved' }),
        ),
      ),
      request.id,
    );
  });

  api.post(batchReassignContract.path, { schema: contractSchema(batchReassignContract) }, async (request) => {
    const user = requireUser(request.currentUser);
    const body = request.body.body;
    return okEnvelope(
      await engineCall((engine) =>
        eachRecord(body.relatedIds, (relatedId) =>
          reassignApproval(engine, user, {
            relatedId,
            toUserId: body.toUserId,
            comments: body.comments ?? '',
          }),
        ),
      ),
      request.id,
    );
  });

  api.post(
    getApprovalNotificationsContract.path,
    { schema: contractSchema(getApprovalNotificationsContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      return okEnvelope(
        await notificationsOf(context.database, user, request.body.body.markRead),
        request.id,
      );
    },
  );

  api.post(
    markApprovalNotificationsContract.path,
    { schema: contractSchema(markApprovalNotificationsContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      return okEnvelope(await markNotifications(context.database, user, request.body.body), request.id);
    },
  );

  api.post(
    saveApprovalDelegateContract.path,
    { schema: contractSchema(saveApprovalDelegateContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      return okEnvelope(
        await saveDelegate(context.database, user, request.body.body, context.now()),
        request.id,
      );
    },
  );

  api.post(
    getApprovalSettingsContract.path,
    { schema: contractSchema(getApprovalSettingsContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      return okEnvelope(
        {
          ...(await approvalSettingsOf(context.database, user, context.now())),
          people: await approverCandidates(context.database, user, '', 500),
        },
        request.id,
      );
    },
  );

  api.post(
    saveApprovalNoticeSettingsContract.path,
    { schema: contractSchema(saveApprovalNoticeSettingsContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      return okEnvelope(
        await saveNoticeSettings(context.database, user, request.body.body.emailNotices, context.now()),
        request.id,
      );
    },
  );
}
