export * from './access.js';
export * from './conversion.js';
export * from './jobs.js';
export * from './metadata.js';
