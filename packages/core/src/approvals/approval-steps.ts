/**
 * The approval process model of issue 20: ordered steps, each with its own
 * criteria and approver, a decision mode and what a rejection does; the
 * process's lock and recall settings and its actions. Rules here are used by
 * the server (deciding) and the web (the builder and its diagram).
 */

/** Who approves a step. 'role' and 'group' make everyone in them an approver of the step. */
export const STEP_APPROVER_KINDS = [
  'user',
  'submitterManager',
  'ownerManager',
  'role',
  'group',
  'manual',
] as const;
export type StepApproverKind = (typeof STEP_APPROVER_KINDS)[number];

/** Unanimous: every approver of the step approves; firstResponse: the first answer decides. */
export const DECISION_MODES = ['firstResponse', 'unanimous'] as const;
export type DecisionMode = (typeof DECISION_MODES)[number];

/** A rejection ends the request (back to the submitter) or sends it back to the previous step. */
export const REJECTION_BEHAVIOURS = ['final', 'previousStep'] as const;
export type RejectionBehaviour = (typeof REJECTION_BEHAVIOURS)[number];

/** Who may change a record while it waits: its current approvers and administrators, or administrators only. */
export const EDIT_LOCKS = ['approverAndAdmin', 'adminOnly'] as const;
export type EditLock = (typeof EDIT_LOCKS)[number];

export const ACTION_TRIGGERS = [
  'submit',
  'stepApproved',
  'stepRejected',
  'finalApproval',
  'finalRejection',
  'recall',
] as const;
export type ActionTrigger = (typeof ACTION_TRIGGERS)[number];

export const ACTION_KINDS = ['fieldUpdate', 'emailAlert', 'task', 'webhook'] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];

/** Who an e-mail alert or a task goes to; 'field' (e-mail alerts only) is the address an e-mail field of the record holds. */
export const ALERT_RECIPIENTS = ['submitter', 'owner', 'approvers', 'user', 'field'] as const;
export type AlertRecipient = (typeof ALERT_RECIPIENTS)[number];

export interface ApprovalStep {
  name: string;
  /** A boolean formula; blank = the step always applies. A step whose criteria fail is skipped. */
  criteria: string;
  approverKind: StepApproverKind;
  /** The user (kind 'user'), the role (kind 'role') or the public group or queue (kind 'group'). */
  approverId: string | null;
  mode: DecisionMode;
  onReject: RejectionBehaviour;
}

export interface ApprovalAction {
  on: ActionTrigger;
  /** For 'stepApproved' and 'stepRejected': the step's index (0-based); null = every step. */
  step: number | null;
  kind: ActionKind;
  /** fieldUpdate: the field's api name and the new value. */
  field: string;
  value: string;
  /** emailAlert and task: the subject; webhook: the URL. */
  subject: string;
  url: string;
  recipient: AlertRecipient;
  recipientUserId: string | null;
  /** recipient 'field': the api name of the record's e-mail field that holds the address. */
  recipientField: string;
  /** emailAlert: the e-mail template filled from the record (in each recipient's language); null: the subject alone. */
  templateId: string | null;
}

/** Everything about a process beyond its name, order and entry criteria; stored per version. */
export interface ApprovalDefinition {
  steps: ApprovalStep[];
  actions: ApprovalAction[];
  editLock: EditLock;
  allowRecall: boolean;
  /** 'formula' when the entry criteria were typed; 'conditions' when built from field conditions. */
  criteriaMode: 'formula' | 'conditions';
  conditions: FieldCondition[];
}

export const CONDITION_OPERATORS = ['=', '<>', '>', '>=', '<', '<='] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

export interface FieldCondition {
  field: string;
  operator: ConditionOperator;
  value: string;
  /** How the value is written: a number, a text/picklist, or a checkbox. */
  valueType: 'number' | 'text' | 'boolean';
}

