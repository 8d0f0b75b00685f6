import type { FlowAction, FlowCriteria, FlowStep, FlowTrigger } from '../contracts/automation.js';
import { compileFormula, evaluateValidationRule } from '../formula/compile-formula.js';
import { FormulaError } from '../formula/errors.js';
import type { CompiledFormula, FormulaContext, FormulaFieldInfo } from '../formula/types.js';
import type { FieldTypeCode } from '../metadata/types.js';
import { compareForVisibility } from '../rules/visibility-operators.js';

/**
 * Record-triggered flows' rules (issue 20), the same on the server (which
 * runs them) and the web (whose editor checks what it can before saving).
 */

/** A field as the criteria see it: its formula type and its field type (for conditions). */
export interface FlowFieldInfo extends FormulaFieldInfo {
  typeCode: FieldTypeCode | string;
}

/** Criteria made ready to decide: a compiled formula, conditions with their field types, or always. */
export type CompiledCriteria =
  | { kind: 'always' }
  | { kind: 'formula'; formula: CompiledFormula }
  | {
      kind: 'conditions';
      match: 'all' | 'any';
      conditions: Array<{ field: string; typeCode: string; operator: string; value: string }>;
    };

/** Criteria that cannot be read: a formula that does not compile, a condition on a field that is gone. */
export class FlowCriteriaError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FlowCriteriaError';
  }
}

/** Compiles the criteria against the object's fields now, or throws FlowCriteriaError naming the problem. */
export function compileFlowCriteria(
  criteria: FlowCriteria,
  fields: readonly FlowFieldInfo[],
): CompiledCriteria {
  if (criteria.kind === 'always') return criteria;
  if (criteria.kind === 'formula') {
    try {
      return {
        kind: 'formula',
        formula: compileFormula(criteria.formula, fields, { expectedType: 'boolean' }),
      };
    } catch (error) {
      if (error instanceof FormulaError)
        throw new FlowCriteriaError(`the criteria formula does not compile: ${error.message}`);
      throw error;
    }
  }
  const byApi = new Map(fields.map((field) => [field.apiName.toLowerCase(), field]));
  return {
    kind: 'conditions',
    match: criteria.match,
    conditions: criteria.conditions.map((condition, index) => {
      const field = byApi.get(condition.field.toLowerCase());
      if (!field)
        throw new FlowCriteriaError(
          `condition ${index + 1} names the field "${condition.field}", which does not exist`,
        );
      return {
        field: field.apiName,
        typeCode: field.typeCode,
        operator: condition.operator,
        value: condition.value,
      };
    }),
  };
}

/** Whether the record meets compiled criteria. */
export function criteriaHold(criteria: CompiledCriteria, context: FormulaContext): boolean {
  if (criteria.kind === 'always') return true;
  if (criteria.kind === 'formula') return evaluateValidationRule(criteria.formula, context);
  const decide = (condition: (typeof criteria.conditions)[number]) =>
    compareForVisibility(
      condition.typeCode as FieldTypeCode,
      condition.operator as Parameters<typeof compareForVisibility>[1],
      context.record[condition.field],
      condition.value,
    );
  return criteria.match === 'all' ? criteria.conditions.every(decide) : criteria.conditions.some(decide);
}

/** Whether a flow of `trigger` hears a save that created (isNew) or updated a record. */
export function flowHearsSave(trigger: FlowTrigger, isNew: boolean): boolean {
  return trigger === 'createOrUpdate' || (trigger === 'create') === isNew;
}

/**
 * Whether a save starts a run: the record meets the criteria after the save
 * and, for a flow that runs only on a change to match, did not before it.
 */
export function flowShouldRun(
  criteria: CompiledCriteria,
  onlyOnChange: boolean,
  context: FormulaContext & { priorRecord: Record<string, unknown> | null },
): boolean {
  if (!criteriaHold(criteria, context)) return false;
  if (!onlyOnChange || context.priorRecord === null) return true;
  return !criteriaHold(criteria, { ...context, record: context.priorRecord, priorRecord: null });
}

/** One instruction of a flow's plan: its actions flattened, a branch made a conditional jump. */
export type FlowPlanStep =
  | { kind: 'action'; label: string; action: FlowStep }
  | { kind: 'branch'; label: string; criteria: FlowCriteria; elseAt: number }
  | { kind: 'jump'; label: string; to: number };

/**
 * The actions as one list a run walks with a single step number (stored on
 * the run, so a run resumed after a wait or a restart goes on where it was):
 * a branch tests its criteria and jumps to its else steps when they fail;
 * the then steps end with a jump past the else steps. A decision inside a
 * path is laid out the same way, in place, so nesting needs nothing more of
 * the run; its steps are labelled by their path ('3.then.2.else.1').
 */
export function flowPlan(actions: readonly FlowAction[]): FlowPlanStep[] {
  const plan: FlowPlanStep[] = [];
  const layOut = (steps: readonly FlowAction[], prefix: string) =>
    steps.forEach((action, index) => {
      const label = `${prefix}${index + 1}`;
      if (action.type !== 'branch') {
        plan.push({ kind: 'action', label, action });
        return;
      }
      const branch: FlowPlanStep = { kind: 'branch', label, criteria: action.criteria, elseAt: -1 };
      plan.push(branch);
      layOut(action.thenSteps, `${label}.then.`);
      const jump: FlowPlanStep = { kind: 'jump', label, to: -1 };
      plan.push(jump);
      branch.elseAt = plan.length;
      layOut(action.elseSteps, `${label}.else.`);
      jump.to = plan.length;
    });
  layOut(actions, '');
  return plan;
}

/** The text of a record value as a placeholder shows it. */
function placeholderText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(placeholderText).join(';');
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    const id = (value as { id?: unknown }).id;
    return typeof id === 'string' ? id : '';
  }
  return String(value);
}

/**
 * Fills `{{field}}` placeholders from the record; `{{$today}}` is today's
 * date and `{{$today+7}}` a week later (UTC). An unknown field is empty.
 */
export function fillFlowTemplate(template: string, record: Record<string, unknown>, now: Date): string {
  return template.replace(
    /\{\{\s*([$\w.]+)\s*([+-]\s*\d+)?\s*\}\}/g,
    (_all, name: string, offset?: string) => {
      if (name.toLowerCase() === '$today') {
        const days = offset ? Number(offset.replace(/\s/g, '')) : 0;
        return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
      }
      const key = Object.keys(record).find((candidate) => candidate.toLowerCase() === name.toLowerCase());
      return key === undefined ? '' : placeholderText(record[key]);
    },
  );
}

/** The placeholders a template names (without $today), for the editor's and the save's field checks. */
export function flowTemplateFields(template: string): string[] {
  return [...template.matchAll(/\{\{\s*([$\w.]+)\s*(?:[+-]\s*\d+)?\s*\}\}/g)]
    .map((match) => match[1] ?? '')
    .filter((name) => name !== '' && !name.startsWith('$'));
}
