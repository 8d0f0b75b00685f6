export * from './flow-rules.js';
