import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';

/**
 * Once installed the standard objects and the region tree from the live catalogue. A migration must stay
 * what it was when it ran, so that now happens in the metadata module's catalogue sync, which runs after
 * the migrations at every start (syncObjectCatalogue). Kept, empty, so databases that ran it still match
 * the list of migrations.
 */
export async function up(_db: Kysely<unknown>, _dialect: DialectName): Promise<void> {}
