import { fixedToNumber, toFixed, ZERO } from './fixed-point.js';
import { MONEY_PLACES } from './line-modes.js';

/**
 * Receivables (spec 2 §2, §5, S2-V-014): a receivable (`velaproceed`) records
 * money received; its payment-detail rows (`velaproceeddetail`: account,
 * contract, order, paymentdetails, paymentmode, paymentdate, invoice) split
 * it, and their amounts must add up to the record's amount, else c56.
 */
export const RECEIVABLE = {
  objectApi: 'velaproceed',
  detailApi: 'velaproceeddetail',
  /** The detail row's lookup to its receivable. */
  relatedField: 'proceedid',
  amountField: 'amount',
} as const;

/** The fields a payment-detail row carries, in the order the form shows them. */
export const PAYMENT_DETAIL_FIELDS = [
  'account',
  'contract',
  'velaorder',
  'invoice',
  'amount',
  'paymentmode',
  'paymentdate',
  'paymentdetails',
] as const;

export type ReceivableCheck =
  | { ok: true; total: number }
  | { ok: false; total: number; expected: number; difference: number; problem: 'sum' | 'number' };

/** S2-V-014: the rows' amounts, added exactly to the cent, against the record amount. */
export function checkReceivableSum(recordAmount: unknown, rowAmounts: readonly unknown[]): ReceivableCheck {
  const read = (value: unknown) =>
    value === null || value === undefined || value === ''
      ? ZERO
      : typeof value === 'number' || typeof value === 'string'
        ? toFixed(value)
        : null;
  const expected = read(recordAmount);
  let total = ZERO;
  let unreadable = expected === null;
  for (const amount of rowAmounts) {
    const value = read(amount);
    if (value === null) unreadable = true;
    else total += value;
  }
  const money = (value: bigint) => fixedToNumber(value, MONEY_PLACES);
  const totalNumber = money(total);
  const expectedNumber = money(expected ?? ZERO);
  if (unreadable)
    return { ok: false, total: totalNumber, expected: expectedNumber, difference: 0, problem: 'number' };
  if (totalNumber === expectedNumber) return { ok: true, total: totalNumber };
  return {
    ok: false,
    total: totalNumber,
    expected: expectedNumber,
    difference: money(total - (expected ?? ZERO)),
    problem: 'sum',
  };
}
