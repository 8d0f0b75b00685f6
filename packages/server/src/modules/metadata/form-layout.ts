import {
  type FieldDependency,
  type LayoutFieldData,
  type LookupValueExpression,
  offeredPicklistValues,
  type RecordTypeEntry,
  type RecordTypePicklists,
  type RecordValues,
  recordTypePicklistDefault,
  type SectionData,
} from '@vela/core';
import { regionMapping } from './catalogue/expand-fields.js';
import {
  type FieldModel,
  isLookupType,
  type LayoutModel,
  type MetadataSnapshot,
  type ObjectModel,
  type RecordTypeModel,
} from './metadata-model.js';

/**
 * The form data of spec 2 §3 ("Layout field properties", "Server-supplied form
 * values") built from metadata and, for EDIT and COPY, the record's values.
 * Flags are booleans, as in @vela/core's metadata types, except where the spec
 * writes 'true'/'false' strings (iscover, saveandapproval).
 */
export type Operation = 'NEW' | 'EDIT' | 'COPY';

const DISABLED_BG = '#f3f3f3';

/** The active record types a new record may take; the default is the profile's own where setup chose one. */
export function recordTypeEntries(object: ObjectModel, profileId?: string): RecordTypeEntry[] {
  const defaultId = defaultRecordTypeFor(object, profileId)?.id;
  return object.recordTypes.map((recordType) => ({
    id: recordType.id,
    name: recordType.name,
    layoutId: recordType.layoutId,
    isdefault: recordType.id === defaultId,
    key: recordType.id,
    val: recordType.name,
  }));
}

/** A record type of the object by id, active or retired: a record keeps a type after it is deactivated. */
export function anyRecordType(object: ObjectModel, id: string): RecordTypeModel | undefined {
  return (
    object.recordTypes.find((recordType) => recordType.id === id) ??
    object.retiredRecordTypes.find((recordType) => recordType.id === id)
  );
}

/**
 * The record type a new record of a profile starts with: the profile's own default where setup chose an
 * active one, else the object's default.
 */
export function defaultRecordTypeFor(
  object: ObjectModel,
  profileId: string | null | undefined,
): RecordTypeModel | undefined {
  const chosen = profileId
    ? object.profileRecordTypes.find((entry) => entry.profileId === profileId)?.recordTypeId
    : undefined;
  return (
    (chosen ? object.recordTypes.find((recordType) => recordType.id === chosen) : undefined) ??
    object.recordTypes.find((recordType) => recordType.isDefault) ??
    object.recordTypes[0]
  );
}

/** The record type a form opens with: the one asked for, the record's, or the profile's default. */
export function chooseRecordType(
  object: ObjectModel,
  wanted: string | null | undefined,
  profileId?: string,
): RecordTypeModel | undefined {
  return (wanted ? anyRecordType(object, wanted) : undefined) ?? defaultRecordTypeFor(object, profileId);
}

/** The layout a profile sees for a record type: the one assigned to it, else the record type's own. */
export function layoutIdFor(object: ObjectModel, recordType: RecordTypeModel, profileId: string): string {
  return (
    object.layoutAssignments.find(
      (assignment) => assignment.profileId === profileId && assignment.recordTypeId === recordType.id,
    )?.layoutId ?? recordType.layoutId
  );
}

function layoutField(
  snapshot: MetadataSnapshot,
  object: ObjectModel,
  field: FieldModel,
  options: {
    operation: Operation;
    record: RecordValues | null;
    layoutRequired: boolean;
    layoutReadonly: boolean;
    dependFieldIds: Set<string>;
    controlFieldIds: Set<string>;
    picklists: RecordTypePicklists | undefined;
  },
): LayoutFieldData {
  const editable =
    field.editable &&
    !options.layoutReadonly &&
    !(options.operation !== 'NEW' && field.apiName === 'recordtype');
  const required = (field.required || options.layoutRequired) && editable;
  const isDependent = options.dependFieldIds.has(field.id);
  const lookupTarget = field.lookupObjectId ? snapshot.byId.get(field.lookupObjectId) : undefined;
  const value = options.record ? (options.record[field.apiName] ?? null) : null;
  let data: LayoutFieldData['data'] = [];
  let defaultValue = field.defaultValue;
  if (field.typeCode === 'L' || field.typeCode === 'Q') {
    if (field.apiName === 'recordtype')
      data = object.recordTypes.map((recordType) => ({ key: recordType.id, val: recordType.name }));
    else {
      // The record type's values only; a value the record already holds stays shown (it is kept on save).
      const offered = offeredPicklistValues(options.picklists, field.id);
      const held = value === null ? [] : String(value).split(';');
      const typeDefault = options.picklists?.[field.id]?.defaultValue;
      data = field.picklist
        .filter((option) => !offered || offered.includes(option.codeKey) || held.includes(option.codeKey))
        .map((option) => ({
          key: option.codeKey,
          val: option.codeValue,
          isdefault: offered ? option.codeKey === typeDefault : option.isDefault,
        }));
      defaultValue = recordTypePicklistDefault(options.picklists, field.id, field.defaultValue) ?? '';
    }
  } else if (isLookupType(field.typeCode) && options.record && value) {
    const names = String(options.record[`${field.apiName}ccname`] ?? '').split(';');
    data = String(value)
      .split(';')
      .map((id, index) => ({ id, value: names[index] ?? '' }));
  }
  const children = object.fields
    .filter((child) => child.groupFieldId === field.id)
    .map((child) => layoutField(snapshot, object, child, { ...options, layoutRequired: false }));
  return {
    apiname: field.apiName,
    fieldId: field.id,
    fieldType: field.typeCode,
    fieldLabel: field.label,
    required,
    requiredCopy: field.required || options.layoutRequired,
    edit: editable,
    defaultValue: options.operation === 'NEW' ? defaultValue : '',
    value,
    length: field.length,
    fieldLength: field.length,
    schemefieldLength: field.length,
    decimalPlaces: field.decimalPlaces,
    expressionType: field.typeCode === 'Z' ? field.formula : '',
    placeholder: field.placeholder,
    helpText: field.helpText,
    rules: required ? [{ required: true, message: `please enter ${field.label}`, trigger: 'blur' }] : [],
    data,
    children,
    isContrField: options.controlFieldIds.has(field.id),
    parentType: field.groupFieldId ? (snapshot.fieldsById.get(field.groupFieldId)?.typeCode ?? '') : '',
    bgcolor: editable ? '' : DISABLED_BG,
    DpendFieldEdit: !isDependent,
    hidden: field.hidden,
    lookupObj: lookupTarget?.id ?? field.lookupObjectId ?? '',
    lookupObjPrefix: lookupTarget?.prefix ?? (field.lookupObjectId === 'user' ? '005' : ''),
    isUnique: field.unique,
  };
}

