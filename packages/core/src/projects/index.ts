export * from './mood.js';
export * from './progress.js';
export * from './schedule.js';
