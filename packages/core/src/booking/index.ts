export * from './booking-rules.js';
export * from './free-slots.js';
