import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';

/**
 * Once brought the product layout's spec id (S2-B-084) into objects installed before, reading the live
 * catalogue. That is the metadata module's catalogue sync now (catalogue-upgrades/product-layout-id.ts),
 * run after the migrations at every start; kept, empty, so databases that ran it still match the list of
 * migrations.
 */
export async function up(_db: Kysely<unknown>, _dialect: DialectName): Promise<void> {}
