export * from './setup-rules.js';
