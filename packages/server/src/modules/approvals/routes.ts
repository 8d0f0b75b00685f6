import { APPROVAL_MANUAL_CODE, APPROVER_KINDS } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/current-user.js';
import { AppError, ErrorCode, envelopeSchema, okEnvelope } from '../../http/envelope.js';
import { currentMetadata, resolveObject } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { recordPermissions } from '../records/index.js';
import { isAdministrator } from './administrators.js';
import { decideApproval } from './decide-approval.js';
import { approverCandidates } from './people.js';
import { hasActiveApprovalProcess, processesOf, saveProcess } from './process-store.js';
import { latestRequestOf, toRequestView } from './request-store.js';
import { submitForApproval, visibleRecord } from './submit-approval.js';

const recordId = z.string().trim().min(1, 'relatedId: name the record').max(64);
const comments = z.string().max(2000, 'comments: at most 2000 characters').optional();

/**
 * Approvals: submit a record (spec 2 §4 saveandapproval, §7 approval/submitApproval),
 * the approver's decision, the record's request, and the processes an
 * administrator sets up per object.
 */
export async function approvalsModule(app: FastifyInstance, context: ModuleContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/approval/submitApproval',
    {
      schema: {
        summary:
          "Submit a record for approval: returnCode 'Manual' asks for the next approver (send again with approverId); a refusal carries data.errors",
        body: envelopeSchema(
          z.strictObject({ relatedId: recordId, comments, approverId: z.string().min(1).max(64).optional() }),
        ),
      },
    },
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

  for (const [path, status] of [
    ['/approval/approve', 'approved'],
    ['/approval/reject', 'rejected'],
  ] as const) {
    api.post(
      path,
      {
        schema: {
          summary: `The approver (or an administrator) ${status === 'approved' ? 'approves' : 'rejects'} the record's pending request, which unlocks it`,
          body: envelopeSchema(z.strictObject({ relatedId: recordId, comments })),
        },
      },
      async (request) => {
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
      },
    );
  }

  api.post(
    '/approval/getRequest',
    {
      schema: {
        summary:
          "The record's latest approval request (null when never submitted) and whether the caller may submit it now",
        body: envelopeSchema(z.strictObject({ relatedId: recordId })),
      },
    },
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

  api.post(
    '/approval/getApprovers',
    {
      schema: {
        summary: "People the submitter may pick as the next approver after a 'Manual' answer (at most 50)",
        body: envelopeSchema(
          z.strictObject({ relatedId: recordId, keyword: z.string().max(100).optional() }),
        ),
      },
    },
    async (request) => {
      const user = requireUser(request.currentUser);
      const body = request.body.body;
      await visibleRecord(context.database, user, body.relatedId);
      return okEnvelope(await approverCandidates(context.database, user, body.keyword ?? ''), request.id);
    },
  );

  const objectApi = z.string().min(1).max(100);
  const adminOnly = (user: ReturnType<typeof requireUser>) => {
    if (!isAdministrator(user))
      throw new AppError(ErrorCode.FORBIDDEN, 'Only administrators set up approval processes');
  };

  api.post(
    '/approval/getProcesses',
    {
      schema: {
        summary: "An object's approval processes in the order they are tried (administrators)",
        body: envelopeSchema(z.strictObject({ objectApi })),
      },
    },
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
    '/approval/saveProcess',
    {
      schema: {
        summary:
          'Create or change an approval process: entry criteria in the formula language, approver a named user, a manager or Manual (administrators)',
        body: envelopeSchema(
          z.strictObject({
            objectApi,
            id: z.string().min(1).max(64).optional(),
            name: z.string().trim().min(1, 'name: give the process a name').max(255),
            active: z.boolean(),
            order: z.number().int().min(0).max(10_000),
            criteria: z.string().max(3900),
            approverKind: z.enum(APPROVER_KINDS),
            approverUserId: z.string().min(1).max(64).nullable().optional(),
          }),
        ),
      },
    },
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
