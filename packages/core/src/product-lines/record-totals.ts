import { type Fixed, fixedToNumber, toFixed, ZERO } from './fixed-point.js';
import type { LineAmounts } from './line-amounts.js';
import { MONEY_PLACES } from './line-modes.js';

export interface RecordTotals {
  /** Sum of qty × price. */
  subtotal: number;
  /** Line and customer discounts together. */
  discount: number;
  tax: number;
  /** The record's amount: the sum of its lines' amounts. */
  total: number;
  lineCount: number;
}

type Summable = Pick<
  LineAmounts,
  'subtotal' | 'discountamount' | 'customerdiscountamount' | 'taxamount' | 'amount'
>;

/**
 * A record's totals are the sums of its lines' rounded figures, never a
 * figure recomputed from unrounded parts, so the total equals what the
 * visible line amounts add up to.
 */
export function computeRecordTotals(lines: readonly Summable[]): RecordTotals {
  const sum = (pick: (line: Summable) => number): number => {
    let total: Fixed = ZERO;
    for (const line of lines) total += toFixed(pick(line)) ?? ZERO;
    return fixedToNumber(total, MONEY_PLACES);
  };
  return {
    subtotal: sum((line) => line.subtotal),
    discount: sum((line) => line.discountamount + line.customerdiscountamount),
    tax: sum((line) => line.taxamount),
    total: sum((line) => line.amount),
    lineCount: lines.length,
  };
}

/** Whether a figure someone sent is the computed one, to the cent. */
export function sameMoney(sent: unknown, computed: number): boolean {
  if (typeof sent !== 'number' && typeof sent !== 'string') return false;
  const value = toFixed(sent);
  const expected = toFixed(computed);
  return value !== null && expected !== null && value === expected;
}
