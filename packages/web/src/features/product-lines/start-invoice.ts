import { message } from 'antd';
import i18next from 'i18next';
import { openRecordForm } from '../record-form/index.js';
import { loadInvoiceFromOrders } from './product-lines-api.js';

/**
 * Order to invoice (S2-D-004): the orders' account, currency and lines go
 * into a new invoice form, each line at the quantity still to be invoiced.
 */
export async function startInvoiceFromOrders(orderIds: readonly string[]): Promise<void> {
  if (orderIds.length === 0) {
    void message.info(i18next.t('productLines.selectOrders'));
    return;
  }
  try {
    const { defaultData, sourceLines } = await loadInvoiceFromOrders(orderIds);
    if (sourceLines.length === 0) {
      void message.info(i18next.t('productLines.nothingToInvoice'));
      return;
    }
    openRecordForm({
      objectApi: 'Invoices',
      mode: 'NEW',
      defaultValues: defaultData,
      checkedList: { orderIds: [...orderIds], lines: sourceLines },
    });
  } catch {
    // The request client has shown why (an order of another account, one not found …).
  }
}
