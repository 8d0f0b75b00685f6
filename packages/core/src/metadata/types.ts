/**
 * The metadata model shared by server and web: objects, fields, picklists,
 * record types, layouts and the rules attached to a layout. The spec's wire
 * names are kept where the spec names a thing (`controlfieldid`, `iscover`,
 * `codekey` …); the comments say what they mean.
 */

import { z } from 'zod';

/**
 * Field type codes. The first block is the spec's (spec 2 §3); the second is
 * ours, for types the spec uses without naming a code.
 *
 * | code | meaning | origin |
 * |---|---|---|
 * | B | checkbox | spec |
 * | P | percent (number with schemefieldLength and decimalPlaces) | spec |
 * | N | number | spec |
 * | c | currency | spec |
 * | D | date (`YYYY-MM-DD`) | spec |
 * | Y | lookup | spec |
 * | M | master-detail lookup | spec |
 * | MR | multi lookup (ids joined with `;`) | spec |
 * | Q | multi-select picklist (codekeys joined with `;`) | spec |
 * | L | picklist | spec |
 * | AD | address group (sub-fields `…00` to `…05`) | spec |
 * | LT | group | spec |
 * | IMG | image | spec |
 * | file | file | spec |
 * | S | text (single line) | ours |
 * | X | long text | ours |
 * | A | rich text (HTML) | ours |
 * | E | e-mail | ours |
 * | H | phone | ours |
 * | U | URL | ours |
 * | F | date-time | ours |
 * | T | time (`HH:mm[:ss]`) | ours |
 * | V | auto-number (set by the server) | ours |
 * | Z | formula (computed, not stored) | ours |
 */
export type FieldTypeCode =
  | 'B'
  | 'P'
  | 'N'
  | 'c'
  | 'D'
  | 'Y'
  | 'M'
  | 'MR'
  | 'Q'
  | 'L'
  | 'AD'
  | 'LT'
  | 'IMG'
  | 'file'
  | 'S'
  | 'X'
  | 'A'
  | 'E'
  | 'H'
  | 'U'
  | 'F'
  | 'T'
  | 'V'
  | 'Z';

/** NEW, EDIT or COPY (DECISIONS 3); `normaliseOperationType` also accepts lowercase `edit`. */
export type OperationType = 'NEW' | 'EDIT' | 'COPY';

/** A form's values keyed by field api name, as the form holds them before save normalisation. */
export type FieldValues = Readonly<Record<string, unknown>>;

export interface ObjectFeatures {
  activities: boolean;
  approvals: boolean;
  files: boolean;
  history: boolean;
}

export interface ObjectDefinition {
  id: string;
  apiName: string;
  label: string;
  pluralLabel: string;
  /** The 3-character record id prefix. */
  prefix: string;
  icon: string;
  color: string;
  /** Api name of the field shown as the record's name. */
  nameField: string;
  isCustom: boolean;
  features: ObjectFeatures;
  /** Translated labels keyed by language code. */
  labels: Record<string, string>;
}

export interface FieldDefinition {
  id: string;
  objectId: string;
  apiName: string;
  label: string;
  type: FieldTypeCode;
  required: boolean;
  editable: boolean;
  unique: boolean;
  defaultValue: string | null;
  /** Text: maximum characters. Numbers: total digits (spec 2 §5). Files: maximum count. */
  length: number | null;
  decimalPlaces: number | null;
  /** Percent fields carry their digit count here; it wins over `length` (DECISIONS 13). */
  schemefieldLength?: number | null;
  placeholder: string;
  helpText: string;
  /** Lookup types (Y, M, MR): the api name of the looked-up object. */
  lookupObjectApi?: string | null;
  /** Address sub-fields: the api name of their AD group field. */
  parentFieldApi?: string | null;
  /** Changes are written to field history. */
  isTracked: boolean;
  labels: Record<string, string>;
}

/** A picklist option row as `/view/getSelectValue` returns it. */
export interface PicklistValue {
  /** The stored value. */
  codekey: string;
  /** The label shown. */
  codevalue: string;
  isdefaultvalue: boolean;
  order: number;
  /** Ours: the heading the option is listed under in a grouped select (ServiceGoal's qualification field). */
  group?: string;
}

export interface RecordType {
  id: string;
  name: string;
  layoutId: string;
  isdefault: boolean;
}

export interface LayoutSection {
  id: string;
  title: string;
  colNum: number;
  showWhenEdit: boolean;
  selectionId: string;
  /** Field api names in the left and right columns. */
  fields: { left: string[]; right: string[] };
}

/** One dependent field's value with its default-language label (the spec's `vals`). */
const dependentValueOptionSchema = z.object({ value: z.string(), label: z.string() });
export type DependentValueOption = z.infer<typeof dependentValueOptionSchema>;

