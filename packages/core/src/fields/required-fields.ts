/** Required-field checks of the record form (spec 2 §5), run by the browser on blur and by the server on save. */
import type { FieldValues, LayoutSection } from '../metadata/types.js';

/** Message key and English text of the required message (S2-V-001); `{label}` is the field's label. */
export const REQUIRED_MESSAGE_KEY = 'please enter {label}';

export function requiredMessage(label: string): string {
  return REQUIRED_MESSAGE_KEY.replace('{label}', label);
}

export interface RequirableField {
  apiName: string;
  required: boolean;
  editable: boolean;
}

/** The dynamic layout rule result (see evaluateLayoutRules). */
export interface DynamicFieldState {
  required: ReadonlySet<string>;
  readonly: ReadonlySet<string>;
  hiddenFields: ReadonlySet<string>;
  hiddenSections: ReadonlySet<string>;
}

export interface MissingRequiredInput {
  fields: readonly RequirableField[];
  values: FieldValues;
  /** The fields the layout shows, in layout order. */
  layoutFieldApis: Iterable<string>;
  dynamic: DynamicFieldState;
  /** Dependent fields waiting for their controlling field (resolveDependentState().disabled). */
  dependentDisabled: Iterable<string>;
  /** The layout's sections, so fields of hidden sections count as hidden. */
  sections?: readonly LayoutSection[];
  /** `fields` by api name, when the caller keeps it (the server checks every record of a batch against one list). */
  fieldsByApi?: ReadonlyMap<string, RequirableField>;
}

/** Whether a value counts as not entered: null, undefined, blank text or an empty list. False is a value. */
export function isMissingValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * Layout fields that must be filled and are empty, in layout order. A field
 * must be filled when the layout or a matching dynamic rule makes it required,
 * and it is editable (by definition and not read-only by a rule: S2-V-002),
 * not a disabled dependent (S2-V-003) and visible (not a hidden field, not in
 * a hidden section).
 */
export function missingRequiredFields(input: MissingRequiredInput): string[] {
  const byApi = input.fieldsByApi ?? new Map(input.fields.map((field) => [field.apiName, field]));
  const disabled = new Set(input.dependentDisabled);
  const inHiddenSection = new Set<string>();
  for (const section of input.sections ?? []) {
    if (!input.dynamic.hiddenSections.has(section.id)) continue;
    for (const api of [...section.fields.left, ...section.fields.right]) inHiddenSection.add(api);
  }
  const missing: string[] = [];
  for (const api of new Set(input.layoutFieldApis)) {
    const field = byApi.get(api);
    if (!field?.editable || input.dynamic.readonly.has(api) || disabled.has(api)) continue;
    if (input.dynamic.hiddenFields.has(api) || inHiddenSection.has(api)) continue;
    if (!field.required && !input.dynamic.required.has(api)) continue;
    if (isMissingValue(input.values[api])) missing.push(api);
  }
  return missing;
}
