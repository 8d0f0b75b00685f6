/**
 * The tables this module owns (record-triggered flows and their runs; the in-app notices they leave
 * are the approvals bell's, written through the approvals module's index). Only this module queries
 * them; another module calls a function this module's index exports.
 * scripts/check-boundaries.mjs checks it. `automation_notification` was dropped by migration 0129
 * (its rows moved to the bell's list); it stays listed because migration 0101 creates it.
 */
export const OWNED_TABLES = ['automation_flow', 'automation_run', 'automation_notification'] as const;
