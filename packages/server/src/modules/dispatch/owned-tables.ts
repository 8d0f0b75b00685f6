/**
 * The tables this module owns: none. Work orders, service resources, their
 * shifts and events, work rules and service goals are records of the record
 * engine's tables, read and written through its index.
 * scripts/check-boundaries.mjs checks it.
 */
export const OWNED_TABLES = [] as const;
