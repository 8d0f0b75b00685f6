export * from './call-contract.js';
export * from './jobs.js';
