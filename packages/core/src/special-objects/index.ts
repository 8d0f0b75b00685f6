export * from './activity-links.js';
export * from './bot-card.js';
export * from './knowledge-clone.js';
export * from './product-currency.js';
export * from './project-lookups.js';
export * from './service-goal.js';
export * from './service-resource.js';
export * from './work-rule.js';
