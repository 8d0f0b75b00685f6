import {
  type DuplicateBasis,
  defaultMergeChoices,
  duplicateBasis,
  duplicateNameKey,
  type MergeSelection,
  type MergeValue,
  mergedChanges,
  mergeSelectionProblem,
  offersFindDuplicates,
} from '@vela/core';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, ErrorCode } from '../../http/envelope.js';
import {
  currentMetadata,
  type FieldModel,
  matchKey,
  nameOrder,
  type ObjectModel,
  recordsWithMatchKey,
  resolveObject,
  sharedMatchKeys,
  writeMatchKeys,
} from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import {
  appendFieldHistory,
  canAccessRecord,
  deleteRefusalError,
  deleteRefusalsOf,
  fieldAccess,
  findRow,
  inTransaction,
  lookupTargetRights,
  prepareRecordAccess,
  type RecordRow,
  recordAccessFilter,
  recordName,
  recordsDb,
  recountRollupsOfParents,
  softDeleteRow,
  toRecordValues,
  transactionHandle,
  visibleValues,
} from '../records/index.js';
import { repointLookups } from './purge-rows.js';

/**
 * Duplicate check and merge (S1-R-009…013): the object's duplicate rules find
 * a record's duplicates (the same match keys the save check uses); two or
 * three of them merge into one survivor, field by field; related records
 * follow the survivor and the others go to the recycle bin, in one
 * transaction. Field-level security applies: hidden fields are not offered,
 * read-only ones keep the survivor's value.
 */
const DUPLICATE_LIMIT = 50;

function rowValues(object: ObjectModel, row: RecordRow): Record<string, MergeValue> {
  const values: Record<string, MergeValue> = { name: (row.name as string | null) ?? '' };
  for (const field of object.fields) {
    if (!field.columnName) continue;
    values[field.apiName] = row[field.columnName] ?? null;
  }
  return values;
}

async function readableRow(context: ModuleContext, user: CurrentUser, object: ObjectModel, id: string) {
  const row = await findRow(context.database, object, id);
  if (!row || !(await canAccessRecord(context.database, user, object, row, 'read')))
    throw new AppError(ErrorCode.NOT_FOUND, `${object.label} ${id} was not found`);
  return row;
}

/** What the object's duplicate check compares: its rules, else its typed name, else nothing. */
export function basisOf(object: ObjectModel): DuplicateBasis {
  return duplicateBasis(object.duplicateRules.length, object.fieldsByApi.get(object.nameField)?.typeCode);
}

/** Whether the record's page offers Find duplicates (core's rule: a basis, and the right to edit). */
export async function duplicateCheckOffered(context: ModuleContext, user: CurrentUser, id: string) {
  const snapshot = await currentMetadata(context.database);
  const object = resolveObject(snapshot, { recordId: id });
  const row = await readableRow(context, user, object, id);
  const basis = basisOf(object);
  const canEdit = await canAccessRecord(context.database, user, object, row, 'edit');
  return { basis, offered: offersFindDuplicates(basis, canEdit) };
}

/**
 * The records the object's duplicate rules match with this one (or, for an
 * object without rules, those of the same name), as far as the caller may read them.
 */
