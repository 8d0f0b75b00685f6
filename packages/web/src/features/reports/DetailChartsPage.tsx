import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Modal, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DetailChartDialog } from './DetailChartDialog.js';
import {
  DETAIL_CHARTS_QUERY_KEY,
  type DetailChart,
  deleteDetailChart,
  fetchDetailCharts,
} from './detail-charts-api.js';
import { reportPath } from './reports-api.js';

/**
 * Setup pages reportChart and detailsPageChart (S1-R-202, S1-R-203): the report charts that record detail
 * pages show, each object's in order. Each viewer's chart counts only the rows they may read.
 */
export default function DetailChartsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const charts = useQuery({ queryKey: [DETAIL_CHARTS_QUERY_KEY, 'all'], queryFn: () => fetchDetailCharts() });
  const [editing, setEditing] = useState<DetailChart | 'new' | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [DETAIL_CHARTS_QUERY_KEY] });
  const remove = (chart: DetailChart) =>
    Modal.confirm({
      title: t('reports.detailCharts.deleteTitle', { name: chart.label || chart.reportName }),
      okText: t('reports.delete'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await deleteDetailChart(chart.id);
        refresh();
      },
    });
  return (
    <div className="vela-report-types">
      <Space style={{ marginBottom: 12 }} wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('reports.detailCharts.title')}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('reports.detailCharts.new')}
        </Button>
      </Space>
      <Typography.Paragraph type="secondary">{t('reports.detailCharts.intro')}</Typography.Paragraph>
      {charts.isError && <Alert type="error" showIcon title={charts.error.message} />}
      <Table<DetailChart>
        rowKey="id"
        loading={charts.isLoading}
        dataSource={charts.data?.charts ?? []}
        locale={{ emptyText: t('reports.detailCharts.empty') }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        columns={[
          { key: 'object', title: t('reports.detailCharts.object'), dataIndex: 'objectLabel' },
          { key: 'position', title: t('reports.detailCharts.position'), dataIndex: 'position' },
          {
            key: 'heading',
            title: t('reports.detailCharts.heading'),
            render: (_: unknown, chart) => chart.label || chart.reportName,
          },
          {
            key: 'report',
            title: t('reports.detailCharts.report'),
            render: (_: unknown, chart) =>
              chart.reportName ? (
                <Link to={reportPath(chart.reportObjectApi, chart.reportId)}>{chart.reportName}</Link>
              ) : (
                <Typography.Text type="warning">{t('reports.detailCharts.reportGone')}</Typography.Text>
              ),
          },
          { key: 'lookup', title: t('reports.detailCharts.lookup'), dataIndex: 'linkLabel' },
          {
            key: 'actions',
            title: t('reports.types.actions'),
            render: (_: unknown, chart) => (
              <Space>
                <Button
                  size="small"
                  aria-label={t('reports.detailCharts.editNamed', { name: chart.label || chart.reportName })}
                  onClick={() => setEditing(chart)}
                >
                  {t('reports.types.edit')}
                </Button>
                <Button
                  size="small"
                  danger
                  aria-label={t('reports.detailCharts.deleteTitle', {
                    name: chart.label || chart.reportName,
                  })}
                  onClick={() => remove(chart)}
                >
                  {t('reports.delete')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {editing && (
        <DetailChartDialog
          editing={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refresh();
          }}
        />
      )}
    </div>
  );
}
