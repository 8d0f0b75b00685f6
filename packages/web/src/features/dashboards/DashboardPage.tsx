import {
  EditOutlined,
  MailOutlined,
  PlusOutlined,
  ReloadOutlined,
  SettingOutlined,
  ShareAltOutlined,
} from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DASHBOARD_COLUMNS, mayAdministerAccess } from '@vela/core';
import { Alert, Button, Empty, Space, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import ReactGridLayout, { type Layout, useContainerWidth } from 'react-grid-layout';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import 'react-grid-layout/css/styles.css';
import { numberFormat } from '../../i18n/index.js';
import { useGlobalStore } from '../../state/index.js';
import { DashboardSubscribeDialog } from '../reports/index.js';
import { ComponentDialog, type NewComponent } from './ComponentDialog.js';
import { DashboardFilterBar } from './DashboardFilterBar.js';
import { DashboardShareDialog } from './DashboardShareDialog.js';
import { DashboardTile } from './DashboardTile.js';
import { DrillDrawer, type DrillTarget } from './DrillDrawer.js';
import { setDashboardConditions, useDashboardConditions } from './dashboard-conditions.js';
import {
  DASHBOARDS_QUERY_KEY,
  type Dashboard,
  type DashboardComponent,
  dashboardListPath,
  fetchDashboard,
  runDashboard,
  saveDashboard,
  saveLayout,
} from './dashboards-api.js';
import { type DashboardSettings, SettingsDialog } from './SettingsDialog.js';
import './dashboards.css';

const ROW_HEIGHT = 56;

/** Where a new component goes: below everything, full width halves. */
function nextBox(components: readonly DashboardComponent[]) {
  const bottom = components.reduce((lowest, c) => Math.max(lowest, c.y + c.h), 0);
  return { x: 0, y: bottom, w: DASHBOARD_COLUMNS / 2, h: 5 };
}

/** dashboardObject/dashboardIndex/{dashboardid}: the grid of components, its filters, refresh and drill-down. */
export default function DashboardPage() {
  const { dashboardid = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const profileId = useGlobalStore((state) => state.userInfo?.profileId ?? '');
  const filters = useDashboardConditions(dashboardid);
  const editing = search.get('edit') === '1';
  const [adding, setAdding] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [subscribing, setSubscribing] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [drill, setDrill] = useState<DrillTarget | null>(null);
  const { width, containerRef, mounted } = useContainerWidth();
  const dashboardKey = [DASHBOARDS_QUERY_KEY, 'one', dashboardid];
  const dashboard = useQuery({ queryKey: dashboardKey, queryFn: () => fetchDashboard(dashboardid) });
  const run = useQuery({
    queryKey: [DASHBOARDS_QUERY_KEY, 'run', dashboardid, filters],
    queryFn: () => runDashboard(dashboardid, filters),
    enabled: dashboard.isSuccess,
    placeholderData: (previous) => previous,
  });
  const number = useMemo(() => numberFormat(i18n.language, { maximumFractionDigits: 2 }), [i18n.language]);
  const format = useCallback((n: number) => number.format(n), [number]);
  const data = dashboard.data;
  const components = data?.components ?? [];
  const runs = new Map((run.data?.components ?? []).map((component) => [component.id, component]));
  const objectApis = useMemo(
    () => [...new Set((run.data?.components ?? []).flatMap((c) => (c.result ? [c.result.objectApi] : [])))],
    [run.data],
  );
  const layout: Layout = components.map((c) => ({ i: c.id, x: c.x, y: c.y, w: c.w, h: c.h }));

  const store = (next: Dashboard) => queryClient.setQueryData(dashboardKey, next);
  const save = async (changes: Partial<DashboardSettings> & { components?: DashboardComponent[] }) => {
    if (!data) return;
    try {
      setSaveError(null);
      store(
        await saveDashboard({
          id: data.id,
          name: data.name,
          folder: data.folder,
          isPublic: data.isPublic,
          runningUserId: data.runningUserId,
          components: data.components,
          ...changes,
        }),
      );
      setSettingsOpen(false);
      await queryClient.invalidateQueries({ queryKey: [DASHBOARDS_QUERY_KEY, 'run', dashboardid] });
    } catch (error) {
      setSaveError(error instanceof Error ? error.message : String(error));
    }
  };
  /** A drag or a resize is saved at once: reopening the dashboard shows it where it was left. */
  const keepLayout = (next: Layout) => {
    if (!data) return;
    const moved = next.filter((item) => {
      const was = components.find((c) => c.id === item.i);
      return was && (was.x !== item.x || was.y !== item.y || was.w !== item.w || was.h !== item.h);
    });
    if (moved.length === 0) return;
    const boxes = next.map((item) => ({ id: item.i, x: item.x, y: item.y, w: item.w, h: item.h }));
    store({ ...data, components: components.map((c) => ({ ...c, ...boxes.find((b) => b.id === c.id) })) });
    void saveLayout(data.id, boxes).then(store);
  };
  const add = (component: NewComponent) => {
    setAdding(false);
    const id = `c${Date.now().toString(36)}`;
    void save({ components: [...components, { ...component, id, ...nextBox(components) }] });
  };

  if (dashboard.error)
    return (
      <main className="vela-dashboard__page">
        <Alert type="error" showIcon title={dashboard.error.message} />
        <Link to={dashboardListPath()}>{t('dashboards.backToList')}</Link>
      </main>
    );
  return (
    <main className="vela-dashboard__page" aria-labelledby="vela-dashboard-title">
      <div className="vela-dashboard__header">
        <div>
          <Link to={dashboardListPath()}>{t('dashboards.title')}</Link>
          <Typography.Title id="vela-dashboard-title" level={3} className="vela-dashboard__title">
            {data?.name ?? ''}
          </Typography.Title>
          {run.data && (
            <Typography.Text type="secondary">
              {data?.runningUserId
                ? t('dashboards.ranAsFixed', { name: run.data.ranAs.name })
                : t('dashboards.ranAsViewer')}
            </Typography.Text>
          )}
        </div>
        <Space wrap>
          <Button icon={<ReloadOutlined />} loading={run.isFetching} onClick={() => void run.refetch()}>
            {t('dashboards.refresh')}
          </Button>
          {data && (
            <Button icon={<MailOutlined />} onClick={() => setSubscribing(true)}>
              {t('dashboards.subscribe')}
            </Button>
          )}
          {data?.access === 'manage' && (
            <Button icon={<ShareAltOutlined />} onClick={() => setSharing(true)}>
              {t('dashboards.share')}
            </Button>
          )}
          {data?.canEdit && (
            <>
              <Button
                icon={<EditOutlined />}
                type={editing ? 'primary' : 'default'}
                aria-pressed={editing}
                onClick={() => setSearch(editing ? {} : { edit: '1' }, { replace: true })}
              >
                {t(editing ? 'dashboards.done' : 'dashboards.edit')}
              </Button>
              {editing && (
                <>
                  <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
                    {t('dashboards.addComponent')}
                  </Button>
                  <Button
                    icon={<SettingOutlined />}
                    onClick={() => {
                      setSaveError(null);
                      setSettingsOpen(true);
                    }}
                  >
                    {t('dashboards.settings')}
                  </Button>
                </>
              )}
            </>
          )}
        </Space>
      </div>
      {saveError && !settingsOpen && (
        <Alert type="error" showIcon title={saveError} className="vela-dashboard__error" />
      )}
      <DashboardFilterBar
        objectApis={objectApis}
        filters={filters}
        onChange={(next) => setDashboardConditions(dashboardid, next)}
      />
      {editing && <Typography.Paragraph type="secondary">{t('dashboards.dragHint')}</Typography.Paragraph>}
      {data && components.length === 0 && <Empty description={t('dashboards.noComponents')} />}
      <div ref={containerRef} className="vela-dashboard__grid">
        {mounted && data && (
          <ReactGridLayout
            width={width}
            layout={layout}
            gridConfig={{ cols: DASHBOARD_COLUMNS, rowHeight: ROW_HEIGHT, margin: [12, 12] }}
            dragConfig={{ enabled: editing, handle: '.vela-dashboard__handle' }}
            resizeConfig={{ enabled: editing }}
            onDragStop={keepLayout}
            onResizeStop={keepLayout}
          >
            {components.map((component) => (
              <div key={component.id}>
                <DashboardTile
                  component={component}
                  run={runs.get(component.id)}
                  editing={editing}
                  format={format}
                  onSegment={(segment) =>
                    setDrill({ componentId: component.id, key: segment.key, label: segment.label })
                  }
                  onRemove={() => void save({ components: components.filter((c) => c.id !== component.id) })}
                />
              </div>
            ))}
          </ReactGridLayout>
        )}
      </div>
      <ComponentDialog open={adding} onAdd={add} onClose={() => setAdding(false)} />
      {data && (
        <SettingsDialog
          open={settingsOpen}
          title={t('dashboards.settings')}
          initial={{
            name: data.name,
            folder: data.folder,
            isPublic: data.isPublic,
            runningUserId: data.runningUserId,
          }}
          error={saveError}
          mayChooseRunningUser={mayAdministerAccess(profileId)}
          mayShare={data.access === 'manage'}
          onSave={(settings) => void save(settings)}
          onClose={() => setSettingsOpen(false)}
        />
      )}
      {data && subscribing && (
        <DashboardSubscribeDialog dashboard={data} onClose={() => setSubscribing(false)} />
      )}
      {data && sharing && (
        <DashboardShareDialog
          dashboard={data}
          onClose={(saved) => {
            setSharing(false);
            if (saved) void queryClient.invalidateQueries({ queryKey: [DASHBOARDS_QUERY_KEY] });
          }}
        />
      )}
      <DrillDrawer
        dashboardId={dashboardid}
        target={drill}
        filters={filters}
        format={format}
        onClose={() => setDrill(null)}
      />
    </main>
  );
}
