import type { FoundationTables } from './migrations/0001-foundation.js';

/**
 * Every table Kysely knows about. Each feature module declares the tables its
 * migrations create and adds them here; no module queries another's tables.
 */
export interface Database extends FoundationTables {}
