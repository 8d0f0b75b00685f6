import type {
  DynamicLayoutRule,
  RecordTypePicklists,
  RollupDefinition,
  RollupFilterOperator,
} from '@vela/core';

/**
 * The metadata of all objects as the server holds it in memory: rows of the
 * meta_ tables turned into objects with their fields, layouts and rules.
 */
export type Labels = Record<string, string>;

export interface PicklistValueModel {
  codeKey: string;
  codeValue: string;
  labels: Labels;
  isDefault: boolean;
  sortOrder: number;
}

export interface FieldModel {
  id: string;
  objectId: string;
  apiName: string;
  /** The records-table column; null for groups (AD, LT) and formulas (Z). */
  columnName: string | null;
  typeCode: string;
  label: string;
  labels: Labels;
  required: boolean;
  editable: boolean;
  defaultValue: string;
  length: number;
  decimalPlaces: number;
  placeholder: string;
  helpText: string;
  unique: boolean;
  lookupObjectId: string | null;
  groupFieldId: string | null;
  hidden: boolean;
  system: boolean;
  trackHistory: boolean;
  formula: string;
  sortOrder: number;
  picklist: PicklistValueModel[];
  /** A roll-up summary's definition (issue 18); null for every other field. Its value is stored, kept by records. */
  rollup: RollupDefinition | null;
}

export interface LayoutItemModel {
  fieldId: string;
  side: 'left' | 'right';
  sortOrder: number;
  required: boolean;
  readonly: boolean;
}

export interface LayoutSectionModel {
  id: string;
  title: string;
  labels: Labels;
  colNum: number;
  showWhenEdit: boolean;
  items: LayoutItemModel[];
}

export interface LayoutModel {
  id: string;
  objectId: string;
  name: string;
  saveAndApproval: boolean;
  sections: LayoutSectionModel[];
  /** The related lists the record page shows, in order (a child object's lookup field); null: every one. */
  relatedLists: Array<{ objectId: string; fieldId: string }> | null;
}

/** meta_layout_related_list's row for "this layout shows no related lists" (no rows: every one). */
export const NO_RELATED_LISTS = '';

/** A profile that sees another layout than its record type's own. */
export interface LayoutAssignmentModel {
  profileId: string;
  recordTypeId: string;
  layoutId: string;
}

export interface RecordTypeModel {
  id: string;
  objectId: string;
  name: string;
  labels: Labels;
  layoutId: string;
  isDefault: boolean;
  sortOrder: number;
  /** What the record type is for, shown to administrators. */
  description: string;
  /** False for a retired type: chosen for no new record; the records keeping it still open with it. */
  isActive: boolean;
  /** The picklists it restricts, by field id: the values it offers and its default (core rules). */
  picklists: RecordTypePicklists;
}

/** The record type a profile's new records start with, where it is not the object's default. */
export interface ProfileRecordTypeModel {
  profileId: string;
  recordTypeId: string;
}

export interface DependencyModel {
  id: string;
  controlFieldId: string;
  dependFieldId: string;
  /** controlValue → allowed dependent values. */
  mapping: Record<string, string[]>;
}

export interface DynamicRuleModel {
  id: string;
  layoutId: string;
  name: string;
  /** The rule in @vela/core's shape, its id the row's. */
  rule: DynamicLayoutRule;
}

export interface LookupExpressionModel {
  id: string;
  lookupFieldId: string;
  expression: string;
  isCover: boolean;
}

export interface ValidationRuleModel {
  id: string;
  name: string;
  formula: string;
  errorMessage: string;
  errorField: string;
}

export type DuplicateMatchKind = 'email' | 'phone' | 'name' | 'exact';

export interface DuplicateRuleModel {
  id: string;
  name: string;
  action: 'warn' | 'block';
  match: Array<{ field: string; match: DuplicateMatchKind }>;
}

export interface ObjectModel {
  id: string;
  apiName: string;
  prefix: string;
  label: string;
  pluralLabel: string;
  labels: Labels;
  pluralLabels: Labels;
  icon: string;
  nameField: string;
  isCustom: boolean;
  features: { activities: boolean; approvals: boolean; files: boolean; history: boolean };
  tableName: string;
  sortOrder: number;
  fields: FieldModel[];
  /** By lower-cased api name. */
  fieldsByApi: Map<string, FieldModel>;
  /** The active record types, the ones a new record may take. */
  recordTypes: RecordTypeModel[];
  /** Deactivated record types: records keeping one still open with it and its layout. */
  retiredRecordTypes: RecordTypeModel[];
  layouts: Map<string, LayoutModel>;
  dependencies: DependencyModel[];
  dynamicRules: DynamicRuleModel[];
  lookupExpressions: LookupExpressionModel[];
  validationRules: ValidationRuleModel[];
  duplicateRules: DuplicateRuleModel[];
  layoutAssignments: LayoutAssignmentModel[];
  /** Profiles whose new records start with another record type than the default. */
  profileRecordTypes: ProfileRecordTypeModel[];
  /** The roll-up summary fields (of parent objects) that summarise this object's records (issue 18). */
  childRollups: ChildRollupModel[];
}

/**
 * One roll-up summary field as its child object sees it: the columns it reads from the child's records
 * table and the parent column it writes. Resolved from the field's definition when metadata loads.
 */
export interface ChildRollupModel {
  /** The roll-up field, on the parent object. */
  field: FieldModel;
  parent: ObjectModel;
  child: ObjectModel;
  /** The child's lookup column holding the parent's id. */
  relationshipColumn: string;
  /** The child's column summarised; null for a count. */
  summarisedColumn: string | null;
  filter: { column: string; type: string; operator: RollupFilterOperator; value: string } | null;
}

export interface MetadataSnapshot {
  revision: number;
  objects: ObjectModel[];
  byId: Map<string, ObjectModel>;
  byPrefix: Map<string, ObjectModel>;
  /** By lower-cased api name. */
  byApi: Map<string, ObjectModel>;
  fieldsById: Map<string, FieldModel>;
  layoutsById: Map<string, LayoutModel>;
}

export function fieldOf(object: ObjectModel, apiName: string): FieldModel | undefined {
  return object.fieldsByApi.get(apiName.toLowerCase());
}

export function isLookupType(typeCode: string): boolean {
  return typeCode === 'Y' || typeCode === 'M' || typeCode === 'MR';
}

export function labelIn(labels: Labels, fallback: string, language: string | undefined): string {
  if (!language) return fallback;
  return labels[language] ?? labels[language.split(/[-_]/)[0] ?? ''] ?? fallback;
}
