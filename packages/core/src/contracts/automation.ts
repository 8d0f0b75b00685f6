import { z } from 'zod';
import { defineCall } from './call-contract.js';

/**
 * Record-triggered flows (issue 20, automation): when a record is created or
 * updated and meets the flow's criteria, its actions run in order on the job
 * runner; each run keeps its steps' outcomes for administrators.
 */

/** A flow's own updates re-trigger flows at most this deep; the run past it is recorded as skipped. */
export const AUTOMATION_MAX_DEPTH = 5;
/** Steps in one flow, branch steps counted. */
export const AUTOMATION_MAX_STEPS = 50;
/** A webhook answers within this by default; the most a flow may give it is AUTOMATION_MAX_WEBHOOK_TIMEOUT_MS. */
export const AUTOMATION_DEFAULT_WEBHOOK_TIMEOUT_MS = 5_000;
export const AUTOMATION_MAX_WEBHOOK_TIMEOUT_MS = 30_000;
/** A run's job is tried this often (a webhook answering 500, a save refused) before the run fails. */
export const AUTOMATION_MAX_ATTEMPTS = 3;

export const FLOW_TRIGGERS = ['create', 'update', 'createOrUpdate'] as const;
export type FlowTrigger = (typeof FLOW_TRIGGERS)[number];

/** The visibility-rule operators (spec 1 §5): equals, not equals, less, greater, ≤, ≥, contains, excludes, starts with. */
export const FLOW_CONDITION_OPERATORS = ['e', 'n', 'l', 'g', 'm', 'h', 'c', 'k', 's'] as const;

const fieldApi = z.string().trim().min(1, 'a field must be chosen').max(100);

export const flowConditionSchema = z.object({
  field: fieldApi,
  operator: z.enum(FLOW_CONDITION_OPERATORS),
  value: z.string().max(1000).default(''),
});
export type FlowCondition = z.infer<typeof flowConditionSchema>;

export const flowCriteriaSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('always') }),
  z.object({
    kind: z.literal('formula'),
    formula: z.string().trim().min(1, 'the formula is empty').max(3900),
  }),
  z.object({
    kind: z.literal('conditions'),
    match: z.enum(['all', 'any']),
    conditions: z.array(flowConditionSchema).min(1, 'add at least one condition').max(20),
  }),
]);
export type FlowCriteria = z.infer<typeof flowCriteriaSchema>;

/** `value` may hold {{field}} placeholders, filled from the triggering record ({{id}}, {{name}}, {{$today}}). */
export const flowAssignmentSchema = z.object({ field: fieldApi, value: z.string().max(4000) });
export type FlowAssignment = z.infer<typeof flowAssignmentSchema>;

export const FLOW_ACTION_TYPES = [
  'updateFields',
  'createRecord',
  'botCard',
  'notify',
  'webhook',
  'wait',
  'branch',
] as const;
export type FlowActionType = (typeof FLOW_ACTION_TYPES)[number];

/** Whom a notify step tells: the user a lookup field names, a named user, or an e-mail field's address. */
export const FLOW_NOTIFY_RECIPIENTS = ['userField', 'user', 'addressField'] as const;

