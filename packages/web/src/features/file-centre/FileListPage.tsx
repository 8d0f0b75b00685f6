import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_ORG_FILE_BYTES, FILE_CENTRE_BATCH_LIMIT, type StoredFile } from '@vela/core';
import { Alert, Card, Input, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { recordDetailPath } from '../field-widgets/index.js';
import {
  bindFile,
  FILE_CENTRE_QUERY_KEY,
  type FileListScope,
  type FileSummary,
  fetchFiles,
  fileDetailPath,
  readableSize,
} from './file-centre-api.js';
import { UploadZone } from './UploadZone.js';
import './file-centre.css';

const SCOPES: FileListScope[] = ['mine', 'shared', 'record', 'recent'];

/**
 * ccFileCenter/ccFileList (S1-R-094): my files, shared with me, by record and
 * recent, with upload by button or drop. ccFileCenter/detailList (S1-R-096)
 * is the same screen for one record (`?recordId=`): its Files list, where
 * uploads are bound to the record.
 */
export default function FileListPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const recordId = params.get('recordId') ?? undefined;
  const [scope, setScope] = useState<FileListScope>(recordId ? 'record' : 'mine');
  const [search, setSearch] = useState('');
  const list = useQuery({
    queryKey: [FILE_CENTRE_QUERY_KEY, 'list', scope, search, recordId ?? ''],
    queryFn: () => fetchFiles(recordId ? 'record' : scope, search, recordId),
    placeholderData: (previous) => previous,
  });
  const limits = list.data?.limits ?? {
    maxFileBytes: DEFAULT_ORG_FILE_BYTES,
    batchLimit: FILE_CENTRE_BATCH_LIMIT,
  };
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const recordName = list.data?.files
    .flatMap((file) => file.records)
    .find((record) => record.recordId === recordId)?.name;

  const uploaded = async (file: StoredFile) => {
    if (recordId) await bindFile(file.id, recordId);
    await queryClient.invalidateQueries({ queryKey: [FILE_CENTRE_QUERY_KEY] });
  };

  const table = (
    <Table<FileSummary>
      rowKey="id"
      size="middle"
      loading={list.isFetching}
      dataSource={list.data?.files ?? []}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      locale={{ emptyText: t('fileCentre.empty') }}
      columns={[
        {
          title: t('fileCentre.column.name'),
          dataIndex: 'name',
          render: (_value, file) => <Link to={fileDetailPath(file.id)}>{file.name}</Link>,
        },
        {
          title: t('fileCentre.column.size'),
          dataIndex: 'size',
          render: (size: number) => readableSize(size, i18n.language),
        },
        { title: t('fileCentre.column.version'), dataIndex: 'version' },
        { title: t('fileCentre.column.owner'), dataIndex: 'ownerName' },
        {
          title: t('fileCentre.column.access'),
          dataIndex: 'access',
          render: (access: FileSummary['access']) => t(`fileCentre.access.${access}`),
        },
        {
          title: t('fileCentre.column.updated'),
          dataIndex: 'updatedAt',
          render: (at: string) => dateFormat.format(new Date(at)),
        },
        {
          title: t('fileCentre.column.records'),
          dataIndex: 'records',
          render: (records: FileSummary['records']) => (
            <Space size={4} wrap>
              {records.map((record) => (
                <Tag key={record.recordId}>
                  <Link
                    to={recordDetailPath(record.recordId)}
                  >{`${record.objectLabel}: ${record.name}`}</Link>
                </Tag>
              ))}
            </Space>
          ),
        },
      ]}
    />
  );

  return (
    <main className="vela-file-centre" aria-label={t('fileCentre.title')}>
      <Card
        title={
          <Typography.Title level={3} className="vela-file-centre__title">
            {recordId ? t('fileCentre.recordTitle', { name: recordName ?? recordId }) : t('fileCentre.title')}
          </Typography.Title>
        }
        extra={
          <Input.Search
            allowClear
            aria-label={t('fileCentre.search')}
            placeholder={t('fileCentre.search')}
            onSearch={setSearch}
            className="vela-file-centre__search"
          />
        }
      >
        <UploadZone limits={limits} onUploaded={uploaded} />
        {list.isError && <Alert type="error" showIcon message={t('fileCentre.notFound')} />}
        {recordId ? (
          table
        ) : (
          <Tabs
            activeKey={scope}
            onChange={(key) => setScope(key as FileListScope)}
            items={SCOPES.map((key) => ({
              key,
              label: t(`fileCentre.scope.${key}`),
              children: key === scope ? table : null,
            }))}
          />
        )}
      </Card>
    </main>
  );
}
