import type { DynamicLayoutRule, RollupDefinition } from '@vela/core';

/**
 * The standard objects are written as data in this compact shape and
 * installed into the metadata tables; after that they are metadata like any
 * custom object (an administrator may add fields, rules and layouts).
 */
export interface CatalogueField {
  api: string;
  /** A field type code (spec 2 §3 plus ours: S, X, A, E, H, U, F, T, V, Z). */
  type: string;
  label: string;
  /** Labels in other languages, {lang: label}. */
  labels?: Record<string, string>;
  required?: boolean;
  editable?: boolean;
  length?: number;
  decimals?: number;
  /** The objId a lookup (Y, M, MR) points at; 'user' for people. */
  lookup?: string;
  /** Picklist values: [codekey, label] pairs; the first marked '*' is the default. */
  options?: ReadonlyArray<readonly [string, string] | readonly [string, string, '*']>;
  defaultValue?: string;
  unique?: boolean;
  track?: boolean;
  placeholder?: string;
  help?: string;
  hidden?: boolean;
  formula?: string;
  /** A roll-up summary's definition (issue 18): stored with the field, its value kept by records. */
  rollup?: RollupDefinition;
}

export interface CatalogueSection {
  title: string;
  cols?: 1 | 2;
  /** 0: the section is shown only when creating. */
  showWhenEdit?: boolean;
  /** Field api names; they alternate left, right. */
  fields: readonly string[];
}

export interface CatalogueLayout {
  name: string;
  saveAndApproval?: boolean;
  sections: readonly CatalogueSection[];
  /** Api names required on this layout even when the field is not. */
  required?: readonly string[];
}

export interface CatalogueRecordType {
  name: string;
  layout: string;
  isDefault?: boolean;
}

export interface CatalogueDependency {
  control: string;
  depend: string;
  mapping: Record<string, readonly string[]>;
}

export interface CatalogueValidationRule {
  name: string;
  formula: string;
  message: string;
  errorField?: string;
}

export interface CatalogueDuplicateRule {
  name: string;
  action: 'warn' | 'block';
  match: ReadonlyArray<{ field: string; match: 'email' | 'phone' | 'name' | 'exact' }>;
}

export interface CatalogueLookupExpression {
  lookupField: string;
  /** "target=source" pairs joined with ','. */
  expression: string;
  cover?: boolean;
}

export interface CatalogueObject {
  api: string;
  prefix: string;
  label: string;
  plural: string;
  labels?: Record<string, string>;
  pluralLabels?: Record<string, string>;
  icon: string;
  /** Api name of the field that is the record's name; default 'name'. */
  nameField?: string;
  features?: { activities?: boolean; approvals?: boolean; files?: boolean; history?: boolean };
  fields: readonly CatalogueField[];
  /** The id of the first layout, where the spec names one (the product's addlyccomponentpdt01); else made from its name. */
  layoutId?: string;
  /** Without layouts: one layout with every field, two columns. */
  layouts?: readonly CatalogueLayout[];
  recordTypes?: readonly CatalogueRecordType[];
  dependencies?: readonly CatalogueDependency[];
  validationRules?: readonly CatalogueValidationRule[];
  duplicateRules?: readonly CatalogueDuplicateRule[];
  lookupExpressions?: readonly CatalogueLookupExpression[];
  /** Dynamic layout rules in @vela/core's shape, field names by api name; installed as written. */
  dynamicRules?: ReadonlyArray<{ name: string; layout?: string; definition: Omit<DynamicLayoutRule, 'id'> }>;
}

/** Shorthand for picklists written as labels that are also their keys. */
export function options(...labels: string[]): ReadonlyArray<readonly [string, string]> {
  return labels.map((label) => [label, label] as const);
}
