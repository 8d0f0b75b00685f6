export * from './profile-api.js';
