import {
  activityLinkClears,
  checkActivityLinks,
  checkQualificationField,
  checkServiceResource,
  checkWorkingHours,
  checkWorkRuleCondition,
  type FieldTypeCode,
  findResourceAttribute,
  isActivityObject,
  isCompanyCurrencyLayout,
  needsProjectFirst,
  type PicklistValue,
  PRODUCT_OBJECT_API,
  PROJECT_FIELD,
  projectChangeClears,
  qualificationFieldInput,
  type ResourceAttributeGroup,
  type ServiceResourceTip,
  serviceResourceClears,
  switchWorkRuleAttribute,
  type WorkRuleProblem,
  workRuleOperators,
  workRuleValueInput,
} from '@vela/core';
import type { FieldValue } from '../../field-widgets/index.js';
import type { FormModel } from './form-model.js';

/**
 * The record form's special objects (spec 2 §4 "Special objects", §5): what
 * their fields show and what a change clears, read from the @vela/core rules
 * the server re-checks. The lists they need (work-rule attributes,
 * qualification fields, the company currency) arrive after the layout and
 * are kept in the form state.
 */
export interface SpecialFormData {
  attributeGroups?: readonly ResourceAttributeGroup[];
  qualificationGroups?: readonly ResourceAttributeGroup[];
  companyCurrency?: string;
}

export type SpecialProblem =
  | { kind: 'workingHours' }
  | { kind: 'serviceResource'; tip: ServiceResourceTip }
  | { kind: 'activityLink'; reason: 'not-a-person' | 'lead-related' }
  | { kind: 'workRule'; reason: WorkRuleProblem['reason'] }
  | { kind: 'qualification' };

/** How a special object changes one field's view: another widget type, other options, locked or waiting. */
export interface SpecialFieldView {
  widgetType?: FieldTypeCode;
  options?: readonly PicklistValue[];
  readOnly?: boolean;
  /** Waiting for another field (its label), like a dependent picklist. */
  waitsFor?: string;
}

const objectIs = (model: FormModel, api: string) => model.objectApi.toLowerCase() === api;

/** Which lists this form needs loaded. */
export function specialDataNeeds(model: FormModel) {
  return {
    attributes: objectIs(model, 'workrule'),
    qualifications: objectIs(model, 'servicegoal'),
    companyCurrency: objectIs(model, PRODUCT_OBJECT_API) && isCompanyCurrencyLayout(model.layoutId),
  };
}

/** Values the loaded lists set: a product on addlyccomponentpdt01 takes the company currency (S2-B-084). */
export function specialInitialValues(model: FormModel, data: SpecialFormData): Record<string, FieldValue> {
  if (specialDataNeeds(model).companyCurrency && data.companyCurrency && model.fields.has('currency'))
    return { currency: data.companyCurrency };
  return {};
}

const WIDGET_BY_INPUT: Record<ReturnType<typeof workRuleValueInput>, FieldTypeCode> = {
  number: 'N',
  date: 'D',
  datetime: 'F',
  checkbox: 'B',
  text: 'S',
};

function groupedOptions(groups: readonly ResourceAttributeGroup[]): PicklistValue[] {
  return groups.flatMap((group) =>
    group.fieldList.map((field, order) => ({
      codekey: field.id,
      codevalue: field.labelName,
      isdefaultvalue: false,
      order,
      group: group.objName,
    })),
  );
}

const text = (value: FieldValue | undefined) => (typeof value === 'string' ? value : '');

/** The model's field api names as a set, built once per model (asked for every field on every change). */
const fieldApiSets = new WeakMap<FormModel, ReadonlySet<string>>();
function fieldApis(model: FormModel): ReadonlySet<string> {
  let apis = fieldApiSets.get(model);
  if (!apis) {
    apis = new Set(model.fields.keys());
    fieldApiSets.set(model, apis);
  }
  return apis;
}

