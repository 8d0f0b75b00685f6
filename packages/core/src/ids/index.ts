export * from './record-id.js';
