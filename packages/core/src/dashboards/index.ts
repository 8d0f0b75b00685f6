export * from './dashboard-rules.js';
export * from './home-page-rules.js';