export function specialFieldView(
  model: FormModel,
  values: Readonly<Record<string, FieldValue>>,
  data: SpecialFormData,
  api: string,
): SpecialFieldView {
  if (objectIs(model, 'workrule')) {
    const groups = data.attributeGroups ?? [];
    const attribute = findResourceAttribute(groups, text(values.resourcesproperty));
    if (api === 'resourcesproperty') return { widgetType: 'L', options: groupedOptions(groups) };
    if (api === 'fieldoperator') {
      if (!attribute) return { waitsFor: model.fields.get('resourcesproperty')?.label ?? api };
      const allowed = workRuleOperators(attribute.schemefieldType) as readonly string[];
      const options = model.fields.get(api)?.options ?? [];
      return { options: options.filter((option) => allowed.includes(option.codekey)) };
    }
    if (api === 'resourcespropertyvalue') {
      if (!attribute) return { waitsFor: model.fields.get('resourcesproperty')?.label ?? api };
      return { widgetType: WIDGET_BY_INPUT[workRuleValueInput(attribute.schemefieldType)] };
    }
  }
  if (objectIs(model, 'servicegoal') && api === 'qualificationfield') {
    if (qualificationFieldInput(values.goaltype) === 'groupedSelect')
      return { widgetType: 'L', options: groupedOptions(data.qualificationGroups ?? []) };
  }
  if (api === 'currency' && specialDataNeeds(model).companyCurrency) return { readOnly: true };
  if (needsProjectFirst(api, values, fieldApis(model)))
    return { waitsFor: model.fields.get(PROJECT_FIELD)?.label ?? PROJECT_FIELD };
  return {};
}

/** The special rule a field breaks, if any (shown like any other field problem). */
export function specialProblem(
  model: FormModel,
  values: Readonly<Record<string, FieldValue>>,
  data: SpecialFormData,
  api: string,
): SpecialProblem | undefined {
  const object = model.objectApi.toLowerCase();
  if (checkWorkingHours(values) === api) return { kind: 'workingHours' };
  if (object === 'serviceresource') {
    const problem = checkServiceResource(values);
    if (problem?.field === api) return { kind: 'serviceResource', tip: problem.tip };
  }
  if (isActivityObject(object)) {
    const problem = checkActivityLinks(values);
    if (problem?.field === api) return { kind: 'activityLink', reason: problem.reason };
  }
  if (object === 'workrule' && data.attributeGroups) {
    const problem = checkWorkRuleCondition(
      {
        resourcesproperty: text(values.resourcesproperty),
        fieldoperator: text(values.fieldoperator),
        resourcespropertyvalue: text(values.resourcespropertyvalue),
      },
      data.attributeGroups,
    );
    if (problem?.field === api) return { kind: 'workRule', reason: problem.reason };
  }
  if (
    object === 'servicegoal' &&
    api === 'qualificationfield' &&
    data.qualificationGroups &&
    !checkQualificationField(values.goaltype, values.qualificationfield, data.qualificationGroups)
  )
    return { kind: 'qualification' };
  return undefined;
}

/**
 * What else a user's change of `api` changes: the other side of a service
 * resource or an activity link is cleared, a new project clears the
 * milestone, a new work-rule attribute brings its operator and value in line.
 */
export function specialChanges(
  model: FormModel,
  before: Readonly<Record<string, FieldValue>>,
  values: Readonly<Record<string, FieldValue>>,
  data: SpecialFormData,
  api: string,
): Record<string, FieldValue> {
  const object = model.objectApi.toLowerCase();
  const changes: Record<string, FieldValue> = {};
  const clear = (apis: readonly string[]) => {
    for (const target of apis) if (model.fields.has(target)) changes[target] = null;
  };
  if (object === 'serviceresource') clear(serviceResourceClears(api, values));
  if (isActivityObject(object)) clear(activityLinkClears(api, values));
  if (text(before[api]) !== text(values[api])) clear(projectChangeClears(api));
  if (object === 'workrule') {
    if (api === 'resourcesproperty') {
      const groups = data.attributeGroups ?? [];
      const next = switchWorkRuleAttribute(
        {
          fieldoperator: text(values.fieldoperator),
          resourcespropertyvalue: text(values.resourcespropertyvalue),
        },
        findResourceAttribute(groups, text(before.resourcesproperty)),
        findResourceAttribute(groups, text(values.resourcesproperty)),
      );
      changes.fieldoperator = next.fieldoperator || null;
      changes.resourcespropertyvalue = next.resourcespropertyvalue || null;
    }
    // The value is stored as text whatever input it took.
    if (
      api === 'resourcespropertyvalue' &&
      (typeof values[api] === 'boolean' || typeof values[api] === 'number')
    )
      changes[api] = String(values[api]);
  }
  return changes;
}
