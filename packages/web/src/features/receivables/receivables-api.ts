import { api } from '../../api/index.js';

/** The invoice a receivable pays, as the invoice block shows it. */
export interface InvoiceSummary {
  id: string;
  name: string;
  amount: number;
  currency: string;
}

export async function loadInvoiceSummary(id: string): Promise<InvoiceSummary> {
  const detail = (await api.postFormat<{ data: Record<string, unknown> }>('/objectdetail/getDetail', { id }))
    .data;
  return {
    id,
    name: String(detail.data.name ?? id),
    amount: Number(detail.data.amount ?? 0),
    currency: String(detail.data.currency || 'USD'),
  };
}

export async function loadPaymentRows(recordId: string): Promise<Array<Record<string, unknown>>> {
  return (
    await api.postFormat<{ lines: Array<Record<string, unknown>> }>('/master/masterRecordDetailInfo', {
      recordId,
    })
  ).data.lines;
}
