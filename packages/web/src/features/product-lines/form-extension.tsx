import { useTranslation } from 'react-i18next';
import type { FormExtension, FormExtensionPart } from '../record-form/index.js';
import { ProductLinesEditor } from './ProductLinesEditor.js';
import { updateOrderStatus } from './product-lines-api.js';
import type { InvoiceSourceLine } from './state/line-drafts.js';
import { useProductLines } from './useProductLines.js';

/**
 * The product lines in the record form of a quote, order, invoice, purchase order or sales order: the
 * line editor below the fields, the lines sent with the save, the question before the customer or
 * price book changes, and the orders' status after an invoice made from them is saved.
 */
export const productLinesFormExtension: FormExtension = {
  useFormPart(context) {
    const { t } = useTranslation();
    const lines = useProductLines({
      objectApi: context.objectApi,
      mode: context.mode,
      recordId: context.recordId,
      values: context.values,
      labelOf: context.labelOf,
      // start-invoice.ts is the one opener that hands the form checked lines, and they are its own.
      sourceLines: context.checkedList?.lines as readonly InvoiceSourceLine[] | undefined,
    });
    const orderIds = context.checkedList?.orderIds;
    const part: FormExtensionPart = {};
    if (orderIds?.length)
      part.afterSave = (_saved, action) => {
        // Order to invoice: the orders' invoiced quantities and status follow the new invoice (S2-C-019).
        if (action === 'save') void updateOrderStatus(orderIds).catch(() => undefined);
      };
    if (!lines) return part.afterSave ? part : null;
    part.body = ({ disabled }) => <ProductLinesEditor lines={lines} disabled={disabled} />;
    part.savePayload = () => {
      // S2-V-015…017: lines asking for more than is still to be invoiced are counted; any stops the save.
      if (lines.orderCheck.count > 0)
        return {
          ok: false,
          message: t('productLines.orderCheck', { message: t('c332'), count: lines.orderCheck.count }),
        };
      const payload = lines.payload();
      if (payload.ok) return payload;
      const problem = payload.problems.map((p) => p.message).join('; ');
      return { ok: false, message: t('productLines.lineProblem', { index: payload.index + 1, problem }) };
    };
    // Changing the customer or price book of a form with product lines asks first (S2-B-080, S2-E-008).
    part.guardChange = lines.guardChange;
    return part;
  },
};
