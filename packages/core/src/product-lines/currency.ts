import { divide, fixedToNumber, formatFixed, multiply, roundTo, toFixed } from './fixed-point.js';
import { EXCHANGE_RATE_PLACES, MONEY_PLACES } from './line-modes.js';

/**
 * Exchange rates are units of a currency per one unit of the company
 * currency (the company currency's own rate is 1), kept and shown with 6
 * decimals (spec 1 §9).
 */
export function roundExchangeRate(rate: number | string): number {
  const value = toFixed(rate);
  if (value === null || value <= 0n)
    throw new RangeError(`exchange rate ${String(rate)} must be a positive number`);
  const rounded = roundTo(value, EXCHANGE_RATE_PLACES);
  if (rounded <= 0n) throw new RangeError(`exchange rate ${String(rate)} rounds to 0 at 6 decimals`);
  return fixedToNumber(rounded, EXCHANGE_RATE_PLACES);
}

export function formatExchangeRate(rate: number | string): string {
  return formatFixed(toFixed(roundExchangeRate(rate)) ?? 0n, EXCHANGE_RATE_PLACES);
}

/**
 * A price in one currency expressed in another, through the company
 * currency: price × toRate / fromRate, both rates first taken to 6 decimals,
 * the result rounded to cents.
 */
export function convertPrice(
  price: number | string,
  fromRate: number | string,
  toRate: number | string,
): number {
  const amount = toFixed(price);
  if (amount === null) throw new RangeError(`price ${String(price)} must be a number`);
  const from = toFixed(roundExchangeRate(fromRate)) ?? 1n;
  const to = toFixed(roundExchangeRate(toRate)) ?? 1n;
  return fixedToNumber(roundTo(divide(multiply(amount, to), from), MONEY_PLACES), MONEY_PLACES);
}
