/**
 * The tables this module owns (tags). Only this module queries them; another module
 * calls a function this module's index exports. scripts/check-boundaries.mjs checks it.
 */
export const OWNED_TABLES = ['tag', 'record_tag'] as const;
