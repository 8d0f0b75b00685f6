import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HomeComponentCard } from './HomeComponentCard.js';
import { HomeEditor } from './HomeEditor.js';
import {
  fetchHomePage,
  HOME_QUERY_KEY,
  type HomeComponent,
  type HomePage,
  savePersonalPage,
} from './home-api.js';
import './dashboards.css';

/**
 * The Home tab's page (homePageObject): the user's personal page, else their role's, else the standard
 * one, with Personalise to make it their own and a way back to the role's page. Where no page applies the
 * Home tab shows nothing of it (showEmpty: the personal page's own route, where one is started).
 */
export default function HomePageComponents({
  showEmpty = false,
  initial,
}: {
  showEmpty?: boolean;
  initial?: HomePage;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const page = useQuery({
    queryKey: [HOME_QUERY_KEY, 'mine'],
    queryFn: fetchHomePage,
    retry: false,
    ...(initial ? { initialData: initial } : {}),
  });
  const [draft, setDraft] = useState<HomeComponent[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [opened, setOpened] = useState(false);
  const data = page.data;
  if (!data || (data.source === 'none' && !showEmpty)) return null;

  const save = async (components: HomeComponent[] | null) => {
    try {
      setError(null);
      queryClient.setQueryData([HOME_QUERY_KEY, 'mine'], await savePersonalPage(components));
      setDraft(null);
      setOpened(false);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };
  return (
    <section className="vela-home-page" aria-labelledby="vela-home-page-title">
      <div className="vela-home-page__header">
        <Typography.Title id="vela-home-page-title" level={4} className="vela-dashboard__title">
          {data.source === 'none' ? t('dashboards.home.title') : data.name}
        </Typography.Title>
        <Space>
          {data.source === 'role' && (
            <Typography.Text type="secondary">{t('dashboards.home.fromRole')}</Typography.Text>
          )}
          <Button
            onClick={() => {
              setDraft(data.components);
              setOpened(true);
            }}
          >
            {t('dashboards.home.personalise')}
          </Button>
          {data.source === 'personal' && (
            <Button onClick={() => void save(null)}>{t('dashboards.home.useRolePage')}</Button>
          )}
        </Space>
      </div>
      <div className="vela-home-page__grid">
        {data.components.map((component) => (
          <HomeComponentCard key={component.id} component={component} />
        ))}
      </div>
      <Modal
        open={opened}
        width={760}
        title={t('dashboards.home.personalise')}
        okText={t('dashboards.save')}
        cancelText={t('common.cancel')}
        onOk={() => void save(draft ?? [])}
        onCancel={() => {
          setOpened(false);
          setDraft(null);
        }}
      >
        {error && <Alert type="error" showIcon title={error} className="vela-dashboard__error" />}
        <HomeEditor components={draft ?? []} onChange={setDraft} />
      </Modal>
    </section>
  );
}
