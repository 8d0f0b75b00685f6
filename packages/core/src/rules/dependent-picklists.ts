/**
 * Control and dependent fields (spec 2 §4): a controlling field's value
 * decides which values a dependent picklist offers, cascading
 * (country → province → city).
 */
import type {
  FieldDependency,
  FieldTypeCode,
  FieldValues,
  OperationType,
  PicklistValue,
} from '../metadata/types.js';
import { booleanText, visibilityText } from './visibility-operators.js';

/** Placeholder of a dependent field that waits for its controlling field (S2-B-067); `{label}` is the controlling field's label. */
export const DEPENDENT_PLACEHOLDER_KEY = 'please select {label} first';

export interface DependentFieldInfo {
  id: string;
  apiName: string;
  type: FieldTypeCode;
  required: boolean;
  defaultValue?: string | null;
  /** The field's full option list; when absent, options come from the dependency's `vals`. */
  picklist?: readonly PicklistValue[];
}

export interface DependentStateInput {
  dependencies: readonly FieldDependency[];
  values: FieldValues;
  /**
   * The dependent fields, and the controlling ones too: a checkbox control is
   * only read as 'false' when empty if its type is known here.
   */
  fields: readonly DependentFieldInfo[];
  mode: OperationType;
  /** The field the user just changed; absent on the first pass after loading. */
  changedField?: string;
}

export interface DependentState {
  /** The values with not-allowed dependent values reset. */
  values: Record<string, unknown>;
  /** Every dependent field's current options. */
  options: Record<string, PicklistValue[]>;
  /** Dependent fields waiting for their controlling field (or with nothing to offer). */
  disabled: Set<string>;
  /** Dependent fields that were required and are enabled; a disabled one never is (S2-V-003). */
  required: Set<string>;
}

function isBlank(value: unknown): boolean {
  if (Array.isArray(value)) return value.length === 0;
  return visibilityText(value) === '';
}

function listOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(visibilityText).filter((v) => v !== '');
  return visibilityText(value)
    .split(';')
    .map((v) => v.trim())
    .filter((v) => v !== '');
}

/**
 * The dependent values allowed while the controlling field holds
 * `controlValue`, in the dependent field's own order. A multi-valued control
 * (array or 'a;b') allows the union. The server re-checks saves with this.
 */
export function allowedDependentValues(dependency: FieldDependency, controlValue: unknown): string[] {
  const text = typeof controlValue === 'boolean' ? booleanText(controlValue) : visibilityText(controlValue);
  const exact = dependency.controlVals.find((mapping) => mapping.val === text);
  const controls = exact ? [text] : listOf(controlValue);
  const allowed = new Set<string>();
  for (const control of controls) {
    for (const mapping of dependency.controlVals) {
      if (mapping.val === control) for (const value of mapping.dependFields) allowed.add(value);
    }
  }
  const ordered = dependency.vals.map((option) => option.value).filter((value) => allowed.has(value));
  for (const value of allowed) if (!ordered.includes(value)) ordered.push(value);
  return ordered;
}

/**
 * What to keep of a single dependent value (S2-B-070 … S2-B-072): the value
 * if allowed, else the default if allowed, else the only option of a required
 * field, else nothing.
 */
export function resolveDependentValue(
  field: { value: string; defaultValue?: string | null; required: boolean },
  allowed: readonly string[],
): string {
  if (allowed.includes(field.value)) return field.value;
  if (field.defaultValue && allowed.includes(field.defaultValue)) return field.defaultValue;
  if (field.required && allowed.length === 1) return allowed[0]!;
  return '';
}

/** A multi-select keeps its values only if every one is allowed (S2-B-073). */
export function resolveDependentValues(
  field: { values: readonly string[]; defaultValue?: string | null; required: boolean },
  allowed: readonly string[],
): string[] {
  if (field.values.length > 0 && field.values.every((v) => allowed.includes(v))) return [...field.values];
  const defaults = listOf(field.defaultValue ?? '');
  if (defaults.length > 0 && defaults.every((v) => allowed.includes(v))) return defaults;
  if (field.required && allowed.length === 1) return [allowed[0]!];
  return [];
}

interface ResolvedPair {
  dependency: FieldDependency;
  control: string;
  dependent: string;
}

function defaultOf(field: DependentFieldInfo | undefined): string | null {
  if (!field) return null;
  if (field.defaultValue) return field.defaultValue;
  return field.picklist?.find((option) => option.isdefaultvalue)?.codekey ?? null;
}

