import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Popconfirm, Progress, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  fetchImportHistory,
  IMPORT_QUERY_KEY,
  type ImportSummary,
  rollbackImport,
  wizardPath,
} from './import-api.js';

/** How often the history is asked for again while a rollback runs. */
const POLL_MS = 1000;

/** The person's latest imports, each leading back to where it stands, with a rollback for the finished ones. */
export function ImportHistory() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const key = [IMPORT_QUERY_KEY, 'history'];
  const history = useQuery({
    queryKey: key,
    queryFn: fetchImportHistory,
    refetchInterval: (query) =>
      (query.state.data ?? []).some((entry) => entry.status === 'rollingBack') ? POLL_MS : false,
  });
  const rollback = useMutation({
    mutationFn: (entry: ImportSummary) => rollbackImport(entry.id),
    onSuccess: (answer) =>
      client.setQueryData<ImportSummary[]>(key, (entries) =>
        (entries ?? []).map((entry) => (entry.id === answer.id ? answer : entry)),
      ),
  });
  if (history.isError) return <Alert type="error" showIcon title={t('common.loadFailed')} />;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const rollbackCell = (entry: ImportSummary) => {
    if (entry.rollback && entry.status === 'rollingBack') {
      const { done, total } = entry.rollback;
      const label = t('importWizard.rollback.progress', { done, total });
      return (
        <div aria-live="polite">
          <Progress
            size="small"
            percent={total === 0 ? 0 : Math.floor((done / total) * 100)}
            status="active"
            aria-label={label}
          />
          <Typography.Text type="secondary">{label}</Typography.Text>
        </div>
      );
    }
    if (entry.rollback && entry.status === 'rollbackFailed') {
      const { done, total, failed } = entry.rollback;
      const putBack = done - failed;
      return (
        <div className="vela-import__rollback-failed">
          <Typography.Text type="danger" role="alert">
            {t('importWizard.rollback.failed', {
              reason: entry.error,
              done: putBack,
              total,
              left: total - putBack,
            })}
          </Typography.Text>
          {entry.canRollBack && rollbackButton(entry, 'retry')}
        </div>
      );
    }
    if (entry.rollback)
      return (
        <Typography.Text type={entry.rollback.failed > 0 ? 'warning' : 'secondary'}>
          {t('importWizard.rollback.done', {
            done: entry.rollback.done - entry.rollback.failed,
            failed: entry.rollback.failed,
          })}
        </Typography.Text>
      );
    if (!entry.canRollBack) return null;
    return rollbackButton(entry, 'first');
  };
  /** The rollback's button with its confirm; a failed rollback's is "try again" (it goes on with the rest). */
  const rollbackButton = (entry: ImportSummary, attempt: 'first' | 'retry') => {
    const action = attempt === 'retry' ? t('importWizard.rollback.retry') : t('importWizard.rollback.action');
    return (
      <Popconfirm
        title={t('importWizard.rollback.confirmTitle', { file: entry.fileName })}
        description={t('importWizard.rollback.confirm')}
        okText={action}
        okButtonProps={{ danger: true }}
        cancelText={t('importWizard.rollback.keep')}
        onConfirm={() => rollback.mutateAsync(entry).catch(() => undefined)}
      >
        <Button
          size="small"
          danger
          loading={rollback.isPending && rollback.variables?.id === entry.id}
          aria-label={t(
            attempt === 'retry' ? 'importWizard.rollback.retryLabel' : 'importWizard.rollback.label',
            {
              file: entry.fileName,
            },
          )}
        >
          {action}
        </Button>
      </Popconfirm>
    );
  };
  return (
    <section aria-labelledby="vela-import-history" className="vela-import__history">
      <Typography.Title level={5} id="vela-import-history">
        {t('importWizard.history.title')}
      </Typography.Title>
      <Table
        size="small"
        rowKey="id"
        loading={history.isLoading}
        dataSource={history.data ?? []}
        pagination={false}
        locale={{ emptyText: t('importWizard.history.none') }}
        columns={[
          {
            title: t('importWizard.history.file'),
            key: 'file',
            render: (_value, entry) => (
              <Link to={wizardPath(entry.status === 'uploaded' ? 'step2' : 'step3', entry.id)}>
                {entry.fileName}
              </Link>
            ),
          },
          { title: t('importWizard.object'), dataIndex: 'objectLabel', key: 'object' },
          {
            title: t('importWizard.history.status'),
            key: 'status',
            render: (_value, entry) => t(`importWizard.status.${entry.status}`),
          },
          { title: t('importWizard.rows'), dataIndex: 'rowCount', key: 'rows' },
          { title: t('importWizard.run.created'), dataIndex: ['counts', 'created'], key: 'created' },
          { title: t('importWizard.run.updated'), dataIndex: ['counts', 'updated'], key: 'updated' },
          { title: t('importWizard.run.failed'), dataIndex: ['counts', 'failed'], key: 'failed' },
          {
            title: t('importWizard.history.when'),
            key: 'when',
            render: (_value, entry) => when.format(new Date(entry.createdAt)),
          },
          {
            title: t('importWizard.rollback.column'),
            key: 'rollback',
            width: 200,
            render: (_value, entry) => rollbackCell(entry),
          },
        ]}
      />
    </section>
  );
}
