import { useQuery } from '@tanstack/react-query';
import { type OperationType, RECEIVABLE, RECEIVABLE_QUICK_CREATE_MS } from '@vela/core';
import dayjs from 'dayjs';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValue } from '../field-widgets/index.js';
import { loadInvoiceSummary, loadPaymentModes, loadPaymentRows } from './receivables-api.js';
import {
  checkPayments,
  newPaymentRow,
  type PaymentRow,
  type PaymentRowsState,
  paymentRowFromStored,
  paymentsPayload,
} from './state/payment-rows.js';

export interface PaymentDetailsInput {
  objectApi: string | undefined;
  mode: OperationType;
  recordId?: string | undefined;
  values: Readonly<Record<string, FieldValue>> | undefined;
}

const EMPTY: PaymentRowsState = { rows: [], deletedIds: [] };
const text = (value: FieldValue | undefined) =>
  typeof value === 'string' ? value : value == null ? '' : String(value);

/**
 * A receivable's form below its fields (S2-B-013, S2-D-041): the invoice
 * block, the payment-detail rows and their checks. When the amount received
 * is typed and there are no rows yet, a first row for the whole amount is
 * created once the typing has rested 800 ms (S2-K-009). Null for other objects.
 */
export function usePaymentDetails(input: PaymentDetailsInput) {
  const { t, i18n } = useTranslation();
  const enabled = input.objectApi?.toLowerCase() === RECEIVABLE.objectApi;
  const [state, setState] = useState<PaymentRowsState>(EMPTY);
  const sourceId = input.mode !== 'NEW' ? input.recordId : undefined;
  const stored = useQuery({
    queryKey: ['receivables', 'rows', sourceId],
    queryFn: () => loadPaymentRows(sourceId ?? ''),
    enabled: enabled && Boolean(sourceId),
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const loadedFrom = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!stored.data || loadedFrom.current === sourceId) return;
    loadedFrom.current = sourceId;
    setState({
      rows: stored.data.map((row) => paymentRowFromStored(row, input.mode === 'EDIT')),
      deletedIds: [],
    });
  }, [stored.data, sourceId, input.mode]);

  const invoiceId = text(input.values?.invoice);
  const invoice = useQuery({
    queryKey: ['receivables', 'invoice', invoiceId],
    queryFn: () => loadInvoiceSummary(invoiceId),
    enabled: enabled && invoiceId !== '',
    staleTime: 30_000,
  });

  const modes = useQuery({
    queryKey: ['receivables', 'payment-modes', i18n.language],
    queryFn: () => loadPaymentModes(i18n.language),
    enabled,
    staleTime: 5 * 60_000,
  });

  const defaultMode = modes.data?.find((mode) => mode.isDefault)?.value ?? '';
  const amount = text(input.values?.amount);
  const paymentDate = text(input.values?.paymentdate) || dayjs().format('YYYY-MM-DD');
  const hasRows = state.rows.length > 0;
  // Once only: rows the person removes afterwards stay removed.
  const [quickCreated, setQuickCreated] = useState(false);
  const waiting =
    enabled && !quickCreated && !hasRows && Number(amount) > 0 && !(sourceId && stored.isPending);
  // S2-K-009: the quick-create timer restarts on every keystroke and fires 800 ms after the last.
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => {
      setQuickCreated(true);
      setState((current) =>
        current.rows.length > 0
          ? current
          : { ...current, rows: [newPaymentRow(amount, paymentDate, defaultMode)] },
      );
    }, RECEIVABLE_QUICK_CREATE_MS);
    return () => clearTimeout(timer);
  }, [waiting, amount, paymentDate, defaultMode]);

  const listLabel = t('receivables.title');
  const check = useMemo(() => checkPayments(state, amount, listLabel), [state, amount, listLabel]);

  const actions = useMemo(
    () => ({
      add: (rowAmount = '') =>
        setState((current) => ({
          ...current,
          rows: [...current.rows, newPaymentRow(rowAmount, paymentDate, defaultMode)],
        })),
      update: (key: string, change: Partial<PaymentRow>) =>
        setState((current) => ({
          ...current,
          rows: current.rows.map((row) => (row.key === key ? { ...row, ...change } : row)),
        })),
      remove: (key: string) =>
        setState((current) => {
          const row = current.rows.find((candidate) => candidate.key === key);
          return {
            rows: current.rows.filter((candidate) => candidate.key !== key),
            deletedIds: row?.id ? [...current.deletedIds, row.id] : current.deletedIds,
          };
        }),
    }),
    [paymentDate, defaultMode],
  );

  /** What the save sends, or the message that stops it: c3684, c3670 (with the list's name), c56. */
  const payload = useCallback(():
    | { ok: true; masterdata?: string; masterdeletedata?: string }
    | { ok: false; message: string } => {
    const { lists, sum } = check;
    if (!lists.ok && lists.key === 'c3684')
      return {
        ok: false,
        message: t('receivables.invalidRows', { message: t('c3684'), count: lists.invalidRows }),
      };
    if (!lists.ok)
      return { ok: false, message: t('receivables.namedList', { message: t('c3670'), list: lists.list }) };
    if (!sum.ok)
      return {
        ok: false,
        message: t('receivables.mismatch', {
          message: t('c56'),
          total: sum.total.toFixed(2),
          expected: sum.expected.toFixed(2),
        }),
      };
    const links = {
      account: text(input.values?.account),
      contract: text(input.values?.contract),
      velaorder: text(input.values?.velaorder),
      invoice: invoiceId,
    };
    return { ok: true, ...paymentsPayload(state, links, text(input.values?.name)) };
  }, [check, state, input.values, invoiceId, t]);

  if (!enabled) return null;
  return {
    rows: state.rows,
    check,
    amount,
    invoice: invoice.data,
    invoiceLoading: invoice.isFetching,
    paymentModes: modes.data ?? [],
    waiting,
    loading: Boolean(sourceId) && stored.isPending,
    actions,
    payload,
  };
}

export type PaymentDetailsController = NonNullable<ReturnType<typeof usePaymentDetails>>;
