export * from './dashboard-rules.js';
export * from './dashboard-sharing.js';
export * from './home-page-rules.js';
