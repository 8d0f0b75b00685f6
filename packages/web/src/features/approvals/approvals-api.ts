import type { ResponseEnvelope } from '@vela/core';
import { api, isApiError } from '../../api/index.js';
import { type ApprovalOutcome, approvalOutcome } from './state/approval-outcome.js';

/** The approvals calls (spec 2 §7 approval/submitApproval, and ours beside it). */

/** Submits the record; the answer's failures come back as an outcome, never as a dialog of the request layer. */
export async function submitApproval(
  relatedId: string,
  comments: string,
  approverId?: string,
): Promise<ApprovalOutcome> {
  let envelope: ResponseEnvelope | undefined;
  try {
    envelope = await api.postFormat(
      'approval/submitApproval',
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

export interface ApproverOption {
  id: string;
  name: string;
}

export async function loadApprovers(relatedId: string, keyword: string): Promise<ApproverOption[]> {
  const answer = await api.postFormat<ApproverOption[]>('approval/getApprovers', { relatedId, keyword });
  return answer.data ?? [];
}

export interface ApprovalStatusAnswer {
  request: { status: string; approver: { name: string } } | null;
  canSubmit: boolean;
}

/** Whether the record may be submitted now (the detail page's button). */
export async function loadApprovalStatus(relatedId: string): Promise<ApprovalStatusAnswer> {
  const answer = await api.postFormat<ApprovalStatusAnswer>(
    'approval/getRequest',
    { relatedId },
    { callerHandlesErrors: true },
  );
  return answer.data ?? { request: null, canSubmit: false };
}
