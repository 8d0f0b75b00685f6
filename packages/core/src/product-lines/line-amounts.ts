import {
  divide,
  type Fixed,
  fixedOf,
  fixedToNumber,
  formatFixed,
  multiply,
  percentOf,
  roundTo,
  toFixed,
  ZERO,
} from './fixed-point.js';
import {
  DEFAULT_DISCOUNT_MODE,
  DEFAULT_RATE_TYPE,
  DISCOUNT_MODE,
  type DiscountMode,
  isDiscountMode,
  isRateType,
  MONEY_PLACES,
  PERCENT_PLACES,
  RATE_TYPE,
  type RateType,
} from './line-modes.js';

/** A line's values as the form or the save sends them (numbers or decimal text; blank is 0). */
export interface LineInput {
  qty?: unknown;
  listprice?: unknown;
  selectdiscount?: unknown;
  discount?: unknown;
  discountamount?: unknown;
  customerdiscount?: unknown;
  tax?: unknown;
  ratetype?: unknown;
}

/** Every amount of a line, rounded to money (2 decimals) at each step a person sees. */
export interface LineAmounts {
  qty: number;
  listprice: number;
  selectdiscount: DiscountMode;
  ratetype: RateType;
  /** qty × price. */
  subtotal: number;
  /** The line discount as a percent of the subtotal and as an amount. */
  discount: number;
  discountamount: number;
  customerdiscount: number;
  customerdiscountamount: number;
  /** After both discounts, without tax. */
  net: number;
  tax: number;
  taxamount: number;
  /** What the line costs with tax: the line's `amount`. */
  amount: number;
}

export interface LineProblem {
  field: keyof LineInput;
  message: string;
}

export type LineOutcome = { ok: true; line: LineAmounts } | { ok: false; problems: LineProblem[] };

const HUNDRED = fixedOf(100);

function readNumber(
  input: LineInput,
  field: keyof LineInput,
  label: string,
  problems: LineProblem[],
  range: { min: Fixed; max?: Fixed; minExclusive?: boolean },
): Fixed {
  const raw = input[field];
  if (raw === undefined || raw === null || raw === '') return ZERO;
  const value = typeof raw === 'number' || typeof raw === 'string' ? toFixed(raw) : null;
  if (value === null) {
    problems.push({ field, message: `${label} must be a number` });
    return ZERO;
  }
  const tooLow = range.minExclusive ? value <= range.min : value < range.min;
  if (tooLow || (range.max !== undefined && value > range.max)) {
    const low = formatFixed(range.min, 0);
    const bounds =
      range.max === undefined
        ? `${range.minExclusive ? 'above' : 'at least'} ${low}`
        : `between ${low} and ${formatFixed(range.max, 0)}`;
    problems.push({ field, message: `${label} must be ${bounds}` });
    return ZERO;
  }
  return value;
}

const money = (value: Fixed) => roundTo(value, MONEY_PLACES);

/**
 * One product line's amounts (spec 2 §3 product lines). Order of work:
 * subtotal = qty × price; the line discount (by percent or by amount, per
 * `selectdiscount`); then the customer discount on what is left; then tax on
 * the net (added, or taken out of it when `ratetype` says the price includes
 * tax). Each step is rounded to cents half away from zero, so the figures a
 * person sees add up.
 */
export function computeLine(input: LineInput): LineOutcome {
  const problems: LineProblem[] = [];
  const mode =
    input.selectdiscount === undefined || input.selectdiscount === ''
      ? DEFAULT_DISCOUNT_MODE
      : input.selectdiscount;
  const rateType = input.ratetype === undefined || input.ratetype === '' ? DEFAULT_RATE_TYPE : input.ratetype;
  if (!isDiscountMode(mode))
    problems.push({
      field: 'selectdiscount',
      message: `Discount mode must be '1' (percent) or '2' (amount)`,
    });
  if (!isRateType(rateType))
    problems.push({ field: 'ratetype', message: `Tax type must be '1' (added) or '2' (included)` });
  const qty = readNumber(input, 'qty', 'Quantity', problems, { min: ZERO, minExclusive: true });
  const price = money(readNumber(input, 'listprice', 'Price', problems, { min: ZERO }));
  const percentRange = { min: ZERO, max: HUNDRED };
  const customerPercent = roundTo(
    readNumber(input, 'customerdiscount', 'Customer discount', problems, percentRange),
    PERCENT_PLACES,
  );
  const taxPercent = roundTo(readNumber(input, 'tax', 'Tax', problems, percentRange), PERCENT_PLACES);
  const subtotal = money(multiply(qty, price));

  let discountPercent = ZERO;
  let discountAmount = ZERO;
  if (mode === DISCOUNT_MODE.percent) {
    discountPercent = roundTo(
      readNumber(input, 'discount', 'Discount', problems, percentRange),
      PERCENT_PLACES,
    );
    discountAmount = money(percentOf(subtotal, discountPercent));
  } else {
    discountAmount = money(
      readNumber(input, 'discountamount', 'Discount amount', problems, { min: ZERO, max: subtotal }),
    );
    discountPercent =
      subtotal === ZERO ? ZERO : roundTo(divide(discountAmount * 100n, subtotal), PERCENT_PLACES);
  }
  if (problems.length > 0) return { ok: false, problems };

  const afterDiscount = subtotal - discountAmount;
  const customerAmount = money(percentOf(afterDiscount, customerPercent));
  const discounted = afterDiscount - customerAmount;
  let net = discounted;
  let taxAmount: Fixed;
  let amount: Fixed;
  if (rateType === RATE_TYPE.inclusive) {
    amount = discounted;
    net = money(divide(discounted * 100n, HUNDRED + taxPercent));
    taxAmount = amount - net;
  } else {
    taxAmount = money(percentOf(discounted, taxPercent));
    amount = discounted + taxAmount;
  }
  const number = (value: Fixed, places = MONEY_PLACES) => fixedToNumber(value, places);
  return {
    ok: true,
    line: {
      qty: fixedToNumber(qty, 6),
      listprice: number(price),
      selectdiscount: mode as DiscountMode,
      ratetype: rateType as RateType,
      subtotal: number(subtotal),
      discount: number(discountPercent, PERCENT_PLACES),
      discountamount: number(discountAmount),
      customerdiscount: number(customerPercent, PERCENT_PLACES),
      customerdiscountamount: number(customerAmount),
      net: number(net),
      tax: number(taxPercent, PERCENT_PLACES),
      taxamount: number(taxAmount),
      amount: number(amount),
    },
  };
}
