/**
 * The tables this module owns (the setup audit trail). Only this module queries them; another module
 * calls a function this module's index exports. scripts/check-boundaries.mjs checks it.
 */
export const OWNED_TABLES = ['setup_audit'] as const;
