export * from './conversion.js';
export * from './jobs.js';
