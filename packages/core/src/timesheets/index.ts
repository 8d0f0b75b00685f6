export * from './resource-calendar.js';
export * from './week.js';
