import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Progress, Radio, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../profile/index.js';
import {
  downloadExport,
  EXPORT_QUERY_KEY,
  type ExportView,
  fetchExportObjects,
  fetchExports,
  startExport,
} from './export-api.js';

/** How often the history is asked again while an export is under way. */
const POLL_MS = 700;
const busy = (entry: ExportView) => entry.status === 'queued' || entry.status === 'running';

/** Export of a whole object (issue 21): choose the object, the format and the fields; follow the job; download. */
export function ExportPanel() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [objectApi, setObjectApi] = useState<string | undefined>();
  const [format, setFormat] = useState<'csv' | 'xlsx'>('xlsx');
  const [fields, setFields] = useState<string[]>([]);
  const objects = useQuery({ queryKey: [EXPORT_QUERY_KEY, 'objects'], queryFn: fetchExportObjects });
  const history = useQuery({
    queryKey: [EXPORT_QUERY_KEY, 'history'],
    queryFn: fetchExports,
    refetchInterval: (query) => ((query.state.data ?? []).some(busy) ? POLL_MS : false),
  });
  const start = useMutation({
    mutationFn: () => startExport({ objectApi: objectApi ?? '', format, fields }),
    onSuccess: () => client.invalidateQueries({ queryKey: [EXPORT_QUERY_KEY, 'history'] }),
  });
  const download = useMutation({
    mutationFn: async (entry: ExportView) => saveFile(await downloadExport(entry.id), entry.fileName),
  });
  const chosen = objects.data?.find((object) => object.objectApi === objectApi);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <Card title={t('importWizard.export.title')} className="vela-import__export">
      <Typography.Paragraph>{t('importWizard.export.intro')}</Typography.Paragraph>
      {objects.isError && <Alert type="error" showIcon title={t('common.loadFailed')} />}
      <Form layout="vertical" onFinish={() => start.mutate()}>
        <Form.Item label={t('importWizard.object')} htmlFor="vela-export-object">
          <Select
            id="vela-export-object"
            showSearch
            optionFilterProp="label"
            placeholder={t('importWizard.objectPlaceholder')}
            loading={objects.isLoading}
            value={objectApi}
            onChange={(value: string) => {
              setObjectApi(value);
              setFields([]);
            }}
            options={(objects.data ?? []).map((object) => ({ value: object.objectApi, label: object.label }))}
          />
        </Form.Item>
        <Form.Item label={t('importWizard.export.format')}>
          <Radio.Group
            value={format}
            onChange={(event) => setFormat(event.target.value as 'csv' | 'xlsx')}
            options={[
              { value: 'xlsx', label: 'Excel (XLSX)' },
              { value: 'csv', label: 'CSV' },
            ]}
          />
        </Form.Item>
        <Form.Item
          label={t('importWizard.export.fields')}
          htmlFor="vela-export-fields"
          extra={t('importWizard.export.allFields')}
        >
          <Select
            id="vela-export-fields"
            mode="multiple"
            allowClear
            disabled={!chosen}
            optionFilterProp="label"
            value={fields}
            onChange={setFields}
            options={(chosen?.fields ?? []).map((field) => ({ value: field.apiName, label: field.label }))}
          />
        </Form.Item>
        {start.isError && <Alert type="error" showIcon title={String(start.error.message)} />}
        <Button type="primary" htmlType="submit" disabled={!chosen} loading={start.isPending}>
          {t('importWizard.export.start')}
        </Button>
      </Form>
      <section aria-labelledby="vela-export-history" className="vela-import__history">
        <Typography.Title level={5} id="vela-export-history">
          {t('importWizard.export.history')}
        </Typography.Title>
        <Table
          size="small"
          rowKey="id"
          loading={history.isLoading}
          dataSource={history.data ?? []}
          pagination={false}
          locale={{ emptyText: t('importWizard.export.none') }}
          columns={[
            { title: t('importWizard.history.file'), dataIndex: 'fileName', key: 'file' },
            { title: t('importWizard.object'), dataIndex: 'objectLabel', key: 'object' },
            {
              title: t('importWizard.history.status'),
              key: 'status',
              render: (_value, entry: ExportView) => {
                if (!busy(entry)) {
                  return entry.status === 'failed'
                    ? `${t('importWizard.export.status.failed')}: ${entry.error}`
                    : t('importWizard.export.status.done', { count: entry.progress.done });
                }
                const total = entry.progress.total ?? 0;
                return (
                  <Progress
                    size="small"
                    status="active"
                    percent={total === 0 ? 0 : Math.floor((entry.progress.done / total) * 100)}
                    aria-label={t('importWizard.run.progress', { done: entry.progress.done, total })}
                  />
                );
              },
            },
            {
              title: t('importWizard.history.when'),
              key: 'when',
              render: (_value, entry: ExportView) => when.format(new Date(entry.createdAt)),
            },
            {
              title: '',
              key: 'download',
              render: (_value, entry: ExportView) =>
                entry.status === 'done' && (
                  <Button
                    size="small"
                    loading={download.isPending && download.variables?.id === entry.id}
                    onClick={() => download.mutate(entry)}
                    aria-label={t('importWizard.export.downloadFile', { file: entry.fileName })}
                  >
                    {t('importWizard.export.download')}
                  </Button>
                ),
            },
          ]}
        />
      </section>
    </Card>
  );
}
