import { CloseOutlined, HolderOutlined } from '@ant-design/icons';
import { Alert, Button, Table, Tag, Tooltip, Typography } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardComponent, DashboardComponentResult } from './dashboards-api.js';
import { chartDrawing, headline, measureLabel, type Segment, segments } from './tile-data.js';

const DashboardChart = lazy(() => import('./DashboardChart.js'));

/** One component of the grid: its report's result drawn as a chart, a table, a metric or a gauge. */
export function DashboardTile(props: {
  component: DashboardComponent;
  run: DashboardComponentResult | undefined;
  editing: boolean;
  format: (n: number) => string;
  onSegment: (segment: Segment) => void;
  onRemove: () => void;
}) {
  const { component, run, editing, format, onSegment, onRemove } = props;
  const { t } = useTranslation();
  const title = component.title || run?.reportName || t('dashboards.component');
  const result = run?.result ?? null;
  const parts = useMemo(() => (result ? segments(result, t('dashboards.empty')) : []), [result, t]);
  const measure = result ? measureLabel(result, t('dashboards.records')) : '';
  const drawn = useMemo(() => {
    if (!result) return null;
    if (component.kind === 'gauge') {
      const value = headline(result);
      return {
        kind: 'gauge' as const,
        value,
        max: component.gaugeMax ?? Math.max(Math.ceil(value * 1.25), 1),
      };
    }
    return { ...chartDrawing(result, t('dashboards.empty'), t('dashboards.records')), segments: parts };
  }, [result, component.kind, component.gaugeMax, parts, t]);

  const body = () => {
    if (!run) return <Typography.Text type="secondary">{t('dashboards.loading')}</Typography.Text>;
    if (!result) return <Alert type="warning" showIcon title={run.error ?? t('dashboards.runFailed')} />;
    if (component.kind === 'metric')
      return (
        <div className="vela-dashboard__metric">
          <span className="vela-dashboard__metric-value">{format(headline(result))}</span>
          <span className="vela-dashboard__metric-label">{measure}</span>
        </div>
      );
    if (component.kind === 'table')
      return (
        <Table
          size="small"
          pagination={false}
          rowKey={(row) => String(row.key)}
          dataSource={parts}
          columns={[
            {
              title: result.groupings[0]?.label ?? '',
              dataIndex: 'label',
              render: (label: string, segment: Segment) => (
                <Button type="link" size="small" onClick={() => onSegment(segment)}>
                  {label}
                </Button>
              ),
            },
            { title: measure, dataIndex: 'value', align: 'right', render: (value: number) => format(value) },
          ]}
        />
      );
    return (
      <>
        <Suspense fallback={null}>
          {drawn && (
            <DashboardChart
              drawn={drawn}
              label={`${title}: ${measure}`}
              format={format}
              onSegment={onSegment}
            />
          )}
        </Suspense>
        {component.kind === 'chart' && (
          <ul className="vela-dashboard__legend" aria-label={t('dashboards.segments', { name: title })}>
            {parts.map((segment) => (
              <li key={String(segment.key)}>
                <Button size="small" type="text" onClick={() => onSegment(segment)}>
                  {segment.label}: {format(segment.value)}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </>
    );
  };

  return (
    <section className="vela-dashboard__tile" aria-label={title} data-component-id={component.id}>
      <header className="vela-dashboard__tile-head">
        {editing && (
          <span className="vela-dashboard__handle" title={t('dashboards.dragHint')}>
            <HolderOutlined />
          </span>
        )}
        <Typography.Text strong ellipsis className="vela-dashboard__tile-title">
          {title}
        </Typography.Text>
        {run && run.skippedFilters.length > 0 && (
          <Tooltip title={t('dashboards.filtersSkipped')}>
            <Tag>{t('dashboards.unfiltered')}</Tag>
          </Tooltip>
        )}
        {editing && (
          <Button
            size="small"
            type="text"
            icon={<CloseOutlined />}
            aria-label={t('dashboards.removeComponent', { name: title })}
            onClick={onRemove}
          />
        )}
      </header>
      <div className="vela-dashboard__tile-body">{body()}</div>
    </section>
  );
}
