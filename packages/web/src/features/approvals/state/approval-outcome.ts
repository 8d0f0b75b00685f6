import { isSuccessResponse, MANUAL_RETURN_CODE, type ResponseEnvelope } from '@vela/core';

/**
 * What an `approval/submitApproval` answer means for the person (spec 2 §4
 * "Saving", §8): submitted, 'Manual' (pick the next approver), or a failure
 * with its text (returnInfo) and the numbered list of detailed errors.
 */
export type ApprovalOutcome =
  | { kind: 'submitted'; approverName: string }
  | { kind: 'manual'; processName: string }
  | { kind: 'failed'; message: string; errors: string[] };

interface SubmittedData {
  approver?: { name?: unknown };
}

interface ManualData {
  name?: unknown;
}

export function approvalOutcome(envelope: ResponseEnvelope | undefined): ApprovalOutcome {
  if (!envelope) return { kind: 'failed', message: '', errors: [] };
  if (envelope.returnCode === MANUAL_RETURN_CODE) {
    const data = (envelope.data ?? {}) as ManualData;
    return { kind: 'manual', processName: typeof data.name === 'string' ? data.name : '' };
  }
  if (isSuccessResponse(envelope)) {
    const data = (envelope.data ?? {}) as SubmittedData;
    const name = data.approver?.name;
    return { kind: 'submitted', approverName: typeof name === 'string' ? name : '' };
  }
  const errors = (envelope.data as { errors?: unknown } | null)?.errors;
  return {
    kind: 'failed',
    message: envelope.returnInfo ?? '',
    errors: Array.isArray(errors) ? errors.filter((error): error is string => typeof error === 'string') : [],
  };
}

/** The user setting that asks for comments before a submission (spec 2 §6, S2-P-003): the string 'true'. */
export function asksForComments(setting: string | boolean | undefined): boolean {
  return setting === 'true' || setting === true;
}
