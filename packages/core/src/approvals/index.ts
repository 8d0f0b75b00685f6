export * from './approval-process.js';
export * from './approval-steps.js';
