import type { FormulaType, FormulaValue } from '../types.js';
import type { FunctionDefinition } from './function-definition.js';

/** Whether two values of a field differ; selections compare as sets, dates by their instant. */
function differs(type: FormulaType, before: FormulaValue, after: FormulaValue): boolean {
  if (before instanceof Date && after instanceof Date) return before.getTime() !== after.getTime();
  if (Array.isArray(before) && Array.isArray(after)) {
    return before.length !== after.length || before.some((value) => !after.includes(value));
  }
  return type === 'null' ? false : before !== after;
}

export const RECORD_CHANGE_FUNCTIONS: readonly FunctionDefinition[] = [
  {
    name: 'ISNEW',
    minArgs: 0,
    maxArgs: 0,
    returns: () => 'boolean',
    evaluate: (_args, runtime) => runtime.isNew,
  },
  {
    // Always false while a record is being created (Salesforce).
    name: 'ISCHANGED',
    minArgs: 1,
    maxArgs: 1,
    fieldArgs: true,
    picklistArgs: 'all',
    multiPicklistArgs: 'all',
    returns: () => 'boolean',
    evaluate([field], runtime) {
      if (runtime.isNew || !field?.fieldName) return false;
      const before = runtime.priorValue(field.fieldName, field.type);
      return differs(field.type, before, field.value());
    },
  },
  {
    // While a record is being created there is no prior value; Salesforce gives the current one.
    name: 'PRIORVALUE',
    minArgs: 1,
    maxArgs: 1,
    fieldArgs: true,
    picklistArgs: 'all',
    multiPicklistArgs: 'all',
    returns: (args) => args[0]?.type ?? 'null',
    evaluate([field], runtime) {
      if (runtime.isNew || !field?.fieldName) return field ? field.value() : null;
      return runtime.priorValue(field.fieldName, field.type);
    },
  },
];
