import {
  compileFormula,
  FormulaError,
  type FormulaType,
  formulaTypeOfFieldType,
  type SetupField,
} from '@vela/core';

/** The field types the object manager creates (groups and auto-numbers are made elsewhere). */
export const CREATABLE_TYPES = [
  'S',
  'X',
  'A',
  'E',
  'H',
  'U',
  'N',
  'P',
  'c',
  'B',
  'D',
  'F',
  'T',
  'L',
  'Q',
  'Y',
  'M',
  'MR',
  'IMG',
  'file',
  'Z',
] as const;

export const TEXT_TYPES = new Set(['S', 'E', 'H', 'U', 'X', 'A']);
export const NUMBER_TYPES = new Set(['N', 'P', 'c']);
export const PICKLIST_TYPES = new Set(['L', 'Q']);
export const LOOKUP_TYPES = new Set(['Y', 'M', 'MR']);

export type FormulaCheck = { ok: true; type: FormulaType } | { ok: false; message: string };

/**
 * A formula checked as the server will check it (core's compiler, the same field types), so the
 * editor answers while the administrator types.
 */
export function checkFormula(formula: string, fields: readonly SetupField[], self?: string): FormulaCheck {
  const known = fields
    .filter((field) => field.type !== 'Z' && field.type !== 'AD' && field.type !== 'LT' && field.api !== self)
    .map((field) => ({ apiName: field.api, type: formulaTypeOfFieldType(field.type) }));
  try {
    return { ok: true, type: compileFormula(formula, known).returnType };
  } catch (error) {
    if (error instanceof FormulaError) return { ok: false, message: error.message };
    return { ok: false, message: String(error) };
  }
}
