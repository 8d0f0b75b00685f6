export * from './bot-call.js';
export * from './constants.js';
export * from './control-characters.js';
export * from './envelope.js';
export * from './error-codes.js';
export * from './message-keys.js';
export * from './page-window.js';
