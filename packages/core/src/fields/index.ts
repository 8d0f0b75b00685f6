export * from './date-order.js';
export * from './decimal.js';
export * from './number-limits.js';
export * from './required-fields.js';
export * from './save-normalisation.js';
export * from './temporal-values.js';
export * from './value-parsing.js';
export * from './working-hours.js';