export const flowStepSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('updateFields'),
    /** 'record': the triggering record; 'parent': the record its lookup `parentField` names. */
    target: z.enum(['record', 'parent']),
    parentField: z.string().max(100).default(''),
    assignments: z.array(flowAssignmentSchema).min(1, 'add at least one field to set').max(50),
  }),
  z.object({
    type: z.literal('createRecord'),
    objectApi: z.string().trim().min(1, 'choose the object to create').max(100),
    assignments: z.array(flowAssignmentSchema).max(50),
  }),
  /** A bot card in the organisation's chat group, as the chat module sends on a save. */
  z.object({
    type: z.literal('botCard'),
    message: z.string().trim().min(1, 'the card needs a message').max(1000),
  }),
  /**
   * A notice to a person: in-app (when the recipient is a user) and, with `sendEmail`, an e-mail
   * through the organisation's outgoing server, from a template filled with the record in the
   * recipient's language, or the subject and message. The recipient is the user a lookup field
   * names (`userField`, the owner by default), a named user, or the address an e-mail field holds.
   */
  z.object({
    type: z.literal('notify'),
    recipient: z.enum(FLOW_NOTIFY_RECIPIENTS).default('userField'),
    userField: z.string().max(100).default('ownerid'),
    userId: z.string().max(64).default(''),
    addressField: z.string().max(100).default(''),
    message: z.string().trim().min(1, 'the notification needs a message').max(1000),
    sendEmail: z.boolean().default(false),
    subject: z.string().max(255).default(''),
    templateId: z.string().max(64).default(''),
  }),
  z.object({
    type: z.literal('webhook'),
    url: z
      .string()
      .trim()
      .url('the webhook address must be a full http(s) URL')
      .refine((url) => /^https?:\/\//i.test(url), 'the webhook address must start with http:// or https://'),
    timeoutMs: z
      .number()
      .int()
      .min(100)
      .max(AUTOMATION_MAX_WEBHOOK_TIMEOUT_MS)
      .default(AUTOMATION_DEFAULT_WEBHOOK_TIMEOUT_MS),
  }),
  /** Waits `minutes`, or until the date field `field` plus `minutes`, then checks the criteria again. */
  z.object({
    type: z.literal('wait'),
    mode: z.enum(['duration', 'untilField']),
    minutes: z.number().int().min(-525_600).max(525_600),
    field: z.string().max(100).default(''),
  }),
]);
export type FlowStep = z.infer<typeof flowStepSchema>;

/** Branches nest this deep: a decision inside a decision's path inside another's (FLOW_MAX_BRANCH_DEPTH levels). */
export const FLOW_MAX_BRANCH_DEPTH = 3;

/** A decision: its then steps when the criteria hold, else its else steps; either path may hold decisions. */
export interface FlowBranch {
  type: 'branch';
  criteria: FlowCriteria;
  thenSteps: FlowAction[];
  elseSteps: FlowAction[];
}
export type FlowAction = FlowStep | FlowBranch;

/** How deep the deepest decision of these actions sits (1: a decision with none inside it; 0: none). */
export function flowBranchDepth(actions: readonly FlowAction[]): number {
  let deepest = 0;
  for (const action of actions)
    if (action.type === 'branch')
      deepest = Math.max(
        deepest,
        1 + flowBranchDepth(action.thenSteps),
        1 + flowBranchDepth(action.elseSteps),
      );
  return deepest;
}

const flowPathSchema = z
  .array(z.lazy((): z.ZodType<FlowAction, unknown> => flowActionSchema))
  .max(20, 'a decision path holds at most 20 steps');

export const flowBranchSchema: z.ZodType<FlowBranch, unknown> = z.object({
  type: z.literal('branch'),
  criteria: flowCriteriaSchema,
  thenSteps: flowPathSchema,
  elseSteps: flowPathSchema,
});

export const flowActionSchema: z.ZodType<FlowAction, unknown> = z.union([flowStepSchema, flowBranchSchema]);

export const flowDefinitionSchema = z.object({
  name: z.string().trim().min(1, 'the flow needs a name').max(120),
  objectApi: z.string().trim().min(1, 'choose the object the flow watches').max(100),
  active: z.boolean(),
  trigger: z.enum(FLOW_TRIGGERS),
  criteria: flowCriteriaSchema,
  /** Runs only when the record changes to meet the criteria (not on every save while it meets them). */
  onlyOnChange: z.boolean(),
  actions: z
    .array(flowActionSchema)
    .min(1, 'add at least one action')
    .max(AUTOMATION_MAX_STEPS)
    .refine(
      (actions) => flowBranchDepth(actions) <= FLOW_MAX_BRANCH_DEPTH,
      `decisions nest at most ${FLOW_MAX_BRANCH_DEPTH} deep`,
    ),
});
export type FlowDefinition = z.infer<typeof flowDefinitionSchema>;

export const flowViewSchema = flowDefinitionSchema.extend({
  id: z.string(),
  objectLabel: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Runs by status, for the list. */
  runCounts: z.object({
    succeeded: z.number(),
    failed: z.number(),
    waiting: z.number(),
    running: z.number(),
  }),
  /** Why the criteria cannot be read now (a field was deleted since); '' when they can. */
  problem: z.string(),
});
export type FlowView = z.infer<typeof flowViewSchema>;

