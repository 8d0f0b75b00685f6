import type { InvoiceSourceLine } from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, ErrorCode } from '../../http/envelope.js';
import type { MetadataSnapshot } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';

/** What a NEW invoice made from orders starts with: its values and the order lines still to invoice. */
export interface InvoiceStart {
  defaultData: Record<string, string>;
  sourceLines: InvoiceSourceLine[];
}

/**
 * The record form's "invoice from orders" (comma-joined order ids in
 * `/newMaster/getMasterInfo`). The invoicing module provides it: it builds on
 * the record engine, so the engine cannot import it and is told instead.
 */
export interface InvoiceFromOrdersProvider {
  /** The ids when every one is an order, else null. */
  orderIdsOf(snapshot: MetadataSnapshot, ids: readonly string[]): string[] | null;
  invoiceFromOrders(
    database: DatabaseHandle,
    snapshot: MetadataSnapshot,
    user: CurrentUser,
    orderIds: readonly string[],
  ): Promise<InvoiceStart>;
}

/** Per app (tests run several in one process): every module gets the same context object. */
const providerOf = new WeakMap<ModuleContext, InvoiceFromOrdersProvider>();

export function provideInvoiceFromOrders(context: ModuleContext, provider: InvoiceFromOrdersProvider): void {
  providerOf.set(context, provider);
}

/** Without invoicing no ids are orders: the form opens as it would for any other ids. */
export function orderIdsOf(
  context: ModuleContext,
  snapshot: MetadataSnapshot,
  ids: readonly string[],
): string[] | null {
  return providerOf.get(context)?.orderIdsOf(snapshot, ids) ?? null;
}

export function invoiceFromOrders(
  context: ModuleContext,
  snapshot: MetadataSnapshot,
  user: CurrentUser,
  orderIds: readonly string[],
): Promise<InvoiceStart> {
  const provider = providerOf.get(context);
  if (!provider) throw new AppError(ErrorCode.BAD_REQUEST, 'Invoicing is not set up');
  return provider.invoiceFromOrders(context.database, snapshot, user, orderIds);
}
