export { formatMoney } from './format-money.js';
export { ProductLinesEditor } from './ProductLinesEditor.js';
export { updateOrderStatus } from './product-lines-api.js';
export { startInvoiceFromOrders } from './start-invoice.js';
export type { InvoiceSourceLine } from './state/line-drafts.js';
export { type ProductLinesController, useProductLines } from './useProductLines.js';
