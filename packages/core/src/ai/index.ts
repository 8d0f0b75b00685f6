export * from './ai-rules.js';
