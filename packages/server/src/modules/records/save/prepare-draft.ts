import {
  allowedDependentValues,
  type FieldTypeCode,
  hasPersonNameParts,
  isRecordId,
  MessageKey,
  newRecordId,
  type ParseableField,
  parseFieldValue,
  personFullName,
  recordIdPrefix,
  recordTypePicklistDefault,
  valuesNotOffered,
} from '@vela/core';
import {
  anyRecordType,
  defaultRecordTypeFor,
  type FieldModel,
  type ObjectModel,
} from '../../metadata/index.js';
import { canAccessRecord } from '../record-access.js';
import { findRow } from '../record-store.js';
import { controlDependencies } from './dependencies.js';
import { isEchoKey } from './parse-payload.js';
import { type SaveContext, type SaveDraft, SaveRefusal } from './save-types.js';

/**
 * Steps 1–3 of a save: find the record being changed (and refuse a stale
 * one), apply defaults to a new record, and check every submitted value's
 * type, length, limits and picklist membership with @vela/core's parser.
 */
const ALWAYS_IGNORED = new Set(['id', 'createbyid', 'createdate', 'lastmodifybyid', 'lastmodifydate']);

/** Per field model (a metadata change makes new ones): a batch save parses every cell against the same few. */
const parseable = new WeakMap<FieldModel, ParseableField>();

export function parseableField(field: FieldModel): ParseableField {
  const known = parseable.get(field);
  if (known) return known;
  const made: ParseableField = {
    apiName: field.apiName,
    label: field.label,
    type: field.typeCode as FieldTypeCode,
    length: field.length || null,
    decimalPlaces: field.decimalPlaces,
    allowedValues: field.picklist.length > 0 ? field.picklist.map((option) => option.codeKey) : null,
  };
  parseable.set(field, made);
  return made;
}

export async function prepareDraft(
  context: SaveContext,
  submitted: Record<string, unknown>,
): Promise<SaveDraft> {
  const { object } = context;
  const rawId = submitted.id;
  const id = typeof rawId === 'string' && rawId !== '' ? rawId : null;
  let draft: SaveDraft;
  if (id) {
    if (!isRecordId(id) || recordIdPrefix(id) !== object.prefix) {
      throw new SaveRefusal(`"${id}" is not the id of a ${object.label} record`, { errorField: 'id' });
    }
    const existing = await findRow(context.database, object, id);
    if (
      !existing ||
      (!context.processAuthority &&
        !(await canAccessRecord(context.database, context.user, object, existing, 'edit')))
    ) {
      throw new SaveRefusal(
        `${object.label} ${id} was not found, or you may not change it; it may have been deleted`,
        {
          errorField: 'id',
        },
      );
    }
    const expected = typeof submitted.lastmodifydate === 'string' ? submitted.lastmodifydate : null;
    if (expected && expected !== existing.lastmodifydate) throw staleRefusal(object, existing.lastmodifydate);
    // An API client (an API key, no session) says what it means: the version it read, or that it overwrites
    // whatever changed since. The app's own writers without a version (mass edit, owner transfer …) are
    // last-writer-wins for the fields they set, as DESIGN-CHOICES says.
    if (!expected && context.user.sessionId === null && submitted.lastWriterWins !== true)
      throw new SaveRefusal(
        `Changing ${object.label} ${id} through the API needs the version you read (lastmodifydate), or lastWriterWins: true to overwrite what changed since`,
        { errorField: 'lastmodifydate' },
      );
    const values: Record<string, unknown> = {};
    for (const field of object.fields) {
      if (field.columnName) values[field.apiName] = storedToValue(field, existing[field.columnName] ?? null);
    }
    draft = {
      id,
      isNew: false,
      existing,
      expectedLastModified: expected,
      submitted,
      changes: {},
      values,
      recordTypeId: (existing.recordtype as string | null) ?? null,
    };
  } else {
    draft = {
      id: newRecordId(object.prefix, context.now.getTime()),
      isNew: true,
      existing: null,
      expectedLastModified: null,
      submitted,
      changes: {},
      values: {},
      recordTypeId: null,
    };
  }

  for (const [key, raw] of Object.entries(submitted)) {
    if (ALWAYS_IGNORED.has(key) || isEchoKey(key)) continue;
    const field = object.fieldsByApi.get(key.toLowerCase());
    // S2-E-014, DECISIONS 4: an illegal field api name is refused by name, with c2420 for the form.
    if (!field)
      throw new SaveRefusal(`${object.label} has no field "${key}"`, {
        errorField: key,
        messageKey: MessageKey.lookupRequired,
      });
    if (key === 'recordtype') continue;
    if (!field.editable || !field.columnName) continue;
    const parsed = parseFieldValue(parseableField(field), raw);
    if (!parsed.ok) throw new SaveRefusal(parsed.reason, { errorField: field.apiName });
    draft.changes[field.apiName] = parsed.value;
    draft.values[field.apiName] = parsed.value;
  }
  applyRecordType(context, draft);
  derivePersonName(context, draft);
  if (draft.isNew) applyDefaults(context, draft);
  checkRecordTypeValues(context, draft);
  checkDependentValues(context, draft);
  return draft;
}

/** Per object model: whether it has the name parts (asked for every record a batch save checks). */
const personNamed = new WeakMap<ObjectModel, boolean>();

