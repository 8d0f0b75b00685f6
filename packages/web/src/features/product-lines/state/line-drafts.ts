import type { InvoiceSourceLine, WireValue } from '@vela/core';
import {
  checkOrderInvoicing,
  computeLine,
  computeRecordTotals,
  DEFAULT_DISCOUNT_MODE,
  DEFAULT_RATE_TYPE,
  DISCOUNT_MODE,
  type DiscountMode,
  isDiscountMode,
  isRateType,
  type LineAmounts,
  type LineProblem,
  type OrderCheck,
  type RateType,
  type RecordTotals,
} from '@vela/core';
import type { ProductPrice } from '../product-lines-api.js';

/**
 * The lines being edited in a record form. Values stay as typed (text), and
 * every figure shown comes from core's computeLine — the same function the
 * server runs on save — so what the form shows is what gets stored.
 */
export interface LineDraft {
  /** Stable across edits, for React and for finding the line again. */
  key: string;
  /** A stored line's id (EDIT); absent for a new line or a clone's. */
  id?: string | undefined;
  name: string;
  productId: string;
  productName: string;
  pricebookId: string;
  qty: string;
  listprice: string;
  selectdiscount: DiscountMode;
  discount: string;
  discountamount: string;
  customerdiscount: string;
  tax: string;
  ratetype: RateType;
  /** Order to invoice: the order line this line invoices, and how much of it is still to be invoiced. */
  orderLineId?: string | undefined;
  toInvoice?: string | undefined;
}

export interface LinesState {
  lines: LineDraft[];
  /** Stored lines removed in this form, sent as masterdeletedata. */
  deletedIds: string[];
}

export type PricedLine = { draft: LineDraft } & (
  | { ok: true; amounts: LineAmounts }
  | { ok: false; problems: LineProblem[] }
);

/** An order line offered to an invoice: the form's answer's (core contract). */
export type { InvoiceSourceLine } from '@vela/core';

let counter = 0;
const nextKey = () => `line-${++counter}`;

const text = (value: WireValue | undefined): string =>
  value === null || value === undefined ? '' : String(value);

/** Stored money as the form shows money: with its cents ('1200' → '1200.00'). */
const moneyText = (value: WireValue | undefined): string => {
  const shown = text(value);
  return shown !== '' && Number.isFinite(Number(shown)) ? Number(shown).toFixed(2) : shown;
};

/** A line for a product picked from the price book, at its price in the record's currency. */
export function lineFromPrice(item: ProductPrice): LineDraft {
  return {
    key: nextKey(),
    name: item.productName,
    productId: item.productId,
    productName: item.productName,
    pricebookId: item.pricebookId,
    qty: '1',
    listprice: item.price.toFixed(2),
    selectdiscount: DEFAULT_DISCOUNT_MODE,
    discount: '',
    discountamount: '',
    customerdiscount: '',
    tax: '',
    ratetype: DEFAULT_RATE_TYPE,
  };
}

/** A stored line as the form edits it; a clone's lines lose their ids and become new lines. */
export function lineFromStored(row: Record<string, WireValue>, keepId: boolean): LineDraft {
  const mode = text(row.selectdiscount);
  const rateType = text(row.ratetype);
  return {
    key: nextKey(),
    id: keepId ? text(row.id) : undefined,
    name: text(row.name),
    productId: text(row.product),
    productName: text(row.productccname) || text(row.name),
    pricebookId: text(row.pricebook2id),
    qty: text(row.qty),
    listprice: moneyText(row.listprice),
    selectdiscount: isDiscountMode(mode) ? mode : DEFAULT_DISCOUNT_MODE,
    discount: text(row.discount),
    discountamount: moneyText(row.discountamount),
    customerdiscount: text(row.customerdiscount),
    tax: text(row.tax),
    ratetype: isRateType(rateType) ? rateType : DEFAULT_RATE_TYPE,
  };
}

/** An invoice line made from an order line (`/newMaster/getMasterInfo`'s sourceLines). */
export function lineFromOrderSource(source: InvoiceSourceLine): LineDraft {
  const mode = source.selectdiscount;
  return {
    key: nextKey(),
    name: source.name || source.productccname,
    productId: source.product,
    productName: source.productccname || source.name,
    pricebookId: source.pricebook2id,
    qty: source.qty,
    listprice: moneyText(source.listprice),
    selectdiscount: isDiscountMode(mode) ? mode : DEFAULT_DISCOUNT_MODE,
    discount: source.discount,
    discountamount: moneyText(source.discountamount),
    customerdiscount: source.customerdiscount,
    tax: source.tax,
    ratetype: isRateType(source.ratetype) ? source.ratetype : DEFAULT_RATE_TYPE,
    orderLineId: source.orderdetailid,
    toInvoice: source.tobeinvoicedquantity,
  };
}

