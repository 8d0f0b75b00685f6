import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, DatePicker, Input, Select, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../product-lines/index.js';
import { type PaymentRow, rowProblem } from './state/payment-rows.js';
import type { PaymentDetailsController } from './usePaymentDetails.js';
import './receivables.css';

interface Props {
  payments: PaymentDetailsController;
  disabled?: boolean;
}

/**
 * Below a receivable's fields: the invoice block (the invoice this money
 * pays, its total) and the payment-detail rows whose amounts must add up to
 * the amount received (S2-B-013, S2-V-014).
 */
export function PaymentDetailsEditor({ payments, disabled }: Props) {
  const { t } = useTranslation();
  const { invoice, check, actions } = payments;
  const currency = invoice?.currency ?? 'USD';
  const money = (value: number) => formatMoney(value, currency);
  const expected = Number(payments.amount) || 0;
  const sumOk = check.sum.ok;
  return (
    <div className="vela-receivable">
      <section className="vela-receivable__invoice" aria-label={t('receivables.invoiceBlock')}>
        <Typography.Title level={5}>{t('receivables.invoiceBlock')}</Typography.Title>
        {invoice ? (
          <div className="vela-receivable__invoice-body">
            <span className="vela-receivable__invoice-name">{invoice.name}</span>
            <span>
              {t('receivables.invoiceTotal')}:{' '}
              <strong data-testid="invoice-total">{money(invoice.amount)}</strong>
            </span>
            <Button size="small" disabled={disabled} onClick={() => actions.add(invoice.amount.toFixed(2))}>
              {t('receivables.payInvoice')}
            </Button>
          </div>
        ) : (
          <Typography.Text type="secondary">
            {payments.invoiceLoading ? t('common.loading') : t('receivables.invoiceNone')}
          </Typography.Text>
        )}
      </section>
      <section className="vela-receivable__rows" aria-label={t('receivables.title')}>
        <header className="vela-receivable__header">
          <Typography.Title level={5}>{t('receivables.title')}</Typography.Title>
          <Button icon={<PlusOutlined />} disabled={disabled} onClick={() => actions.add()}>
            {t('receivables.addRow')}
          </Button>
        </header>
        <Table<PaymentRow>
          size="small"
          rowKey="key"
          pagination={false}
          loading={payments.loading}
          dataSource={payments.rows}
          locale={{
            emptyText: payments.waiting ? t('receivables.creating') : t('receivables.empty'),
          }}
          columns={[
            {
              key: 'amount',
              title: t('receivables.amount'),
              width: 150,
              render: (_value, row, index) => (
                <Input
                  size="small"
                  inputMode="decimal"
                  aria-label={t('receivables.rowField', { field: t('receivables.amount'), index: index + 1 })}
                  status={rowProblem(row) === 'amount' ? 'error' : undefined}
                  value={row.amount}
                  disabled={disabled}
                  onChange={(event) => actions.update(row.key, { amount: event.target.value })}
                />
              ),
            },
            {
              key: 'paymentmode',
              title: t('receivables.paymentMode'),
              width: 170,
              render: (_value, row, index) => (
                <Select
                  size="small"
                  style={{ width: '100%' }}
                  allowClear
                  aria-label={t('receivables.rowField', {
                    field: t('receivables.paymentMode'),
                    index: index + 1,
                  })}
                  value={row.paymentmode || undefined}
                  disabled={disabled}
                  options={payments.paymentModes.map(({ value, label }) => ({ value, label }))}
                  onChange={(value?: string) => actions.update(row.key, { paymentmode: value ?? '' })}
                />
              ),
            },
            {
              key: 'paymentdate',
              title: t('receivables.paymentDate'),
              width: 160,
              render: (_value, row, index) => (
                <DatePicker
                  size="small"
                  aria-label={t('receivables.rowField', {
                    field: t('receivables.paymentDate'),
                    index: index + 1,
                  })}
                  status={rowProblem(row) === 'paymentdate' ? 'error' : undefined}
                  value={row.paymentdate ? dayjs(row.paymentdate) : null}
                  disabled={disabled}
                  onChange={(date) =>
                    actions.update(row.key, { paymentdate: date ? date.format('YYYY-MM-DD') : '' })
                  }
                />
              ),
            },
            {
              key: 'paymentdetails',
              title: t('receivables.details'),
              render: (_value, row, index) => (
                <Input
                  size="small"
                  aria-label={t('receivables.rowField', {
                    field: t('receivables.details'),
                    index: index + 1,
                  })}
                  value={row.paymentdetails}
                  disabled={disabled}
                  onChange={(event) => actions.update(row.key, { paymentdetails: event.target.value })}
                />
              ),
            },
            {
              key: 'remove',
              width: 44,
              render: (_value, row, index) => (
                <Button
                  type="text"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  disabled={disabled}
                  aria-label={t('receivables.remove', { index: index + 1 })}
                  onClick={() => actions.remove(row.key)}
                />
              ),
            },
          ]}
        />
        <Alert
          className="vela-receivable__sum"
          type={sumOk ? 'success' : 'warning'}
          showIcon
          role="status"
          title={t('receivables.sum', { total: money(check.sum.total), expected: money(expected) })}
        />
      </section>
    </div>
  );
}
