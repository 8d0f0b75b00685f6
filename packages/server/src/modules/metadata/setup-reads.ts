import type { CallAnswer, getSetupObjectContract, SetupObject } from '@vela/core';
import { restorableUntil } from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';
import { storedMetadata } from './metadata-cache.js';
import type { ObjectModel } from './metadata-model.js';
import { resolveObject } from './resolve-object.js';

/** An object as the object manager lists it: its labels as stored (English, translations beside them). */
function setupObject(object: ObjectModel): SetupObject {
  return {
    id: object.id,
    api: object.apiName,
    prefix: object.prefix,
    label: object.label,
    plural: object.pluralLabel,
    labels: object.labels,
    pluralLabels: object.pluralLabels,
    icon: object.icon,
    isCustom: object.isCustom,
    fieldCount: object.fields.filter((field) => !field.groupFieldId).length,
    features: {
      activities: object.features.activities,
      files: object.features.files,
      history: object.features.history,
    },
  };
}

export async function listSetupObjects(database: DatabaseHandle): Promise<SetupObject[]> {
  const snapshot = await storedMetadata(database);
  return snapshot.objects.map(setupObject);
}

/**
 * One object for its setup page: every field with its stored labels and every picklist value, the
 * retired ones too (the editor shows them as inactive), and the fields deleted within their restore period.
 */
export async function getSetupObject(
  database: DatabaseHandle,
  objId: string,
  now: Date,
): Promise<CallAnswer<typeof getSetupObjectContract>> {
  const snapshot = await storedMetadata(database);
  const object = resolveObject(snapshot, { objId });
  const ids = object.fields.map((field) => field.id);
  const [values, created, trash] = await Promise.all([
    ids.length
      ? database.db
          .selectFrom('meta_picklist_value')
          .selectAll()
          .where('field_id', 'in', ids)
          .orderBy('is_active', 'desc')
          .orderBy('sort_order')
          .execute()
      : [],
    database.db
      .selectFrom('meta_field')
      .innerJoin('meta_object', 'meta_object.id', 'meta_field.object_id')
      .select([
        'meta_field.id',
        'meta_field.created_at as fieldCreated',
        'meta_object.created_at as objectCreated',
      ])
      .where('meta_field.object_id', '=', object.id)
      .execute(),
    database.db
      .selectFrom('meta_field_trash')
      .selectAll()
      .where('object_id', '=', object.id)
      .orderBy('deleted_at', 'desc')
      .execute(),
  ]);
  const addedLater = new Set(
    created.filter((row) => row.fieldCreated > row.objectCreated).map((row) => row.id),
  );
  const valuesOf = (fieldId: string) =>
    values
      .filter((value) => value.field_id === fieldId)
      .map((value) => ({
        codekey: value.code_key,
        codevalue: value.code_value,
        isdefaultvalue: value.is_default === 1,
        labels: parseLabels(value.labels_json),
        active: value.is_active === 1,
      }));
  return {
    object: setupObject(object),
    fields: object.fields
      .filter((field) => !field.groupFieldId)
      .map((field) => ({
        id: field.id,
        api: field.apiName,
        type: field.typeCode,
        label: field.label,
        labels: field.labels,
        required: field.required,
        unique: field.unique,
        length: field.length,
        decimals: field.decimalPlaces,
        defaultValue: field.defaultValue,
        helpText: field.helpText,
        placeholder: field.placeholder,
        lookup: field.lookupObjectId ?? '',
        formula: field.formula,
        rollup: field.rollup,
        trackHistory: field.trackHistory,
        system: field.system,
        deletable:
          !field.system &&
          field.apiName.toLowerCase() !== object.nameField.toLowerCase() &&
          (object.isCustom || addedLater.has(field.id)),
        picklist: field.typeCode === 'L' || field.typeCode === 'Q' ? valuesOf(field.id) : [],
      })),
    trackedCount: object.fields.filter((field) => field.trackHistory).length,
    deletedFields: trash
      .filter((row) => restorableUntil(new Date(row.deleted_at)) >= now)
      .map((row) => ({
        id: row.field_id,
        api: row.api_name,
        label: row.label,
        type: row.type_code,
        deletedAt: row.deleted_at,
        deletedBy: row.deleted_by,
        restorableUntil: restorableUntil(new Date(row.deleted_at)).toISOString(),
      })),
  };
}

function parseLabels(text: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}
