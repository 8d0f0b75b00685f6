import { z } from 'zod';
import { APPROVER_KINDS } from '../approvals/approval-process.js';
import {
  ACTION_KINDS,
  ACTION_TRIGGERS,
  ALERT_RECIPIENTS,
  CONDITION_OPERATORS,
  DECISION_MODES,
  EDIT_LOCKS,
  REJECTION_BEHAVIOURS,
  STEP_APPROVER_KINDS,
  WORK_ITEM_STATUSES,
} from '../approvals/approval-steps.js';
import { approvalNoticeMessageSchema } from '../approvals/notice-words.js';
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

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'recalled'] as const;

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
  /** Issue 20: the current version's steps, actions and settings. */
  definition: z.lazy(() => approvalDefinitionSchema),
  /** The current version; an edit of a process with pending requests makes a new one. */
  version: z.number().int(),
  /** Requests still waiting, on any version. */
  pendingRequests: z.number().int(),
  /** What would stop a submission now, e.g. a named approver who is no longer active. */
  problems: z.array(z.string()),
});

const apiName = z.string().trim().max(100);

export const approvalStepSchema = z.strictObject({
  name: z.string().trim().min(1, 'steps: give every step a name').max(120),
  criteria: z.string().max(3900).default(''),
  approverKind: z.enum(STEP_APPROVER_KINDS),
  approverId: z.string().min(1).max(64).nullable().default(null),
  mode: z.enum(DECISION_MODES).default('firstResponse'),
  onReject: z.enum(REJECTION_BEHAVIOURS).default('final'),
});

export const approvalActionSchema = z.strictObject({
  on: z.enum(ACTION_TRIGGERS),
  step: z.number().int().min(0).max(50).nullable().default(null),
  kind: z.enum(ACTION_KINDS),
  field: apiName.default(''),
  value: z.string().max(2000).default(''),
  subject: z.string().max(255).default(''),
  url: z.string().max(2000).default(''),
  recipient: z.enum(ALERT_RECIPIENTS).default('submitter'),
  recipientUserId: z.string().min(1).max(64).nullable().default(null),
  recipientField: apiName.default(''),
  templateId: z.string().min(1).max(64).nullable().default(null),
});

export const fieldConditionSchema = z.strictObject({
  field: apiName,
  operator: z.enum(CONDITION_OPERATORS),
  value: z.string().max(255),
  valueType: z.enum(['number', 'text', 'boolean']),
});

export const approvalDefinitionSchema = z.strictObject({
  steps: z.array(approvalStepSchema).min(1, 'steps: a process has at least one step').max(20),
  actions: z.array(approvalActionSchema).max(50).default([]),
  editLock: z.enum(EDIT_LOCKS).default('approverAndAdmin'),
  allowRecall: z.boolean().default(true),
  criteriaMode: z.enum(['formula', 'conditions']).default('formula'),
  conditions: z.array(fieldConditionSchema).max(20).default([]),
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
    criteria: z.string().max(3900).default(''),
    /** The one-step shape of issue 6; ignored when `definition` is given. */
    approverKind: z.enum(APPROVER_KINDS).optional(),
    approverUserId: z.string().min(1).max(64).nullable().optional(),
    definition: approvalDefinitionSchema.optional(),
  }),
  response: approvalProcessSchema,
});

export const deleteApprovalProcessContract = defineCall({
  path: '/approval/deleteProcess',
  summary: 'Delete an approval process that has no pending request (administrators)',
  request: z.strictObject({ id: z.string().min(1).max(64) }),
  response: z.object({ id: z.string() }),
});

export const checkApprovalCriteriaContract = defineCall({
  path: '/approval/checkCriteria',
  summary: "The builder's live syntax check: whether a criteria formula compiles for the object, and why not",
  request: z.strictObject({ objectApi, criteria: z.string().max(3900) }),
  response: z.object({ ok: z.boolean(), message: z.string() }),
});

const optionSchema = z.object({ id: z.string(), name: z.string() });

