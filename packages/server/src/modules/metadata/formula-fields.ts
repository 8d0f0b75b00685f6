import type { FormulaFieldInfo, FormulaType } from '@vela/core';
import type { ObjectModel } from './metadata-model.js';

/** How the formula language sees each field type, for compiling rules against an object. */
export function formulaTypeOf(typeCode: string): FormulaType {
  switch (typeCode) {
    case 'N':
    case 'P':
    case 'c':
      return 'number';
    case 'B':
      return 'boolean';
    case 'D':
      return 'date';
    case 'F':
      return 'datetime';
    case 'T':
      return 'time';
    case 'L':
      return 'picklist';
    case 'Q':
      return 'multipicklist';
    default:
      return 'text';
  }
}

export function formulaFields(object: ObjectModel): FormulaFieldInfo[] {
  return object.fields
    .filter((field) => field.columnName !== null)
    .map((field) => ({ apiName: field.apiName, type: formulaTypeOf(field.typeCode) }));
}