export function buildSections(
  snapshot: MetadataSnapshot,
  object: ObjectModel,
  layout: LayoutModel,
  operation: Operation,
  record: RecordValues | null,
  recordType?: RecordTypeModel,
): SectionData[] {
  const dependFieldIds = new Set(object.dependencies.map((dependency) => dependency.dependFieldId));
  const controlFieldIds = new Set(object.dependencies.map((dependency) => dependency.controlFieldId));
  return layout.sections
    .filter((section) => operation === 'NEW' || section.showWhenEdit)
    .map((section) => {
      const render = (side: 'left' | 'right') =>
        section.items
          .filter((item) => (section.colNum === 1 ? side === 'left' : item.side === side))
          .flatMap((item) => {
            const field = snapshot.fieldsById.get(item.fieldId);
            if (!field) return [];
            return [
              layoutField(snapshot, object, field, {
                operation,
                record,
                layoutRequired: item.required,
                layoutReadonly: item.readonly,
                dependFieldIds,
                controlFieldIds,
                picklists: recordType?.picklists,
              }),
            ];
          });
      const left = render('left');
      const right = render('right');
      const rows: SectionData['data'] = [];
      for (let i = 0; i < Math.max(left.length, right.length); i++)
        rows.push({ left: left[i] ?? {}, right: right[i] ?? {} });
      return {
        title: section.title,
        colNum: section.colNum,
        showWhenEdit: section.showWhenEdit,
        selectionId: section.id,
        data: rows,
      };
    });
}

/** Spec 2 §3 "Dependency containers" in @vela/core's FieldDependency shape, one entry per pair. */
export function controlContainer(snapshot: MetadataSnapshot, object: ObjectModel): FieldDependency[] {
  return object.dependencies.map((dependency) => {
    const control = snapshot.fieldsById.get(dependency.controlFieldId);
    const depend = snapshot.fieldsById.get(dependency.dependFieldId);
    return {
      controlfieldid: dependency.controlFieldId,
      controlfield: control?.apiName ?? '',
      controlVals: (control?.picklist ?? []).map((option) => ({
        val: option.codeKey,
        dependFields: [...(dependency.mapping[option.codeKey] ?? [])],
      })),
      dependfieldid: dependency.dependFieldId,
      dependfield: depend?.apiName ?? '',
      vals: (depend?.picklist ?? []).map((value) => ({ value: value.codeKey, label: value.codeValue })),
    };
  });
}

/** For each dependent field, the field that controls it. */
export function dependContainer(snapshot: MetadataSnapshot, object: ObjectModel) {
  return object.dependencies.map((dependency) => ({
    dependfieldid: dependency.dependFieldId,
    dependfield: snapshot.fieldsById.get(dependency.dependFieldId)?.apiName ?? '',
    controlfieldid: dependency.controlFieldId,
    controlfield: snapshot.fieldsById.get(dependency.controlFieldId)?.apiName ?? '',
  }));
}

/** The object's lookup-value expressions in @vela/core's shape: one entry per copied field. */
export function lookupValueExpressions(
  snapshot: MetadataSnapshot,
  object: ObjectModel,
): LookupValueExpression[] {
  return object.lookupExpressions.flatMap((expression) =>
    expression.expression.split(',').flatMap((pair, index) => {
      const [target, source] = pair.split('=').map((part) => part.trim());
      if (!target || !source) return [];
      return [
        {
          id: `${expression.id}-${index}`,
          lookupFieldApi: snapshot.fieldsById.get(expression.lookupFieldId)?.apiName ?? '',
          fieldrelateid: target,
          expression: source,
          iscover: expression.isCover ? ('true' as const) : ('false' as const),
        },
      ];
    }),
  );
}

/** province → cities and city → counties, for address groups. */
export function regionContainers() {
  return { provincecityContainer: regionMapping(1), citycountyContainer: regionMapping(2) };
}
