import { useTranslation } from 'react-i18next';
import { ShareDialog } from '../reports/index.js';
import {
  DASHBOARDS_QUERY_KEY,
  type DashboardInfo,
  fetchDashboardShares,
  saveDashboardShares,
} from './dashboards-api.js';

/** Shares a dashboard with users, roles and public groups, to view it or also to edit it (its owner or an administrator). */
export function DashboardShareDialog(props: {
  dashboard: Pick<DashboardInfo, 'id' | 'name'>;
  onClose: (saved: boolean) => void;
}) {
  const { t } = useTranslation();
  const { id, name } = props.dashboard;
  return (
    <ShareDialog
      title={t('dashboards.shareTitle', { name })}
      queryKey={[DASHBOARDS_QUERY_KEY, 'shares', id]}
      load={() => fetchDashboardShares(id)}
      save={(shares) => saveDashboardShares(id, shares)}
      onClose={props.onClose}
    />
  );
}
