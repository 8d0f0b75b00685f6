export * from './file-rules.js';
