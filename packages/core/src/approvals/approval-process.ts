import { compileFormula } from '../formula/compile-formula.js';
import { FormulaError } from '../formula/errors.js';
import type { CompiledFormula, FormulaContext, FormulaFieldInfo } from '../formula/types.js';
import type { EditLock } from './approval-steps.js';

/**
 * Approval processes (spec 2 §4 "Saving", saveandapproval; spec 1 §8): per
 * object, active or not, tried in their order; the first whose entry
 * criteria hold takes the record. Criteria are written in Vela's formula
 * language (a boolean formula, blank = every record).
 */

/** Who approves a record the process takes. */
export const APPROVER_KINDS = ['user', 'submitterManager', 'ownerManager', 'manual'] as const;
export type ApproverKind = (typeof APPROVER_KINDS)[number];

export interface ApprovalProcess {
  id: string;
  name: string;
  active: boolean;
  /** Lower goes first. */
  order: number;
  /** A boolean formula over the record's fields; '' takes every record. */
  criteria: string;
  approverKind: ApproverKind;
  /** The named approver of kind 'user'. */
  approverUserId: string | null;
}

/** The answer's text when no active process takes the record; spec 1 §8 keeps it out of the error report. */
export const NO_MATCHING_PROCESS_MESSAGE = 'This record does not meet any active approval process criteria';

/** The return code of an answer asking the submitter to pick the next approver (spec 2 §4). */
export const APPROVAL_MANUAL_CODE = 'Manual';

export type ApprovalStatus = 'pending' | 'approved' | 'rejected' | 'recalled';

/** Compiles entry criteria, or says what is wrong with them (null for blank criteria). */
export function compileCriteria(
  criteria: string,
  fields: readonly FormulaFieldInfo[],
): CompiledFormula | null {
  if (criteria.trim() === '') return null;
  return compileFormula(criteria, fields, { expectedType: 'boolean' });
}

export type ProcessChoice =
  | { matched: true; process: ApprovalProcess }
  | { matched: false; errors: string[] };

/**
 * The first active process, by order, whose criteria hold for the record.
 * Without one, a line per active process says why it did not take the record
 * (the failure dialog's numbered list).
 */
export function chooseApprovalProcess(
  processes: readonly ApprovalProcess[],
  fields: readonly FormulaFieldInfo[],
  context: FormulaContext,
): ProcessChoice {
  const active = processes.filter((process) => process.active).sort((a, b) => a.order - b.order);
  const errors: string[] = [];
  for (const process of active) {
    let formula: CompiledFormula | null;
    try {
      formula = compileCriteria(process.criteria, fields);
    } catch (error) {
      // A field the criteria read may have been removed since the process was saved.
      if (!(error instanceof FormulaError)) throw error;
      errors.push(`${process.name}: its entry criteria no longer compile (${error.message})`);
      continue;
    }
    if (!formula || formula.evaluate(context) === true) return { matched: true, process };
    errors.push(`${process.name}: the record does not meet its entry criteria (${process.criteria})`);
  }
  if (active.length === 0) errors.push('The object has no active approval process');
  return { matched: false, errors };
}

/**
 * Whether a person may change a record that waits for approval: only the
 * approver and administrators may (the record is locked for everyone else).
 */
export function mayEditPendingRecord(
  userId: string,
  isAdministrator: boolean,
  pending: { approverId: string; approverIds?: readonly string[]; editLock?: EditLock },
): boolean {
  if (isAdministrator) return true;
  if (pending.editLock === 'adminOnly') return false;
  return pending.approverId === userId || (pending.approverIds ?? []).includes(userId);
}

/** The manager in a role hierarchy: the first role above `roleId` that has a person in it. */
export function managerInHierarchy(
  roleId: string | null,
  parentOf: ReadonlyMap<string, string | null>,
  peopleInRole: (roleId: string) => readonly string[],
  excludeUserId: string,
): string | null {
  const seen = new Set<string>();
  let current = roleId ? (parentOf.get(roleId) ?? null) : null;
  while (current && !seen.has(current)) {
    seen.add(current);
    const people = peopleInRole(current).filter((id) => id !== excludeUserId);
    if (people.length > 0) return people[0]!;
    current = parentOf.get(current) ?? null;
  }
  return null;
}

/** The message key of a save refused because the record waits for approval; params: approver. */
export const APPROVAL_LOCKED_MESSAGE_KEY = 'approvals.locked';

/**
 * The message key of a delete refused because the record waits for approval;
 * params: object (its label), name, approver. No one deletes a pending
 * record, not even its approver or an administrator: the request would be
 * left naming a record in the recycle bin. They decide it first.
 */
export const APPROVAL_DELETE_LOCKED_MESSAGE_KEY = 'approvals.deleteLocked';
