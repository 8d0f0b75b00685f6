import { useQuery } from '@tanstack/react-query';
import { type DiscountMode, lineObjectOf, type OperationType } from '@vela/core';
import { message } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/index.js';
import type { FieldValue, LookupChoice } from '../field-widgets/index.js';
import {
  listRelatedTaxes,
  listTaxes,
  loadAddButtonRule,
  loadCurrencyRate,
  loadRecordLines,
  type ProductPrice,
  relatedProductPrice,
} from './product-lines-api.js';
import {
  clearLines,
  hasProductValues,
  type InvoiceSourceLine,
  type LineDraft,
  type LinesState,
  lineFromOrderSource,
  lineFromPrice,
  lineFromStored,
  linesPayload,
  orderCheckOf,
  priceLine,
  removeLine,
  switchDiscountMode,
  totalsOf,
  updateLine,
} from './state/line-drafts.js';

export interface ProductLinesInput {
  objectApi: string | undefined;
  mode: OperationType;
  recordId?: string | undefined;
  values: Readonly<Record<string, FieldValue>> | undefined;
  /** A field's label on this form, for messages that name it. */
  labelOf: (api: string) => string;
  /** Order to invoice: the orders' lines the new invoice starts with (spec 2 §2 "checked list"). */
  sourceLines?: readonly InvoiceSourceLine[] | undefined;
}

type ChangeField = (api: string, value: FieldValue, choices?: readonly LookupChoice[]) => void;
type Confirm = (options: { title: string; content: string; onOk: () => void; onCancel: () => void }) => void;

const EMPTY: LinesState = { lines: [], deletedIds: [] };
const PRICE_BOOK_FIELD = 'pricebook2id';

/**
 * The product lines of a quote, order, invoice, purchase order or 002 sales
 * order inside its record form: the stored lines, the lines being edited,
 * their figures and totals (core), taxes, the exchange rate, and the rules
 * about the customer (c2575) and the lookups that drive the lines (c2593).
 * Null for an object without lines.
 */
