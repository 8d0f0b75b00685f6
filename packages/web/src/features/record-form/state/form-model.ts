import type { FormData, LayoutFieldData, WireLookupName, WireOption, WireValue } from '@vela/core';
import {
  type DynamicLayoutRule,
  type FieldDefinition,
  type FieldDependency,
  type FieldTypeCode,
  isFieldTypeCode,
  isLookupType,
  type LayoutSection,
  type LookupValueExpression,
  type OperationType,
  type PicklistValue,
} from '@vela/core';
import type { FieldValue } from '../../field-widgets/index.js';

/**
 * The form's view of a layout (spec 2 §2 "Form layout", §3): fields by api
 * name with their static properties, sections in order, and the values the
 * form opens with. Built once per load; the form state never changes it.
 */
export interface FormField {
  api: string;
  id: string;
  label: string;
  type: FieldTypeCode;
  /** Required by the field or the layout (spec `requiredCopy`), before editability is considered. */
  requiredByLayout: boolean;
  /** Editable by definition and layout (spec `edit`). */
  editable: boolean;
  defaultValue: string;
  options: PicklistValue[];
  length: number | null;
  decimalPlaces: number | null;
  schemefieldLength: number | null;
  placeholder: string;
  helpText: string;
  hidden: boolean;
  /** Sub-fields of an address (AD) or group (LT) field, in order. */
  children: string[];
  /** The AD or LT field this one belongs to. */
  parentApi: string | null;
  /** The widget contract's view of the field. */
  definition: FieldDefinition;
}

export interface FormSectionModel {
  id: string;
  title: string;
  colNum: number;
  /** Top-level field api names in reading order (row by row, left then right). */
  fields: string[];
  layout: LayoutSection;
}

export interface FormModel {
  objectApi: string;
  objId: string;
  prefix: string;
  objectLabel: string;
  layoutId: string;
  recordTypeId: string;
  fields: Map<string, FormField>;
  sections: FormSectionModel[];
  /** Every field api the layout shows, sub-fields included, in layout order. */
  layoutFieldApis: string[];
  initialValues: Record<string, FieldValue>;
  lookupNames: Record<string, string>;
  saveAndApproval: boolean;
  /** Control → dependent pairs (spec `controlContainer`). */
  dependencies: FieldDependency[];
  /** Dynamic layout rules of this layout (spec `actionConditions`). */
  layoutRules: DynamicLayoutRule[];
  lookupExpressions: LookupValueExpression[];
}

const isField = (cell: LayoutFieldData | Record<string, never>): cell is LayoutFieldData =>
  typeof (cell as Partial<LayoutFieldData>).apiname === 'string';

function toOptions(data: LayoutFieldData['data']): PicklistValue[] {
  return data
    .filter((entry): entry is WireOption => 'key' in entry)
    .map((entry, order) => ({
      codekey: entry.key,
      codevalue: entry.val,
      isdefaultvalue: entry.isdefault === true,
      order,
    }));
}

