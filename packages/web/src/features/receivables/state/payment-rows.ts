import {
  checkReceivableSum,
  parseDecimal,
  RECEIVABLE,
  type ReceivableCheck,
  type RelatedListVerdict,
  validateRelatedLists,
} from '@vela/core';

/**
 * The payment-detail rows of a receivable being edited (S2-D-041): values as
 * typed, checked by core before a save — rows that cannot be saved (c3684),
 * no rows at all (c3670), rows that do not add up to the amount (c56).
 */
export interface PaymentRow {
  key: string;
  /** A stored row's id (EDIT). */
  id?: string | undefined;
  name?: string | undefined;
  amount: string;
  paymentmode: string;
  paymentdate: string;
  paymentdetails: string;
}

export interface PaymentRowsState {
  rows: PaymentRow[];
  deletedIds: string[];
}

let counter = 0;
const nextKey = () => `payment-${++counter}`;

const text = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : String(value);

/** A new row; its payment mode is the picklist's default, when the picklist has one. */
export function newPaymentRow(amount: string, paymentdate: string, paymentmode = ''): PaymentRow {
  return { key: nextKey(), amount, paymentmode, paymentdate, paymentdetails: '' };
}

export function paymentRowFromStored(row: Record<string, unknown>, keepId: boolean): PaymentRow {
  return {
    key: nextKey(),
    id: keepId ? text(row.id) : undefined,
    name: keepId ? text(row.name) : undefined,
    amount: text(row.amount),
    paymentmode: text(row.paymentmode),
    paymentdate: text(row.paymentdate).slice(0, 10),
    paymentdetails: text(row.paymentdetails),
  };
}

/** A row the server would refuse: no amount, an amount that is not a number, or no date. */
export function rowProblem(row: PaymentRow): 'amount' | 'paymentdate' | null {
  if (row.amount.trim() === '' || parseDecimal(row.amount.trim()) === null) return 'amount';
  if (row.paymentdate === '') return 'paymentdate';
  return null;
}

export interface PaymentCheck {
  lists: RelatedListVerdict;
  sum: ReceivableCheck;
}

export function checkPayments(
  state: PaymentRowsState,
  recordAmount: unknown,
  listLabel: string,
): PaymentCheck {
  const invalidRows = state.rows.filter((row) => rowProblem(row) !== null).length;
  return {
    lists: validateRelatedLists([
      { label: listLabel, required: true, rowCount: state.rows.length, invalidRows },
    ]),
    sum: checkReceivableSum(
      recordAmount,
      state.rows.map((row) => row.amount.trim()),
    ),
  };
}

/** The record's own lookups every row carries (account, contract, order, invoice). */
export type RowLinks = Partial<Record<'account' | 'contract' | 'velaorder' | 'invoice', string>>;

export function paymentsPayload(
  state: PaymentRowsState,
  links: RowLinks,
  recordName: string,
): { masterdata?: string; masterdeletedata?: string } {
  const data = state.rows.map((row, index) => ({
    ...(row.id ? { id: row.id } : {}),
    name: row.name || `${recordName || 'Payment'}-${index + 1}`,
    ...Object.fromEntries(Object.entries(links).filter(([, value]) => Boolean(value))),
    amount: row.amount.trim(),
    paymentmode: row.paymentmode,
    paymentdate: row.paymentdate,
    paymentdetails: row.paymentdetails,
  }));
  return {
    ...(data.length
      ? {
          masterdata: JSON.stringify([
            { objectApi: RECEIVABLE.detailApi, relatedField: RECEIVABLE.relatedField, data },
          ]),
        }
      : {}),
    ...(state.deletedIds.length ? { masterdeletedata: JSON.stringify(state.deletedIds) } : {}),
  };
}
