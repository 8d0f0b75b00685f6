import { ReloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { MAIL_TEST_OUTBOX_LIMITS, type MailTestOutboxEntry } from '@vela/core';
import { Alert, Button, Flex, Input, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/index.js';
import { useGlobalStore } from '../../state/index.js';
import { chooseMailTestProvider, fetchMailTestOutbox, MAIL_QUERY_KEY } from './mail-api.js';

/** How much of a message the table shows; the whole kept text is its cell's title. */
const PREVIEW_CHARS = 160;
const preview = (text: string) => (text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS)}…` : text);

/**
 * The e-mail test provider's outbox (issue 23): the messages the organisation's outgoing "server"
 * kept instead of sending. With no outgoing server set, an administrator may make the test provider
 * the organisation's, sending from their own address, so a demo shows e-mail going out.
 */
export function MailTestOutbox() {
  const { t, i18n } = useTranslation();
  const email = useGlobalStore((state) => state.userInfo?.email ?? '');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const outbox = useQuery({
    queryKey: [MAIL_QUERY_KEY, 'testOutbox', search, page],
    queryFn: () => fetchMailTestOutbox({ search, page }),
    placeholderData: (previous) => previous,
  });
  const choose = useMutation({
    mutationFn: () => chooseMailTestProvider(email),
    onSuccess: () => outbox.refetch(),
  });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });
  const columns = [
    {
      title: t('mail.outbox.when'),
      dataIndex: 'createdAt',
      key: 'when',
      render: (value: string) => date.format(new Date(value)),
    },
    { title: t('mail.outbox.from'), dataIndex: 'from', key: 'from' },
    {
      title: t('mail.outbox.to'),
      key: 'to',
      render: (_: unknown, message: MailTestOutboxEntry) => message.to.join(', '),
    },
    {
      title: t('mail.outbox.message'),
      key: 'message',
      render: (_: unknown, message: MailTestOutboxEntry) => (
        <div>
          <Typography.Text strong>{message.subject || t('mail.outbox.noSubject')}</Typography.Text>
          <div className="vela-sms__body" title={message.preview}>
            {preview(message.preview)}
          </div>
          {message.attachmentCount > 0 && (
            <Typography.Text type="secondary">
              {t('mail.outbox.attachments', { count: message.attachmentCount })}
            </Typography.Text>
          )}
        </div>
      ),
    },
  ];
  const kind = outbox.data?.serverKind;
  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph type="secondary">
        {t('mail.outbox.intro', { kept: outbox.data?.kept ?? MAIL_TEST_OUTBOX_LIMITS.kept })}
      </Typography.Paragraph>
      {kind === 'smtp' && <Alert type="info" showIcon title={t('mail.outbox.realServer')} />}
      {kind === 'none' && (
        <Alert
          type="warning"
          showIcon
          title={t('mail.outbox.noServer')}
          action={
            <Button onClick={() => choose.mutate()} loading={choose.isPending} disabled={!email}>
              {t('mail.outbox.useTest')}
            </Button>
          }
        />
      )}
      {choose.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={isApiError(choose.error) ? choose.error.message : t('mail.outbox.loadFailed')}
        />
      )}
      {outbox.isError && <Alert type="error" showIcon role="alert" title={t('mail.outbox.loadFailed')} />}
      <Flex gap={12} wrap align="center">
        <Input.Search
          allowClear
          aria-label={t('mail.outbox.search')}
          placeholder={t('mail.outbox.search')}
          onSearch={(value) => {
            setSearch(value);
            setPage(1);
          }}
          style={{ maxWidth: 320 }}
        />
        <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void outbox.refetch()}>
          {t('mail.outbox.refresh')}
        </Button>
      </Flex>
      <Table<MailTestOutboxEntry>
        rowKey="id"
        size="middle"
        loading={outbox.isLoading}
        columns={columns}
        dataSource={outbox.data?.entries ?? []}
        locale={{ emptyText: t('mail.outbox.empty') }}
        pagination={{
          current: page,
          pageSize: MAIL_TEST_OUTBOX_LIMITS.pageSize,
          total: outbox.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
    </Flex>
  );
}
