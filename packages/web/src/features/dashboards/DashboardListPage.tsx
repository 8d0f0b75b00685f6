import { MailOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Input, List, Modal, message, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SubscriptionDrawer } from '../reports/index.js';
import { DashboardShareDialog } from './DashboardShareDialog.js';
import {
  DASHBOARDS_QUERY_KEY,
  type DashboardInfo,
  dashboardPath,
  deleteDashboard,
  fetchDashboardList,
  saveDashboard,
} from './dashboards-api.js';
import { type DashboardSettings, SettingsDialog } from './SettingsDialog.js';
import './dashboards.css';

const NEW_DASHBOARD: DashboardSettings = { name: '', folder: '', isPublic: false, runningUserId: null };

/** dashboardObject/dashBoardList: the dashboards the user may open, grouped by folder, searched by name or folder. */
export default function DashboardListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [modal, modalHolder] = Modal.useModal();
  const [messages, messageHolder] = message.useMessage();
  const [keyword, setKeyword] = useState('');
  const [creating, setCreating] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [sharing, setSharing] = useState<DashboardInfo | null>(null);
  const [subscriptions, setSubscriptions] = useState(false);
  const list = useQuery({
    queryKey: [DASHBOARDS_QUERY_KEY, 'list', keyword],
    queryFn: () => fetchDashboardList(keyword),
    placeholderData: (previous) => previous,
  });
  const folders = useMemo(() => {
    const grouped = new Map<string, DashboardInfo[]>();
    for (const dashboard of list.data?.dashboards ?? [])
      grouped.set(dashboard.folder, [...(grouped.get(dashboard.folder) ?? []), dashboard]);
    return [...grouped.entries()];
  }, [list.data]);

  const create = async (settings: DashboardSettings) => {
    try {
      const saved = await saveDashboard({ ...settings, components: [] });
      setCreating(false);
      await queryClient.invalidateQueries({ queryKey: [DASHBOARDS_QUERY_KEY, 'list'] });
      void navigate(`${dashboardPath(saved.id)}?edit=1`);
    } catch (error) {
      setSaveError(error instanceof Error ? error.message : String(error));
    }
  };
  const confirmDelete = (dashboard: DashboardInfo) =>
    void modal.confirm({
      title: t('dashboards.deleteTitle', { name: dashboard.name }),
      okText: t('dashboards.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        await deleteDashboard(dashboard.id);
        void messages.success(t('dashboards.deleted', { name: dashboard.name }));
        await queryClient.invalidateQueries({ queryKey: [DASHBOARDS_QUERY_KEY, 'list'] });
      },
    });

  return (
    <main className="vela-dashboard__page" aria-labelledby="vela-dashboards-title">
      {modalHolder}
      {messageHolder}
      <div className="vela-dashboard__header">
        <Typography.Title id="vela-dashboards-title" level={3} className="vela-dashboard__title">
          {t('dashboards.title')}
        </Typography.Title>
        <div className="vela-dashboard__actions">
          <Input.Search
            allowClear
            className="vela-dashboard__search"
            placeholder={t('dashboards.search')}
            aria-label={t('dashboards.search')}
            onSearch={setKeyword}
          />
          <Button icon={<MailOutlined />} onClick={() => setSubscriptions(true)}>
            {t('dashboards.mySubscriptions')}
          </Button>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => {
              setSaveError(null);
              setCreating(true);
            }}
          >
            {t('dashboards.new')}
          </Button>
        </div>
      </div>
      {folders.length === 0 && !list.isLoading && <Empty description={t('dashboards.none')} />}
      {folders.map(([folder, dashboards]) => (
        <section
          key={folder}
          className="vela-dashboard__folder"
          aria-label={folder || t('dashboards.unfiled')}
        >
          <Typography.Title level={5}>{folder || t('dashboards.unfiled')}</Typography.Title>
          <List
            bordered
            dataSource={dashboards}
            renderItem={(dashboard) => (
              <List.Item
                actions={
                  dashboard.access === 'manage'
                    ? [
                        <Button
                          key="share"
                          type="link"
                          aria-label={t('dashboards.shareOf', { name: dashboard.name })}
                          onClick={() => setSharing(dashboard)}
                        >
                          {t('dashboards.share')}
                        </Button>,
                        <Button key="delete" type="link" danger onClick={() => confirmDelete(dashboard)}>
                          {t('dashboards.delete')}
                        </Button>,
                      ]
                    : []
                }
              >
                <List.Item.Meta
                  title={<Link to={dashboardPath(dashboard.id)}>{dashboard.name}</Link>}
                  description={t('dashboards.summary', {
                    count: dashboard.componentCount,
                    owner: dashboard.ownerName,
                    sharing: dashboard.isPublic
                      ? t('dashboards.public')
                      : dashboard.shareCount > 0
                        ? t('dashboards.sharedWith', { count: dashboard.shareCount })
                        : t('dashboards.private'),
                  })}
                />
              </List.Item>
            )}
          />
        </section>
      ))}
      <SettingsDialog
        open={creating}
        title={t('dashboards.new')}
        initial={NEW_DASHBOARD}
        error={saveError}
        mayChooseRunningUser={false}
        onSave={(settings) => void create(settings)}
        onClose={() => setCreating(false)}
      />
      {sharing && (
        <DashboardShareDialog
          dashboard={sharing}
          onClose={(saved) => {
            setSharing(null);
            if (saved) {
              void messages.success(t('reports.sharesSaved', { name: sharing.name }));
              void queryClient.invalidateQueries({ queryKey: [DASHBOARDS_QUERY_KEY, 'list'] });
            }
          }}
        />
      )}
      <SubscriptionDrawer open={subscriptions} onClose={() => setSubscriptions(false)} />
    </main>
  );
}
