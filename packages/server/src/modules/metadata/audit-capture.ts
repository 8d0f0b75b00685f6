import type { DatabaseHandle } from '../../db/database.js';
import type { AuditCapture } from '../setup-audit/index.js';
import { storedMetadata } from './metadata-cache.js';
import type { FieldModel, MetadataSnapshot, ObjectModel } from './metadata-model.js';

/** A field as the audit trail keeps it: what an administrator set, not the cache's internals. */
function fieldState(field: FieldModel) {
  return {
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
    lookup: field.lookupObjectId ?? undefined,
    formula: field.formula || undefined,
    trackHistory: field.trackHistory,
    picklist: field.picklist.length
      ? field.picklist.map((value) => ({
          key: value.codeKey,
          label: value.codeValue,
          default: value.isDefault,
        }))
      : undefined,
  };
}

function objectState(object: ObjectModel) {
  return {
    api: object.apiName,
    prefix: object.prefix,
    label: object.label,
    plural: object.pluralLabel,
    labels: object.labels,
    icon: object.icon,
    features: object.features,
    fields: object.fields.length,
    layoutAssignments: object.layoutAssignments.length ? object.layoutAssignments : undefined,
    profileRecordTypes: object.profileRecordTypes.length ? object.profileRecordTypes : undefined,
  };
}

/** Rules, record types and expressions by their id, wherever they are. */
function ruleState(
  snapshot: MetadataSnapshot,
  id: string,
): { object: ObjectModel; name: string; state: unknown } | undefined {
  for (const object of snapshot.objects) {
    const lists: Array<[string, Array<{ id: string; name?: string }>]> = [
      ['validation rule', object.validationRules],
      ['duplicate rule', object.duplicateRules],
      ['layout rule', object.dynamicRules],
      ['record type', [...object.recordTypes, ...object.retiredRecordTypes]],
      ['lookup-value expression', object.lookupExpressions],
    ];
    for (const [kind, list] of lists) {
      const found = list.find((entry) => entry.id === id);
      if (found) return { object, name: `${kind} ${found.name ?? found.id}`, state: found };
    }
  }
  return undefined;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * What a metadata change is about, read from the stored metadata before and after it: the field,
 * layout, rule or object its input (or, for an addition, its result) names.
 */
export function captureMetadata(database: DatabaseHandle) {
  return async (input: unknown, result: unknown): Promise<AuditCapture> => {
    const snapshot = await storedMetadata(database);
    const given = (input ?? {}) as Record<string, unknown>;
    const answered = (result ?? {}) as Record<string, unknown>;
    const fieldId = text(given.fieldId) ?? text(answered.fieldId);
    if (fieldId) {
      const field = snapshot.fieldsById.get(fieldId);
      const object = field ? snapshot.byId.get(field.objectId) : undefined;
      if (field && object) return { target: `${object.label} › ${field.label}`, state: fieldState(field) };
      return { target: fieldId, state: null };
    }
    const ruleId = text(given.id) ?? text(answered.id);
    if (ruleId) {
      const rule = ruleState(snapshot, ruleId);
      if (rule) return { target: `${rule.object.label} › ${rule.name}`, state: rule.state };
      return { target: ruleId, state: null };
    }
    const layoutId = text(given.layoutId) ?? text(answered.layoutId);
    const layout = layoutId ? snapshot.layoutsById.get(layoutId) : undefined;
    if (layout) {
      const object = snapshot.byId.get(layout.objectId);
      return {
        target: `${object?.label ?? layout.objectId} › ${layout.name}`,
        state: {
          sections: layout.sections.map((section) => ({
            title: section.title,
            colNum: section.colNum,
            fields: section.items.map(
              (item) => snapshot.fieldsById.get(item.fieldId)?.apiName ?? item.fieldId,
            ),
          })),
          relatedLists: layout.relatedLists?.map(
            (list) => snapshot.fieldsById.get(list.fieldId)?.apiName ?? list.fieldId,
          ),
        },
      };
    }
    const objId = text(given.objId) ?? text(answered.objId);
    const object = objId ? snapshot.byId.get(objId) : undefined;
    if (object) return { target: object.label, state: objectState(object) };
    return { target: text(given.api) ?? text(given.name) ?? '', state: result ? given : null };
  };
}
