export * from './global-search-wire.js';
export * from './list-search-bound.js';
export * from './typo-match.js';