export async function findDuplicates(context: ModuleContext, user: CurrentUser, id: string) {
  const snapshot = await currentMetadata(context.database);
  const object = resolveObject(snapshot, { recordId: id });
  const row = await readableRow(context, user, object, id);
  const values = rowValues(object, row);
  const basis = basisOf(object);
  const rulesOf = new Map<string, string[]>();
  if (basis === 'name' && String(row.name ?? '').trim() !== '') {
    const label = object.fieldsByApi.get(object.nameField)?.label ?? object.nameField;
    await prepareRecordAccess(context.database, object);
    const same = await recordsDb(context.database)
      .selectFrom(object.tableName)
      .select('id')
      .where(nameOrder(context.database.dialect), '=', duplicateNameKey(String(row.name)))
      .where('id', '!=', id)
      .where('is_deleted', '=', 0)
      .limit(DUPLICATE_LIMIT)
      .execute();
    for (const match of same) rulesOf.set(String(match.id), [label]);
  }
  for (const rule of object.duplicateRules) {
    const key = matchKey(rule, values);
    if (key === null) continue;
    const matches = await recordsWithMatchKey(context.database.db, rule.id, key, DUPLICATE_LIMIT, id);
    for (const match of matches) rulesOf.set(match, [...(rulesOf.get(match) ?? []), rule.name]);
  }
  const duplicates =
    rulesOf.size === 0
      ? []
      : await (async () => {
          await prepareRecordAccess(context.database, object);
          return recordsDb(context.database)
            .selectFrom(object.tableName)
            .select(['id', 'name', 'ownerid', 'createdate'])
            .where('id', 'in', [...rulesOf.keys()])
            .where('is_deleted', '=', 0)
            .where(recordAccessFilter(user, object, 'read'))
            .orderBy('createdate')
            .execute();
        })();
  return {
    objectApi: object.apiName,
    objId: object.id,
    objectLabel: object.label,
    basis,
    record: { id, name: String(row.name ?? '') },
    rules: object.duplicateRules.map((rule) => rule.name),
    duplicates: duplicates.map((duplicate) => ({
      id: String(duplicate.id),
      name: String(duplicate.name ?? ''),
      createdate: String(duplicate.createdate ?? ''),
      rules: rulesOf.get(String(duplicate.id)) ?? [],
    })),
  };
}

/** Groups of records of an object that share a match key: the object's duplicate list (cnkiResult). */
export async function duplicateGroups(context: ModuleContext, user: CurrentUser, objectApi: string) {
  const snapshot = await currentMetadata(context.database);
  const object = resolveObject(snapshot, { objectApi });
  const groups: Array<{ rule: string; records: Array<{ id: string; name: string; createdate: string }> }> =
    [];
  await prepareRecordAccess(context.database, object);
  for (const rule of object.duplicateRules) {
    const keys = await sharedMatchKeys(context.database.db, rule.id, DUPLICATE_LIMIT);
    for (const matchKeyOfGroup of keys) {
      const ids = await recordsWithMatchKey(context.database.db, rule.id, matchKeyOfGroup, DUPLICATE_LIMIT);
      const rows = await recordsDb(context.database)
        .selectFrom(object.tableName)
        .select(['id', 'name', 'createdate'])
        .where('id', 'in', ids)
        .where('is_deleted', '=', 0)
        .where(recordAccessFilter(user, object, 'read'))
        .orderBy('createdate')
        .execute();
      if (rows.length < 2) continue;
      groups.push({
        rule: rule.name,
        records: rows.map((r) => ({
          id: String(r.id),
          name: String(r.name ?? ''),
          createdate: String(r.createdate ?? ''),
        })),
      });
    }
  }
  return {
    objectApi: object.apiName,
    objId: object.id,
    objectLabel: object.label,
    pluralLabel: object.pluralLabel,
    groups,
  };
}

/** The objects that have duplicate rules and that the caller may read: where a duplicate check can look. */
export async function objectsWithDuplicateRules(context: ModuleContext, user: CurrentUser) {
  const snapshot = await currentMetadata(context.database);
  const objects = [];
  for (const object of snapshot.objects) {
    if (object.duplicateRules.length === 0) continue;
    if (!(await lookupTargetRights(context.database, user, object)).isQuery) continue;
    objects.push({ objectApi: object.apiName, objId: object.id, label: object.pluralLabel });
  }
  return objects;
}

/** The fields a merge offers: stored, editable, not system, not hidden from the caller. */
function mergeableFields(object: ObjectModel, hidden: ReadonlySet<string>): FieldModel[] {
  return object.fields.filter(
    (field) =>
      field.columnName &&
      !field.system &&
      field.editable &&
      field.typeCode !== 'Z' &&
      !hidden.has(field.apiName),
  );
}

