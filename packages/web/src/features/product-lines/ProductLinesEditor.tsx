import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { DISCOUNT_MODE, type DiscountMode, formatExchangeRate, RATE_TYPE, type RateType } from '@vela/core';
import { Button, Input, Select, Table, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from './format-money.js';
import { PriceBookDialog } from './PriceBookDialog.js';
import type { PricedLine } from './state/line-drafts.js';
import type { ProductLinesController } from './useProductLines.js';
import './product-lines.css';

interface Props {
  lines: ProductLinesController;
  disabled?: boolean;
}

/**
 * The product-line list of a quote, order, invoice or purchase order form
 * (S2-B-012): lines added from the price book, quantity, discount (percent or
 * amount), customer discount and tax edited in place, and the line and
 * record totals as core computes them.
 */
export function ProductLinesEditor({ lines, disabled }: Props) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const currency = lines.recordCurrency;
  const rule = lines.addRule;
  const withoutPriceBooks = rule?.reason === 'price books are off';
  const showAdd = rule !== undefined && (!rule.hide || withoutPriceBooks);
  const taxOptions = [
    { value: '', label: t('productLines.noTax') },
    ...lines.taxes.map((tax) => ({ value: String(tax.rate), label: tax.name })),
  ];
  const withCurrent = (value: string) =>
    value === '' || taxOptions.some((option) => option.value === value)
      ? taxOptions
      : [...taxOptions, { value, label: `${value} %` }];
  const update = lines.actions.update;
  const problemOf = (line: PricedLine, field: string) =>
    line.ok ? undefined : line.problems.find((problem) => problem.field === field)?.message;
  const numberInput = (
    line: PricedLine,
    field: 'qty' | 'listprice' | 'discount' | 'discountamount' | 'customerdiscount',
    label: string,
  ) => {
    const problem = problemOf(line, field);
    return (
      <Tooltip title={problem} open={problem ? undefined : false}>
        <Input
          size="small"
          inputMode="decimal"
          aria-label={`${label} — ${line.draft.productName}`}
          status={problem ? 'error' : undefined}
          value={line.draft[field]}
          disabled={disabled}
          onChange={(event) => update(line.draft.key, { [field]: event.target.value })}
        />
      </Tooltip>
    );
  };

  return (
    <section className="vela-product-lines" aria-label={t('productLines.title')}>
      <header className="vela-product-lines__header">
        <Typography.Title level={5}>{t('productLines.title')}</Typography.Title>
        {showAdd ? (
          <Button
            icon={<PlusOutlined />}
            disabled={disabled}
            // Keeps the focus in the field being typed in: leaving it first would show its message and
            // move this button from under the pointer before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              if (lines.requireCustomer()) setPicking(true);
            }}
          >
            {withoutPriceBooks ? t('productLines.addProducts') : t('productLines.addFromPriceBook')}
          </Button>
        ) : null}
      </header>
      <Table<PricedLine>
        size="small"
        className="vela-product-lines__table"
        rowKey={(line) => line.draft.key}
        loading={lines.loading}
        dataSource={lines.priced}
        pagination={false}
        scroll={{ x: 980 }}
        locale={{ emptyText: t('productLines.empty') }}
        columns={[
          {
            key: 'product',
            title: t('productLines.product'),
            render: (_value, line) => line.draft.productName,
          },
          {
            key: 'price',
            title: t('productLines.price'),
            width: 120,
            render: (_value, line) => numberInput(line, 'listprice', t('productLines.price')),
          },
          {
            key: 'qty',
            title: t('productLines.qty'),
            width: lines.fromOrders ? 130 : 90,
            render: (_value, line) => {
              const left = line.draft.toInvoice;
              if (left === undefined) return numberInput(line, 'qty', t('productLines.qty'));
              const over = lines.orderCheck.offending.includes(lines.priced.indexOf(line));
              return (
                <div className="vela-product-lines__to-invoice">
                  <Input
                    size="small"
                    inputMode="decimal"
                    aria-label={`${t('productLines.qty')} — ${line.draft.productName}`}
                    aria-invalid={over}
                    status={over || problemOf(line, 'qty') ? 'error' : undefined}
                    value={line.draft.qty}
                    disabled={disabled}
                    onChange={(event) => update(line.draft.key, { qty: event.target.value })}
                  />
                  <span
                    className={
                      over
                        ? 'vela-product-lines__left vela-product-lines__left--over'
                        : 'vela-product-lines__left'
                    }
                  >
                    {t('productLines.toInvoice', { qty: left })}
                  </span>
                </div>
              );
            },
          },
          {
            key: 'discount',
            title: t('productLines.discount'),
            width: 220,
            render: (_value, line) => {
              const byPercent = line.draft.selectdiscount === DISCOUNT_MODE.percent;
              return (
                <div className="vela-product-lines__discount">
                  <Select<DiscountMode>
                    size="small"
                    aria-label={`${t('productLines.discountMode')} — ${line.draft.productName}`}
                    value={line.draft.selectdiscount}
                    disabled={disabled}
                    options={[
                      { value: DISCOUNT_MODE.percent, label: '%' },
                      { value: DISCOUNT_MODE.amount, label: currency },
                    ]}
                    onChange={(mode) => lines.actions.switchMode(line.draft.key, mode)}
                  />
                  {byPercent
                    ? numberInput(line, 'discount', t('productLines.discountPercent'))
                    : numberInput(line, 'discountamount', t('productLines.discountAmount'))}
                  {line.ok ? (
                    <span className="vela-product-lines__derived">
                      {byPercent
                        ? `= ${line.amounts.discountamount.toFixed(2)}`
                        : `= ${line.amounts.discount.toFixed(2)} %`}
                    </span>
                  ) : null}
                </div>
              );
            },
          },
          {
            key: 'customerdiscount',
            title: t('productLines.customerDiscount'),
            width: 100,
            render: (_value, line) =>
              numberInput(line, 'customerdiscount', t('productLines.customerDiscount')),
          },
          {
            key: 'tax',
            title: t('productLines.tax'),
            width: 250,
            render: (_value, line) => (
              <div className="vela-product-lines__tax">
                <Select
                  size="small"
                  aria-label={`${t('productLines.tax')} — ${line.draft.productName}`}
                  value={
                    line.draft.tax === '' || Number(line.draft.tax) === 0
                      ? ''
                      : String(Number(line.draft.tax))
                  }
                  disabled={disabled}
                  options={withCurrent(line.draft.tax === '' ? '' : String(Number(line.draft.tax)))}
                  onChange={(value: string) => update(line.draft.key, { tax: value })}
                />
                <Select<RateType>
                  size="small"
                  aria-label={`${t('productLines.rateType')} — ${line.draft.productName}`}
                  value={line.draft.ratetype}
                  disabled={disabled}
                  options={[
                    { value: RATE_TYPE.exclusive, label: t('productLines.taxAdded') },
                    { value: RATE_TYPE.inclusive, label: t('productLines.taxIncluded') },
                  ]}
                  onChange={(ratetype) => update(line.draft.key, { ratetype })}
                />
              </div>
            ),
          },
          {
            key: 'amount',
            title: t('productLines.amount'),
            align: 'right',
            width: 130,
            render: (_value, line) => (
              <span className="vela-product-lines__amount" data-testid="line-amount">
                {line.ok ? formatMoney(line.amounts.amount, currency) : '—'}
              </span>
            ),
          },
          {
            key: 'remove',
            width: 44,
            render: (_value, line) => (
              <Button
                type="text"
                size="small"
                danger
                icon={<DeleteOutlined />}
                disabled={disabled}
                aria-label={`${t('productLines.remove')} — ${line.draft.productName}`}
                onClick={() => lines.actions.remove(line.draft.key)}
              />
            ),
          },
        ]}
      />
      <dl className="vela-product-lines__totals" aria-label={t('productLines.totals')}>
        <dt>{t('productLines.subtotal')}</dt>
        <dd data-testid="totals-subtotal">{formatMoney(lines.totals.subtotal, currency)}</dd>
        <dt>{t('productLines.discountTotal')}</dt>
        <dd data-testid="totals-discount">{formatMoney(lines.totals.discount, currency)}</dd>
        <dt>{t('productLines.taxTotal')}</dt>
        <dd data-testid="totals-tax">{formatMoney(lines.totals.tax, currency)}</dd>
        <dt className="vela-product-lines__grand">{t('productLines.total')}</dt>
        <dd className="vela-product-lines__grand" data-testid="totals-total">
          {formatMoney(lines.totals.total, currency)}
        </dd>
        {currency !== lines.companyCurrency ? (
          <>
            <dt>{t('productLines.exchangeRate')}</dt>
            <dd>
              {t('productLines.rateText', {
                rate: formatExchangeRate(lines.exchangeRate),
                currency,
                company: lines.companyCurrency,
              })}
            </dd>
          </>
        ) : null}
      </dl>
      {picking ? (
        <PriceBookDialog
          objectApi={lines.objectApi}
          customerId={lines.customerId}
          recordCurrency={currency}
          pricebookId={lines.pricebookId}
          withoutPriceBooks={withoutPriceBooks}
          onClose={() => setPicking(false)}
          onAdd={(items) => {
            setPicking(false);
            lines.addProducts(items);
          }}
        />
      ) : null}
    </section>
  );
}
