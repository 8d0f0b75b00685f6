export * from './condition-logic.js';
export * from './dependent-picklists.js';
export * from './dynamic-layout-rules.js';
export * from './lookup-value-expressions.js';
export * from './related-list-rules.js';
export * from './visibility-operators.js';
