import {
  applyLookupValueExpressions,
  checkNumberValue,
  checkStartBeforeEnd,
  type DependentState,
  evaluateLayoutRules,
  type FieldTypeCode,
  type FieldValues,
  isLookupType,
  isMissingValue,
  isNumericType,
  type LayoutRuleResult,
  type NumberCheckReason,
  type OperationType,
  type PicklistValue,
  resolveDependentState,
} from '@vela/core';
import type { FieldValue } from '../../field-widgets/index.js';
import type { FormModel } from './form-model.js';
import { personNameChanges } from './person-name-change.js';
import {
  type SpecialFormData,
  type SpecialProblem,
  specialChanges,
  specialFieldView,
  specialInitialValues,
  specialProblem,
} from './special-objects.js';

/**
 * The record form's state and every rule of spec 2 §4–§5 that decides what a
 * field shows: values, dependent picklists, dynamic layout rules, lookup-value
 * expressions and validation. Pure: each function takes a state and returns
 * the next, so the rules are tested without a browser.
 */

/** Why a field is not valid; the screen turns it into a message in the user's language. */
export type FieldProblem =
  | { kind: 'required' }
  | { kind: 'number'; reason: NumberCheckReason; limit?: string | undefined }
  | { kind: 'endBeforeStart' }
  | { kind: 'special'; problem: SpecialProblem }
  | { kind: 'server'; message: string };

export interface FormState {
  mode: OperationType;
  values: Record<string, FieldValue>;
  lookupNames: Record<string, string>;
  /** Fields left at least once: their problems show (spec 2 §5 "trigger blur"). */
  touched: ReadonlySet<string>;
  /** After a save attempt every field's problem shows. */
  showAll: boolean;
  /** Server validation-rule failures by field, cleared when the field changes (S2-V-023). */
  serverProblems: Readonly<Record<string, string>>;
  dependent: DependentState;
  dynamic: LayoutRuleResult;
  /** The lists the special objects need (work-rule attributes …), once loaded. */
  special: SpecialFormData;
}

export interface FieldView {
  visible: boolean;
  required: boolean;
  readOnly: boolean;
  /** A dependent field waiting for its controlling field (S2-B-067). */
  disabled: boolean;
  /** The label of the controlling field to pick first. */
  controlLabel?: string | undefined;
  options: readonly PicklistValue[];
  /** The widget to show instead of the field's own type (a work rule's value input, S2-B-081). */
  widgetType?: FieldTypeCode | undefined;
  problem?: FieldProblem | undefined;
}

function fieldTypes(model: FormModel): Record<string, FieldTypeCode> {
  const types: Record<string, FieldTypeCode> = {};
  for (const field of model.fields.values()) types[field.api] = field.type;
  return types;
}

function resolveDependents(
  model: FormModel,
  values: FieldValues,
  mode: OperationType,
  changedField?: string,
): DependentState {
  return resolveDependentState({
    dependencies: model.dependencies,
    values,
    mode,
    fields: [...model.fields.values()].map((field) => ({
      id: field.id,
      apiName: field.api,
      type: field.type,
      required: field.requiredByLayout && field.editable,
      defaultValue: field.defaultValue || null,
      picklist: field.options,
    })),
    ...(changedField === undefined ? {} : { changedField }),
  });
}

function evaluateRules(model: FormModel, values: FieldValues): LayoutRuleResult {
  const staticRequired = [...model.fields.values()]
    .filter((field) => field.requiredByLayout && field.editable)
    .map((field) => field.api);
  return evaluateLayoutRules(
    model.layoutRules,
    values,
    fieldTypes(model),
    model.sections.map((section) => section.layout),
    { staticRequired },
  );
}

/** The state a form opens with; `restored` values (save-and-new hand-off, pending data) win over the model's. */
/**
 * Values handed to a new form (a record page's related-list New) may name the
 * record a lookup points at as `{api}ccname`, the way records carry names, so
 * the lookup shows the name and not the id.
 */
function handedLookupNames(values: Readonly<Record<string, FieldValue>>): Record<string, string> {
  const names: Record<string, string> = {};
  for (const [key, name] of Object.entries(values)) {
    const id = key.endsWith('ccname') ? values[key.slice(0, -'ccname'.length)] : undefined;
    if (typeof id === 'string' && id && typeof name === 'string' && name) names[id] = name;
  }
  return names;
}

