export * from './sms-rules.js';
