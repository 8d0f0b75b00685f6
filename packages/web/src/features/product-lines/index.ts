export { formatMoney } from './format-money.js';
export { startInvoiceFromOrders } from './start-invoice.js';
export type { InvoiceSourceLine } from './state/line-drafts.js';
export type { ProductLinesController } from './useProductLines.js';
