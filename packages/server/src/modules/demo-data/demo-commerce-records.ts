import type { DatabaseHandle } from '../../db/database.js';
import { writeCommerceSettings } from '../metadata/index.js';
import type { DemoRandom } from './demo-random.js';
import type { DemoRecordWriter } from './demo-record-writer.js';
import type { DemoSales } from './demo-sales-records.js';

/**
 * The demo org's money settings (company currency USD, rates for EUR, GBP
 * and CNY, two taxes, price books on) and commerce records: products, price
 * books, and a few quote, order and invoice headers on won deals.
 */
const PRODUCTS = [
  ['Vela Console licence', 'VC-100', 'Software', 1200],
  ['Vela Console licence (annual support)', 'VC-110', 'Support', 240],
  ['Field service module', 'FS-200', 'Software', 2400],
  ['Partner portal add-on', 'PP-300', 'Software', 900],
  ['Implementation day', 'SV-010', 'Services', 1100],
  ['Training workshop', 'SV-020', 'Services', 1800],
  ['Premier support', 'SP-500', 'Support', 5000],
  ['Rugged tablet T8', 'HW-801', 'Hardware', 650],
  ['Barcode scanner S2', 'HW-802', 'Hardware', 180],
  ['Docking station D1', 'HW-803', 'Hardware', 120],
  ['Data migration package', 'SV-030', 'Services', 3500],
  ['Sandbox environment', 'VC-120', 'Software', 600],
] as const;

const EURO_PER_DOLLAR = 0.92;
const RATES = [
  ['EUR', EURO_PER_DOLLAR],
  ['GBP', 0.79],
  ['CNY', 7.21],
] as const;

export async function seedCommerceSettings(
  database: DatabaseHandle,
  orgId: string,
  hardwareProductIds: readonly string[],
): Promise<void> {
  await writeCommerceSettings(database, orgId, {
    rates: RATES,
    taxes: [
      { id: `tax_${orgId}_vat`, name: 'VAT 20%', rate: 20, sort_order: 0 },
      { id: `tax_${orgId}_sales`, name: 'Sales tax 8.25%', rate: 8.25, sort_order: 1 },
    ],
    taxedProductIds: hardwareProductIds,
    enablePriceBooks: true,
  });
}

export interface DemoCommerce {
  productIds: string[];
  hardwareProductIds: string[];
  priceBookIds: string[];
}

export async function seedDemoCommerce(
  writer: DemoRecordWriter,
  random: DemoRandom,
  sales: DemoSales,
): Promise<DemoCommerce> {
  const productIds: string[] = [];
  const hardwareProductIds: string[] = [];
  for (const [name, code, family, price] of PRODUCTS) {
    const id = await writer.save('product', 'admin', {
      name,
      productcode: code,
      family,
      listprice: price,
      isactive: true,
      currency: 'USD',
      description: `${family}: ${name}.`,
    });
    productIds.push(id);
    if (family === 'Hardware') hardwareProductIds.push(id);
  }
  const priceBookIds = [
    await writer.save('pricebook', 'admin', {
      name: 'Standard price book',
      isstandard: true,
      isactive: true,
      currency: 'USD',
      description: 'List prices in US dollars.',
    }),
    await writer.save('pricebook', 'admin', {
      name: 'Europe price book',
      isstandard: false,
      isactive: true,
      currency: 'EUR',
      description: 'Prices for customers invoiced in euros.',
    }),
  ];
  const [standard, europe] = priceBookIds;
  // Every product in the standard book at its list price; the euro book holds the software and
  // services at a rounded euro price, so the two books differ the way real ones do.
  for (const [index, [name, , family, price]] of PRODUCTS.entries()) {
    const product = productIds[index] as string;
    await writer.save('pricebookentry', 'admin', {
      name: `${name} (USD)`,
      pricebook2id: standard,
      product,
      unitprice: price,
      isactive: true,
    });
    if (family === 'Hardware') continue;
    await writer.save('pricebookentry', 'admin', {
      name: `${name} (EUR)`,
      pricebook2id: europe,
      product,
      unitprice: Math.round(price * EURO_PER_DOLLAR),
      isactive: true,
    });
  }

  const won = sales.opportunities.filter(
    (deal) => deal.stage === 'Closed won' || deal.stage === 'Negotiation',
  );
  for (const [index, deal] of won.slice(0, 4).entries()) {
    const quoteId = await writer.save('quote', deal.owner, {
      name: `Quote for ${deal.name}`,
      khmc: deal.accountId,
      opportunityid: deal.id,
      status: deal.stage === 'Closed won' ? 'Accepted' : random.pick(['Draft', 'Presented']),
      expirationdate: writer.day(30 - index * 5),
      pricebook2id: standard,
      currency: 'USD',
    });
    await seedLines(writer, random, deal.owner, QUOTE_LINES, quoteId, standard as string, productIds);
  }
  const orderIds: Array<{ id: string; accountId: string; owner: (typeof won)[number]['owner'] }> = [];
  for (const [index, deal] of won
    .filter((d) => d.stage === 'Closed won')
    .slice(0, 4)
    .entries()) {
    const id = await writer.save('velaorder', deal.owner, {
      name: `ORD-${String(240101 + index)}`,
      accountid: deal.accountId,
      status: index === 0 ? 'Invoiced' : random.pick(['Draft', 'Activated']),
      orderdate: writer.day(-random.int(2, 40)),
      pricebook2id: standard,
      currency: 'USD',
    });
    orderIds.push({ id, accountId: deal.accountId, owner: deal.owner });
  }
  for (const [index, order] of orderIds.slice(0, 3).entries()) {
    const invoiceId = await writer.save('Invoices', order.owner, {
      name: `INV-${new Date(writer.now).getUTCFullYear()}-${String(index + 1).padStart(4, '0')}`,
      account_name: order.accountId,
      invoice_date: writer.day(-10 + index * 3),
      due_date: writer.day(20 + index * 3),
      orderid: order.id,
      status: ['Paid', 'Sent', 'Draft'][index] ?? 'Draft',
      currency: 'USD',
    });
    // An invoice a customer receives lists what it charges (its print shows the lines and their discounts).
    await seedLines(writer, random, order.owner, INVOICE_LINES, invoiceId, standard as string, productIds);
  }
  return { productIds, hardwareProductIds, priceBookIds };
}

const QUOTE_LINES = { lineApi: 'quotedetail', relatedField: 'quoteid' } as const;
const INVOICE_LINES = { lineApi: 'invoicedetail', relatedField: 'invoiceid' } as const;

/** Two or three lines on a demo quote or invoice at standard prices, one with a discount, so its total is real. */
async function seedLines(
  writer: DemoRecordWriter,
  random: DemoRandom,
  owner: Parameters<DemoRecordWriter['save']>[1],
  kind: { lineApi: string; relatedField: string },
  parentId: string,
  pricebookId: string,
  productIds: readonly string[],
): Promise<void> {
  const count = random.int(2, 3);
  const start = random.int(0, PRODUCTS.length - count);
  for (let offset = 0; offset < count; offset++) {
    const index = start + offset;
    const [name, , family, price] = PRODUCTS[index] as (typeof PRODUCTS)[number];
    await writer.save(kind.lineApi, owner, {
      name,
      [kind.relatedField]: parentId,
      product: productIds[index],
      pricebook2id: pricebookId,
      qty: family === 'Hardware' ? random.int(5, 40) : random.int(1, 3),
      listprice: price,
      ...(offset === 0 ? { selectdiscount: '1', discount: random.pick([5, 10, 15]) } : {}),
      tax: family === 'Hardware' ? 20 : '',
    });
  }
}
