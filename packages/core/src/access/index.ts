export * from './app-permissions.js';
export * from './permissions.js';
export * from './session-policy.js';
export * from './sharing-criteria.js';
export * from './sharing-parent.js';
export * from './unreadable-lookup.js';