/** A contact's or lead's name follows its first and last name when either is given (core personFullName). */
function derivePersonName(context: SaveContext, draft: SaveDraft): void {
  const { object } = context;
  let named = personNamed.get(object);
  if (named === undefined) {
    named = hasPersonNameParts(object.fieldsByApi.keys());
    personNamed.set(object, named);
  }
  if (!named) return;
  if (!('firstname' in draft.changes) && !('lastname' in draft.changes) && !draft.isNew) return;
  const full = personFullName(draft.values);
  const nameField = object.fieldsByApi.get(object.nameField.toLowerCase());
  if (full === null || !nameField?.columnName) return;
  const value = full.slice(0, nameField.length || full.length);
  draft.changes[nameField.apiName] = value;
  draft.values[nameField.apiName] = value;
}

export function staleRefusal(object: ObjectModel, current: unknown): SaveRefusal {
  return new SaveRefusal(
    `This ${object.label} was changed by someone else (last modified ${String(current)}) after you opened it. Reload it and make your change again; nothing was saved.`,
    { errorField: 'lastmodifydate' },
  );
}

/** Stored column values as the rules read them: checkboxes as booleans. */
export function storedToValue(field: FieldModel, raw: unknown): unknown {
  if (field.typeCode === 'B') return raw === 1 || raw === '1' || raw === true;
  return raw;
}

function applyRecordType(context: SaveContext, draft: SaveDraft): void {
  const { object } = context;
  const asked = draft.submitted.recordtype;
  if (typeof asked === 'string' && asked !== '' && asked !== draft.recordTypeId) {
    if (!draft.isNew) {
      // Changing a record's type is a separate action; the form never sends a different one on edit.
      throw new SaveRefusal('The record type cannot be changed by a save', { errorField: 'recordtype' });
    }
    if (!object.recordTypes.some((recordType) => recordType.id === asked)) {
      throw new SaveRefusal(`"${asked}" is not a record type of ${object.label}`, {
        errorField: 'recordtype',
      });
    }
    draft.recordTypeId = asked;
  }
  if (draft.isNew && !draft.recordTypeId)
    draft.recordTypeId = defaultRecordTypeFor(object, context.user.profileId)?.id ?? null;
  draft.values.recordtype = draft.recordTypeId;
}

function applyDefaults(context: SaveContext, draft: SaveDraft): void {
  const picklists = draft.recordTypeId
    ? anyRecordType(context.object, draft.recordTypeId)?.picklists
    : undefined;
  for (const field of context.object.fields) {
    if (!field.columnName || field.system || draft.values[field.apiName] !== undefined) continue;
    // A picklist starts with its record type's default, or none where the type does not offer the field's.
    const defaultValue =
      field.typeCode === 'L' || field.typeCode === 'Q'
        ? (recordTypePicklistDefault(picklists, field.id, field.defaultValue) ?? '')
        : field.defaultValue;
    if (defaultValue === '') {
      draft.values[field.apiName] = field.typeCode === 'B' ? false : null;
      continue;
    }
    const parsed = parseFieldValue(parseableField(field), defaultValue);
    if (parsed.ok) {
      draft.changes[field.apiName] = parsed.value;
      draft.values[field.apiName] = parsed.value;
    }
  }
  if (!draft.values.ownerid) {
    draft.changes.ownerid = context.user.userId;
    draft.values.ownerid = context.user.userId;
  }
}

/**
 * A picklist may take only the values its record's type offers (core valuesNotOffered). A value already
 * stored stays valid on EDIT while the field is not changed, as when a picklist value is deactivated.
 */
function checkRecordTypeValues(context: SaveContext, draft: SaveDraft): void {
  const recordType = draft.recordTypeId ? anyRecordType(context.object, draft.recordTypeId) : undefined;
  if (!recordType) return;
  for (const fieldId of Object.keys(recordType.picklists)) {
    const field = context.object.fields.find((candidate) => candidate.id === fieldId);
    if (!field || !(field.apiName in draft.values)) continue;
    if (!draft.isNew && !(field.apiName in draft.changes)) continue;
    const refused = valuesNotOffered(recordType.picklists, fieldId, draft.values[field.apiName]);
    if (refused.length > 0)
      throw new SaveRefusal(
        `${field.label}: ${refused.map((value) => `"${value}"`).join(', ')} ${refused.length === 1 ? 'is' : 'are'} not offered for the record type "${recordType.name}"`,
        { errorField: field.apiName },
      );
  }
}

/** A dependent picklist may hold only what its controlling field's value allows. */
function checkDependentValues(context: SaveContext, draft: SaveDraft): void {
  for (const { dependency, dependField, controlField } of controlDependencies(
    context.snapshot,
    context.object,
  )) {
    const value = draft.values[dependField.apiName];
    if (value === null || value === undefined || value === '') continue;
    // An unchanged stored value stays valid on EDIT (spec 2 §4: existing values are not reset).
    if (!draft.isNew && !(dependField.apiName in draft.changes) && !(controlField.apiName in draft.changes))
      continue;
    const allowed = allowedDependentValues(dependency, draft.values[controlField.apiName]);
    const parsed = parseFieldValue(parseableField(dependField), value, { allowedValues: allowed });
    if (!parsed.ok) {
      const controlValue = draft.values[controlField.apiName];
      throw new SaveRefusal(
        controlValue === null || controlValue === undefined || controlValue === ''
          ? `${dependField.label} needs ${controlField.label} chosen first`
          : `${dependField.label}: "${String(value)}" is not allowed when ${controlField.label} is "${String(controlValue)}"`,
        { errorField: dependField.apiName },
      );
    }
  }
}
