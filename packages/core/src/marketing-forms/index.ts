export * from './form-rules.js';
