/**
 * The tables this module owns (the record engine's field history, auto-number sequences and save idempotency). Only this module queries them; another module
 * calls a function this module's index exports. scripts/check-boundaries.mjs checks it.
 */
export const OWNED_TABLES = [
  'record_history',
  'record_sequence',
  'save_idempotency',
  'assignment_rule_entry',
  'object_mapping_field',
] as const;
