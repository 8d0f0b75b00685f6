import {
  type AutomationObject,
  type CompiledCriteria,
  compileFlowCriteria,
  type FlowAction,
  type FlowAssignment,
  type FlowCriteria,
  FlowCriteriaError,
  type FlowDefinition,
  type FlowFieldInfo,
  type FlowStep,
  flowTemplateFields,
} from '@vela/core';
import {
  formulaFields,
  isLookupType,
  labelIn,
  type MetadataSnapshot,
  type ObjectModel,
} from '../metadata/index.js';

/**
 * A flow checked against the metadata as it is now: the objects and fields it
 * names, its criteria formulas. The editor's save refuses a flow with a
 * problem; a stored flow that a later field deletion broke shows the problem
 * in the list and fails its runs with it.
 */

/** Fields the criteria read: every stored field, with its formula and field type. */
export function flowFields(object: ObjectModel): FlowFieldInfo[] {
  const typeOf = new Map(object.fields.map((field) => [field.apiName, field.typeCode]));
  return formulaFields(object).map((field) => ({ ...field, typeCode: typeOf.get(field.apiName) ?? 'S' }));
}

/** Compiled criteria, cached per object model (a metadata change makes a new model) and criteria text. */
const compiled = new WeakMap<ObjectModel, Map<string, CompiledCriteria | FlowCriteriaError>>();

export function compiledCriteria(
  object: ObjectModel,
  criteria: FlowCriteria,
): CompiledCriteria | FlowCriteriaError {
  let byText = compiled.get(object);
  if (!byText) {
    byText = new Map();
    compiled.set(object, byText);
  }
  const key = JSON.stringify(criteria);
  let entry = byText.get(key);
  if (!entry) {
    try {
      entry = compileFlowCriteria(criteria, flowFields(object));
    } catch (error) {
      if (!(error instanceof FlowCriteriaError)) throw error;
      entry = error;
    }
    byText.set(key, entry);
  }
  return entry;
}

const storedField = (object: ObjectModel, api: string) => {
  const field = object.fieldsByApi.get(api.toLowerCase());
  return field?.columnName ? field : undefined;
};

function checkAssignments(
  object: ObjectModel,
  source: ObjectModel,
  assignments: readonly FlowAssignment[],
  where: string,
  problems: string[],
): void {
  for (const assignment of assignments) {
    const field = storedField(object, assignment.field);
    if (!field) problems.push(`${where}: ${object.apiName} has no field "${assignment.field}"`);
    else if (field.system || field.typeCode === 'V' || field.typeCode === 'Z')
      problems.push(`${where}: the field "${field.label}" is set by the system and cannot be set by a flow`);
    for (const name of flowTemplateFields(assignment.value))
      if (name.toLowerCase() !== 'id' && !source.fieldsByApi.has(name.toLowerCase()))
        problems.push(`${where}: the placeholder {{${name}}} names no field of ${source.apiName}`);
  }
}

/** Every step and every decision of a flow, nested ones included, with where it is as the problems name it. */
export function flowParts(flow: FlowDefinition) {
  const steps: Array<{ step: FlowStep; where: string }> = [];
  const decisions: Array<{ criteria: FlowCriteria; where: string }> = [];
  const walk = (actions: readonly FlowAction[], prefix: string) =>
    actions.forEach((action, index) => {
      const where = `${prefix}${index + 1}`;
      if (action.type !== 'branch') {
        steps.push({ step: action, where });
        return;
      }
      decisions.push({ criteria: action.criteria, where: `${where} (branch)` });
      walk(action.thenSteps, `${where}, then `);
      walk(action.elseSteps, `${where}, else `);
    });
  walk(flow.actions, 'step ');
  return { steps, decisions };
}

/** Every problem of a flow against the metadata now; empty when it can run. */
export function flowProblems(snapshot: MetadataSnapshot, flow: FlowDefinition): string[] {
  const object = snapshot.byApi.get(flow.objectApi.toLowerCase());
  if (!object) return [`the object "${flow.objectApi}" does not exist`];
  const problems: string[] = [];
  const criteria = (what: string, value: FlowCriteria) => {
    const entry = compiledCriteria(object, value);
    if (entry instanceof FlowCriteriaError) problems.push(what ? `${what}: ${entry.message}` : entry.message);
  };
  criteria('', flow.criteria);
  const { steps, decisions } = flowParts(flow);
  for (const decision of decisions) criteria(decision.where, decision.criteria);
  for (const { step, where } of steps) {
    switch (step.type) {
      case 'updateFields': {
        if (step.target === 'record') {
          checkAssignments(object, object, step.assignments, where, problems);
          break;
        }
        const lookup = storedField(object, step.parentField);
        if (!lookup || !isLookupType(lookup.typeCode))
          problems.push(`${where}: "${step.parentField}" is not a lookup field of ${object.apiName}`);
        else {
          const parent = lookup.lookupObjectId ? snapshot.byId.get(lookup.lookupObjectId) : undefined;
          if (parent) checkAssignments(parent, object, step.assignments, where, problems);
        }
        break;
      }
      case 'createRecord': {
        const target = snapshot.byApi.get(step.objectApi.toLowerCase());
        if (!target) problems.push(`${where}: the object "${step.objectApi}" does not exist`);
        else checkAssignments(target, object, step.assignments, where, problems);
        break;
      }
      case 'notify': {
        if (step.recipient === 'userField') {
          const field = storedField(object, step.userField);
          if (!field) problems.push(`${where}: ${object.apiName} has no user field "${step.userField}"`);
        } else if (step.recipient === 'user' && !step.userId)
          problems.push(`${where}: choose the user to tell`);
        else if (step.recipient === 'addressField') {
          const field = storedField(object, step.addressField);
          if (field?.typeCode !== 'E')
            problems.push(`${where}: "${step.addressField}" is no e-mail field of ${object.apiName}`);
          if (!step.sendEmail) problems.push(`${where}: an address in a field can only be sent an e-mail`);
        }
        for (const name of flowTemplateFields(`${step.message} ${step.subject}`))
          if (name.toLowerCase() !== 'id' && !object.fieldsByApi.has(name.toLowerCase()))
            problems.push(`${where}: the placeholder {{${name}}} names no field of ${object.apiName}`);
        break;
      }
      case 'wait': {
        if (step.mode === 'untilField') {
          const field = storedField(object, step.field);
          if (!field || (field.typeCode !== 'D' && field.typeCode !== 'F'))
            problems.push(`${where}: "${step.field}" is not a date or date-time field of ${object.apiName}`);
        }
        break;
      }
      default:
        break;
    }
  }
  return problems;
}

/** The objects and fields the editor offers, labelled in the caller's language. */
export function automationObjects(
  snapshot: MetadataSnapshot,
  language: string | undefined,
): AutomationObject[] {
  const apiOfId = new Map(snapshot.objects.map((object) => [object.id, object.apiName]));
  return snapshot.objects
    .map((object) => ({
      apiName: object.apiName,
      label: labelIn(object.labels, object.label, language),
      fields: object.fields
        .filter((field) => field.columnName && !field.hidden)
        .map((field) => ({
          apiName: field.apiName,
          label: labelIn(field.labels, field.label, language),
          type: field.typeCode,
          lookupObjects:
            field.lookupObjectId && apiOfId.has(field.lookupObjectId)
              ? [apiOfId.get(field.lookupObjectId) ?? '']
              : [],
          picklist: field.picklist.map((entry) => ({
            value: entry.codeKey,
            label: labelIn(entry.labels, entry.codeValue, language),
          })),
        })),
    }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
