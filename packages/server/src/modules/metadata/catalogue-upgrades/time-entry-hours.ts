import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { fieldIdFor, objectIdFor } from '../install-object.js';

/**
 * A time entry's hours were installed with room for 9.99 only (length 4 with
 * 2 decimals), so a day of 10 h or more on one task could be logged neither
 * in the timesheet nor in the form. Five digits hold up to 99.99; the 24 h
 * limit of a day is the timesheets' rule. The column is a plain numeric, so
 * only the field's size changes.
 */
export async function upgradeTimeEntryHours(db: Kysely<Database>): Promise<boolean> {
  const objectId = objectIdFor('velaTimeEntry');
  const result = await db
    .updateTable('meta_field')
    .set({ length: 5 })
    .where('id', '=', fieldIdFor(objectId, 'hours'))
    .where('length', '=', 4)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
