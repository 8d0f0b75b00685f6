export * from './relative-dates.js';
export * from './report-rules.js';