export const getApprovalSetupContract = defineCall({
  path: '/approval/getSetup',
  summary:
    "What the process builder offers: objects with approvals, the object's fields, users, roles and public groups or queues (administrators)",
  request: z.strictObject({ objectApi: objectApi.optional() }),
  response: z.object({
    objects: z.array(z.object({ api: z.string(), label: z.string() })),
    fields: z.array(z.object({ api: z.string(), label: z.string(), type: z.string() })),
    users: z.array(optionSchema),
    roles: z.array(optionSchema),
    groups: z.array(optionSchema),
  }),
});

/** The approval center's boxes (approvalCenter/approvalList). */
export const APPROVAL_BOXES = ['waiting', 'submitted', 'history'] as const;

export const approvalListRowSchema = z.object({
  requestId: z.string(),
  recordId: z.string(),
  recordName: z.string(),
  objectApi: z.string(),
  objectLabel: z.string(),
  processName: z.string(),
  stepName: z.string(),
  status: z.enum(APPROVAL_STATUSES),
  submittedBy: approvalPersonSchema,
  submittedAt: z.string(),
  comments: z.string(),
  currentApprovers: z.array(approvalPersonSchema),
  /** history: what the caller did and when. */
  myAction: z.enum(WORK_ITEM_STATUSES).nullable(),
  actedAt: z.string().nullable(),
});
export type ApprovalListRow = z.infer<typeof approvalListRowSchema>;

export const getApprovalListContract = defineCall({
  path: '/approval/getApprovalList',
  summary: 'The approval center: requests waiting for me, submitted by me, or my history, newest first',
  request: z.strictObject({
    box: z.enum(APPROVAL_BOXES),
    page: z.number().int().min(1).max(10_000).default(1),
    pageSize: z.number().int().min(1).max(100).default(20),
  }),
  response: z.object({ rows: z.array(approvalListRowSchema), total: z.number().int() }),
});

export const approvalWorkItemSchema = z.object({
  id: z.string(),
  step: z.number().int(),
  stepName: z.string(),
  approver: approvalPersonSchema,
  /** Set when the item came from a reassignment or a delegation. */
  originalApprover: approvalPersonSchema.nullable(),
  status: z.enum(WORK_ITEM_STATUSES),
  assignedAt: z.string(),
  decidedAt: z.string().nullable(),
  comments: z.string(),
});

