/**
 * The two switches a product line carries (spec 2 §3 `selectdiscount`,
 * `ratetype`); what each value means is Vela's reading, see
 * docs/DESIGN-CHOICES.md "Product lines".
 */
export const DISCOUNT_MODE = {
  /** The person types the discount percent; the discount amount follows. */
  percent: '1',
  /** The person types the discount amount; the percent follows. The spec's default. */
  amount: '2',
} as const;
export type DiscountMode = (typeof DISCOUNT_MODE)[keyof typeof DISCOUNT_MODE];
export const DEFAULT_DISCOUNT_MODE: DiscountMode = DISCOUNT_MODE.amount;

export const RATE_TYPE = {
  /** Tax is added on top of the net price. */
  exclusive: '1',
  /** The net price already includes the tax. */
  inclusive: '2',
} as const;
export type RateType = (typeof RATE_TYPE)[keyof typeof RATE_TYPE];
export const DEFAULT_RATE_TYPE: RateType = RATE_TYPE.exclusive;

export function isDiscountMode(value: unknown): value is DiscountMode {
  return value === DISCOUNT_MODE.percent || value === DISCOUNT_MODE.amount;
}

export function isRateType(value: unknown): value is RateType {
  return value === RATE_TYPE.exclusive || value === RATE_TYPE.inclusive;
}

/** Money has 2 decimals, percents 2, exchange rates 6 (spec 1 §9). */
export const MONEY_PLACES = 2;
export const PERCENT_PLACES = 2;
export const EXCHANGE_RATE_PLACES = 6;
