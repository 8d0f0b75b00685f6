import { roundExchangeRate } from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';

/** The organisation's currency; exchange rates are per one unit of it. */
export async function companyCurrencyOf(database: DatabaseHandle, orgId: string): Promise<string> {
  const org = await database.db
    .selectFrom('organization')
    .select('currency_code')
    .where('id', '=', orgId)
    .executeTakeFirst();
  return org?.currency_code || 'USD';
}

/** Units of `currency` per unit of the company currency at 6 decimals; null when no active rate is set. */
export async function exchangeRateOf(
  database: DatabaseHandle,
  orgId: string,
  currency: string,
): Promise<number | null> {
  if (currency === (await companyCurrencyOf(database, orgId))) return 1;
  const row = await database.db
    .selectFrom('currency_rate')
    .select('rate')
    .where('org_id', '=', orgId)
    .where('currency_code', '=', currency)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  return row ? roundExchangeRate(Number(row.rate)) : null;
}

/** Whether the organisation prices lines from price books (on unless switched off). */
export async function priceBooksEnabled(database: DatabaseHandle, orgId: string): Promise<boolean> {
  const row = await database.db
    .selectFrom('commerce_setting')
    .select('enable_price_book')
    .where('org_id', '=', orgId)
    .executeTakeFirst();
  return (row?.enable_price_book ?? 1) === 1;
}
