import { useQuery } from '@tanstack/react-query';
import { MAIL_PAGE_SIZE, MAIL_RELATABLE_OBJECTS, type MailRelatableObject } from '@vela/core';
import { Alert, Input, Select, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { type EmailObjectRow, fetchEmailObjects, MAIL_QUERY_KEY, recordDetailPath } from '../mail-api.js';
import { objectLabelKey } from '../relations/MessageRelations.js';
import '../mail.css';

type Direction = 'all' | 'received' | 'sent';
type RelatedFilter = '' | 'none' | MailRelatableObject;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The EmailMessage object's list view (its catalogue prefix 02s). */
const EMAIL_RECORDS_LIST_PATH = '/commonObjects/views/table/EmailMessage/emailmessage/02s';
const person = (entry: { name: string; address: string }) => entry.name || entry.address;

/**
 * `/emailobject` (issue 23): the caller's e-mails, sent and received, as records — subject, from, to,
 * date, direction and related records — filtered by direction, day and related object, searched, a
 * page at a time. The filters live in the address, so a filtered list can be bookmarked.
 */
export default function EmailObjectsPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const direction = (
    ['received', 'sent'].includes(params.get('direction') ?? '') ? params.get('direction') : 'all'
  ) as Direction;
  const related = (params.get('related') ?? '') as RelatedFilter;
  const search = params.get('q') ?? '';
  const fromDay = DAY.test(params.get('from') ?? '') ? (params.get('from') ?? '') : '';
  const toDay = DAY.test(params.get('to') ?? '') ? (params.get('to') ?? '') : '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(search);
  const set = (patch: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries({ page: '', ...patch }))
      if (value) next.set(key, value);
      else next.delete(key);
    setParams(next, { replace: true });
  };
  const backwards = fromDay !== '' && toDay !== '' && fromDay > toDay;
  const query = useQuery({
    queryKey: [MAIL_QUERY_KEY, 'records', direction, related, search, fromDay, toDay, page],
    queryFn: () => fetchEmailObjects({ direction, relatedObject: related, search, fromDay, toDay, page }),
    enabled: !backwards,
    placeholderData: (previous) => previous,
  });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const labelOf = (api: string) => {
    const key = objectLabelKey(api);
    return key ? t(key) : api;
  };
  const columns: TableColumnsType<EmailObjectRow> = [
    {
      key: 'subject',
      title: t('mail.records.subject'),
      render: (_, row) => (
        <Link to={`/MailDetail?id=${encodeURIComponent(row.id)}`}>{row.subject || t('mail.noSubject')}</Link>
      ),
    },
    { key: 'from', title: t('mail.from'), render: (_, row) => person(row.from) },
    { key: 'to', title: t('mail.to'), render: (_, row) => row.to.map(person).join(', ') },
    {
      key: 'date',
      title: t('mail.records.date'),
      render: (_, row) => <time dateTime={row.date}>{date.format(new Date(row.date))}</time>,
    },
    {
      key: 'direction',
      title: t('mail.records.direction'),
      render: (_, row) => (
        <Tag color={row.direction === 'sent' ? 'blue' : 'green'}>
          {t(row.direction === 'sent' ? 'mail.records.sent' : 'mail.records.received')}
        </Tag>
      ),
    },
    {
      key: 'related',
      title: t('mail.related'),
      render: (_, row) => (
        <Space size={4} wrap>
          {row.related.map((record) => (
            <Link key={record.recordId} to={recordDetailPath(record.recordId)}>
              {record.name || record.recordId}{' '}
              <span className="vela-mail-muted">({labelOf(record.objectApi)})</span>
            </Link>
          ))}
          <Link
            to={`/relation?id=${encodeURIComponent(row.id)}`}
            aria-label={t('mail.records.relationsOf', { subject: row.subject || t('mail.noSubject') })}
          >
            {t('mail.records.relations')}
          </Link>
        </Space>
      ),
    },
  ];
  return (
    <main className="vela-mail-records">
      <Typography.Title level={2}>{t('mail.records.title')}</Typography.Title>
      <Typography.Paragraph>
        {/* The same e-mails are records of the EmailMessage object: list views and reports reach them. */}
        <Link to={EMAIL_RECORDS_LIST_PATH}>{t('mail.records.asList')}</Link>
      </Typography.Paragraph>
      <Space wrap className="vela-mail-records__filters" role="search" aria-label={t('mail.records.filters')}>
        <Input.Search
          type="search"
          aria-label={t('mail.records.search')}
          placeholder={t('mail.records.search')}
          value={typed}
          allowClear
          onChange={(event) => setTyped(event.target.value)}
          onSearch={(value) => set({ q: value.trim() })}
          style={{ width: 260 }}
        />
        <Select
          aria-label={t('mail.records.direction')}
          value={direction}
          onChange={(value: Direction) => set({ direction: value === 'all' ? '' : value })}
          style={{ width: 150 }}
          options={[
            { value: 'all', label: t('mail.records.all') },
            { value: 'received', label: t('mail.records.received') },
            { value: 'sent', label: t('mail.records.sent') },
          ]}
        />
        <Select
          aria-label={t('mail.records.relatedFilter')}
          value={related}
          onChange={(value: RelatedFilter) => set({ related: value })}
          style={{ width: 200 }}
          options={[
            { value: '', label: t('mail.relations.anyObject') },
            { value: 'none', label: t('mail.records.unrelated') },
            ...MAIL_RELATABLE_OBJECTS.map((api) => ({ value: api, label: t(`mail.object.${api}`) })),
          ]}
        />
        <span className="vela-mail-records__day">
          <label htmlFor="vela-mail-records-from">{t('mail.records.fromDay')}</label>{' '}
          <Input
            id="vela-mail-records-from"
            type="date"
            value={fromDay}
            onChange={(event) => set({ from: event.target.value })}
          />
        </span>
        <span className="vela-mail-records__day">
          <label htmlFor="vela-mail-records-to">{t('mail.records.toDay')}</label>{' '}
          <Input
            id="vela-mail-records-to"
            type="date"
            value={toDay}
            onChange={(event) => set({ to: event.target.value })}
          />
        </span>
      </Space>
      {backwards && <Alert type="warning" showIcon message={t('mail.records.backwards')} />}
      <Table<EmailObjectRow>
        rowKey="id"
        size="middle"
        loading={query.isFetching}
        columns={columns}
        dataSource={backwards ? [] : (query.data?.rows ?? [])}
        locale={{ emptyText: t('mail.empty') }}
        pagination={{
          current: page,
          pageSize: MAIL_PAGE_SIZE,
          total: query.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => t('mail.records.total', { count: total }),
          onChange: (next) => set({ page: next > 1 ? String(next) : '' }),
        }}
      />
    </main>
  );
}
