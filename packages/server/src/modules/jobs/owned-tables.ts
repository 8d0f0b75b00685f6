/**
 * The tables this module owns (the one job runner's jobs). Only this module queries them; another module
 * calls a function this module's index exports. scripts/check-boundaries.mjs checks it.
 */
export const OWNED_TABLES = ['job'] as const;