export const FLOW_RUN_STATUSES = ['queued', 'running', 'waiting', 'succeeded', 'failed', 'skipped'] as const;
export type FlowRunStatus = (typeof FLOW_RUN_STATUSES)[number];

export const FLOW_STEP_OUTCOMES = ['done', 'failed', 'waiting', 'skipped', 'branch'] as const;

export const flowStepOutcomeSchema = z.object({
  /** The step's place: '2', or '3.then.1' inside a branch. */
  step: z.string(),
  type: z.enum(FLOW_ACTION_TYPES).or(z.literal('criteria')),
  outcome: z.enum(FLOW_STEP_OUTCOMES),
  message: z.string(),
  at: z.string(),
  attempt: z.number().int(),
});
export type FlowStepOutcome = z.infer<typeof flowStepOutcomeSchema>;

export const flowRunSchema = z.object({
  id: z.string(),
  flowId: z.string(),
  flowName: z.string(),
  objectApi: z.string(),
  recordId: z.string(),
  recordName: z.string(),
  status: z.enum(FLOW_RUN_STATUSES),
  /** 0 for a person's save, 1 for a save a flow made, … */
  depth: z.number().int(),
  trigger: z.enum(['create', 'update', 'rerun']),
  attempts: z.number().int(),
  error: z.string(),
  steps: z.array(flowStepOutcomeSchema),
  /** When a waiting run goes on; '' otherwise. */
  resumeAt: z.string(),
  /** The run this one re-ran; '' otherwise. */
  rerunOf: z.string(),
  startedAt: z.string(),
  finishedAt: z.string(),
});
export type FlowRun = z.infer<typeof flowRunSchema>;

const flowId = z.string().min(1).max(64);

export const automationFieldSchema = z.object({
  apiName: z.string(),
  label: z.string(),
  type: z.string(),
  /** Lookup fields: the object api names they point at. */
  lookupObjects: z.array(z.string()),
  picklist: z.array(z.object({ value: z.string(), label: z.string() })),
});
export const automationObjectSchema = z.object({
  apiName: z.string(),
  label: z.string(),
  fields: z.array(automationFieldSchema),
});
export type AutomationObject = z.infer<typeof automationObjectSchema>;

export const listFlowsContract = defineCall({
  path: '/automation/listFlows',
  summary: 'Administrators: every record-triggered flow of the organisation, with its runs by status',
  request: z.strictObject({}),
  response: z.array(flowViewSchema),
});

export const getFlowObjectsContract = defineCall({
  path: '/automation/getObjects',
  summary:
    "Administrators: the objects a flow may watch or create, with each one's fields, for the flow editor",
  request: z.strictObject({}),
  response: z.array(automationObjectSchema),
});

export const getFlowContract = defineCall({
  path: '/automation/getFlow',
  summary: 'Administrators: one flow with its criteria and ordered actions',
  request: z.strictObject({ flowId }),
  response: flowViewSchema,
});

export const saveFlowContract = defineCall({
  path: '/automation/saveFlow',
  summary:
    'Administrators: create (no flowId) or change a flow; criteria formulas, fields and objects are checked and a problem is named',
  request: z.strictObject({ flowId: flowId.optional(), flow: flowDefinitionSchema }),
  response: flowViewSchema,
});

export const deleteFlowContract = defineCall({
  path: '/automation/deleteFlow',
  summary: 'Administrators: delete a flow; its run history is deleted with it',
  request: z.strictObject({ flowId }),
  response: z.object({ deleted: z.boolean() }),
});

export const listFlowRunsContract = defineCall({
  path: '/automation/listRuns',
  summary: "Administrators: a flow's runs, or a record's, newest first, with each step's outcome",
  request: z.strictObject({
    flowId: flowId.optional(),
    recordId: z.string().min(1).max(64).optional(),
    limit: z.number().int().min(1).max(200).default(50),
  }),
  response: z.array(flowRunSchema),
});

export const rerunFlowRunContract = defineCall({
  path: '/automation/rerun',
  summary:
    'Administrators: run a failed or skipped run again from its first step, on the record as it is now',
  request: z.strictObject({ runId: z.string().min(1).max(64) }),
  response: flowRunSchema,
});