function optionsFor(pair: ResolvedPair, field: DependentFieldInfo | undefined, allowed: readonly string[]) {
  if (field?.picklist) {
    return field.picklist.filter((option) => allowed.includes(option.codekey));
  }
  const fallbackDefault = defaultOf(field);
  return allowed.map<PicklistValue>((value, order) => ({
    codekey: value,
    codevalue: pair.dependency.vals.find((option) => option.value === value)?.label ?? value,
    isdefaultvalue: value === fallbackDefault,
    order,
  }));
}

/** Orders pairs so a controlling field is settled before the fields it controls. */
function cascadeOrder(pairs: ResolvedPair[]): ResolvedPair[] {
  const controlOf = new Map(pairs.map((pair) => [pair.dependent, pair.control]));
  const depth = (field: string): number => {
    let level = 0;
    const seen = new Set<string>([field]);
    for (let up = controlOf.get(field); up !== undefined && !seen.has(up); up = controlOf.get(up)) {
      seen.add(up);
      level += 1;
    }
    return level;
  };
  return [...pairs].sort((a, b) => depth(a.control) - depth(b.control));
}

/**
 * Resolves every dependent field's options, enabled state, required state and
 * value (S2-B-067 … S2-B-076, S2-V-003). On NEW and COPY values are always
 * brought in line; on EDIT stored values stay as they are unless the user
 * changed a field upstream of them. An empty dependent is filled (default or
 * single required option) only right after the user changed its controlling
 * field, so clearing a dependent by hand sticks. A control value that allows
 * nothing leaves the dependent disabled.
 */
export function resolveDependentState(input: DependentStateInput): DependentState {
  const fieldsByApi = new Map(input.fields.map((field) => [field.apiName, field]));
  const fieldsById = new Map(input.fields.map((field) => [field.id, field]));
  const pairs = cascadeOrder(
    input.dependencies.map((dependency) => ({
      dependency,
      control: dependency.controlfield,
      dependent:
        dependency.dependfield ??
        fieldsById.get(dependency.dependfieldid)?.apiName ??
        dependency.dependfieldid,
    })),
  );
  const controlOf = new Map(pairs.map((pair) => [pair.dependent, pair.control]));
  const changedUpstream = (field: string): boolean => {
    if (input.changedField === undefined) return false;
    const seen = new Set<string>();
    for (let up = controlOf.get(field); up !== undefined && !seen.has(up); up = controlOf.get(up)) {
      if (up === input.changedField) return true;
      seen.add(up);
    }
    return false;
  };

  const state: DependentState = {
    values: { ...input.values },
    options: {},
    disabled: new Set(),
    required: new Set(),
  };
  for (const pair of pairs) {
    const field = fieldsByApi.get(pair.dependent);
    const userChanged = changedUpstream(pair.dependent);
    const enforce = input.mode !== 'EDIT' || userChanged;
    const current = state.values[pair.dependent];
    const multi = field?.type === 'Q' || Array.isArray(current);
    const empty = () => (Array.isArray(current) ? [] : '');
    const controlField = fieldsByApi.get(pair.control);
    // A checkbox always has a value: an empty one is 'false'.
    const controlValue =
      controlField?.type === 'B' ? booleanText(state.values[pair.control]) : state.values[pair.control];
    const controlBlank =
      state.disabled.has(pair.control) || (controlField?.type !== 'B' && isBlank(controlValue));
    const allowed = controlBlank ? [] : allowedDependentValues(pair.dependency, controlValue);

    state.options[pair.dependent] = controlBlank ? [] : optionsFor(pair, field, allowed);
    if (allowed.length === 0) {
      state.disabled.add(pair.dependent);
      state.required.delete(pair.dependent);
      if (enforce && !isBlank(current)) state.values[pair.dependent] = empty();
      continue;
    }
    if (field?.required && !state.disabled.has(pair.dependent)) state.required.add(pair.dependent);
    if (!enforce || (isBlank(current) && !userChanged)) continue;
    const rules = { defaultValue: defaultOf(field), required: field?.required ?? false };
    if (multi) {
      const next = resolveDependentValues({ ...rules, values: listOf(current) }, allowed);
      state.values[pair.dependent] = Array.isArray(current) ? next : next.join(';');
    } else {
      state.values[pair.dependent] = resolveDependentValue(
        { ...rules, value: visibilityText(current) },
        allowed,
      );
    }
  }
  return state;
}
