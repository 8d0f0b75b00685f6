import { recordIdPrefix } from '@vela/core';
import { sql } from 'kysely';
import { type FieldModel, isLookupType, type ObjectModel } from '../../metadata/index.js';
import { isUserOfOrg, recordAccessFilter } from '../record-access.js';
import { type SaveContext, type SaveDraft, SaveRefusal } from './save-types.js';

/**
 * Step 6: every lookup value the save writes points at an existing record of
 * the right object (or an active user of the caller's organisation). All the
 * record ids are checked in one statement (a UNION ALL over their tables) and
 * all the user ids in another; the caller is an active user of their own
 * organisation already (authentication refused them otherwise), so a record
 * they own themselves — every new record by default — costs no query.
 */
interface Wanted {
  field: FieldModel;
  api: string;
  id: string;
  target: ObjectModel | null;
}

export async function checkLookups(context: SaveContext, draft: SaveDraft): Promise<void> {
  const { object, snapshot } = context;
  const wanted: Wanted[] = [];
  for (const [api, value] of Object.entries(draft.changes)) {
    const field = object.fieldsByApi.get(api.toLowerCase());
    if (!field || !isLookupType(field.typeCode) || typeof value !== 'string' || value === '') continue;
    // An unchanged value stays, even if its record is no longer the caller's to see (access control).
    if (draft.existing && field.columnName && draft.existing[field.columnName] === value) continue;
    const ids = value.split(';');
    if (field.lookupObjectId === 'user') {
      for (const id of ids) if (id !== context.user.userId) wanted.push({ field, api, id, target: null });
      continue;
    }
    // A polymorphic lookup (event whoid: contact or lead) names its objects joined with ','.
    const targets = (field.lookupObjectId ?? '').split(',').flatMap((id) => snapshot.byId.get(id) ?? []);
    if (targets.length === 0) continue;
    for (const id of ids) {
      const target = targets.find((candidate) => candidate.prefix === recordIdPrefix(id));
      if (!target) {
        const names = targets.map((candidate) => candidate.label).join(' or ');
        throw new SaveRefusal(`${field.label} must point at a ${names}; "${id}" is not one`, {
          errorField: api,
        });
      }
      wanted.push({ field, api, id, target });
    }
  }
  if (wanted.length === 0) return;
  const userIds = wanted.filter((entry) => entry.target === null).map((entry) => entry.id);
  const [users, records] = await Promise.all([
    userIds.length > 0 ? isUserOfOrg(context.database, context.user.orgId, userIds) : new Set<string>(),
    existingRecordIds(context, wanted),
  ]);
  for (const entry of wanted) {
    if (entry.target === null) {
      if (!users.has(entry.id))
        throw new SaveRefusal(`${entry.field.label}: no active user has id "${entry.id}"`, {
          errorField: entry.api,
        });
    } else if (!records.has(entry.id)) {
      throw new SaveRefusal(`${entry.field.label}: ${entry.target.label} "${entry.id}" does not exist`, {
        errorField: entry.api,
      });
    }
  }
}

/** The wanted record ids that exist and are not deleted, in one statement (an id's prefix names its table). */
async function existingRecordIds(context: SaveContext, wanted: readonly Wanted[]): Promise<Set<string>> {
  const byTarget = new Map<ObjectModel, Set<string>>();
  for (const entry of wanted) {
    if (!entry.target) continue;
    const ids = byTarget.get(entry.target) ?? new Set<string>();
    ids.add(entry.id);
    byTarget.set(entry.target, ids);
  }
  if (byTarget.size === 0) return new Set();
  const parts = [...byTarget].map(
    ([target, ids]) =>
      // A record the caller may not read does not exist for them (access control: no trace by guessing).
      sql`select id from ${sql.table(target.tableName)} where id in (${sql.join([...ids])}) and is_deleted = 0${context.asSystem ? sql`` : sql` and ${recordAccessFilter(context.user, target)}`}`,
  );
  const { rows } = await sql<{ id: string }>`${sql.join(parts, sql` union all `)}`.execute(
    context.database.db,
  );
  return new Set(rows.map((row) => String(row.id)));
}
