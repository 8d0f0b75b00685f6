import { roundExchangeRate } from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';
import { findOrganisation } from '../auth/index.js';

/** The organisation's currency; exchange rates are per one unit of it. */
export async function companyCurrencyOf(database: DatabaseHandle, orgId: string): Promise<string> {
  const org = await findOrganisation(database.db, orgId);
  return org?.currencyCode || 'USD';
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

/** An organisation's money settings as a seeder writes them (metadata owns the commerce tables). */
export interface CommerceSettingsSeed {
  /** Units of each currency per unit of the company currency. */
  rates: ReadonlyArray<readonly [currency: string, rate: number]>;
  taxes: ReadonlyArray<{ id: string; name: string; rate: number; sort_order: number }>;
  /** Products every tax applies to. */
  taxedProductIds: readonly string[];
  enablePriceBooks: boolean;
}

export async function writeCommerceSettings(
  database: DatabaseHandle,
  orgId: string,
  seed: CommerceSettingsSeed,
): Promise<void> {
  const db = database.db;
  for (const [currency, rate] of seed.rates) {
    await db
      .insertInto('currency_rate')
      .values({ org_id: orgId, currency_code: currency, rate, is_active: 1 })
      .execute();
  }
  for (const tax of seed.taxes)
    await db
      .insertInto('tax')
      .values({ ...tax, org_id: orgId, is_active: 1 })
      .execute();
  for (const productId of seed.taxedProductIds) {
    for (const tax of seed.taxes)
      await db.insertInto('tax_product').values({ tax_id: tax.id, product_id: productId }).execute();
  }
  await db
    .insertInto('commerce_setting')
    .values({ org_id: orgId, enable_price_book: seed.enablePriceBooks ? 1 : 0 })
    .execute();
}
