import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportPermissionRow } from '@vela/core';
import { Alert, Switch, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SetupFrame } from '../setup/index.js';
import { fetchReportPermissions, REPORTS_QUERY_KEY, saveReportPermission } from './reports-api.js';

const SWITCHES = ['isenable', 'run', 'export', 'new'] as const;
type SwitchName = (typeof SWITCHES)[number];

/**
 * setuppage/reportPermissions: each report's switches (DECISIONS 15): on at all, run, export, new.
 * A switch saves at once; the server then refuses what is off on every call, saying which.
 */
export default function ReportPermissionsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const queryKey = [REPORTS_QUERY_KEY, 'permissions'];
  const rows = useQuery({ queryKey, queryFn: fetchReportPermissions });
  const save = useMutation({
    mutationFn: saveReportPermission,
    onSuccess: (saved) =>
      queryClient.setQueryData<ReportPermissionRow[]>(queryKey, (before) =>
        before?.map((row) => (row.reportId === saved.reportId ? saved : row)),
      ),
  });
  const toggle = (row: ReportPermissionRow, name: SwitchName, on: boolean) => {
    const { reportId, isenable, run, export: canExport, new: canNew } = row;
    save.mutate({ reportId, isenable, run, export: canExport, new: canNew, [name]: on });
  };
  return (
    <SetupFrame trail={[{ title: t('reports.permissions.title') }]}>
      <Typography.Title level={3}>{t('reports.permissions.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('reports.permissions.intro')}</Typography.Paragraph>
      {save.isError && <Alert type="error" showIcon title={save.error.message} />}
      <Table<ReportPermissionRow>
        rowKey="reportId"
        loading={rows.isLoading}
        dataSource={rows.data ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        columns={[
          { key: 'name', title: t('reports.permissions.report'), dataIndex: 'name' },
          { key: 'folder', title: t('reports.permissions.folder'), dataIndex: 'folder' },
          ...SWITCHES.map((name) => ({
            key: name,
            title: t(`reports.permissions.${name}`),
            render: (_: unknown, row: ReportPermissionRow) => (
              <Switch
                size="small"
                checked={row[name]}
                disabled={name !== 'isenable' && !row.isenable}
                loading={save.isPending && save.variables?.reportId === row.reportId}
                aria-label={`${t(`reports.permissions.${name}`)}: ${row.name}`}
                onChange={(on) => toggle(row, name, on)}
              />
            ),
          })),
        ]}
      />
    </SetupFrame>
  );
}
