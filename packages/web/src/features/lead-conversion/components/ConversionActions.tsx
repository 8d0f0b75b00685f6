import { FileAddOutlined, ShoppingCartOutlined, SwapOutlined, SyncOutlined } from '@ant-design/icons';
import { LEAD_CONVERTED_STATUS, QUOTE_ACCEPTED_STATUS } from '@vela/core';
import { Button, message, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { recordDetailPath } from '../../field-widgets/index.js';
import { failureText, orderFromQuote, quoteFromOpportunity, syncQuote } from '../conversion-api.js';
import { ConvertLeadDialog } from './ConvertLeadDialog.js';
import '../lead-conversion.css';

export interface ConversionRecord {
  id: string;
  objectApi: string;
  data: Record<string, unknown>;
  /** Whether the caller may edit the record (getDetail's permission). */
  canEdit: boolean;
}

/**
 * The title box's conversion actions (issue 26 items 7 and 8): Convert on a
 * lead, New quote on an opportunity, Sync and Create order on a quote. The
 * server checks every right again; these only leave out what cannot work.
 */
export function ConversionActions({
  record,
  onChanged,
}: {
  record: ConversionRecord;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [messages, holder] = message.useMessage();
  const [converting, setConverting] = useState(false);
  const [busy, setBusy] = useState('');
  const api = record.objectApi.toLowerCase();

  // A success that opens another record is told by antd's page-wide message: this page's holder goes with it.
  const run = async (key: string, work: () => Promise<void>) => {
    setBusy(key);
    try {
      await work();
    } catch (error) {
      void messages.error(failureText(error, t('leadConversion.actionFailed')));
    } finally {
      setBusy('');
    }
  };

  if (api === 'lead') {
    const converted = record.data.status === LEAD_CONVERTED_STATUS;
    // The dialog stays mounted after the page reloads the now converted lead: it shows the links to what it became.
    return (
      <>
        {converted ? (
          <Tag color="green">{t('leadConversion.convertedTag')}</Tag>
        ) : (
          record.canEdit && (
            <Button icon={<SwapOutlined aria-hidden />} onClick={() => setConverting(true)}>
              {t('leadConversion.convert')}
            </Button>
          )
        )}
        <ConvertLeadDialog
          leadId={record.id}
          open={converting}
          onClose={() => setConverting(false)}
          onConverted={onChanged}
        />
      </>
    );
  }
  if (api === 'opportunity') {
    return (
      <>
        {holder}
        <Button
          icon={<FileAddOutlined aria-hidden />}
          loading={busy === 'quote'}
          onClick={() =>
            void run('quote', async () => {
              const quote = await quoteFromOpportunity(record.id);
              void message.success(t('leadConversion.quoteCreated', { name: quote.name }));
              navigate(recordDetailPath(quote.id));
            })
          }
        >
          {t('leadConversion.newQuote')}
        </Button>
      </>
    );
  }
  if (api !== 'quote') return null;
  const synced = record.data.issyncing === true;
  return (
    <>
      {holder}
      {synced && <Tag color="blue">{t('leadConversion.syncing')}</Tag>}
      {!synced && typeof record.data.opportunityid === 'string' && record.data.opportunityid !== '' && (
        <Button
          icon={<SyncOutlined aria-hidden />}
          loading={busy === 'sync'}
          onClick={() =>
            void run('sync', async () => {
              const answer = await syncQuote(record.id);
              void messages.success(t('leadConversion.synced', { amount: answer.amount }));
              onChanged();
            })
          }
        >
          {t('leadConversion.sync')}
        </Button>
      )}
      {record.data.status === QUOTE_ACCEPTED_STATUS && (
        <Button
          icon={<ShoppingCartOutlined aria-hidden />}
          loading={busy === 'order'}
          onClick={() =>
            void run('order', async () => {
              const order = await orderFromQuote(record.id);
              void message.success(t('leadConversion.orderCreated', { number: order.orderNumber }));
              navigate(recordDetailPath(order.id));
            })
          }
        >
          {t('leadConversion.createOrder')}
        </Button>
      )}
    </>
  );
}
