export * from './approval-process.js';
