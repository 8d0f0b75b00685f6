export * from './global-search-wire.js';
export * from './typo-match.js';
