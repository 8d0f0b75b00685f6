export * from './typo-match.js';
