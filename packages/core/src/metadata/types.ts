/**
 * The metadata model shared by server and web: objects, fields, picklists,
 * record types, layouts and the rules attached to a layout. The spec's wire
 * names are kept where the spec names a thing (`controlfieldid`, `iscover`,
 * `codekey` …); the comments say what they mean.
 */

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
export interface DependentValueOption {
  value: string;
  label: string;
}

/** For one controlling value, the dependent values it allows (the spec's `controlVals` entry). */
export interface ControlValueMapping {
  /** The controlling field's value. */
  val: string;
  /** The dependent field's values allowed while the controlling field holds `val`. */
  dependFields: string[];
}

/**
 * One control → dependent pair: the spec's `controlContainer` entry
 * (`controlfieldid`, `controlfield`, `controlVals`) joined with the
 * `dependContainer` entry of its dependent field (`dependfieldid`, `vals`).
 * Cascades (country → province → city) are two pairs.
 */
export interface FieldDependency {
  controlfieldid: string;
  /** The controlling field's api name. */
  controlfield: string;
  controlVals: ControlValueMapping[];
  dependfieldid: string;
  /** The dependent field's api name when known; else it is found by `dependfieldid`. */
  dependfield?: string;
  /** Every value of the dependent field, with its label. */
  vals: DependentValueOption[];
}

/** Visibility-rule operators (spec 1 §5). */
export type VisibilityOperator = 'e' | 'n' | 'l' | 'g' | 'm' | 'h' | 'c' | 'k' | 's';

export interface LayoutRuleCondition {
  /** 1-based index, the number the logic expression refers to. */
  id: number;
  fieldApi: string;
  operator: VisibilityOperator;
  value: string;
}

export interface LayoutRuleActions {
  /** Field api names made required. */
  required: string[];
  /** Field api names made read-only. */
  readonly: string[];
  /** Field api names shown; a field named by any show action is hidden until shown. */
  showFields: string[];
  /** Section ids shown; a section named by any show action is hidden until shown. */
  showSections: string[];
}

export interface LayoutRuleSecondLevel {
  conditions: LayoutRuleCondition[];
  /** e.g. '1 AND (2 OR 3)'. */
  logic: string;
  actions: LayoutRuleActions;
}

export interface DynamicLayoutRule {
  id: string;
  /** Fields whose change re-runs the rules. */
  watchFields: string[];
  conditions: LayoutRuleCondition[];
  /** e.g. '1 AND (2 OR 3)'; absent or blank means all conditions AND-ed. */
  logic?: string;
  actions: LayoutRuleActions;
  /** Applies its own actions when the main conditions match and its logic holds. */
  secondLevel?: LayoutRuleSecondLevel;
}

/** Copies a value from a chosen lookup record into this form (spec 2 §4). */
export interface LookupValueExpression {
  id: string;
  /** The lookup field whose choice triggers the copy. */
  lookupFieldApi: string;
  /** Target field api name on this form. */
  fieldrelateid: string;
  /** Source field api name on the looked-up object. */
  expression: string;
  /** 'true': overwrite a non-empty target on EDIT too. */
  iscover: 'true' | 'false';
}

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
