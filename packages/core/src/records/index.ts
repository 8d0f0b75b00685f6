export * from './assignment-rules.js';
export * from './duplicate-basis.js';
export * from './list-export-limit.js';
export * from './merge-records.js';
export * from './recycle-bin.js';
export * from './system-view-names.js';
