import {
  APPROVAL_MANUAL_CODE,
  approveContract,
  getApprovalProcessesContract,
  getApprovalRequestContract,
  getApproversContract,
  rejectContract,
  saveApprovalProcessContract,
  submitApprovalContract,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractSchema } from '../../http/contract-route.js';
import { requireUser } from '../../http/current-user.js';
import { AppError, ErrorCode, okEnvelope } from '../../http/envelope.js';
import { currentMetadata, resolveObject } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { recordPermissions } from '../records/index.js';
import { isAdministrator } from './administrators.js';
import { decideApproval } from './decide-approval.js';
import { approverCandidates } from './people.js';
import { hasActiveApprovalProcess, processesOf, saveProcess } from './process-store.js';
import { latestRequestOf, toRequestView } from './request-store.js';
import { submitForApproval, visibleRecord } from './submit-approval.js';

/**
 * Approvals: submit a record (spec 2 §4 saveandapproval, §7 approval/submitApproval),
 * the approver's decision, the record's request, and the processes an
 * administrator sets up per object.
 */
export async function approvalsModule(app: FastifyInstance, context: ModuleContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    submitApprovalContract.path,
    { schema: contractSchema(submitApprovalContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      const body = request.body.body;
      const answer = await submitForApproval(
        context.database,
        user,
        { relatedId: body.relatedId, comments: body.comments ?? '', approverId: body.approverId },
        context.now(),
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
        await decideApproval(
          context.database,
          user,
          { relatedId: body.relatedId, comments: body.comments ?? '', status },
          context.now(),
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
    await visibleRecord(context.database, user, body.relatedId);
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
      return okEnvelope(
        await saveProcess(context.database, user.orgId, object, input, context.now()),
        request.id,
      );
    },
  );
}
