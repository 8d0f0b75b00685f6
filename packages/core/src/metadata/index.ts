export * from './field-types.js';
export * from './rollup.js';
export * from './types.js';
