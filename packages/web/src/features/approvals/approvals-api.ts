import type {
  ApprovalPerson,
  CallAnswer,
  getApprovalRequestContract,
  getApproversContract,
  ResponseEnvelope,
  submitApprovalContract,
} from '@vela/core';
import { api, isApiError } from '../../api/index.js';
import { type ApprovalOutcome, approvalOutcome } from './state/approval-outcome.js';

/**
 * The approvals calls (spec 2 §7 approval/submitApproval, and ours beside it).
 * Their requests and answers are core's contracts (issue 17).
 */

/** Submits the record; the answer's failures come back as an outcome, never as a dialog of the request layer. */
export async function submitApproval(
  relatedId: string,
  comments: string,
  approverId?: string,
): Promise<ApprovalOutcome> {
  let envelope: ResponseEnvelope | undefined;
  try {
    envelope = await api.call<typeof submitApprovalContract>(
      '/approval/submitApproval',
      { relatedId, comments, ...(approverId ? { approverId } : {}) },
      { callerHandlesErrors: true },
    );
  } catch (error) {
    if (!isApiError(error)) throw error;
    envelope = error.response ?? {
      result: false,
      returnCode: error.kind,
      returnInfo: error.message,
      data: null,
      requestId: error.requestId,
    };
  }
  return approvalOutcome(envelope);
}

export type ApproverOption = ApprovalPerson;

export async function loadApprovers(relatedId: string, keyword: string): Promise<ApproverOption[]> {
  const answer = await api.call<typeof getApproversContract>('/approval/getApprovers', {
    relatedId,
    keyword,
  });
  return answer.data ?? [];
}

export type ApprovalStatusAnswer = CallAnswer<typeof getApprovalRequestContract>;

/** Whether the record may be submitted now (the detail page's button). */
export async function loadApprovalStatus(relatedId: string): Promise<ApprovalStatusAnswer> {
  const answer = await api.call<typeof getApprovalRequestContract>(
    '/approval/getRequest',
    { relatedId },
    { callerHandlesErrors: true },
  );
  return answer.data ?? { request: null, canSubmit: false };
}
