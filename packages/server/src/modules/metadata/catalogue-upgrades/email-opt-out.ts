import type { Kysely } from 'kysely';
import type { DialectName } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import { addCatalogueFields } from './add-fields.js';

/** The e-mail opt-out checkbox on contacts and leads (issue 23): a mass e-mail skips whoever has it set. */
export function upgradeEmailOptOut(typed: Kysely<Database>, dialect: DialectName, now: string) {
  return addCatalogueFields(typed, dialect, now, [
    ['Contact', 'hasoptedoutofemail'],
    ['Lead', 'hasoptedoutofemail'],
  ]);
}