export function createFormState(
  model: FormModel,
  mode: OperationType,
  restored: Readonly<Record<string, FieldValue>> = {},
): FormState {
  const start = { ...model.initialValues, ...restored };
  const dependent = resolveDependents(model, start, mode);
  const values = dependent.values as Record<string, FieldValue>;
  return {
    mode,
    values,
    lookupNames: { ...model.lookupNames, ...handedLookupNames(restored) },
    touched: new Set(),
    showAll: false,
    serverProblems: {},
    dependent,
    dynamic: evaluateRules(model, values),
    special: {},
  };
}

/** The special objects' lists arrived: kept in the state, and the values they set applied. */
export function withSpecialData(model: FormModel, state: FormState, data: SpecialFormData): FormState {
  let next: FormState = { ...state, special: { ...state.special, ...data } };
  for (const [api, value] of Object.entries(specialInitialValues(model, next.special)))
    if (next.values[api] !== value) next = changeField(model, next, api, value);
  return next;
}

/**
 * A user's change of one field: dependents are brought in line, cascading
 * (S2-B-068 … S2-B-076), and the dynamic layout rules run again (S2-B-062).
 */
export function changeField(
  model: FormModel,
  state: FormState,
  api: string,
  value: FieldValue,
  lookupNames: Readonly<Record<string, string>> = {},
): FormState {
  const changed = { ...state.values, [api]: value };
  // Special objects: a change may clear or reshape other fields (S2-B-081, S2-B-089, S2-B-090).
  const extra = {
    ...specialChanges(model, state.values, changed, state.special, api),
    ...personNameChanges(model, changed, api),
  };
  const next = { ...changed, ...extra };
  const dependent = resolveDependents(model, next, state.mode, api);
  const values = dependent.values as Record<string, FieldValue>;
  const serverProblems = { ...state.serverProblems };
  for (const cleared of [api, ...Object.keys(extra)]) delete serverProblems[cleared];
  return {
    ...state,
    values,
    // A new object only when names arrive, so fields that show none do not re-render.
    lookupNames:
      Object.keys(lookupNames).length > 0 ? { ...state.lookupNames, ...lookupNames } : state.lookupNames,
    serverProblems,
    dependent,
    dynamic: evaluateRules(model, values),
  };
}

export function blurField(state: FormState, api: string): FormState {
  if (state.touched.has(api)) return state;
  return { ...state, touched: new Set([...state.touched, api]) };
}

/**
 * Copies values from the lookup record just chosen (S2-B-077 … S2-B-079):
 * `source` maps the looked-up record's field api names to their values; a
 * lookup target gets `{id, name}`.
 */
export function applyLookupValues(
  model: FormModel,
  state: FormState,
  lookupFieldApi: string,
  source: Readonly<Record<string, string | { id: string; name: string }>>,
): FormState {
  const record: Record<string, string> = {};
  const names: Record<string, string> = {};
  for (const [api, value] of Object.entries(source)) {
    if (typeof value === 'string') record[api] = value;
    else {
      record[api] = value.id;
      if (value.id) names[value.id] = value.name;
    }
  }
  const result = applyLookupValueExpressions({
    expressions: model.lookupExpressions,
    lookupFieldApi,
    lookedUpRecord: record,
    values: state.values,
    mode: state.mode,
  });
  let next = state;
  for (const target of result.changed) {
    if (!model.fields.has(target)) continue;
    const field = model.fields.get(target)!;
    const value = result.values[target];
    next = changeField(
      model,
      next,
      target,
      field.type === 'B' ? value === 'true' || value === true : (value as FieldValue),
      isLookupType(field.type) ? names : {},
    );
  }
  return next;
}

/** The controlling field of a dependent field, if it is one. */
export function controllingField(model: FormModel, api: string): string | undefined {
  return model.dependencies.find(
    (dependency) =>
      (dependency.dependfield ??
        [...model.fields.values()].find((f) => f.id === dependency.dependfieldid)?.api) === api,
  )?.controlfield;
}

/** Each layout field's section, once per model: fieldView asks for every field on every change. */
const sectionIndexes = new WeakMap<FormModel, Map<string, string>>();

function sectionOf(model: FormModel, api: string): string | undefined {
  let index = sectionIndexes.get(model);
  if (!index) {
    index = new Map();
    for (const section of model.sections)
      for (const top of section.fields) if (!index.has(top)) index.set(top, section.id);
    sectionIndexes.set(model, index);
  }
  return index.get(model.fields.get(api)?.parentApi ?? api);
}

