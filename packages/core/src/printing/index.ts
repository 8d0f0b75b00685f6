export * from './print-document.js';
export * from './print-lines.js';
export * from './print-params.js';
export * from './print-seller.js';
export * from './print-template.js';
export * from './print-text.js';
