import type { FlowAction, FlowCriteria, FlowDefinition, FlowStep } from './automation-api.js';

/** Fresh pieces for the editor: a new flow, a new action of a type, moving items in a list. */

export function newFlow(objectApi: string): FlowDefinition {
  return {
    name: '',
    objectApi,
    active: true,
    trigger: 'createOrUpdate',
    criteria: { kind: 'always' },
    onlyOnChange: true,
    actions: [newAction('updateFields')],
  };
}

export function newCriteria(kind: FlowCriteria['kind']): FlowCriteria {
  if (kind === 'formula') return { kind, formula: '' };
  if (kind === 'conditions')
    return { kind, match: 'all', conditions: [{ field: '', operator: 'e', value: '' }] };
  return { kind: 'always' };
}

export function newStep(type: FlowStep['type']): FlowStep {
  switch (type) {
    case 'updateFields':
      return { type, target: 'record', parentField: '', assignments: [{ field: '', value: '' }] };
    case 'createRecord':
      return { type, objectApi: 'Task', assignments: [{ field: 'subject', value: '' }] };
    case 'botCard':
      return { type, message: '' };
    case 'notify':
      return {
        type,
        recipient: 'userField',
        userField: 'ownerid',
        userId: '',
        addressField: '',
        message: '',
        sendEmail: true,
        subject: '',
        templateId: '',
      };
    case 'webhook':
      return { type, url: 'https://', timeoutMs: 5000 };
    case 'wait':
      return { type, mode: 'duration', minutes: 60, field: '' };
  }
}

export function newAction(type: FlowAction['type']): FlowAction {
  if (type === 'branch')
    return { type, criteria: newCriteria('formula'), thenSteps: [newStep('updateFields')], elseSteps: [] };
  return newStep(type);
}

/** The list with item `index` moved by `by` (−1 up, +1 down); unchanged at an end. */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= list.length) return [...list];
  const copy = [...list];
  const [item] = copy.splice(index, 1);
  if (item !== undefined) copy.splice(target, 0, item);
  return copy;
}

export function replaced<T>(list: readonly T[], index: number, item: T): T[] {
  return list.map((current, at) => (at === index ? item : current));
}

export function removed<T>(list: readonly T[], index: number): T[] {
  return list.filter((_item, at) => at !== index);
}
