import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { SMS_TEST_OUTBOX_LIMITS, type SmsTestOutboxEntry } from '@vela/core';
import { Alert, Button, Flex, Input, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { recordPath } from '../record-detail/index.js';
import { SmsStatusTag } from './SmsStatusTag.js';
import { fetchTestOutbox, SMS_QUERY_KEY } from './sms-api.js';

/** How much of a text the table shows; the whole text is its cell's title. */
const PREVIEW_CHARS = 160;
const preview = (body: string) => (body.length > PREVIEW_CHARS ? `${body.slice(0, PREVIEW_CHARS)}…` : body);

/**
 * The text-message test provider's outbox (issue 23): what it "sent" instead of a carrier, newest
 * first, with each text's status, so a demo or a trial shows that sending works.
 */
export function SmsTestOutbox() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const outbox = useQuery({
    queryKey: [SMS_QUERY_KEY, 'testOutbox', search, page],
    queryFn: () => fetchTestOutbox({ search, page }),
    placeholderData: (previous) => previous,
  });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });
  const columns = [
    {
      title: t('sms.column.when'),
      dataIndex: 'createdAt',
      key: 'when',
      render: (value: string) => date.format(new Date(value)),
    },
    { title: t('sms.outbox.to'), dataIndex: 'to', key: 'to' },
    {
      title: t('sms.column.text'),
      key: 'text',
      render: (_: unknown, text: SmsTestOutboxEntry) => (
        <div className="vela-sms__body" title={text.body}>
          {preview(text.body)}
        </div>
      ),
    },
    {
      title: t('sms.column.record'),
      key: 'record',
      render: (_: unknown, text: SmsTestOutboxEntry) =>
        text.recordId ? <Link to={recordPath(text.recordId)}>{text.recordName || text.recordId}</Link> : '—',
    },
    { title: t('sms.column.by'), dataIndex: 'senderName', key: 'by' },
    {
      title: t('sms.column.status'),
      key: 'status',
      render: (_: unknown, text: SmsTestOutboxEntry) => (
        <SmsStatusTag status={text.status} reason={text.failureReason} />
      ),
    },
  ];
  const kind = outbox.data?.providerKind;
  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph type="secondary">
        {t('sms.outbox.intro', { kept: outbox.data?.kept ?? SMS_TEST_OUTBOX_LIMITS.kept })}
      </Typography.Paragraph>
      {kind === 'twilio' && <Alert type="info" showIcon title={t('sms.outbox.realProvider')} />}
      {kind === 'none' && <Alert type="warning" showIcon title={t('sms.outbox.noProvider')} />}
      {outbox.isError && <Alert type="error" showIcon role="alert" title={t('sms.outbox.loadFailed')} />}
      <div className="vela-sms__filters">
        <Input.Search
          allowClear
          aria-label={t('sms.outbox.search')}
          placeholder={t('sms.outbox.search')}
          onSearch={(value) => {
            setSearch(value);
            setPage(1);
          }}
          style={{ maxWidth: 320 }}
        />
        <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void outbox.refetch()}>
          {t('sms.outbox.refresh')}
        </Button>
        <Link to="/noteSms/noteSmsList">{t('sms.outbox.allTexts')}</Link>
      </div>
      <Table<SmsTestOutboxEntry>
        rowKey="id"
        size="middle"
        loading={outbox.isLoading}
        columns={columns}
        dataSource={outbox.data?.entries ?? []}
        locale={{ emptyText: t('sms.outbox.empty') }}
        pagination={{
          current: page,
          pageSize: SMS_TEST_OUTBOX_LIMITS.pageSize,
          total: outbox.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
    </Flex>
  );
}
