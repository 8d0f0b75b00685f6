import type { Kysely } from 'kysely';
import type { DialectName } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import { addCatalogueFields } from './add-fields.js';

/** Salutation, first and last name on contacts and leads (issue 26 item 15); the full name derives from them. */
export const PERSON_NAME_FIELDS: ReadonlyArray<readonly [string, string]> = ['Contact', 'Lead'].flatMap(
  (objectApi) => ['salutation', 'firstname', 'lastname'].map((fieldApi) => [objectApi, fieldApi] as const),
);

export function upgradePersonNames(typed: Kysely<Database>, dialect: DialectName, now: string) {
  return addCatalogueFields(typed, dialect, now, PERSON_NAME_FIELDS);
}
