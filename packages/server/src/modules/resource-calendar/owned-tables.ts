/**
 * The tables this module owns: none. Resources, shifts and events are records
 * of the record engine's tables, read and written through its index.
 * scripts/check-boundaries.mjs checks it.
 */
export const OWNED_TABLES = [] as const;
