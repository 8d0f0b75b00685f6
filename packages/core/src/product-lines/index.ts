export * from './currency.js';
export * from './line-amounts.js';
export * from './line-modes.js';
export * from './line-objects.js';
export * from './order-invoicing.js';
export * from './price-wire.js';
export * from './receivables.js';
export * from './record-totals.js';