export function isSectionVisible(state: FormState, sectionId: string): boolean {
  return !state.dynamic.hiddenSections.has(sectionId);
}

/**
 * Whether the field itself is shown, its section aside: not hidden by the layout, nor by a dynamic rule
 * (on it or on its group). A field shown this way in a hidden section stays mounted, hidden with it.
 */
export function isFieldShownInSection(model: FormModel, state: FormState, api: string): boolean {
  const field = model.fields.get(api);
  if (!field) return false;
  return (
    !field.hidden &&
    !state.dynamic.hiddenFields.has(api) &&
    !(field.parentApi && model.fields.has(field.parentApi) && state.dynamic.hiddenFields.has(field.parentApi))
  );
}

/** What one field shows now: visible, required, read-only, disabled, its options and its problem. */
export function fieldView(model: FormModel, state: FormState, api: string): FieldView {
  const field = model.fields.get(api);
  if (!field) return { visible: false, required: false, readOnly: true, disabled: false, options: [] };
  const isDependent = api in state.dependent.options;
  const special = specialFieldView(model, state.values, state.special, api);
  const disabled = state.dependent.disabled.has(api) || special.waitsFor !== undefined;
  const readOnly = !field.editable || state.dynamic.readonly.has(api) || special.readOnly === true;
  const section = sectionOf(model, api);
  const visible =
    isFieldShownInSection(model, state, api) && (section === undefined || isSectionVisible(state, section));
  // S2-V-002, S2-V-003: never required when not editable or a disabled dependent.
  const required =
    !readOnly &&
    !disabled &&
    ((isDependent ? state.dependent.required.has(api) : field.requiredByLayout) ||
      state.dynamic.required.has(api));
  const control = isDependent ? controllingField(model, api) : undefined;
  const view: FieldView = {
    visible,
    required,
    readOnly,
    disabled,
    controlLabel: special.waitsFor ?? (control ? model.fields.get(control)?.label : undefined),
    options: special.options ?? (isDependent ? (state.dependent.options[api] ?? []) : field.options),
    widgetType: special.widgetType,
  };
  const problem = problemOf(model, state, api, view);
  const shown = state.showAll || state.touched.has(api) || problem?.kind === 'server';
  if (problem && shown) view.problem = problem;
  return view;
}

/** The field's problem whether or not it shows yet. */
function problemOf(
  model: FormModel,
  state: FormState,
  api: string,
  view: FieldView,
): FieldProblem | undefined {
  const server = state.serverProblems[api];
  if (server) return { kind: 'server', message: server };
  if (!view.visible || view.readOnly || view.disabled) return undefined;
  const field = model.fields.get(api)!;
  const value = state.values[api];
  if (view.required && isMissingValue(value)) return { kind: 'required' };
  if (isNumericType(field.type) && !isMissingValue(value)) {
    const check = checkNumberValue(
      {
        length: field.length,
        schemefieldLength: field.schemefieldLength,
        decimalPlaces: field.decimalPlaces,
      },
      value,
    );
    if (!check.ok) return { kind: 'number', reason: check.reason, limit: check.limit };
  }
  const order = checkStartBeforeEnd(state.values);
  if (order && order.endField === api) return { kind: 'endBeforeStart' };
  const special = specialProblem(model, state.values, state.special, api);
  if (special) return { kind: 'special', problem: special };
  return undefined;
}

/** One entry of the validation list (S2-D-026): the failing field and the label it is listed by. */
export interface ValidationEntry {
  field: string;
  label: string;
}

/**
 * Checks every field before a save (spec 2 §5): the failing fields in layout
 * order, and the state that now shows every problem.
 */
export function validateForm(
  model: FormModel,
  state: FormState,
): { state: FormState; failing: ValidationEntry[] } {
  const shown: FormState = { ...state, showAll: true };
  const failing = model.layoutFieldApis
    .filter((api) => fieldView(model, shown, api).problem !== undefined)
    .map((api) => ({ field: api, label: model.fields.get(api)?.label ?? api }));
  return { state: shown, failing };
}

/** Server validation-rule failures marked on their fields (S2-V-023, S2-E-015). */
export function withServerProblems(state: FormState, problems: Readonly<Record<string, string>>): FormState {
  return { ...state, serverProblems: { ...state.serverProblems, ...problems } };
}
