import type {
  APPROVAL_BOXES,
  ApprovalPerson,
  approveContract,
  batchApproveContract,
  batchReassignContract,
  CallAnswer,
  CallContract,
  CallRequest,
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
  ResponseEnvelope,
  reassignApprovalContract,
  recallApprovalContract,
  rejectContract,
  rerunApprovalActionContract,
  saveApprovalDelegateContract,
  saveApprovalNoticeSettingsContract,
  saveApprovalProcessContract,
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

/* ---- The approval center and the process builder (issue 20) ---- */

export const APPROVALS_QUERY_KEY = 'approvals';

/** A call whose refusal the screen shows beside the action (no dialog of the request layer). */
async function act<C extends CallContract>(path: C['path'], body: CallRequest<C>): Promise<CallAnswer<C>> {
  const answer = await api.call<C>(path, body, { callerHandlesErrors: true });
  return answer.data as CallAnswer<C>;
}

/** The message of a refused action, with its detailed reasons. */
export function refusalText(error: unknown): string {
  if (!isApiError(error)) return error instanceof Error ? error.message : String(error);
  const data = error.response?.data as { errors?: unknown } | null | undefined;
  const errors = Array.isArray(data?.errors) ? data.errors.filter((one) => typeof one === 'string') : [];
  return [error.message, ...errors].filter((line) => line !== '').join(' — ');
}

export type ApprovalBox = (typeof APPROVAL_BOXES)[number];

export const fetchApprovalList = (box: ApprovalBox, page: number, pageSize: number) =>
  act<typeof getApprovalListContract>('/approval/getApprovalList', { box, page, pageSize });
export const fetchApprovalPreview = async (relatedId: string) =>
  (
    await api.call<typeof getGotoApprovalPreviewContract>(
      '/approval/getGotoApprovalPreview',
      { relatedId },
      { callerHandlesErrors: true },
    )
  ).data;
export const fetchApprovalHistory = (relatedId: string) =>
  act<typeof getApprovalHistoryContract>('/approval/getHistory', { relatedId });
export const decide = (relatedId: string, decision: 'approve' | 'reject', comments: string) =>
  decision === 'approve'
    ? act<typeof approveContract>('/approval/approve', { relatedId, comments })
    : act<typeof rejectContract>('/approval/reject', { relatedId, comments });
export const reassign = (relatedId: string, toUserId: string, comments: string) =>
  act<typeof reassignApprovalContract>('/approval/reassign', { relatedId, toUserId, comments });
export const recall = (relatedId: string, comments: string) =>
  act<typeof recallApprovalContract>('/approval/recall', { relatedId, comments });
export const batchApprove = (relatedIds: string[], comments: string) =>
  act<typeof batchApproveContract>('/approval/batchApprove', { relatedIds, comments });
export const batchReassign = (relatedIds: string[], toUserId: string, comments: string) =>
  act<typeof batchReassignContract>('/approval/batchReassign', { relatedIds, toUserId, comments });
export const fetchNotifications = (markRead: boolean) =>
  act<typeof getApprovalNotificationsContract>('/approval/getNotifications', { markRead });
export const markNotifications = (change: { ids?: string[]; all?: boolean; read: boolean }) =>
  act<typeof markApprovalNotificationsContract>('/approval/markNotifications', change);
export const fetchMySettings = () => act<typeof getApprovalSettingsContract>('/approval/getMySettings', {});
export const saveDelegate = (delegateId: string | null, from?: string, to?: string) =>
  act<typeof saveApprovalDelegateContract>('/approval/saveDelegate', {
    delegateId,
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  });
export const saveNoticeSettings = (emailNotices: boolean) =>
  act<typeof saveApprovalNoticeSettingsContract>('/approval/saveNoticeSettings', { emailNotices });
export const fetchSetup = (objectApi?: string) =>
  act<typeof getApprovalSetupContract>('/approval/getSetup', objectApi ? { objectApi } : {});
export const fetchProcesses = (objectApi: string) =>
  act<typeof getApprovalProcessesContract>('/approval/getProcesses', { objectApi });
export const saveProcess = (body: CallRequest<typeof saveApprovalProcessContract>) =>
  act<typeof saveApprovalProcessContract>('/approval/saveProcess', body);
export const deleteProcess = (id: string) =>
  act<typeof deleteApprovalProcessContract>('/approval/deleteProcess', { id });
export const checkCriteria = (objectApi: string, criteria: string) =>
  act<typeof checkApprovalCriteriaContract>('/approval/checkCriteria', { objectApi, criteria });

/** A process's run history: each action its requests ran, newest first (issue 20). */
export const fetchActionRuns = (processId: string, failedOnly: boolean) =>
  act<typeof getApprovalActionRunsContract>('/approval/getActionRuns', {
    processId,
    ...(failedOnly ? { status: 'failed' as const } : {}),
    limit: 200,
  });
export const rerunAction = (runId: string) =>
  act<typeof rerunApprovalActionContract>('/approval/rerunAction', { runId });

/** The center's routes (spec 1 §2.3); the record goes in ?id=, several in ?ids=. */
export const centerPath = (page: string, ids: string | readonly string[]) =>
  `/approvalCenter/${page}?${typeof ids === 'string' ? `id=${encodeURIComponent(ids)}` : `ids=${ids.map(encodeURIComponent).join(',')}`}`;
