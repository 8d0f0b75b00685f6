import type { DatabaseHandle } from '../../db/database.js';
import { namesOf } from './people.js';

/** Ids per query: well under SQLite's and PostgreSQL's bound-parameter limits. */
const IDS_PER_QUERY = 500;

/**
 * Of these records, the ones that wait for approval, with their approver's
 * name: the record engine and the list's mass delete ask before deleting.
 * `database` may be a transaction's handle, so the answer holds for the delete.
 */
export async function pendingApproversOf(
  database: DatabaseHandle,
  recordIds: readonly string[],
): Promise<Map<string, string>> {
  const approverOf = new Map<string, string>();
  const unique = [...new Set(recordIds)];
  for (let start = 0; start < unique.length; start += IDS_PER_QUERY) {
    const rows = await database.db
      .selectFrom('approval_request')
      .select(['record_id', 'approver_id'])
      .where('record_id', 'in', unique.slice(start, start + IDS_PER_QUERY))
      .where('status', '=', 'pending')
      .execute();
    for (const row of rows) approverOf.set(row.record_id, row.approver_id);
  }
  if (approverOf.size === 0) return new Map();
  const names = await namesOf(database, [...new Set(approverOf.values())]);
  return new Map([...approverOf].map(([recordId, approverId]) => [recordId, names.get(approverId) ?? '']));
}
