import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';

/**
 * Once brought product lines (the price-book entry, the sales-order lines, the customer discount and the
 * tax type as a picklist) into objects installed before, reading the live catalogue. That is the metadata
 * module's catalogue sync now (catalogue-upgrades/product-lines.ts), run after the migrations at every
 * start; kept, empty, so databases that ran it still match the list of migrations.
 */
export async function up(_db: Kysely<unknown>, _dialect: DialectName): Promise<void> {}
