export * from './field-types.js';
export * from './types.js';
