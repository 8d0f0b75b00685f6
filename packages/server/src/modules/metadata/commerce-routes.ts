import {
  convertPrice,
  getCompanyCurrencyContract,
  getCurrencyRateContract,
  getEnablePriceBookContract,
  getExchangePriceContract,
  listRelatedTaxContract,
  listTaxContract,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractGetSchema, contractSchema } from '../../http/contract-route.js';
import type { CurrentUser } from '../../http/current-user.js';
import { requireUser } from '../../http/current-user.js';
import { AppError, ErrorCode, envelopeSchema, okEnvelope } from '../../http/envelope.js';
import type { ModuleContext } from '../module.js';
import { companyCurrencyOf, exchangeRateOf, priceBooksEnabled } from './commerce-settings.js';

type Api = ReturnType<FastifyInstance['withTypeProvider']> & FastifyInstance;

/**
 * The form's money settings (spec 2 §7): company currency, exchange rates
 * against it, taxes and the price-book switch, from small per-org tables.
 */
function companyCurrency(context: ModuleContext, user: CurrentUser): Promise<string> {
  return companyCurrencyOf(context.database, user.orgId);
}

async function rateOf(context: ModuleContext, user: CurrentUser, currency: string): Promise<number> {
  const rate = await exchangeRateOf(context.database, user.orgId, currency);
  if (rate === null) throw new AppError(ErrorCode.TOAST_MESSAGE, `No exchange rate is set for ${currency}`);
  return rate;
}

export function registerCommerceRoutes(api: Api, context: ModuleContext): void {
  const typed = api.withTypeProvider<ZodTypeProvider>();
  typed.get(
    getCompanyCurrencyContract.path,
    { schema: contractGetSchema(getCompanyCurrencyContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      return okEnvelope({ currency: await companyCurrency(context, user) }, request.id);
    },
  );

  typed.post(
    getCurrencyRateContract.path,
    { schema: contractSchema(getCurrencyRateContract) },
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
    getExchangePriceContract.path,
    { schema: contractSchema(getExchangePriceContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      const { recordCurrency, price } = request.body.body;
      const amount = Number(price ?? 0);
      if (!Number.isFinite(amount)) throw new AppError(ErrorCode.BAD_REQUEST, 'body.price: must be a number');
      const rate = await rateOf(context, user, recordCurrency);
      return okEnvelope({ currency: recordCurrency, rate, price: convertPrice(amount, 1, rate) }, request.id);
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
    listTaxContract.path,
    {
      schema: {
        ...contractSchema(listTaxContract),
        body: envelopeSchema(listTaxContract.request).optional(),
      },
    },
    async (request) => okEnvelope(await taxRows(requireUser(request.currentUser)).execute(), request.id),
  );
  typed.post(
    listRelatedTaxContract.path,
    { schema: contractSchema(listRelatedTaxContract) },
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
    getEnablePriceBookContract.path,
    { schema: contractGetSchema(getEnablePriceBookContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      const enabled = await priceBooksEnabled(context.database, user.orgId);
      return okEnvelope({ enablePriceBook: enabled ? ('true' as const) : ('false' as const) }, request.id);
    },
  );
}