/** For one controlling value, the dependent values it allows (the spec's `controlVals` entry). */
const controlValueMappingSchema = z.object({
  /** The controlling field's value. */
  val: z.string(),
  /** The dependent field's values allowed while the controlling field holds `val`. */
  dependFields: z.array(z.string()),
});
export type ControlValueMapping = z.infer<typeof controlValueMappingSchema>;

/**
 * One control → dependent pair: the spec's `controlContainer` entry
 * (`controlfieldid`, `controlfield`, `controlVals`) joined with the
 * `dependContainer` entry of its dependent field (`dependfieldid`, `vals`).
 * Cascades (country → province → city) are two pairs.
 */
export const fieldDependencySchema = z.object({
  controlfieldid: z.string(),
  /** The controlling field's api name. */
  controlfield: z.string(),
  controlVals: z.array(controlValueMappingSchema),
  dependfieldid: z.string(),
  /** The dependent field's api name when known; else it is found by `dependfieldid`. */
  dependfield: z.string().optional(),
  /** Every value of the dependent field, with its label. */
  vals: z.array(dependentValueOptionSchema),
});
export type FieldDependency = z.infer<typeof fieldDependencySchema>;

/** Visibility-rule operators (spec 1 §5). */
export type VisibilityOperator = 'e' | 'n' | 'l' | 'g' | 'm' | 'h' | 'c' | 'k' | 's';

const visibilityOperatorSchema = z.enum(['e', 'n', 'l', 'g', 'm', 'h', 'c', 'k', 's']);

export const layoutRuleConditionSchema = z.object({
  /** 1-based index, the number the logic expression refers to. */
  id: z.number(),
  fieldApi: z.string(),
  operator: visibilityOperatorSchema,
  value: z.string(),
});
export type LayoutRuleCondition = z.infer<typeof layoutRuleConditionSchema>;

export const layoutRuleActionsSchema = z.object({
  /** Field api names made required. */
  required: z.array(z.string()),
  /** Field api names made read-only. */
  readonly: z.array(z.string()),
  /** Field api names shown; a field named by any show action is hidden until shown. */
  showFields: z.array(z.string()),
  /** Section ids shown; a section named by any show action is hidden until shown. */
  showSections: z.array(z.string()),
});
export type LayoutRuleActions = z.infer<typeof layoutRuleActionsSchema>;

const layoutRuleSecondLevelSchema = z.object({
  conditions: z.array(layoutRuleConditionSchema),
  /** e.g. '1 AND (2 OR 3)'. */
  logic: z.string(),
  actions: layoutRuleActionsSchema,
});
export type LayoutRuleSecondLevel = z.infer<typeof layoutRuleSecondLevelSchema>;

export const dynamicLayoutRuleSchema = z.object({
  id: z.string(),
  /** Fields whose change re-runs the rules. */
  watchFields: z.array(z.string()),
  conditions: z.array(layoutRuleConditionSchema),
  /** e.g. '1 AND (2 OR 3)'; absent or blank means all conditions AND-ed. */
  logic: z.string().optional(),
  actions: layoutRuleActionsSchema,
  /** Applies its own actions when the main conditions match and its logic holds. */
  secondLevel: layoutRuleSecondLevelSchema.optional(),
});
export type DynamicLayoutRule = z.infer<typeof dynamicLayoutRuleSchema>;

/** Copies a value from a chosen lookup record into this form (spec 2 §4). */
export const lookupValueExpressionSchema = z.object({
  id: z.string(),
  /** The lookup field whose choice triggers the copy. */
  lookupFieldApi: z.string(),
  /** Target field api name on this form. */
  fieldrelateid: z.string(),
  /** Source field api name on the looked-up object. */
  expression: z.string(),
  /** 'true': overwrite a non-empty target on EDIT too. */
  iscover: z.enum(['true', 'false']),
});
export type LookupValueExpression = z.infer<typeof lookupValueExpressionSchema>;

export interface ValidationRule {
  id: string;
  objectId: string;
  name: string;
  /** Salesforce formula syntax; true means the record is invalid. */
  formula: string;
  message: string;
  /** Field api name the message is shown on; null shows it at the top of the form. */
  errorField: string | null;
  active: boolean;
}

export type DuplicateMatchMethod = 'exact' | 'email' | 'phone' | 'name';

export interface DuplicateRule {
  id: string;
  objectId: string;
  name: string;
  /** 'warn' lets the user save anyway (c3759); 'block' refuses (c3760). */
  action: 'warn' | 'block';
  matchFields: { fieldApi: string; method: DuplicateMatchMethod }[];
  active: boolean;
}
