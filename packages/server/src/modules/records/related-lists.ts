import { sql } from 'kysely';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, ErrorCode } from '../../http/envelope.js';
import {
  currentMetadata,
  type FieldModel,
  isLookupType,
  labelIn,
  type ObjectModel,
  resolveObject,
} from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { readRecordValues } from './read-record.js';
import { fieldAccess, recordAccessFilter } from './record-access.js';
import { type RecordValues, recordsDb, toRecordValues } from './record-store.js';
import { layoutOf } from './save/check-required.js';

/**
 * /objectdetail/getRelatedListRows (our path; the spec names only
 * getDetailRelatedItems, which answers names): one related list of a record
 * — the records of a child object whose lookup points at it — a page at a
 * time, with the few columns a record page shows for that object. Only for a
 * parent the caller may read, only the children they may read
 * (recordAccessFilter), never a field field-level security hides from them.
 */
export interface RelatedListQuery {
  id: string;
  objectApi: string;
  fieldApi: string;
  page?: number | string | undefined;
  pageSize?: number | string | undefined;
  language?: string | undefined;
}

export const MAX_RELATED_PAGE = 50;
const MAX_COLUMNS = 4;

/** The columns a person looks for first, per standard object; others take the layout's first short fields. */
const RELATED_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  contact: ['title', 'email', 'phone'],
  opportunity: ['stage', 'amount', 'closedate'],
  velacase: ['casenumber', 'status', 'priority'],
  lead: ['company', 'status', 'email'],
  event: ['begintime', 'endtime', 'location'],
  task: ['tasktype', 'duedate', 'status', 'priority'],
  contract: ['status', 'startdate', 'enddate'],
};

const NOT_COLUMN_TYPES = new Set(['X', 'A', 'AD', 'LT', 'IMG', 'file', 'Z', 'MR']);

function columnsOf(child: ObjectModel, hidden: ReadonlySet<string>): FieldModel[] {
  const usable = (field: FieldModel | undefined): field is FieldModel =>
    field !== undefined &&
    field.columnName !== null &&
    field.apiName !== 'name' &&
    field.apiName !== child.nameField &&
    !hidden.has(field.apiName) &&
    !NOT_COLUMN_TYPES.has(field.typeCode);
  const named = (RELATED_COLUMNS[child.id] ?? RELATED_COLUMNS[child.apiName.toLowerCase()] ?? [])
    .map((api) => child.fieldsByApi.get(api))
    .filter(usable);
  if (named.length > 0) return named.slice(0, MAX_COLUMNS);
  const layout = layoutOf(child, null);
  const byId = new Map(child.fields.map((field) => [field.id, field]));
  const fromLayout = (layout?.sections ?? [])
    .flatMap((section) => section.items.map((item) => byId.get(item.fieldId)))
    .filter(usable);
  return fromLayout.slice(0, 3);
}

/** The child's lookup that points at the parent's object; anything else is a clear 400. */
function parentLookup(parent: ObjectModel, child: ObjectModel, fieldApi: string): FieldModel {
  const field = child.fieldsByApi.get(fieldApi.toLowerCase());
  const targets = (field?.lookupObjectId ?? '').split(',');
  if (
    !field?.columnName ||
    !isLookupType(field.typeCode) ||
    field.typeCode === 'MR' ||
    !targets.includes(parent.id)
  )
    throw new AppError(
      ErrorCode.BAD_REQUEST,
      `body.fieldApi: ${child.label} has no lookup "${fieldApi}" to ${parent.label}`,
    );
  return field;
}

const pick = (values: RecordValues, columns: readonly FieldModel[]): RecordValues => {
  const row: RecordValues = { id: values.id ?? null, name: values.name ?? null };
  for (const column of columns) {
    row[column.apiName] = values[column.apiName] ?? null;
    if (isLookupType(column.typeCode))
      row[`${column.apiName}ccname`] = values[`${column.apiName}ccname`] ?? null;
  }
  return row;
};

export async function readRelatedList(context: ModuleContext, user: CurrentUser, query: RelatedListQuery) {
  const { database } = context;
  const snapshot = await currentMetadata(database);
  const parent = resolveObject(snapshot, { recordId: query.id });
  // 404 for a parent the caller may not read: its related records are no one else's business.
  await readRecordValues(context, user, snapshot, parent, query.id);
  const child = resolveObject(snapshot, { objectApi: query.objectApi });
  const lookup = parentLookup(parent, child, query.fieldApi);
  const hidden = (await fieldAccess(database, user, child)).hidden;
  if (hidden.has(lookup.apiName))
    throw new AppError(
      ErrorCode.BAD_REQUEST,
      `body.fieldApi: ${child.label} has no lookup "${query.fieldApi}" to ${parent.label}`,
    );
  const columns = columnsOf(child, hidden);
  const pageSize = Math.min(Number(query.pageSize ?? 10), MAX_RELATED_PAGE);
  const page = Number(query.page ?? 1);
  const base = recordsDb(database)
    .selectFrom(child.tableName)
    .where(lookup.columnName ?? '', '=', query.id)
    .where('is_deleted', '=', 0)
    .where(recordAccessFilter(user, child));
  const [total, rows] = await Promise.all([
    base.select(sql<number>`count(*)`.as('n')).executeTakeFirst(),
    base
      .selectAll()
      .orderBy('createdate', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  const values = await toRecordValues(database, snapshot, child, rows, user);
  const totalCount = Number(total?.n ?? 0);
  return {
    objId: child.id,
    objectApi: child.apiName,
    prefix: child.prefix,
    labelName: labelIn(child.labels, child.pluralLabel, query.language),
    fieldApi: lookup.apiName,
    fieldLabel: labelIn(lookup.labels, lookup.label, query.language),
    columns: columns.map((column) => ({
      apiName: column.apiName,
      label: labelIn(column.labels, column.label, query.language),
      fieldType: column.typeCode,
      options: column.picklist.map((option) => ({
        key: option.codeKey,
        val: labelIn(option.labels, option.codeValue, query.language),
      })),
    })),
    dataList: values.map((row) => pick(row, columns)),
    totalCount,
    page,
    pageSize,
    hasMore: page * pageSize < totalCount,
  };
}