/** One e-mail of an e-mail alert (issue 20): to whom, and whether the outgoing server took it. */
export const approvalAlertMailSchema = z.object({
  id: z.string(),
  subject: z.string(),
  /** The user it went to; null for an address read from a field of the record. */
  recipient: approvalPersonSchema.nullable(),
  address: z.string(),
  /** queued: waiting for (another) attempt; failed: given up, `error` says why. */
  status: z.enum(['queued', 'sent', 'failed']),
  error: z.string(),
  attempts: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type ApprovalAlertMail = z.infer<typeof approvalAlertMailSchema>;

export const approvalHistoryEntrySchema = approvalRequestViewSchema.extend({
  processName: z.string(),
  version: z.number().int(),
  items: z.array(approvalWorkItemSchema),
  alerts: z.array(approvalAlertMailSchema),
});

export type ApprovalHistoryEntry = z.infer<typeof approvalHistoryEntrySchema>;

export const getApprovalHistoryContract = defineCall({
  path: '/approval/getHistory',
  summary:
    "A record's approval history (its related list): every request, newest first, with each step's approvers",
  request: z.strictObject({ relatedId: recordId }),
  response: z.array(approvalHistoryEntrySchema),
});

export const approvalPreviewSchema = z.object({
  request: approvalHistoryEntrySchema.nullable(),
  recordName: z.string(),
  objectLabel: z.string(),
  /** The caller holds a pending item of the current step (or is an administrator). */
  canDecide: z.boolean(),
  canReassign: z.boolean(),
  canRecall: z.boolean(),
  canSubmit: z.boolean(),
  /** The approvers of the step before the current one (approvalCenter/lastApprovalPeo). */
  previousApprovers: z.array(approvalPersonSchema),
  currentApprovers: z.array(approvalPersonSchema),
  /** The next step that would run after this one, with its approvers (approvalCenter/nextApproval). */
  nextStep: z
    .object({ name: z.string(), approvers: z.array(approvalPersonSchema), problem: z.string() })
    .nullable(),
});

export type ApprovalPreview = z.infer<typeof approvalPreviewSchema>;

export const getGotoApprovalPreviewContract = defineCall({
  path: '/approval/getGotoApprovalPreview',
  summary:
    "The record's current request with what the caller may do and the previous and next approvers (quiet on failure, spec 1 §8)",
  request: z.strictObject({ relatedId: recordId }),
  response: approvalPreviewSchema,
});

const userId = z.string().trim().min(1, 'toUserId: name the new approver').max(64);

export const reassignApprovalContract = defineCall({
  path: '/approval/reassign',
  summary: "Hand the caller's pending approval (an administrator: any) of the record to another user",
  request: z.strictObject({ relatedId: recordId, toUserId: userId, comments }),
  response: approvalRequestViewSchema,
});

export const recallApprovalContract = defineCall({
  path: '/approval/recall',
  summary:
    'The submitter (when the process allows it) or an administrator takes the request back; the record unlocks',
  request: z.strictObject({ relatedId: recordId, comments }),
  response: approvalRequestViewSchema,
});

const batchIds = z.array(recordId).min(1, 'relatedIds: choose at least one request').max(100);
export const batchResultSchema = z.array(
  z.object({ relatedId: z.string(), ok: z.boolean(), message: z.string() }),
);

export const batchApproveContract = defineCall({
  path: '/approval/batchApprove',
  summary: 'Approve several records at once; each answers on its own (one failure does not stop the others)',
  request: z.strictObject({ relatedIds: batchIds, comments }),
  response: batchResultSchema,
});

export const batchReassignContract = defineCall({
  path: '/approval/batchReassign',
  summary: 'Reassign several pending approvals to one user; each answers on its own',
  request: z.strictObject({ relatedIds: batchIds, toUserId: userId, comments }),
  response: batchResultSchema,
});

/**
 * What a notice is about, so the bell opens the right place (issue 20): an approval request, an import
 * (issue 21), the record a flow ran on, or an event whose invitee answered (issue 22).
 */
export const NOTICE_KINDS = ['approval', 'import', 'flow', 'invitation'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const approvalNotificationSchema = z.object({
  id: z.string(),
  /** The approval's record, the import, or the record the flow ran on. */
  recordId: z.string(),
  /** In the reader's language: an approval's words; as written: an import's words, a flow's own message. */
  text: z.string(),
  /** An approval notice's key and values, for a screen to say it in the language it shows; null: only `text`. */
  message: approvalNoticeMessageSchema.nullable().default(null),
  createdAt: z.string(),
  read: z.boolean(),
  kind: z.enum(NOTICE_KINDS).default('approval'),
  /** A flow's notice: the flow's name; '' otherwise. */
  source: z.string().default(''),
});
export type ApprovalNotification = z.output<typeof approvalNotificationSchema>;

export const getApprovalNotificationsContract = defineCall({
  path: '/approval/getNotifications',
  summary: "The caller's in-app approval notifications, newest first (at most 50), and how many are unread",
  request: z.strictObject({ markRead: z.boolean().default(false) }),
  response: z.object({ items: z.array(approvalNotificationSchema), unread: z.number().int() }),
});

export const markApprovalNotificationsContract = defineCall({
  path: '/approval/markNotifications',
  summary:
    "Marks the caller's own notices read or unread: those named, or all of them; answers how many stay unread",
  request: z
    .strictObject({
      ids: z.array(z.string().min(1).max(64)).max(100, 'ids: at most 100 notices at a time').default([]),
      all: z.boolean().default(false),
      read: z.boolean(),
    })
    .refine((body) => body.all || body.ids.length > 0, {
      message: 'ids: name at least one notice, or mark them all',
      path: ['ids'],
    }),
  response: z.object({ unread: z.number().int() }),
});

/** The caller's own approval settings: who approves for them while away, and notices by e-mail. */
export const approvalSettingsSchema = z.object({
  delegate: approvalPersonSchema.nullable(),
  from: z.string(),
  to: z.string(),
  /** The delegation covers today. */
  delegateActive: z.boolean(),
  emailNotices: z.boolean(),
});

export type ApprovalSettings = z.infer<typeof approvalSettingsSchema>;

export const saveApprovalDelegateContract = defineCall({
  path: '/approval/saveDelegate',
  summary:
    "The caller's delegated approver while they are away (dates inclusive, YYYY-MM-DD); delegateId null ends it",
  request: z.strictObject({
    delegateId: z.string().min(1).max(64).nullable(),
    from: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'from: a date as YYYY-MM-DD')
      .optional(),
    to: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'to: a date as YYYY-MM-DD')
      .optional(),
  }),
  response: approvalSettingsSchema,
});

export const getApprovalSettingsContract = defineCall({
  path: '/approval/getMySettings',
  summary:
    "The caller's delegated approver (with its dates), whether approval notices also come by e-mail, and whom they may name",
  request: z.strictObject({}),
  response: approvalSettingsSchema.extend({
    /** Active internal users other than the caller, by name: the delegates to choose from. */
    people: z.array(approvalPersonSchema),
  }),
});

export const saveApprovalNoticeSettingsContract = defineCall({
  path: '/approval/saveNoticeSettings',
  summary:
    "Whether the caller's approval notices also come by e-mail (through the organisation's outgoing server)",
  request: z.strictObject({ emailNotices: z.boolean() }),
  response: approvalSettingsSchema,
});

/** An approval action's outcome in its process's run history (issue 20). */
export const APPROVAL_ACTION_RUN_STATUSES = ['queued', 'done', 'failed'] as const;
export type ApprovalActionRunStatus = (typeof APPROVAL_ACTION_RUN_STATUSES)[number];

export const approvalActionRunSchema = z.object({
  id: z.string(),
  processId: z.string(),
  processVersion: z.number().int(),
  requestId: z.string(),
  recordId: z.string(),
  recordName: z.string(),
  /** The moment that ran it: submit, stepApproved, stepRejected, finalApproval, finalRejection or recall. */
  event: z.enum(ACTION_TRIGGERS),
  /** An action's kind, or 'approver': the moment found no approver for a step (no re-run: mend the process). */
  kind: z.enum([...ACTION_KINDS, 'approver']),
  /** What the action does in a line: the field and its value, the subject, the webhook's address. */
  summary: z.string(),
  /** queued: a webhook waiting for its (next) attempt; done; failed with the reason in `error`. */
  status: z.enum(APPROVAL_ACTION_RUN_STATUSES),
  attempts: z.number().int(),
  /** The attempts a webhook gets before it fails for good (1 for the actions run at once). */
  maxAttempts: z.number().int(),
  error: z.string(),
  /** When a queued webhook tries again ('' when it is not waiting for a retry). */
  retryAt: z.string(),
  rerunOf: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  finishedAt: z.string(),
  /** A failed action may be run again (once: its re-run is the row to re-run next). */
  canRerun: z.boolean(),
});
export type ApprovalActionRun = z.infer<typeof approvalActionRunSchema>;

export const getApprovalActionRunsContract = defineCall({
  path: '/approval/getActionRuns',
  summary:
    "A process's run history: each action its requests ran, newest first, done or failed with the reason (administrators)",
  request: z.strictObject({
    processId: z.string().trim().min(1, 'processId: name the process').max(64),
    status: z.enum(APPROVAL_ACTION_RUN_STATUSES).optional(),
    limit: z.number().int().min(1).max(200).default(50),
  }),
  response: z.array(approvalActionRunSchema),
});

export const rerunApprovalActionContract = defineCall({
  path: '/approval/rerunAction',
  summary: 'Runs a failed approval action again, as its process version defined it (administrators)',
  request: z.strictObject({ runId: z.string().trim().min(1, 'runId: name the run').max(64) }),
  response: approvalActionRunSchema,
});
