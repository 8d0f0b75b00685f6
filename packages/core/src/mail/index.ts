export * from './mail-rules.js';
export * from './mail-templates.js';
