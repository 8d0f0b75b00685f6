/**
 * The tables this module owns (import runs, their rows and saved mappings). Only this module queries them; another module
 * calls a function this module's index exports. scripts/check-boundaries.mjs checks it.
 */
export const OWNED_TABLES = ['import_run', 'import_row', 'import_mapping'] as const;
