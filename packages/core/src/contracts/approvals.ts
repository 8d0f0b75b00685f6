import { z } from 'zod';
import { APPROVER_KINDS } from '../approvals/approval-process.js';
import { defineCall } from './call-contract.js';

/**
 * The approval calls (spec 2 §4 saveandapproval, §7 approval/submitApproval,
 * and ours beside it): each call's request and answer is one zod schema here.
 */
const recordId = z.string().trim().min(1, 'relatedId: name the record').max(64);
const comments = z.string().max(2000, 'comments: at most 2000 characters').optional();
const objectApi = z.string().min(1).max(100);

export const approvalPersonSchema = z.object({ id: z.string(), name: z.string() });
export type ApprovalPerson = z.infer<typeof approvalPersonSchema>;

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const approvalRequestViewSchema = z.object({
  id: z.string(),
  recordId: z.string(),
  processId: z.string(),
  status: z.enum(APPROVAL_STATUSES),
  submittedBy: approvalPersonSchema,
  submittedAt: z.string(),
  comments: z.string(),
  approver: approvalPersonSchema,
  decidedBy: approvalPersonSchema.nullable(),
  decidedAt: z.string().nullable(),
  decisionComments: z.string(),
});
export type ApprovalRequestView = z.infer<typeof approvalRequestViewSchema>;

export const approvalProcessSchema = z.object({
  id: z.string(),
  name: z.string(),
  active: z.boolean(),
  /** Lower goes first. */
  order: z.number().int(),
  /** A boolean formula over the record's fields; '' takes every record. */
  criteria: z.string(),
  approverKind: z.enum(APPROVER_KINDS),
  /** The named approver of kind 'user'. */
  approverUserId: z.string().nullable(),
});

export const submitApprovalContract = defineCall({
  path: '/approval/submitApproval',
  summary:
    "Submit a record for approval: returnCode 'Manual' asks for the next approver (send again with approverId); a refusal carries data.errors",
  request: z.strictObject({
    relatedId: recordId,
    comments,
    approverId: z.string().min(1).max(64).optional(),
  }),
  /** The submitted request; with returnCode 'Manual', the process that leaves the approver to the submitter. */
  response: z.union([approvalRequestViewSchema, z.object({ id: z.string(), name: z.string() })]),
});

const decisionRequest = z.strictObject({ relatedId: recordId, comments });

export const approveContract = defineCall({
  path: '/approval/approve',
  summary: "The approver (or an administrator) approves the record's pending request, which unlocks it",
  request: decisionRequest,
  response: approvalRequestViewSchema,
});

export const rejectContract = defineCall({
  path: '/approval/reject',
  summary: "The approver (or an administrator) rejects the record's pending request, which unlocks it",
  request: decisionRequest,
  response: approvalRequestViewSchema,
});

export const getApprovalRequestContract = defineCall({
  path: '/approval/getRequest',
  summary:
    "The record's latest approval request (null when never submitted) and whether the caller may submit it now",
  request: z.strictObject({ relatedId: recordId }),
  response: z.object({ request: approvalRequestViewSchema.nullable(), canSubmit: z.boolean() }),
});

export const getApproversContract = defineCall({
  path: '/approval/getApprovers',
  summary: "People the submitter may pick as the next approver after a 'Manual' answer (at most 50)",
  request: z.strictObject({ relatedId: recordId, keyword: z.string().max(100).optional() }),
  response: z.array(approvalPersonSchema),
});

export const getApprovalProcessesContract = defineCall({
  path: '/approval/getProcesses',
  summary: "An object's approval processes in the order they are tried (administrators)",
  request: z.strictObject({ objectApi }),
  response: z.array(approvalProcessSchema),
});

export const saveApprovalProcessContract = defineCall({
  path: '/approval/saveProcess',
  summary:
    'Create or change an approval process: entry criteria in the formula language, approver a named user, a manager or Manual (administrators)',
  request: z.strictObject({
    objectApi,
    id: z.string().min(1).max(64).optional(),
    name: z.string().trim().min(1, 'name: give the process a name').max(255),
    active: z.boolean(),
    order: z.number().int().min(0).max(10_000),
    criteria: z.string().max(3900),
    approverKind: z.enum(APPROVER_KINDS),
    approverUserId: z.string().min(1).max(64).nullable().optional(),
  }),
  response: approvalProcessSchema,
});
