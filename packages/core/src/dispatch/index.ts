export * from './capacity.js';
export * from './recommend.js';
export * from './travel.js';
export * from './work-order.js';
