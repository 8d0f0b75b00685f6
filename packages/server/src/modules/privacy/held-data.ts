import type { PrivacyExport, PrivacyHeldRecord } from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import { accountHeldFor } from '../auth/index.js';
import { filesHeldFor } from '../files/index.js';
import { currentMetadata, type ObjectModel } from '../metadata/index.js';
import { lookupsPointingAt } from '../record-cleanup/index.js';
import { fieldHistoryOfRecords, type RecordRow, recordsDb } from '../records/index.js';
import { type ResolvedPerson, resolvePerson } from './people.js';

/**
 * What is held about a person (GDPR, issue 18): their own record, the records pointing at it through
 * a lookup (activities, opportunities, cases…), the files of their record and of their activities,
 * and the field history of both. Activities (tasks and events) are about the person; an erase takes
 * them with the person (person-erase.ts).
 */
export const ACTIVITY_OBJECTS: ReadonlySet<string> = new Set(['task', 'event']);

type Value = string | number | boolean | null;

/** A stored row as values by field api name (what the record page would show, unformatted). */
export function heldRecord(object: ObjectModel, row: RecordRow): PrivacyHeldRecord {
  const values: Record<string, Value> = {};
  for (const field of object.fields) {
    if (!field.columnName) continue;
    const value = row[field.columnName];
    values[field.apiName] =
      value === null || value === undefined
        ? null
        : typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
          ? value
          : String(value);
  }
  return {
    objectApi: object.apiName,
    objectLabel: object.label,
    id: String(row.id),
    name: String(row.name ?? ''),
    values,
  };
}

export interface RelatedRow {
  object: ObjectModel;
  row: RecordRow;
  through: string;
}

/** Every record pointing at the person's record through a lookup (deleted ones too), once each. */
export async function recordsPointingAt(
  database: DatabaseHandle,
  person: Extract<ResolvedPerson, { kind: 'contact' | 'lead' }>,
): Promise<RelatedRow[]> {
  const snapshot = await currentMetadata(database);
  const id = person.person.id;
  const found = new Map<string, RelatedRow>();
  for (const { object, field } of lookupsPointingAt(snapshot, person.object)) {
    const column = field.columnName as string;
    const rows = await recordsDb(database)
      .selectFrom(object.tableName)
      .selectAll()
      .where(column, field.typeCode === 'MR' ? 'like' : '=', field.typeCode === 'MR' ? `%${id}%` : id)
      .execute();
    for (const row of rows)
      if (!found.has(String(row.id)))
        found.set(String(row.id), { object, row, through: `${object.label} › ${field.label}` });
  }
  return [...found.values()];
}

export function activityIds(related: readonly RelatedRow[]): string[] {
  return related
    .filter(({ object }) => ACTIVITY_OBJECTS.has(object.apiName.toLowerCase()))
    .map(({ row }) => String(row.id));
}

/** The export file's content: everything held about the person. */
export async function exportPerson(
  database: DatabaseHandle,
  dataDir: string,
  user: CurrentUser,
  reference: { kind: ResolvedPerson['kind']; id: string },
  now: Date,
): Promise<PrivacyExport> {
  const resolved = await resolvePerson(database, user, reference.kind, reference.id);
  const base = {
    format: 'vela-gdpr-export/1' as const,
    exportedAt: now.toISOString(),
    person: resolved.person,
  };
  if (resolved.kind === 'user') {
    const held = await accountHeldFor(database, user.orgId, resolved.person.id);
    const account = held?.account ?? {};
    return {
      ...base,
      records: [
        {
          objectApi: 'User',
          objectLabel: 'User',
          id: resolved.person.id,
          name: resolved.person.name,
          values: account,
        },
      ],
      related: (held?.signIns ?? []).map((signIn, at) => ({
        objectApi: 'SignIn',
        objectLabel: 'Sign-in',
        id: `${resolved.person.id}-${at + 1}`,
        name: signIn.at,
        values: signIn,
        through: 'Sign-in history',
      })),
      files: [],
      history: [],
    };
  }
  const related = await recordsPointingAt(database, resolved);
  const ids = [resolved.person.id, ...activityIds(related)];
  const history = await fieldHistoryOfRecords(database.db, ids);
  return {
    ...base,
    records: [heldRecord(resolved.object, resolved.row)],
    related: related.map(({ object, row, through }) => ({ ...heldRecord(object, row), through })),
    files: await filesHeldFor(database, dataDir, user.orgId, ids),
    history: history.map((entry) => ({
      recordId: entry.record_id,
      field: entry.field_api,
      oldValue: entry.old_value,
      newValue: entry.new_value,
      changedBy: entry.changed_by,
      changedAt: entry.changed_at,
    })),
  };
}
