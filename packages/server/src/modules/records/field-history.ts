import type { Insertable, Kysely } from 'kysely';
import { sql } from 'kysely';
import type { RecordHistoryTable } from '../../db/migrations/0011-record-support.js';
import type { Database } from '../../db/schema.js';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, ErrorCode } from '../../http/envelope.js';
import { userNames as namesOfUsers } from '../auth/index.js';
import { currentMetadata, type FieldModel, isLookupType, labelIn, resolveObject } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { canAccessRecord, fieldAccess } from './record-access.js';
import { findRow, lookupNames, type RecordRow } from './record-store.js';

/**
 * /objectdetail/getFieldHistory (our path; the spec names no call): the
 * changes of a record's tracked fields, newest first, a page at a time. Only
 * for a record the caller may read, and without the fields field-level
 * security hides from them. Beside the stored values, the text a person
 * reads: picklist labels, the names of looked-up records, true/false.
 */
export interface FieldHistoryQuery {
  id: string;
  fieldApi?: string | undefined;
  page?: number | string | undefined;
  pageSize?: number | string | undefined;
  language?: string | undefined;
}

export const MAX_HISTORY_PAGE = 200;

export async function readFieldHistory(context: ModuleContext, user: CurrentUser, query: FieldHistoryQuery) {
  const { database } = context;
  const snapshot = await currentMetadata(database);
  const object = resolveObject(snapshot, { recordId: query.id });
  const row = await findRow(database, object, query.id);
  if (!row || !(await canAccessRecord(database, user, object, row)))
    throw new AppError(ErrorCode.NOT_FOUND, `${object.label} ${query.id} was not found`);
  const hidden = (await fieldAccess(database, user, object)).hidden;
  let only: FieldModel | undefined;
  if (query.fieldApi) {
    only = object.fieldsByApi.get(query.fieldApi.toLowerCase());
    if (!only || hidden.has(only.apiName))
      throw new AppError(
        ErrorCode.BAD_REQUEST,
        `body.fieldApi: ${object.label} has no field "${query.fieldApi}"`,
      );
  }
  const pageSize = Math.min(Number(query.pageSize ?? 20), MAX_HISTORY_PAGE);
  const page = Number(query.page ?? 1);
  let base = database.db
    .selectFrom('record_history')
    .where('record_id', '=', query.id)
    .where('object_id', '=', object.id);
  if (only) base = base.where('field_api', '=', only.apiName);
  if (hidden.size > 0) base = base.where('field_api', 'not in', [...hidden]);
  const [total, rows] = await Promise.all([
    base.select(sql<number>`count(*)`.as('n')).executeTakeFirst(),
    base
      .select(['id', 'field_api', 'old_value', 'new_value', 'changed_by', 'changed_at', 'changed_via'])
      .orderBy('changed_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  const userNames = await namesOfUsers(
    database,
    rows.map((entry) => entry.changed_by),
  );
  // Looked-up records' names through the same path the record read uses: one pseudo-row per history value.
  const lookupRows: RecordRow[] = rows.flatMap((entry) => {
    const field = object.fieldsByApi.get(entry.field_api.toLowerCase());
    if (!field?.columnName || !isLookupType(field.typeCode)) return [];
    return [{ [field.columnName]: entry.old_value }, { [field.columnName]: entry.new_value }];
  });
  const names =
    lookupRows.length > 0 ? await lookupNames(database, snapshot, object, lookupRows, user) : new Map();
  const text = (field: FieldModel | undefined, value: string | null): string => {
    if (value === null || value === '') return '';
    if (!field) return value;
    if (field.typeCode === 'B') return value === '1' || value === 'true' ? 'true' : 'false';
    if (isLookupType(field.typeCode))
      return value
        .split(';')
        .map((id) => names.get(id) ?? id)
        .join(';');
    if (field.picklist.length > 0)
      return value
        .split(';')
        .map((key) => {
          const option = field.picklist.find((candidate) => candidate.codeKey === key);
          return option ? labelIn(option.labels, option.codeValue, query.language) : key;
        })
        .join(';');
    return value;
  };
  const changes = Number(total?.n ?? 0);
  // The oldest entry of the whole history is the record's creation (not for one field's history).
  const withCreated = only === undefined;
  const totalCount = changes + (withCreated ? 1 : 0);
  const createdOnThisPage = withCreated && (page - 1) * pageSize <= changes && changes < page * pageSize;
  const creator = createdOnThisPage ? String(row.createbyid ?? '') : '';
  const creatorName = creator ? ((await namesOfUsers(database, [creator])).get(creator) ?? '') : '';
  const created = createdOnThisPage
    ? [
        {
          id: `created-${query.id}`,
          created: true,
          fieldApi: '',
          fieldLabel: '',
          oldValue: null,
          newValue: null,
          oldText: '',
          newText: '',
          changedById: creator,
          changedByName: creatorName,
          changedAt: String(row.createdate ?? ''),
        },
      ]
    : [];
  return {
    dataList: [
      ...rows.map((entry) => {
        const field = object.fieldsByApi.get(entry.field_api.toLowerCase());
        return {
          id: String(entry.id),
          fieldApi: entry.field_api,
          fieldLabel: field ? labelIn(field.labels, field.label, query.language) : entry.field_api,
          oldValue: entry.old_value,
          newValue: entry.new_value,
          oldText: text(field, entry.old_value),
          newText: text(field, entry.new_value),
          changedById: entry.changed_by,
          changedByName: userNames.get(entry.changed_by) ?? '',
          viaFlow: entry.changed_via.startsWith('flow:') ? entry.changed_via.slice('flow:'.length) : '',
          changedAt: entry.changed_at,
          created: false,
        };
      }),
      ...created,
    ],
    totalCount,
    page,
    pageSize,
    hasMore: page * pageSize < totalCount,
  };
}

/** One field change as the history keeps it (records owns `record_history`). */
export type FieldHistoryEntry = Insertable<RecordHistoryTable>;

/** Adds entries to records' field history (a merge's survivor, lookups repointed by a purge). */
export async function appendFieldHistory(
  db: Kysely<Database>,
  entries: readonly FieldHistoryEntry[],
): Promise<void> {
  if (entries.length > 0)
    await db
      .insertInto('record_history')
      .values([...entries])
      .execute();
}

/** Drops the field history of records deleted for good. */
export async function deleteFieldHistoryOf(
  db: Kysely<Database>,
  recordIds: readonly string[],
): Promise<void> {
  if (recordIds.length > 0)
    await db
      .deleteFrom('record_history')
      .where('record_id', 'in', [...recordIds])
      .execute();
}

/** The field history of these records, oldest first (a GDPR export of what is held about a person). */
export async function fieldHistoryOfRecords(db: Kysely<Database>, recordIds: readonly string[]) {
  if (recordIds.length === 0) return [];
  return db
    .selectFrom('record_history')
    .select(['record_id', 'field_api', 'old_value', 'new_value', 'changed_by', 'changed_at'])
    .where('record_id', 'in', [...recordIds])
    .orderBy('changed_at')
    .orderBy('id')
    .execute();
}

/**
 * Removes the history entries of other records that name an erased person: a value that held one of
 * their ids (a lookup, alone or in a multi-record list) or one of their texts exactly (an e-mail, a
 * name copied into another record). Answers how many entries went.
 */
export async function deleteFieldHistoryMentioning(
  db: Kysely<Database>,
  mentions: { ids: readonly string[]; texts: readonly string[] },
): Promise<number> {
  const texts = [...new Set(mentions.texts.filter((text) => text.trim() !== ''))];
  if (mentions.ids.length === 0 && texts.length === 0) return 0;
  const result = await db
    .deleteFrom('record_history')
    .where((eb) =>
      eb.or([
        ...mentions.ids.flatMap((id) => [
          eb('old_value', 'like', `%${id}%`),
          eb('new_value', 'like', `%${id}%`),
        ]),
        ...(texts.length > 0 ? [eb('old_value', 'in', texts), eb('new_value', 'in', texts)] : []),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
