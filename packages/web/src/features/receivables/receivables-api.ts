import {
  type getDetailContract,
  type getFieldListContract,
  type getSelectValueContract,
  type masterRecordDetailInfoContract,
  RECEIVABLE,
} from '@vela/core';
import { api } from '../../api/index.js';

/** The invoice a receivable pays, as the invoice block shows it. */
export interface InvoiceSummary {
  id: string;
  name: string;
  amount: number;
  currency: string;
}

export async function loadInvoiceSummary(id: string): Promise<InvoiceSummary> {
  const detail = (await api.call<typeof getDetailContract>('/objectdetail/getDetail', { id })).data;
  return {
    id,
    name: String(detail.data.name ?? id),
    amount: Number(detail.data.amount ?? 0),
    currency: String(detail.data.currency || 'USD'),
  };
}

export async function loadPaymentRows(recordId: string) {
  return (
    await api.call<typeof masterRecordDetailInfoContract>('/master/masterRecordDetailInfo', { recordId })
  ).data.lines;
}

/** A picklist choice as the payment-mode select shows it. */
export interface PaymentModeOption {
  value: string;
  label: string;
  isDefault: boolean;
}

/**
 * The payment-detail row's payment modes: the picklist values an
 * administrator keeps on velaproceeddetail.paymentmode, in the reader's
 * language (field id from /field/getFieldList, values from /view/getSelectValue).
 */
export async function loadPaymentModes(language: string): Promise<PaymentModeOption[]> {
  const fields = (
    await api.call<typeof getFieldListContract>('/field/getFieldList', {
      objectApi: RECEIVABLE.detailApi,
      language,
    })
  ).data;
  const field = fields.find((candidate) => candidate.apiname === 'paymentmode');
  if (!field) return [];
  const values = (
    await api.call<typeof getSelectValueContract>('/view/getSelectValue', { fieldId: field.id, language })
  ).data;
  return values.map((value) => ({
    value: value.codekey,
    label: value.codevalue,
    isDefault: Boolean(value.isdefaultvalue),
  }));
}