/** The order check before a save (S2-V-015/016): the lines asking for more than is left. */
export function orderCheckOf(state: LinesState): OrderCheck {
  return checkOrderInvoicing(
    state.lines.map((line) => ({ qty: line.qty, tobeinvoicedquantity: line.toInvoice ?? '' })),
  );
}

export function priceLine(draft: LineDraft): PricedLine {
  const outcome = computeLine(draft);
  return outcome.ok
    ? { draft, ok: true, amounts: outcome.line }
    : { draft, ok: false, problems: outcome.problems };
}

export function totalsOf(priced: readonly PricedLine[]): RecordTotals {
  return computeRecordTotals(priced.flatMap((line) => (line.ok ? [line.amounts] : [])));
}

export function updateLine(state: LinesState, key: string, change: Partial<LineDraft>): LinesState {
  return { ...state, lines: state.lines.map((line) => (line.key === key ? { ...line, ...change } : line)) };
}

/**
 * Switching the discount mode keeps the discount the same: the figure the
 * person now types starts at the one the line had.
 */
export function switchDiscountMode(state: LinesState, key: string, mode: DiscountMode): LinesState {
  const line = state.lines.find((candidate) => candidate.key === key);
  if (!line || line.selectdiscount === mode) return state;
  const priced = priceLine(line);
  if (!priced.ok) return updateLine(state, key, { selectdiscount: mode });
  return updateLine(
    state,
    key,
    mode === DISCOUNT_MODE.percent
      ? { selectdiscount: mode, discount: String(priced.amounts.discount), discountamount: '' }
      : { selectdiscount: mode, discountamount: String(priced.amounts.discountamount), discount: '' },
  );
}

export function removeLine(state: LinesState, key: string): LinesState {
  const line = state.lines.find((candidate) => candidate.key === key);
  return {
    lines: state.lines.filter((candidate) => candidate.key !== key),
    deletedIds: line?.id ? [...state.deletedIds, line.id] : state.deletedIds,
  };
}

/** Every line removed: what a confirmed change of the customer or price book does. */
export function clearLines(state: LinesState): LinesState {
  return {
    lines: [],
    deletedIds: [...state.deletedIds, ...state.lines.flatMap((line) => (line.id ? [line.id] : []))],
  };
}

export function hasProductValues(state: LinesState): boolean {
  return state.lines.some((line) => line.productId !== '');
}

/**
 * The save's masterdata and masterdeletedata (docs/DESIGN-CHOICES.md), or the
 * first line that cannot be saved. Each line carries the amount core
 * computed; the server computes it again and refuses a difference.
 */
export function linesPayload(
  state: LinesState,
  target: { lineObjectApi: string; relatedField: string },
):
  | { ok: true; masterdata?: string; masterdeletedata?: string }
  | { ok: false; index: number; problems: LineProblem[] } {
  const rows: Array<Record<string, string>> = [];
  for (const [index, line] of state.lines.entries()) {
    const priced = priceLine(line);
    if (!priced.ok) return { ok: false, index, problems: priced.problems };
    rows.push({
      ...(line.id ? { id: line.id } : {}),
      name: line.name,
      product: line.productId,
      pricebook2id: line.pricebookId,
      qty: line.qty,
      listprice: line.listprice,
      selectdiscount: line.selectdiscount,
      ...(line.selectdiscount === DISCOUNT_MODE.percent
        ? { discount: line.discount }
        : { discountamount: line.discountamount }),
      customerdiscount: line.customerdiscount,
      tax: line.tax,
      ratetype: line.ratetype,
      ...(line.orderLineId ? { orderdetailid: line.orderLineId } : {}),
      amount: priced.amounts.amount.toFixed(2),
    });
  }
  return {
    ok: true,
    ...(rows.length
      ? {
          masterdata: JSON.stringify([
            { objectApi: target.lineObjectApi, relatedField: target.relatedField, data: rows },
          ]),
        }
      : {}),
    ...(state.deletedIds.length ? { masterdeletedata: JSON.stringify(state.deletedIds) } : {}),
  };
}
