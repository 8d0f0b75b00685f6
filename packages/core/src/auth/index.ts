export * from './password-policy.js';
