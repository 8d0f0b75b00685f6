import { type FormulaFieldInfo, type FormulaType, formulaTypeOfFieldType } from '@vela/core';
import type { ObjectModel } from './metadata-model.js';

/** How the formula language sees each field type: core's rule, shared with the setup screens. */
export const formulaTypeOf = (typeCode: string): FormulaType => formulaTypeOfFieldType(typeCode);

export function formulaFields(object: ObjectModel): FormulaFieldInfo[] {
  return object.fields
    .filter((field) => field.columnName !== null)
    .map((field) => ({ apiName: field.apiName, type: formulaTypeOf(field.typeCode) }));
}