function sizeOf(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function toField(wire: LayoutFieldData, parentApi: string | null, objectId: string): FormField {
  const type: FieldTypeCode = isFieldTypeCode(wire.fieldType) ? wire.fieldType : 'S';
  const definition: FieldDefinition = {
    id: wire.fieldId,
    objectId,
    apiName: wire.apiname,
    label: wire.fieldLabel,
    type,
    required: wire.required,
    editable: wire.edit,
    unique: false,
    defaultValue: wire.defaultValue || null,
    length: sizeOf(wire.length ?? wire.fieldLength),
    decimalPlaces: sizeOf(wire.decimalPlaces),
    schemefieldLength: sizeOf(wire.schemefieldLength),
    placeholder: wire.placeholder ?? '',
    helpText: wire.helpText ?? '',
    lookupObjectApi: wire.lookupObj || null,
    parentFieldApi: parentApi,
    isTracked: false,
    labels: {},
  };
  return {
    api: wire.apiname,
    id: wire.fieldId,
    label: wire.fieldLabel,
    type,
    requiredByLayout: wire.requiredCopy || wire.required,
    editable: wire.edit,
    defaultValue: wire.defaultValue ?? '',
    options: toOptions(wire.data ?? []),
    length: definition.length,
    decimalPlaces: definition.decimalPlaces,
    schemefieldLength: definition.schemefieldLength ?? null,
    placeholder: wire.placeholder ?? '',
    helpText: wire.helpText ?? '',
    // Spec 2 §2: an address group's longitude and latitude are never shown.
    hidden: wire.hidden === true || /(longitude|latitude)$/i.test(wire.apiname),
    children: (wire.children ?? []).map((child) => child.apiname),
    parentApi,
    definition,
  };
}

/** A stored value in the shape the widget of its type holds. */
export function toFormValue(type: FieldTypeCode, value: WireValue | undefined): FieldValue {
  if (value === undefined || value === null) return type === 'B' ? false : null;
  if (type === 'B') return value === true || value === 'true' || value === 1 || value === '1';
  if (type === 'Q') return typeof value === 'string' ? value.split(';').filter(Boolean) : [String(value)];
  return value;
}

/** The value a NEW form starts with: the field's default, or its default picklist option. */
function defaultFor(field: FormField): FieldValue {
  const fallback = field.options.find((option) => option.isdefaultvalue)?.codekey ?? '';
  const text = field.defaultValue || fallback;
  if (text === '') return toFormValue(field.type, null);
  return toFormValue(field.type, text);
}

export function buildFormModel(data: FormData, mode: OperationType): FormModel {
  const fields = new Map<string, FormField>();
  const lookupNames: Record<string, string> = {};
  const layoutFieldApis: string[] = [];
  const add = (wire: LayoutFieldData, parentApi: string | null) => {
    const field = toField(wire, parentApi, data.objId);
    fields.set(field.api, field);
    layoutFieldApis.push(field.api);
    if (isLookupType(field.type)) {
      for (const entry of wire.data ?? []) {
        if ('id' in entry) lookupNames[(entry as WireLookupName).id] = (entry as WireLookupName).value;
      }
    }
    for (const child of wire.children ?? []) add(child, field.api);
  };
  const sections: FormSectionModel[] = data.dataList.map((section) => {
    const ordered: string[] = [];
    const left: string[] = [];
    const right: string[] = [];
    for (const row of section.data) {
      for (const [side, cell] of [
        ['left', row.left],
        ['right', row.right],
      ] as const) {
        if (!isField(cell)) continue;
        add(cell, null);
        ordered.push(cell.apiname);
        (side === 'left' ? left : right).push(cell.apiname, ...(cell.children ?? []).map((c) => c.apiname));
      }
    }
    return {
      id: section.selectionId,
      title: section.title,
      colNum: section.colNum,
      fields: ordered,
      layout: {
        id: section.selectionId,
        title: section.title,
        colNum: section.colNum,
        showWhenEdit: section.showWhenEdit,
        selectionId: section.selectionId,
        fields: { left, right },
      },
    };
  });

  const initialValues: Record<string, FieldValue> = {};
  for (const field of fields.values()) {
    const stored = data.record[field.api];
    initialValues[field.api] =
      mode === 'NEW' && (stored === undefined || stored === null || stored === '')
        ? defaultFor(field)
        : toFormValue(field.type, stored);
  }
  // Names of chosen lookup records the record carries as {api}ccname (owner on NEW, any lookup on EDIT/COPY).
  for (const field of fields.values()) {
    if (!isLookupType(field.type)) continue;
    const ids = String(data.record[field.api] ?? '').split(';');
    const names = String(data.record[`${field.api}ccname`] ?? '').split(';');
    ids.forEach((id, index) => {
      if (id && names[index] && !lookupNames[id]) lookupNames[id] = names[index];
    });
  }

  return {
    objectApi: data.objectApi,
    objId: data.objId,
    prefix: data.prefix,
    objectLabel: data.labelName,
    layoutId: data.layoutId,
    recordTypeId: data.recordType,
    fields,
    sections,
    layoutFieldApis,
    initialValues,
    lookupNames,
    saveAndApproval: data.saveandapproval === 'true',
    dependencies: data.controlContainer ?? [],
    layoutRules: data.actionConditions ?? [],
    lookupExpressions: data.lookupValueExpression ?? [],
  };
}
