import { z } from 'zod';
import { layoutRuleConditionSchema } from '../metadata/types.js';
import { ASSIGNMENT_RULE_PATHS, MAX_ASSIGNMENT_RULE_ENTRIES } from '../records/assignment-rules.js';
import { defineCall } from './call-contract.js';

/**
 * Assignment rules of leads and cases (S2-B-014): read by anyone who may use
 * the object's form, changed by administrators. Ours: the spec names the
 * checkbox, not the calls.
 */
const objectApi = z.string().min(1).max(100);

export const assignmentRuleEntryInputSchema = z.strictObject({
  conditions: z.array(layoutRuleConditionSchema).max(20, 'conditions: at most 20 per entry'),
  logic: z.string().max(500).default(''),
  assigneeId: z.string().min(1, 'assigneeId: name the user who gets the record').max(64),
});
export const assignmentRuleEntrySchema = z.object({
  conditions: z.array(layoutRuleConditionSchema),
  logic: z.string(),
  assigneeId: z.string(),
  assigneeName: z.string(),
});
export const assignmentRulesSchema = z.object({
  objectApi: z.string(),
  entries: z.array(assignmentRuleEntrySchema),
});
export type AssignmentRules = z.infer<typeof assignmentRulesSchema>;

export const listAssignmentRulesContract = defineCall({
  path: ASSIGNMENT_RULE_PATHS.list,
  summary: 'The assignment rule entries of leads or cases, in the order they are tried',
  request: z.strictObject({ objectApi }),
  response: assignmentRulesSchema,
});

export const saveAssignmentRulesContract = defineCall({
  path: ASSIGNMENT_RULE_PATHS.save,
  summary: 'Replaces the assignment rule entries of leads or cases (administrators)',
  request: z.strictObject({
    objectApi,
    entries: z
      .array(assignmentRuleEntryInputSchema)
      .max(MAX_ASSIGNMENT_RULE_ENTRIES, `entries: at most ${MAX_ASSIGNMENT_RULE_ENTRIES}`),
  }),
  response: assignmentRulesSchema,
});
