import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, List, Typography } from 'antd';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { numberFormat } from '../../i18n/index.js';
import { useGlobalStore } from '../../state/index.js';
import { DashboardPreview } from './DashboardPreview.js';
import { DASHBOARDS_QUERY_KEY, dashboardPath, fetchDashboard, recordDetailPath } from './dashboards-api.js';
import {
  fetchListRows,
  fetchMyWeek,
  fetchRecentRows,
  fetchWaitingApprovals,
  HOME_QUERY_KEY,
  type HomeComponent,
  runSavedReport,
} from './home-api.js';
import { chartDrawing, measureLabel } from './tile-data.js';

const DashboardChart = lazy(() => import('./DashboardChart.js'));

function ReportChartCard({ reportId }: { reportId: string }) {
  const { t, i18n } = useTranslation();
  const run = useQuery({
    queryKey: [HOME_QUERY_KEY, 'report', reportId],
    queryFn: () => runSavedReport(reportId),
  });
  const number = useMemo(() => numberFormat(i18n.language, { maximumFractionDigits: 2 }), [i18n.language]);
  const format = useCallback((n: number) => number.format(n), [number]);
  const drawn = useMemo(
    () => (run.data ? chartDrawing(run.data, t('dashboards.empty'), t('dashboards.records')) : null),
    [run.data, t],
  );
  if (run.error) return <Alert type="warning" showIcon title={run.error.message} />;
  if (!drawn || !run.data) return null;
  return (
    <div className="vela-home-page__chart">
      <Suspense fallback={null}>
        <DashboardChart
          drawn={drawn}
          label={measureLabel(run.data, t('dashboards.records'))}
          format={format}
        />
      </Suspense>
    </div>
  );
}

function RowsCard({ objectApi, recent }: { objectApi: string; recent: boolean }) {
  const { t } = useTranslation();
  const rows = useQuery({
    queryKey: [HOME_QUERY_KEY, recent ? 'recent' : 'list', objectApi],
    queryFn: () => (recent ? fetchRecentRows(objectApi) : fetchListRows(objectApi)),
  });
  if (rows.error) return <Alert type="warning" showIcon title={rows.error.message} />;
  return (
    <List
      size="small"
      loading={rows.isLoading}
      locale={{ emptyText: t('dashboards.noRecords') }}
      dataSource={rows.data?.rows ?? []}
      renderItem={(row) => (
        <List.Item>
          <Link to={recordDetailPath(row.id)}>{String(row.name ?? row.id)}</Link>
        </List.Item>
      )}
    />
  );
}

function MyWeekCard() {
  const { t, i18n } = useTranslation();
  const week = useQuery({ queryKey: [HOME_QUERY_KEY, 'week'], queryFn: () => fetchMyWeek(new Date()) });
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <List
      size="small"
      loading={week.isLoading}
      locale={{ emptyText: t('dashboards.home.nothingThisWeek') }}
      dataSource={(week.data?.items ?? []).slice(0, 8)}
      renderItem={(item) => (
        <List.Item>
          <Link to={recordDetailPath(item.id)}>{item.title}</Link>
          <Typography.Text type="secondary">
            {item.allDay ? item.startWall.slice(0, 10) : when.format(new Date(item.startWall))}
          </Typography.Text>
        </List.Item>
      )}
    />
  );
}

function ApprovalsCard() {
  const { t } = useTranslation();
  const waiting = useQuery({ queryKey: [HOME_QUERY_KEY, 'approvals'], queryFn: fetchWaitingApprovals });
  return (
    <List
      size="small"
      loading={waiting.isLoading}
      locale={{ emptyText: t('dashboards.home.noApprovals') }}
      dataSource={waiting.data?.rows ?? []}
      renderItem={(row) => (
        <List.Item>
          <Link to={recordDetailPath(row.recordId)}>{row.recordName}</Link>
          <Typography.Text type="secondary">{row.processName}</Typography.Text>
        </List.Item>
      )}
      footer={
        <Link to="/approvalCenter/approvalList">
          {t('dashboards.home.allApprovals', { count: waiting.data?.total ?? 0 })}
        </Link>
      }
    />
  );
}

/** One component of a home page, titled by what it shows. */
export function HomeComponentCard({ component }: { component: HomeComponent }) {
  const { t } = useTranslation();
  const objects = useGlobalStore((state) => state.objectList);
  const objectLabel =
    objects.find((entry) => entry.objectapi === component.targetId)?.pluralLabel ?? component.targetId;
  const board = useQuery({
    queryKey: [DASHBOARDS_QUERY_KEY, 'one', component.targetId],
    queryFn: () => fetchDashboard(component.targetId),
    enabled: component.kind === 'dashboard',
  });
  const title = board.data?.name ?? t(`dashboards.home.kind.${component.kind}`, { object: objectLabel });
  const body = () => {
    switch (component.kind) {
      case 'dashboard':
        return <DashboardPreview dashboardId={component.targetId} />;
      case 'reportChart':
        return <ReportChartCard reportId={component.targetId} />;
      case 'listView':
        return <RowsCard objectApi={component.targetId} recent={false} />;
      case 'recentRecords':
        return <RowsCard objectApi={component.targetId} recent />;
      case 'myTasks':
        return <MyWeekCard />;
      case 'approvals':
        return <ApprovalsCard />;
      default:
        return <Empty />;
    }
  };
  return (
    <Card
      size="small"
      title={title}
      className={`vela-home-page__card vela-home-page__card--${component.kind}`}
      extra={
        component.kind === 'dashboard' ? (
          <Link to={dashboardPath(component.targetId)}>{t('dashboards.home.open')}</Link>
        ) : null
      }
    >
      {body()}
    </Card>
  );
}
