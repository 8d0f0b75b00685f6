import type { Kysely } from 'kysely';

/**
 * The small settings tables behind the form's money calls: exchange rates
 * against the company currency (organization.currency_code), taxes and the
 * price-book switch.
 */
export interface CurrencyRateTable {
  org_id: string;
  currency_code: string;
  /** Units of this currency per one unit of the company currency. */
  rate: number;
  is_active: number;
}

export interface TaxTable {
  id: string;
  org_id: string;
  name: string;
  /** Percent, e.g. 13 for 13 %. */
  rate: number;
  is_active: number;
  sort_order: number;
}

/** Which taxes apply to which product (by product record id). */
export interface TaxProductTable {
  tax_id: string;
  product_id: string;
}

export interface CommerceSettingTable {
  org_id: string;
  enable_price_book: number;
}

export interface CommerceSettingsTables {
  currency_rate: CurrencyRateTable;
  tax: TaxTable;
  tax_product: TaxProductTable;
  commerce_setting: CommerceSettingTable;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('currency_rate')
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('rate', 'double precision', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('currency_rate_pk', ['org_id', 'currency_code'])
    .execute();
  await db.schema
    .createTable('tax')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('rate', 'double precision', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('tax_product')
    .addColumn('tax_id', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('tax_product_pk', ['tax_id', 'product_id'])
    .execute();
  await db.schema.createIndex('tax_product_product_idx').on('tax_product').column('product_id').execute();
  await db.schema
    .createTable('commerce_setting')
    .addColumn('org_id', 'text', (c) => c.primaryKey())
    .addColumn('enable_price_book', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}
