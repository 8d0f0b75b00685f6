import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_COLUMNS } from '@vela/core';
import { Alert } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../i18n/index.js';
import { DashboardTile } from './DashboardTile.js';
import { DrillDrawer, type DrillTarget } from './DrillDrawer.js';
import { DASHBOARDS_QUERY_KEY, fetchDashboard, runDashboard } from './dashboards-api.js';

const ROW_HEIGHT = 56;

/** A dashboard shown on a home page: its tiles where the grid puts them, read-only, segments still open records. */
export function DashboardPreview(props: { dashboardId: string }) {
  const { dashboardId } = props;
  const { t, i18n } = useTranslation();
  const [drill, setDrill] = useState<DrillTarget | null>(null);
  const dashboard = useQuery({
    queryKey: [DASHBOARDS_QUERY_KEY, 'one', dashboardId],
    queryFn: () => fetchDashboard(dashboardId),
  });
  const run = useQuery({
    queryKey: [DASHBOARDS_QUERY_KEY, 'run', dashboardId, []],
    queryFn: () => runDashboard(dashboardId, []),
    enabled: dashboard.isSuccess,
  });
  const number = useMemo(() => numberFormat(i18n.language, { maximumFractionDigits: 2 }), [i18n.language]);
  const format = useCallback((n: number) => number.format(n), [number]);
  if (dashboard.error) return <Alert type="warning" showIcon title={dashboard.error.message} />;
  const runs = new Map((run.data?.components ?? []).map((component) => [component.id, component]));
  return (
    <>
      <div
        className="vela-dashboard__preview"
        style={{ gridTemplateColumns: `repeat(${DASHBOARD_COLUMNS}, 1fr)`, gridAutoRows: ROW_HEIGHT }}
      >
        {(dashboard.data?.components ?? []).map((component) => (
          <div
            key={component.id}
            style={{
              gridColumn: `${component.x + 1} / span ${component.w}`,
              gridRow: `${component.y + 1} / span ${component.h}`,
            }}
          >
            <DashboardTile
              component={component}
              run={runs.get(component.id)}
              editing={false}
              format={format}
              onSegment={(segment) =>
                setDrill({ componentId: component.id, key: segment.key, label: segment.label })
              }
              onRemove={() => {}}
            />
          </div>
        ))}
      </div>
      {run.error && <Alert type="warning" showIcon title={t('dashboards.runFailed')} />}
      <DrillDrawer
        dashboardId={dashboardId}
        target={drill}
        filters={[]}
        format={format}
        onClose={() => setDrill(null)}
      />
    </>
  );
}
