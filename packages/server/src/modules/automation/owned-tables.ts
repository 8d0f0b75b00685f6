/**
 * The tables this module owns (record-triggered flows, their runs and the in-app notifications they
 * leave). Only this module queries them; another module calls a function this module's index exports.
 * scripts/check-boundaries.mjs checks it.
 */
export const OWNED_TABLES = ['automation_flow', 'automation_run', 'automation_notification'] as const;
