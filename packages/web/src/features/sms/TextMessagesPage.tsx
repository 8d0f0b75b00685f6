import { SettingOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { mayAdministerAccess, SMS_PAGE_SIZE, SMS_STATUSES, type SmsStatus } from '@vela/core';
import { Alert, Button, Input, Segmented, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGlobalStore } from '../../state/index.js';
import { recordPath } from '../record-detail/index.js';
import { ProviderSettingsDialog } from './ProviderSettingsDialog.js';
import { SmsStatusChart } from './SmsStatusChart.js';
import { SmsStatusTag } from './SmsStatusTag.js';
import { fetchProvider, fetchTexts, isPending, SMS_QUERY_KEY, type SmsMessage } from './sms-api.js';
import './sms.css';

/** noteSms/noteSmsList (S1-R-097): texts sent and received, their delivery status, and the provider. */
export default function TextMessagesPage() {
  const { t, i18n } = useTranslation();
  const profileId = useGlobalStore((state) => state.userInfo?.profileId ?? '');
  const admin = mayAdministerAccess(profileId);
  const [status, setStatus] = useState<'' | SmsStatus>('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [providerOpen, setProviderOpen] = useState(false);
  const list = useQuery({
    queryKey: [SMS_QUERY_KEY, 'list', status, search, page],
    queryFn: () => fetchTexts({ status, search, page }),
    placeholderData: (previous) => previous,
    // While a text is on its way, its delivery report is looked for every two seconds.
    refetchInterval: (query) =>
      query.state.data?.messages.some((text) => isPending(text.status)) ? 2000 : false,
  });
  const provider = useQuery({
    queryKey: [SMS_QUERY_KEY, 'provider'],
    queryFn: fetchProvider,
    enabled: admin,
  });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const columns = [
    {
      title: t('sms.column.when'),
      dataIndex: 'createdAt',
      key: 'when',
      render: (value: string) => date.format(new Date(value)),
    },
    {
      title: t('sms.column.record'),
      key: 'record',
      render: (_: unknown, text: SmsMessage) =>
        text.recordId ? <Link to={recordPath(text.recordId)}>{text.recordName || text.recordId}</Link> : '—',
    },
    {
      title: t('sms.column.number'),
      key: 'number',
      render: (_: unknown, text: SmsMessage) => (text.direction === 'inbound' ? text.from : text.to),
    },
    {
      title: t('sms.column.text'),
      key: 'text',
      render: (_: unknown, text: SmsMessage) => (
        <div>
          <div className="vela-sms__body">{text.body}</div>
          {text.templateName && (
            <Typography.Text type="secondary">
              {t('sms.fromTemplate', { name: text.templateName })}
            </Typography.Text>
          )}
        </div>
      ),
    },
    {
      title: t('sms.column.status'),
      key: 'status',
      render: (_: unknown, text: SmsMessage) => (
        <SmsStatusTag status={text.status} reason={text.failureReason} />
      ),
    },
    { title: t('sms.column.by'), dataIndex: 'senderName', key: 'by' },
  ];
  return (
    <div className="vela-sms">
      <header className="vela-sms__header">
        <Typography.Title level={2}>{t('sms.title')}</Typography.Title>
        {admin && (
          <span className="vela-sms__filters">
            <Link to="/noteSms/testOutbox">{t('sms.outbox.open')}</Link>
            <Button icon={<SettingOutlined aria-hidden />} onClick={() => setProviderOpen(true)}>
              {t('sms.provider')}
            </Button>
          </span>
        )}
      </header>
      {admin && provider.isSuccess && !provider.data && (
        <Alert type="info" showIcon message={t('sms.noProvider')} />
      )}
      <SmsStatusChart
        counts={list.data?.byStatus ?? []}
        onPick={(picked) => {
          setStatus(picked);
          setPage(1);
        }}
      />
      <div className="vela-sms__filters">
        <Segmented
          value={status}
          onChange={(value) => {
            setStatus(value as '' | SmsStatus);
            setPage(1);
          }}
          options={[
            { value: '', label: t('sms.status.all') },
            ...SMS_STATUSES.map((value) => ({ value, label: t(`sms.status.${value}`) })),
          ]}
        />
        <Input.Search
          allowClear
          aria-label={t('sms.search')}
          placeholder={t('sms.search')}
          onSearch={(value) => {
            setSearch(value);
            setPage(1);
          }}
          style={{ maxWidth: 320 }}
        />
      </div>
      <Table<SmsMessage>
        rowKey="id"
        size="middle"
        loading={list.isLoading}
        columns={columns}
        dataSource={list.data?.messages ?? []}
        locale={{ emptyText: t('sms.empty') }}
        pagination={{
          current: page,
          pageSize: SMS_PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
      {admin && <ProviderSettingsDialog open={providerOpen} onClose={() => setProviderOpen(false)} />}
    </div>
  );
}
