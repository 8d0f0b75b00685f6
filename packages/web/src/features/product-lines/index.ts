export { ProductLinesEditor } from './ProductLinesEditor.js';
export { type ProductLinesController, useProductLines } from './useProductLines.js';