async function sameObject(context: ModuleContext, ids: readonly string[]) {
  const snapshot = await currentMetadata(context.database);
  const objects = ids.map((id) => resolveObject(snapshot, { recordId: id }));
  const object = objects[0];
  if (!object) throw new AppError(ErrorCode.BAD_REQUEST, 'body.ids: name the records to merge');
  if (objects.some((other) => other.id !== object.id))
    throw new AppError(ErrorCode.BAD_REQUEST, 'body.ids: only records of one object can be merged');
  return { snapshot, object };
}

/** The records side by side, field by field, with the default choice of surviving values. */
export async function compareForMerge(context: ModuleContext, user: CurrentUser, ids: readonly string[]) {
  const problem = mergeSelectionProblem({ masterId: ids[0] ?? '', recordIds: ids, choices: {} });
  if (problem) throw new AppError(ErrorCode.BAD_REQUEST, `body.ids: ${problem}`);
  const { snapshot, object } = await sameObject(context, ids);
  const rows = [];
  for (const id of ids) rows.push(await readableRow(context, user, object, id));
  const access = await fieldAccess(context.database, user, object);
  const fields = mergeableFields(object, access.hidden);
  const shown = await toRecordValues(context.database, snapshot, object, rows, user);
  const raw = new Map(rows.map((row) => [String(row.id), rowValues(object, row)]));
  const records = [];
  for (const [index, row] of rows.entries()) {
    records.push({
      id: String(row.id),
      name: String(row.name ?? ''),
      createdate: String(row.createdate ?? ''),
      canEdit: await canAccessRecord(context.database, user, object, row, 'edit'),
      canDelete: await canAccessRecord(context.database, user, object, row, 'full'),
      values: await visibleValues(context.database, user, object, shown[index] ?? {}),
    });
  }
  return {
    objectApi: object.apiName,
    objId: object.id,
    objectLabel: object.label,
    fields: fields.map((field) => ({
      apiName: field.apiName,
      label: field.label,
      type: field.typeCode,
      readOnly: access.readOnly.has(field.apiName),
    })),
    records,
    defaultChoices: defaultMergeChoices(
      ids[0] ?? '',
      ids,
      fields.map((field) => field.apiName),
      raw,
    ),
  };
}

const historyText = (value: MergeValue | undefined): string | null =>
  value === null || value === undefined || value === ''
    ? null
    : typeof value === 'boolean'
      ? value
        ? '1'
        : '0'
      : String(value);

/**
 * The survivor's field history for a merge: one entry per field whose value
 * the merge changed. Every such field, tracked or not: the values came from a
 * record that goes to the bin (and is purged), so this is their only trace.
 */
function survivorHistory(
  object: ObjectModel,
  masterId: string,
  before: Record<string, MergeValue> | undefined,
  changes: Record<string, MergeValue>,
) {
  const rows = [];
  for (const [api, value] of Object.entries(changes)) {
    const field = object.fieldsByApi.get(api.toLowerCase());
    if (!field) continue;
    const oldValue = historyText(before?.[field.apiName]);
    const newValue = historyText(value);
    if (oldValue === newValue) continue;
    rows.push({
      object_id: object.id,
      record_id: masterId,
      field_api: field.apiName,
      old_value: oldValue,
      new_value: newValue,
    });
  }
  return rows;
}

/**
 * Merges the records into the master: its chosen values written, lookups at
 * the others pointed at it, the others moved to the recycle bin, all in one
 * transaction. Field history records what changed on the master and on each
 * related record that moved to it. The caller must be able to edit the master and delete the others.
 */