/** Field conditions as one formula: all of them must hold. */
export function conditionsFormula(conditions: readonly FieldCondition[]): string {
  const parts = conditions
    .filter((condition) => condition.field.trim() !== '')
    .map((condition) => {
      const left = condition.field.trim();
      if (condition.valueType === 'number') {
        const number = Number(condition.value);
        return `${left} ${condition.operator} ${Number.isFinite(number) && condition.value.trim() !== '' ? number : 0}`;
      }
      if (condition.valueType === 'boolean')
        return `${left} ${condition.operator === '<>' ? '<>' : '='} ${condition.value === 'true' ? 'TRUE' : 'FALSE'}`;
      const text = `"${condition.value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
      return `${left} ${condition.operator} ${text}`;
    });
  if (parts.length === 0) return '';
  return parts.length === 1 ? (parts[0] ?? '') : `AND(${parts.join(', ')})`;
}

export function defaultStep(patch: Partial<ApprovalStep> = {}): ApprovalStep {
  return {
    name: 'Step',
    criteria: '',
    approverKind: 'submitterManager',
    approverId: null,
    mode: 'firstResponse',
    onReject: 'final',
    ...patch,
  };
}

export function defaultDefinition(patch: Partial<ApprovalDefinition> = {}): ApprovalDefinition {
  return {
    steps: [defaultStep()],
    actions: [],
    editLock: 'approverAndAdmin',
    allowRecall: true,
    criteriaMode: 'formula',
    conditions: [],
    ...patch,
  };
}

/**
 * The definition without step `index`. Step actions name their step by its
 * place, so the actions of the removed step go with it (left alone they would
 * run for whichever step took its place), and those of a later step follow
 * it down one place. Actions on every step (step null) are kept as they are.
 */
export function withoutStep(definition: ApprovalDefinition, index: number): ApprovalDefinition {
  if (index < 0 || index >= definition.steps.length) return definition;
  const actions: ApprovalAction[] = [];
  for (const action of definition.actions) {
    if (action.step === null || (action.on !== 'stepApproved' && action.on !== 'stepRejected')) {
      actions.push(action);
      continue;
    }
    if (action.step === index) continue;
    actions.push(action.step > index ? { ...action, step: action.step - 1 } : action);
  }
  return { ...definition, steps: definition.steps.filter((_, at) => at !== index), actions };
}

export type WorkItemStatus = 'pending' | 'approved' | 'rejected' | 'reassigned' | 'skipped' | 'recalled';
export const WORK_ITEM_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'reassigned',
  'skipped',
  'recalled',
] as const;

/**
 * Where a step stands after a decision, from its work items' statuses:
 * first response settles on the first answer; unanimous needs every approver,
 * and one rejection rejects it.
 */
export function stepOutcome(
  mode: DecisionMode,
  statuses: readonly WorkItemStatus[],
): 'approved' | 'rejected' | 'waiting' {
  const live = statuses.filter((status) => status !== 'reassigned' && status !== 'skipped');
  if (live.includes('rejected')) return 'rejected';
  if (mode === 'firstResponse') return live.includes('approved') ? 'approved' : 'waiting';
  return live.length > 0 && live.every((status) => status === 'approved') ? 'approved' : 'waiting';
}

/**
 * The next step to run at or after `from` whose criteria hold (`applies`
 * answers for a step); null when none is left: the request is approved.
 */
export function nextApplicableStep(
  steps: readonly ApprovalStep[],
  from: number,
  applies: (step: ApprovalStep) => boolean,
): number | null {
  for (let index = Math.max(0, from); index < steps.length; index += 1) {
    const step = steps[index];
    if (step && applies(step)) return index;
  }
  return null;
}

/**
 * What a rejection at step `index` does: the request ends rejected, or goes
 * back to the step before it that ran (a rejection at the first step ends it).
 */
export function afterRejection(
  steps: readonly ApprovalStep[],
  index: number,
  ranSteps: readonly number[],
): { kind: 'final' } | { kind: 'step'; index: number } {
  if (steps[index]?.onReject !== 'previousStep') return { kind: 'final' };
  const earlier = ranSteps.filter((ran) => ran < index).sort((a, b) => b - a)[0];
  return earlier === undefined ? { kind: 'final' } : { kind: 'step', index: earlier };
}

/** The actions a moment of the request runs, in the order they were set. */
export function actionsFor(
  actions: readonly ApprovalAction[],
  on: ActionTrigger,
  step: number | null = null,
): ApprovalAction[] {
  return actions.filter(
    (action) =>
      action.on === on &&
      ((on !== 'stepApproved' && on !== 'stepRejected') || action.step === null || action.step === step),
  );
}
