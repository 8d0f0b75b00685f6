export * from './duplicate-basis.js';
export * from './merge-records.js';
export * from './recycle-bin.js';
