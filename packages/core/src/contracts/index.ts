export * from './call-contract.js';
export * from './jobs.js';
export * from './list-views.js';
export * from './lookups.js';
export * from './shell.js';
export * from './tags.js';
