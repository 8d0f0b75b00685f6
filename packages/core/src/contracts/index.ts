export * from './access.js';
export * from './jobs.js';
export * from './metadata.js';
