export * from './pool-settings.js';
