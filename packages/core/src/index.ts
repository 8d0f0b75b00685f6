export * from './auth/index.js';
export * from './crypto/index.js';
export * from './fields/index.js';
export * from './formula/index.js';
export * from './ids/index.js';
export * from './metadata/index.js';
export * from './protocol/index.js';
export * from './rules/index.js';
