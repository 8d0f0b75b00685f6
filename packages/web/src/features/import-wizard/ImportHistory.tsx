import { useQuery } from '@tanstack/react-query';
import { Alert, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fetchImportHistory, IMPORT_QUERY_KEY, wizardPath } from './import-api.js';

/** The person's latest imports, each leading back to where it stands. */
export function ImportHistory() {
  const { t, i18n } = useTranslation();
  const history = useQuery({ queryKey: [IMPORT_QUERY_KEY, 'history'], queryFn: fetchImportHistory });
  if (history.isError) return <Alert type="error" showIcon title={t('common.loadFailed')} />;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
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
        ]}
      />
    </section>
  );
}
