import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import { AppError, ErrorCode } from '../../http/envelope.js';
import { ownerInOrganisation } from '../auth/index.js';
import { currentMetadata, findObject } from '../metadata/index.js';

/**
 * A partner account is a record (an Account) of the organisation: its name,
 * or a refusal that reads exactly like a missing record, so a guessed id
 * tells nothing.
 */
export async function partnerAccountRecord(database: DatabaseHandle, orgId: string, id: string) {
  const object = findObject(await currentMetadata(database), { recordId: id });
  const row = object
    ? await sql<{ id: string; name: string | null }>`select t.id, t.name from ${sql.table(object.tableName)} t
        where t.id = ${id} and t.is_deleted = 0 and ${ownerInOrganisation('t.ownerid', orgId)}`
        .execute(database.db)
        .then((result) => result.rows[0])
    : undefined;
  if (!object || !row) throw new AppError(ErrorCode.NOT_FOUND, `No record has the id "${id}"`);
  return { id: row.id, name: row.name ?? '', objectApi: object.apiName, objectLabel: object.label };
}
