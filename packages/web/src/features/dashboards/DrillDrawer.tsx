import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DASHBOARDS_QUERY_KEY, type DashboardFilter, drillDown, recordDetailPath } from './dashboards-api.js';

export interface DrillTarget {
  componentId: string;
  key: string | null;
  label: string;
}

type Cell = string | number | boolean | null;

/** The records behind a clicked segment, as the component's run reads them, a page at a time. */
export function DrillDrawer(props: {
  dashboardId: string;
  target: DrillTarget | null;
  filters: DashboardFilter[];
  format: (n: number) => string;
  onClose: () => void;
}) {
  const { dashboardId, target, filters, format, onClose } = props;
  const { t } = useTranslation();
  const [pageIndex, setPageIndex] = useState(1);
  const rows = useQuery({
    queryKey: [DASHBOARDS_QUERY_KEY, 'drill', dashboardId, target, filters, pageIndex],
    queryFn: () =>
      drillDown({
        id: dashboardId,
        componentId: target?.componentId ?? '',
        key: target?.key ?? null,
        filters,
        pageIndex,
      }),
    enabled: target !== null,
  });
  const result = rows.data;
  const shown = (result?.columns ?? []).filter((column) => column.apiName !== 'name');
  const cell = (row: Record<string, Cell>, apiName: string) => {
    const lookupName = row[`${apiName}ccname`];
    const value = typeof lookupName === 'string' && lookupName !== '' ? lookupName : row[apiName];
    if (typeof value === 'number') return format(value);
    if (typeof value === 'boolean') return value ? '✓' : '';
    return value ?? '';
  };
  return (
    <Drawer
      open={target !== null}
      size="large"
      title={t('dashboards.drillTitle', { segment: target?.label ?? '', object: result?.objectLabel ?? '' })}
      onClose={() => {
        setPageIndex(1);
        onClose();
      }}
    >
      {rows.error && <Alert type="error" showIcon title={rows.error.message} />}
      <Table
        size="small"
        loading={rows.isFetching}
        rowKey="id"
        pagination={false}
        dataSource={result?.rows ?? []}
        locale={{ emptyText: t('dashboards.noRecords') }}
        columns={[
          {
            title: t('dashboards.recordName'),
            dataIndex: 'name',
            render: (name: Cell, row: { id: string }) => (
              <Link to={recordDetailPath(row.id)}>{String(name ?? row.id)}</Link>
            ),
          },
          ...shown.map((column) => ({
            title: column.label,
            dataIndex: column.apiName,
            render: (_: Cell, row: Record<string, Cell>) => cell(row, column.apiName),
          })),
        ]}
      />
      <Space className="vela-dashboard__pager">
        <Button disabled={pageIndex === 1} onClick={() => setPageIndex(pageIndex - 1)}>
          {t('dashboards.previousPage')}
        </Button>
        <Button disabled={!result?.hasMore} onClick={() => setPageIndex(pageIndex + 1)}>
          {t('dashboards.nextPage')}
        </Button>
      </Space>
    </Drawer>
  );
}