export function useProductLines(input: ProductLinesInput) {
  const { t } = useTranslation();
  const entry = input.objectApi ? lineObjectOf(input.objectApi) : undefined;
  const enabled = entry !== undefined;
  const [state, setState] = useState<LinesState>(() =>
    input.sourceLines?.length ? { lines: input.sourceLines.map(lineFromOrderSource), deletedIds: [] } : EMPTY,
  );
  const sourceId = input.mode !== 'NEW' ? input.recordId : undefined;

  const rule = useQuery({
    queryKey: ['productLines', 'rule', input.objectApi],
    queryFn: () => loadAddButtonRule(input.objectApi ?? ''),
    enabled,
    staleTime: 60_000,
  });
  const stored = useQuery({
    queryKey: ['productLines', 'stored', sourceId],
    queryFn: () => loadRecordLines(sourceId ?? ''),
    enabled: enabled && Boolean(sourceId),
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const taxes = useQuery({
    queryKey: ['productLines', 'taxes'],
    queryFn: listTaxes,
    enabled,
    staleTime: 60_000,
  });

  const formCurrency = input.values?.currency;
  const currency = typeof formCurrency === 'string' && formCurrency ? formCurrency : '';
  const rate = useQuery({
    queryKey: ['productLines', 'rate', currency],
    queryFn: () => loadCurrencyRate(currency),
    enabled: enabled && currency !== '',
    staleTime: 60_000,
  });
  const recordCurrency = currency || rate.data?.companyCurrency || 'USD';

  const loadedFrom = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!stored.data || loadedFrom.current === sourceId) return;
    loadedFrom.current = sourceId;
    setState({
      lines: stored.data.lines.map((row) => lineFromStored(row, input.mode === 'EDIT')),
      deletedIds: [],
    });
  }, [stored.data, sourceId, input.mode]);

  const priced = useMemo(() => state.lines.map(priceLine), [state.lines]);
  const orderCheck = useMemo(() => orderCheckOf(state), [state]);
  const totals = useMemo(() => totalsOf(priced), [priced]);

  const customerField = entry?.customerField ?? '';
  const customerValue = input.values?.[customerField];
  const customerId = typeof customerValue === 'string' ? customerValue : '';
  const labelOf = input.labelOf;

  /** S2-V-021: the price list is the customer's, so it needs the customer first (c2575). */
  const requireCustomer = useCallback((): boolean => {
    if (customerId) return true;
    void message.warning(t('c2575', { label: labelOf(customerField) }));
    return false;
  }, [customerId, customerField, labelOf, t]);

  /** Adds the picked products, then fills each line's tax from the product's own taxes. */
  const addProducts = useCallback(
    (items: readonly ProductPrice[]) => {
      const added = items.map(lineFromPrice);
      setState((current) => ({ ...current, lines: [...current.lines, ...added] }));
      for (const line of added) {
        listRelatedTaxes(line.productId)
          .then((related) => {
            const [first] = related;
            if (first) setState((current) => updateLine(current, line.key, { tax: String(first.rate) }));
          })
          .catch((error: unknown) => {
            // S1-E-026: a failed tax fetch shows the server's returnInfo; the line keeps no tax.
            const info = isApiError(error) ? error.response?.returnInfo || error.message : '';
            void message.error(info || t('productLines.taxFailed'));
          });
      }
    },
    [t],
  );

  // A new record currency re-prices the lines from their price book in that currency.
  const pricedIn = useRef(recordCurrency);
  useEffect(() => {
    if (pricedIn.current === recordCurrency) return;
    pricedIn.current = recordCurrency;
    for (const line of state.lines) {
      if (!line.productId) continue;
      relatedProductPrice({ productId: line.productId, pricebookId: line.pricebookId, recordCurrency })
        .then((price) =>
          setState((current) => updateLine(current, line.key, { listprice: price.price.toFixed(2) })),
        )
        .catch(() => {
          // The request client showed why; the line keeps its price and the person may type one.
        });
    }
  }, [recordCurrency, state.lines]);

  /**
   * Spec 2 §4: changing the customer or the price book while lines hold
   * products asks first; yes removes the lines (their prices and discounts
   * were the old choice's), cancel keeps everything and says c2593.
   */
  const guardChange = useCallback(
    (change: ChangeField, confirm: Confirm): ChangeField =>
      (api, value, choices) => {
        const drives = enabled && (api === customerField || api === PRICE_BOOK_FIELD);
        const current = input.values?.[api] ?? '';
        if (!drives || !hasProductValues(state) || (value ?? '') === current) {
          change(api, value, choices);
          return;
        }
        confirm({
          title: t('productLines.changeDriverTitle', { label: labelOf(api) }),
          content: t('productLines.changeDriverText', { count: state.lines.length }),
          onOk: () => {
            setState(clearLines);
            change(api, value, choices);
          },
          onCancel: () => void message.info(t('c2593')),
        });
      },
    [enabled, customerField, input.values, state, labelOf, t],
  );

  const actions = useMemo(
    () => ({
      update: (key: string, change: Partial<LineDraft>) =>
        setState((current) => updateLine(current, key, change)),
      switchMode: (key: string, mode: DiscountMode) =>
        setState((current) => switchDiscountMode(current, key, mode)),
      remove: (key: string) => setState((current) => removeLine(current, key)),
    }),
    [],
  );

  const payload = useCallback(
    () =>
      entry
        ? linesPayload(state, { lineObjectApi: entry.lineApi, relatedField: entry.relatedField })
        : { ok: true as const },
    [entry, state],
  );

  if (!entry) return null;
  return {
    objectApi: entry.parentApi,
    priced,
    totals,
    orderCheck,
    fromOrders: state.lines.some((line) => Boolean(line.orderLineId)),
    recordCurrency,
    companyCurrency: rate.data?.companyCurrency ?? recordCurrency,
    exchangeRate: rate.data?.rate ?? 1,
    taxes: taxes.data ?? [],
    addRule: rule.data,
    loading: stored.isPending && Boolean(sourceId),
    customerId,
    pricebookId:
      typeof input.values?.[PRICE_BOOK_FIELD] === 'string' ? String(input.values[PRICE_BOOK_FIELD]) : '',
    requireCustomer,
    addProducts,
    actions,
    payload,
    guardChange,
  };
}

export type ProductLinesController = NonNullable<ReturnType<typeof useProductLines>>;
