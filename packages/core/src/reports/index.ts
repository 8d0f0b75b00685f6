export * from './filter-logic.js';
export * from './relative-dates.js';
export * from './report-buckets.js';
export * from './report-folders.js';
export * from './report-groups.js';
export * from './report-rules.js';
export * from './report-subscriptions.js';
export * from './summary-formulas.js';
