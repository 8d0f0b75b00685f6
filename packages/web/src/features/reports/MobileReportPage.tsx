import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  groupsInReadingOrder,
  type ReportResult,
  reportRecordCountHeading,
  reportSummaryHeading,
} from '@vela/core';
import { Alert, Button, Card, Empty, Skeleton, Space, Typography } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { numberFormat } from '../../i18n/index.js';
import { chartPoints } from './chart-data.js';
import { fetchReport, REPORTS_QUERY_KEY, reportPath, runSavedReport } from './reports-api.js';
import './reports.css';

const ReportChart = lazy(() => import('./ReportChart.js'));

type Row = ReportResult['rows'][number];

/** One card's lines: a label and its value as text. */
function CardLines({ lines }: { lines: ReadonlyArray<[string, string]> }) {
  return (
    <dl className="vela-mobile-report__lines">
      {lines.map(([label, value], index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a line is its position on the card
        <div key={index} className="vela-mobile-report__line">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * appReport/{type}/{reportId}: a saved report run as the person for a phone — a compact header (name,
 * record count, refresh), the chart, then each row (tabular) or each innermost group (summary, matrix) as
 * a card, one under another, with the same rows and fields the desktop report shows them.
 */
export default function MobileReportPage() {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const reportId = params.reportId ?? '';
  const [pageIndex, setPageIndex] = useState(1);
  const saved = useQuery({
    queryKey: [REPORTS_QUERY_KEY, 'report', reportId],
    queryFn: () => fetchReport(reportId),
    enabled: reportId !== '',
  });
  const run = useQuery({
    queryKey: [REPORTS_QUERY_KEY, 'mobileRun', reportId, pageIndex],
    queryFn: () => runSavedReport(reportId, pageIndex),
    enabled: reportId !== '',
  });
  const format = useMemo(() => {
    const formatter = numberFormat(i18n.language, { maximumFractionDigits: 2 });
    return (value: number) => formatter.format(value);
  }, [i18n.language]);
  const result = run.data;
  const emptyLabel = t('reports.emptyValue');
  const points = useMemo(() => (result ? chartPoints(result, emptyLabel) : []), [result, emptyLabel]);
  if (reportId === '')
    return <Alert type="info" showIcon title={t('reports.mobile.choose')} className="vela-mobile-report" />;
  if (saved.isError || run.isError)
    return (
      <Alert
        type="warning"
        showIcon
        className="vela-mobile-report"
        title={(saved.error ?? run.error)?.message ?? t('reports.mobile.failed')}
      />
    );
  const text = (value: unknown) =>
    value === null || value === undefined || value === ''
      ? ''
      : typeof value === 'number'
        ? format(value)
        : typeof value === 'boolean'
          ? value
            ? t('common.yes')
            : t('common.no')
          : String(value);
  const measureOf = (measure: number) => {
    if (!result || measure < 0) return reportRecordCountHeading(i18n.language);
    const summary = result.summaries[measure];
    if (!summary) return '';
    return summary.fn === 'formula'
      ? summary.label
      : reportSummaryHeading(i18n.language, summary.fn, summary.label);
  };
  const rowCard = (row: Row) => (
    <Card
      key={row.id}
      size="small"
      className="vela-mobile-report__card"
      title={text(row.name)}
      role="article"
    >
      <CardLines
        lines={(result?.columns ?? [])
          .filter((column) => column.apiName !== 'name')
          .map((column) => [column.label, text(row[`${column.apiName}ccname`] || row[column.apiName])])}
      />
    </Card>
  );
  const leaves = result
    ? groupsInReadingOrder(result.groups).filter((group) => group.by.length === result.groupings.length)
    : [];
  return (
    <div className="vela-mobile-report">
      <header className="vela-mobile-report__header">
        <div className="vela-mobile-report__title">
          <Typography.Title level={4} style={{ margin: 0 }} ellipsis>
            {saved.data?.name ?? <Skeleton.Input active size="small" />}
          </Typography.Title>
          <Typography.Text type="secondary">
            {result?.total ? t('reports.mobile.count', { count: result.total.count }) : result?.objectLabel}
          </Typography.Text>
        </div>
        <Space>
          {saved.data && (
            <Link to={reportPath(saved.data.objectApi, reportId)}>{t('reports.mobile.fullReport')}</Link>
          )}
          <Button
            icon={<ReloadOutlined />}
            aria-label={t('reports.mobile.refresh')}
            loading={run.isFetching}
            onClick={() => void run.refetch()}
          />
        </Space>
      </header>
      {!result ? (
        <Skeleton active />
      ) : (
        <div aria-live="polite">
          {result.chart && result.groups.length > 0 && (
            <Suspense fallback={<div className="vela-report__chart vela-mobile-report__chart" />}>
              <div className="vela-mobile-report__chart">
                <ReportChart
                  type={result.chart.type}
                  points={points}
                  measureLabel={measureOf(result.chart.measure)}
                  xLabel={measureOf(result.chart.xMeasure ?? -1)}
                  label={`${t(`reports.chart.${result.chart.type}`)}: ${measureOf(result.chart.measure)}`}
                  format={format}
                />
              </div>
            </Suspense>
          )}
          {result.format === 'tabular' ? (
            result.rows.length === 0 ? (
              <Empty description={t('reports.mobile.noRows')} />
            ) : (
              result.rows.map(rowCard)
            )
          ) : leaves.length === 0 ? (
            <Empty description={t('reports.mobile.noRows')} />
          ) : (
            leaves.map((group) => (
              <Card
                key={group.keys.join('\u0000')}
                size="small"
                role="article"
                className="vela-mobile-report__card"
                title={group.keys
                  .map((key, index) => (key === null ? emptyLabel : group.labels[index]))
                  .join(' · ')}
              >
                <CardLines
                  lines={[
                    [reportRecordCountHeading(i18n.language), format(group.count)],
                    ...group.values.map((value, index): [string, string] => [measureOf(index), text(value)]),
                  ]}
                />
              </Card>
            ))
          )}
          {result.format === 'tabular' && (pageIndex > 1 || result.hasMore) && (
            <Space className="vela-mobile-report__pager">
              <Button disabled={pageIndex === 1} onClick={() => setPageIndex(pageIndex - 1)}>
                {t('reports.mobile.previous')}
              </Button>
              <Button disabled={!result.hasMore} onClick={() => setPageIndex(pageIndex + 1)}>
                {t('reports.mobile.next')}
              </Button>
            </Space>
          )}
        </div>
      )}
    </div>
  );
}
