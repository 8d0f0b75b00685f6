import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Progress, Result, Skeleton, Statistic, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { saveFile } from '../profile/index.js';
import {
  cancelImport,
  downloadFailFile,
  fetchImport,
  IMPORT_QUERY_KEY,
  type ImportFailureFormat,
  type ImportView,
  startImport,
  wizardPath,
} from './import-api.js';
import { MissingImport } from './MissingImport.js';

/** Statuses after the run: the counts, the failure file and what to do next are shown. */
const FINISHED: ReadonlySet<ImportView['status']> = new Set([
  'done',
  'failed',
  'cancelled',
  'rollingBack',
  'rolledBack',
  'rollbackFailed',
]);
const RESULT_TITLES: Partial<Record<ImportView['status'], string>> = {
  cancelled: 'importWizard.run.cancelled',
  rollingBack: 'importWizard.status.rollingBack',
  rolledBack: 'importWizard.run.rolledBack',
  rollbackFailed: 'importWizard.status.rollbackFailed',
};

/** How often a running job's progress is asked for. */
const POLL_MS = 700;
const listPath = (view: ImportView) =>
  `/commonObjects/views/table/${encodeURIComponent(view.objectApi)}/${encodeURIComponent(view.objectId)}/${encodeURIComponent(view.prefix)}`;

/** importmodule/step3: the dry run's verdict, the run with its progress, and the counts. */
export function StepRun({ importId }: { importId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const key = [IMPORT_QUERY_KEY, importId];
  const view = useQuery({
    queryKey: key,
    queryFn: () => fetchImport(importId),
    enabled: importId !== '',
    retry: false,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'checking' || status === 'running' ? POLL_MS : false;
    },
  });
  const run = useMutation({
    mutationFn: () => startImport(importId),
    onSuccess: (answer) => client.setQueryData(key, answer),
  });
  const cancel = useMutation({
    mutationFn: () => cancelImport(importId),
    onSuccess: (answer) => client.setQueryData(key, answer),
  });
  const download = useMutation({
    mutationFn: async ({ data, format }: { data: ImportView; format: ImportFailureFormat }) =>
      saveFile(
        await downloadFailFile(importId, format),
        `${data.fileName.replace(/\.[^.]+$/, '')}-failed.${format}`,
      ),
  });

  if (importId === '' || view.isError) return <MissingImport />;
  const data = view.data;
  if (!data) return <Skeleton active />;
  const busy = data.status === 'checking' || data.status === 'running';
  const percent =
    data.progress.total === 0 ? 0 : Math.floor((data.progress.done / data.progress.total) * 100);
  const failedCount = data.status === 'checked' ? (data.dryRun?.failed ?? 0) : data.counts.failed;
  const downloadButton = failedCount > 0 && (
    <>
      <Button
        loading={download.isPending && download.variables?.format === 'csv'}
        onClick={() => download.mutate({ data, format: 'csv' })}
      >
        {t('importWizard.run.download')}
      </Button>
      <Button
        loading={download.isPending && download.variables?.format === 'xlsx'}
        onClick={() => download.mutate({ data, format: 'xlsx' })}
      >
        {t('importWizard.run.downloadXlsx')}
      </Button>
    </>
  );
  const finished = FINISHED.has(data.status);

  return (
    <Card>
      {busy && (
        <section aria-live="polite" className="vela-import__progress">
          <Typography.Text strong>
            {t(data.status === 'checking' ? 'importWizard.run.checking' : 'importWizard.run.running')}
          </Typography.Text>
          <Progress
            percent={percent}
            status="active"
            aria-label={t('importWizard.run.progress', {
              done: data.progress.done,
              total: data.progress.total,
            })}
          />
          <div className="vela-import__progress-row">
            <Typography.Text type="secondary">
              {t('importWizard.run.progress', { done: data.progress.done, total: data.progress.total })}
            </Typography.Text>
            <Button size="small" danger loading={cancel.isPending} onClick={() => cancel.mutate()}>
              {t('importWizard.run.cancel')}
            </Button>
          </div>
        </section>
      )}
      {data.status === 'failed' && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('importWizard.run.jobFailed', { error: data.error })}
        />
      )}
      {data.status === 'checked' && data.dryRun && (
        <Alert
          type={data.dryRun.failed > 0 ? 'warning' : 'success'}
          showIcon
          title={t('importWizard.run.checked', { ok: data.dryRun.ok, failed: data.dryRun.failed })}
        />
      )}
      {finished && data.status !== 'failed' && (
        <Result
          status={data.counts.failed > 0 || data.status !== 'done' ? 'warning' : 'success'}
          title={t(RESULT_TITLES[data.status] ?? 'importWizard.run.done')}
          subTitle={data.status === 'rollbackFailed' ? data.error : undefined}
          extra={
            <div className="vela-import__counts">
              <Statistic title={t('importWizard.run.created')} value={data.counts.created} />
              <Statistic title={t('importWizard.run.updated')} value={data.counts.updated} />
              <Statistic title={t('importWizard.run.failed')} value={data.counts.failed} />
            </div>
          }
        />
      )}
      {!busy && data.failures.length > 0 && (
        <section aria-labelledby="vela-import-failures">
          <Typography.Title level={5} id="vela-import-failures">
            {t('importWizard.run.failures')}
          </Typography.Title>
          <Table
            size="small"
            rowKey="row"
            dataSource={data.failures}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            columns={[
              { title: t('importWizard.run.row'), dataIndex: 'row', key: 'row', width: 80 },
              { title: t('importWizard.run.reason'), dataIndex: 'reason', key: 'reason' },
            ]}
          />
        </section>
      )}
      <div className="vela-import__actions">
        {data.status === 'checked' && (
          <>
            <Button onClick={() => void navigate(wizardPath('step2', importId))}>
              {t('importWizard.run.remap')}
            </Button>
            {downloadButton}
            <Button
              type="primary"
              disabled={(data.dryRun?.ok ?? 0) === 0}
              loading={run.isPending}
              onClick={() => run.mutate()}
            >
              {t('importWizard.run.start', { count: data.dryRun?.ok ?? 0 })}
            </Button>
          </>
        )}
        {finished && (
          <>
            {downloadButton}
            <Link to={listPath(data)}>{t('importWizard.run.openList', { object: data.objectLabel })}</Link>
            <Button type="primary" onClick={() => void navigate(wizardPath('step1'))}>
              {t('importWizard.run.again')}
            </Button>
          </>
        )}
      </div>
      {data.status === 'checked' && (data.dryRun?.ok ?? 0) === 0 && (
        <Alert type="error" showIcon title={t('importWizard.run.nothingToImport')} />
      )}
    </Card>
  );
}