export async function mergeRecords(context: ModuleContext, user: CurrentUser, selection: MergeSelection) {
  const problem = mergeSelectionProblem(selection);
  if (problem) throw new AppError(ErrorCode.BAD_REQUEST, `body: ${problem}`);
  const { snapshot, object } = await sameObject(context, selection.recordIds);
  const rows = new Map<string, RecordRow>();
  for (const id of selection.recordIds) rows.set(id, await readableRow(context, user, object, id));
  const master = rows.get(selection.masterId) as RecordRow;
  if (!(await canAccessRecord(context.database, user, object, master, 'edit')))
    throw new AppError(
      ErrorCode.FORBIDDEN,
      `You may not change the ${object.label} "${String(master.name ?? '')}"`,
    );
  const losers = selection.recordIds.filter((id) => id !== selection.masterId);
  for (const id of losers) {
    const row = rows.get(id) as RecordRow;
    if (!(await canAccessRecord(context.database, user, object, row, 'full')))
      throw new AppError(
        ErrorCode.FORBIDDEN,
        `You may not delete the ${object.label} "${String(row.name ?? '')}", so it cannot be merged away`,
      );
  }
  const access = await fieldAccess(context.database, user, object);
  const offered = new Set(mergeableFields(object, access.hidden).map((field) => field.apiName));
  for (const [api, source] of Object.entries(selection.choices)) {
    const field = object.fieldsByApi.get(api.toLowerCase());
    if (!field || !offered.has(field.apiName))
      throw new AppError(
        ErrorCode.BAD_REQUEST,
        `body.choices.${api}: ${object.label} has no such field to merge`,
      );
    if (access.readOnly.has(field.apiName) && source !== selection.masterId)
      throw new AppError(ErrorCode.FORBIDDEN, `body.choices.${api}: ${field.label} is read-only for you`);
  }
  const choices = Object.fromEntries(
    Object.entries(selection.choices).map(([api, source]) => [
      object.fieldsByApi.get(api.toLowerCase())?.apiName ?? api,
      source,
    ]),
  );
  const values = new Map([...rows].map(([id, row]) => [id, rowValues(object, row)]));
  const changes = mergedChanges({ ...selection, choices }, values);
  const now = context.now();
  const at = now.toISOString();
  const moved = await inTransaction(context.database.db, async (trx) => {
    const database = transactionHandle(context.database, trx);
    // A unique value taken from a loser leaves the loser first, or the survivor could not take it.
    for (const [api, value] of Object.entries(changes)) {
      const field = object.fieldsByApi.get(api.toLowerCase()) as FieldModel;
      if (field.unique && value !== null)
        await recordsDb(database)
          .updateTable(object.tableName)
          .set({ [field.columnName as string]: null })
          .where('id', 'in', losers)
          .where(field.columnName as string, '=', value as string | number)
          .execute();
    }
    // Merging a record away deletes it: one waiting for approval stays until it is decided.
    const loserRows = losers.map((id) => rows.get(id) as RecordRow);
    const [refusal] = (await deleteRefusalsOf(database, object, loserRows)).values();
    if (refusal) throw deleteRefusalError(refusal);
    for (const row of loserRows) await softDeleteRow(database, object, row, user, now);
    const set: Record<string, string | number | null> = {
      lastmodifybyid: user.userId,
      lastmodifydate: now.toISOString(),
    };
    for (const [api, value] of Object.entries(changes)) {
      const field = object.fieldsByApi.get(api.toLowerCase()) as FieldModel;
      set[field.columnName as string] = typeof value === 'boolean' ? (value ? 1 : 0) : value;
    }
    const merged = { ...(values.get(selection.masterId) ?? {}), ...changes };
    if (object.nameField in changes) set.name = recordName(object, merged);
    await recordsDb(database)
      .updateTable(object.tableName)
      .set(set)
      .where('id', '=', selection.masterId)
      .execute();
    await writeMatchKeys(trx, object, selection.masterId, merged, true);
    const history = survivorHistory(object, selection.masterId, values.get(selection.masterId), changes);
    await appendFieldHistory(
      trx,
      history.map((entry) => ({ ...entry, changed_by: user.userId, changed_at: at })),
    );
    const repointed = await repointLookups(database, snapshot, object, losers, selection.masterId, {
      history: { userId: user.userId, at },
    });
    // The survivor's roll-up summaries count the children it took over (issue 18).
    await recountRollupsOfParents(database, snapshot, object, [selection.masterId, ...losers]);
    return repointed;
  });
  return {
    id: selection.masterId,
    name: String(object.nameField in changes ? changes[object.nameField] : (master.name ?? '')),
    merged: losers,
    changedFields: Object.keys(changes),
    movedRelated: moved,
  };
}
