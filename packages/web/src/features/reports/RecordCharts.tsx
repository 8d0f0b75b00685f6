import { useQuery } from '@tanstack/react-query';
import { reportRecordCountHeading, reportSummaryHeading } from '@vela/core';
import { Alert, Card, Empty, Skeleton } from 'antd';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../i18n/index.js';
import { chartPoints } from './chart-data.js';
import './reports.css';
import {
  DETAIL_CHARTS_QUERY_KEY,
  type DetailChart,
  fetchDetailCharts,
  runDetailChart,
} from './detail-charts-api.js';

const ReportChart = lazy(() => import('./ReportChart.js'));

/** One chart on a record's page: its report run as the viewer, over the rows whose lookup is this record. */
function RecordChartCard({ chart, recordId }: { chart: DetailChart; recordId: string }) {
  const { t, i18n } = useTranslation();
  const run = useQuery({
    queryKey: [DETAIL_CHARTS_QUERY_KEY, 'run', chart.id, recordId],
    queryFn: () => runDetailChart(chart.id, recordId),
  });
  const format = useMemo(() => {
    const formatter = numberFormat(i18n.language, { maximumFractionDigits: 2 });
    return (value: number) => formatter.format(value);
  }, [i18n.language]);
  const emptyLabel = t('reports.emptyValue');
  const result = run.data;
  const points = useMemo(() => (result ? chartPoints(result, emptyLabel) : []), [result, emptyLabel]);
  const measureOf = (measure: number) => {
    if (!result || measure < 0) return reportRecordCountHeading(i18n.language);
    const summary = result.summaries[measure];
    if (!summary) return '';
    return summary.fn === 'formula'
      ? summary.label
      : reportSummaryHeading(i18n.language, summary.fn, summary.label);
  };
  let body: ReactNode;
  if (run.isError) body = <Alert type="warning" showIcon title={run.error.message} />;
  else if (!result) body = <Skeleton active />;
  else if (!result.chart || result.groups.length === 0)
    body = <Empty description={t('reports.detailCharts.noRows')} />;
  else
    body = (
      <Suspense fallback={<div className="vela-report__chart" />}>
        <ReportChart
          type={result.chart.type}
          points={points}
          measureLabel={measureOf(result.chart.measure)}
          xLabel={measureOf(result.chart.xMeasure ?? -1)}
          label={`${chart.label || chart.reportName}: ${measureOf(result.chart.measure)}`}
          format={format}
        />
      </Suspense>
    );
  return (
    <Card size="small" title={chart.label || chart.reportName} className="vela-record-charts__card">
      {body}
    </Card>
  );
}

/**
 * The record detail page's Charts tab (setup pages reportChart and detailsPageChart): shown only when the
 * object has charts the viewer may run.
 */
export function useRecordChartsTab(
  objectApi: string | undefined,
  recordId: string,
): { key: string; label: string; children: ReactNode } | null {
  const { t } = useTranslation();
  const charts = useQuery({
    queryKey: [DETAIL_CHARTS_QUERY_KEY, 'object', objectApi],
    queryFn: () => fetchDetailCharts(objectApi),
    enabled: Boolean(objectApi),
    staleTime: 60_000,
  });
  const shown = charts.data?.charts ?? [];
  if (shown.length === 0) return null;
  return {
    key: 'charts',
    label: t('reports.detailCharts.tab'),
    children: (
      <div className="vela-record-charts">
        {shown.map((chart) => (
          <RecordChartCard key={chart.id} chart={chart} recordId={recordId} />
        ))}
      </div>
    ),
  };
}
