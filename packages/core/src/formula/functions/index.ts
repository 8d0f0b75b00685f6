import { DATE_FUNCTIONS } from './date.js';
import type { FunctionDefinition } from './function-definition.js';
import { LOGICAL_FUNCTIONS } from './logical.js';
import { MATH_FUNCTIONS } from './math.js';
import { RECORD_CHANGE_FUNCTIONS } from './record-change.js';
import { TEXT_FUNCTIONS } from './text.js';

export type { FunctionDefinition } from './function-definition.js';

/** Every function the language knows, by upper-case name. */
export const FORMULA_FUNCTIONS: ReadonlyMap<string, FunctionDefinition> = new Map(
  [
    ...LOGICAL_FUNCTIONS,
    ...TEXT_FUNCTIONS,
    ...MATH_FUNCTIONS,
    ...DATE_FUNCTIONS,
    ...RECORD_CHANGE_FUNCTIONS,
  ].map((definition) => [definition.name, definition]),
);
