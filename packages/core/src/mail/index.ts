export * from './automation-mail-words.js';
export * from './mail-rules.js';
export * from './mail-templates.js';
export * from './mass-mail.js';
