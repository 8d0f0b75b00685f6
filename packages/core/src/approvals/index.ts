export * from './approval-process.js';
export * from './approval-steps.js';
export * from './notice-words.js';
