import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CurrentUser } from '../../http/current-user.js';
import { requireUser } from '../../http/current-user.js';
import { AppError, ErrorCode, envelopeSchema, okEnvelope } from '../../http/envelope.js';
import type { ModuleContext } from '../module.js';

type Api = ReturnType<FastifyInstance['withTypeProvider']> & FastifyInstance;
const currencyCode = z.string().regex(/^[A-Z]{3}$/, 'a 3-letter currency code');

/**
 * The form's money settings (spec 2 §7): company currency, exchange rates
 * against it, taxes and the price-book switch, from small per-org tables.
 */
async function companyCurrency(context: ModuleContext, user: CurrentUser): Promise<string> {
  const org = await context.database.db
    .selectFrom('organization')
    .select('currency_code')
    .where('id', '=', user.orgId)
    .executeTakeFirst();
  return org?.currency_code ?? 'USD';
}

async function rateOf(context: ModuleContext, user: CurrentUser, currency: string): Promise<number> {
  const company = await companyCurrency(context, user);
  if (currency === company) return 1;
  const row = await context.database.db
    .selectFrom('currency_rate')
    .select('rate')
    .where('org_id', '=', user.orgId)
    .where('currency_code', '=', currency)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.TOAST_MESSAGE, `No exchange rate is set for ${currency}`);
  return Number(row.rate);
}

export function registerCommerceRoutes(api: Api, context: ModuleContext): void {
  const typed = api.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/master/getCompanyCurrency',
    { schema: { summary: "The organisation's currency" } },
    async (request) => {
      const user = requireUser(request.currentUser);
      return okEnvelope({ currency: await companyCurrency(context, user) }, request.id);
    },
  );

  const rateBody = envelopeSchema(
    z.strictObject({
      recordCurrency: currencyCode,
      objId: z.string().max(100).optional(),
      price: z.union([z.number(), z.string().max(40)]).optional(),
    }),
  );
  typed.post(
    '/product/manage/getCurrencyRate',
    { schema: { summary: 'Units of the record currency per unit of company currency', body: rateBody } },
    async (request) => {
      const user = requireUser(request.currentUser);
      const { recordCurrency } = request.body.body;
      return okEnvelope(
        {
          currency: recordCurrency,
          companyCurrency: await companyCurrency(context, user),
          rate: await rateOf(context, user, recordCurrency),
        },
        request.id,
      );
    },
  );
  typed.post(
    '/product/manage/getExchangePrice',
    { schema: { summary: 'A company-currency price in the record currency', body: rateBody } },
    async (request) => {
      const user = requireUser(request.currentUser);
      const { recordCurrency, price } = request.body.body;
      const amount = Number(price ?? 0);
      if (!Number.isFinite(amount)) throw new AppError(ErrorCode.BAD_REQUEST, 'body.price: must be a number');
      const rate = await rateOf(context, user, recordCurrency);
      return okEnvelope(
        { currency: recordCurrency, rate, price: Math.round(amount * rate * 100) / 100 },
        request.id,
      );
    },
  );

  const taxRows = (user: CurrentUser) =>
    context.database.db
      .selectFrom('tax')
      .select(['tax.id', 'tax.name', 'tax.rate'])
      .where('tax.org_id', '=', user.orgId)
      .where('tax.is_active', '=', 1)
      .orderBy('tax.sort_order');
  typed.post(
    '/tax/listTax',
    {
      schema: {
        summary: "The organisation's active taxes",
        body: envelopeSchema(z.strictObject({})).optional(),
      },
    },
    async (request) => okEnvelope(await taxRows(requireUser(request.currentUser)).execute(), request.id),
  );
  typed.post(
    '/tax/listRelatedTax',
    {
      schema: {
        summary: 'The taxes that apply to a product',
        body: envelopeSchema(z.strictObject({ productId: z.string().min(1).max(64) })),
      },
    },
    async (request) => {
      const user = requireUser(request.currentUser);
      const rows = await taxRows(user)
        .innerJoin('tax_product', 'tax_product.tax_id', 'tax.id')
        .where('tax_product.product_id', '=', request.body.body.productId)
        .execute();
      return okEnvelope(rows, request.id);
    },
  );
  typed.get(
    '/transaction/getEnablePriceBook',
    { schema: { summary: 'Whether price books are on' } },
    async (request) => {
      const user = requireUser(request.currentUser);
      const row = await context.database.db
        .selectFrom('commerce_setting')
        .select('enable_price_book')
        .where('org_id', '=', user.orgId)
        .executeTakeFirst();
      return okEnvelope({ enablePriceBook: String((row?.enable_price_book ?? 1) === 1) }, request.id);
    },
  );
}
