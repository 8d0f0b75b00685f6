/**
 * The tables this module owns: none. An export is a job of the job runner (its payload says what to write)
 * and a file under the data folder's exports/; scripts/check-boundaries.mjs reads this list.
 */
export const OWNED_TABLES = [] as const;
