import { describe, expect, it } from 'vitest';
import { checkPayments, newPaymentRow, paymentsPayload } from './payment-rows.js';

describe('payment-detail rows of a receivable', () => {
  const rows = (...amounts: string[]) => ({
    rows: amounts.map((amount) => newPaymentRow(amount, '2026-11-25')),
    deletedIds: [],
  });

  it('[S2-V-014] rows that do not add up to the amount fail the sum (c56)', () => {
    expect(checkPayments(rows('60', '30'), '100', 'Payment details').sum).toMatchObject({
      ok: false,
      total: 90,
    });
    expect(checkPayments(rows('60', '40.00'), '100', 'Payment details').sum.ok).toBe(true);
  });

  it('[S2-V-018] [S2-V-019] a row without an amount is c3684, no rows is c3670 with the list name', () => {
    expect(checkPayments(rows('60', ''), '100', 'Payment details').lists).toMatchObject({ key: 'c3684' });
    expect(checkPayments(rows(), '100', 'Payment details').lists).toEqual({
      ok: false,
      key: 'c3670',
      list: 'Payment details',
    });
  });

  it('sends each row with the record links and a name', () => {
    const payload = paymentsPayload(rows('100'), { account: '001X', invoice: '' }, 'REC-1');
    const [group] = JSON.parse(payload.masterdata ?? '[]');
    expect(group.relatedField).toBe('proceedid');
    expect(group.data[0]).toEqual(
      expect.objectContaining({ name: 'REC-1-1', account: '001X', amount: '100', paymentdate: '2026-11-25' }),
    );
    expect(group.data[0]).not.toHaveProperty('invoice');
  });
});
