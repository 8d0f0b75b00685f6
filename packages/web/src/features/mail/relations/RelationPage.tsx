import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Empty, Select, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { fetchEmailObjects, fetchMessage, MAIL_QUERY_KEY } from '../mail-api.js';
import { MessageRelations } from './MessageRelations.js';
import { RelationRulesPanel } from './RelationRulesPanel.js';
import '../mail.css';

/**
 * `/relation` (issue 23): how e-mail is related to records — the organisation's automatic rules, and
 * for one message (?id=…, or chosen here among the caller's mail) the records it is related to, with
 * "Relate to a record" and "Remove relation".
 */
export default function RelationPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const id = params.get('id') ?? '';
  const [typed, setTyped] = useState('');
  const queryClient = useQueryClient();
  const choices = useQuery({
    queryKey: [MAIL_QUERY_KEY, 'records', 'pick', typed],
    queryFn: () => fetchEmailObjects({ search: typed }),
    staleTime: 30_000,
  });
  const opened = useQuery({
    queryKey: [MAIL_QUERY_KEY, 'message', id],
    queryFn: () => fetchMessage(id),
    enabled: id !== '',
  });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const message = opened.data?.message;
  return (
    <main className="vela-mail-relation-page">
      <Typography.Title level={2}>{t('mail.relations.title')}</Typography.Title>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <RelationRulesPanel />
        <Card title={t('mail.relations.messageTitle')}>
          <Select
            showSearch
            aria-label={t('mail.relations.pickMessage')}
            placeholder={t('mail.relations.pickMessage')}
            style={{ width: '100%', maxWidth: 560 }}
            value={id || undefined}
            filterOption={false}
            onSearch={setTyped}
            loading={choices.isFetching}
            onChange={(value: string) => setParams({ id: value })}
            options={(choices.data?.rows ?? []).map((row) => ({
              value: row.id,
              label: `${row.subject || t('mail.noSubject')} · ${row.from.name || row.from.address} · ${date.format(new Date(row.date))}`,
            }))}
            notFoundContent={t('mail.empty')}
          />
          {id === '' ? (
            <Empty description={t('mail.relations.pickHint')} />
          ) : opened.isLoading ? (
            <Skeleton active paragraph={{ rows: 3 }} />
          ) : !message ? (
            <Empty description={t('mail.pick')} />
          ) : (
            <div className="vela-mail-relation-page__message">
              <Typography.Title level={4}>
                <Link to={`/MailDetail?id=${encodeURIComponent(message.id)}`}>
                  {message.subject || t('mail.noSubject')}
                </Link>
              </Typography.Title>
              <Typography.Paragraph type="secondary">
                {[message.from.name || message.from.address, date.format(new Date(message.date))].join(' · ')}
              </Typography.Paragraph>
              <MessageRelations
                messageId={message.id}
                related={message.related}
                mayRemove={message.own}
                onChanged={() => void queryClient.invalidateQueries({ queryKey: [MAIL_QUERY_KEY] })}
              />
            </div>
          )}
        </Card>
      </Space>
    </main>
  );
}
