export * from './record-type-picklists.js';
export * from './setup-rules.js';
