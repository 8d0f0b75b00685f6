import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ManagedApp } from '@vela/core';
import { Alert, Button, Form, Modal, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SetupFrame } from '../SetupGuard.js';
import { appDetailPath } from '../settings-catalogue.js';
import { fetchProfiles, reasonOf } from '../setup-api.js';
import '../setup.css';
import { AppPropertiesForm, type AppValues, NEW_APP_VALUES, propertiesOf } from './AppPropertiesForm.js';
import { APPS_QUERY_KEY, fetchManagedApps, saveManagedApp } from './app-api.js';

/** setuppage/appManager (issue 18): every app, its labels, audience and state; a new app. */
export default function AppManagerPage() {
  const { t } = useTranslation();
  return (
    <SetupFrame trail={[{ title: t('setup.apps.title') }]}>
      <AppList />
    </SetupFrame>
  );
}

function AppList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const [form] = Form.useForm<AppValues>();
  const apps = useQuery({ queryKey: [APPS_QUERY_KEY], queryFn: fetchManagedApps });
  const profiles = useQuery({ queryKey: [APPS_QUERY_KEY, 'profiles'], queryFn: fetchProfiles });
  const profileName = (id: string) => profiles.data?.find((profile) => profile.id === id)?.name ?? id;

  const create = async () => {
    const values = await form.validateFields();
    setSaving(true);
    setError(undefined);
    try {
      const made = await saveManagedApp({ app: propertiesOf(values) });
      await queryClient.invalidateQueries({ queryKey: [APPS_QUERY_KEY] });
      setCreating(false);
      navigate(appDetailPath(made.id));
    } catch (failure) {
      setError(reasonOf(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('setup.apps.title')}
        </Typography.Title>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => {
            setError(undefined);
            setCreating(true);
          }}
        >
          {t('setup.apps.new')}
        </Button>
      </Space>
      <Table<ManagedApp>
        style={{ marginTop: 16 }}
        rowKey="id"
        size="middle"
        loading={apps.isLoading}
        dataSource={apps.data ?? []}
        pagination={false}
        columns={[
          {
            title: t('setup.apps.name'),
            dataIndex: 'name',
            render: (name: string, app) => (
              <Space>
                <span
                  aria-hidden
                  style={{
                    display: 'inline-block',
                    width: 12,
                    height: 12,
                    borderRadius: 3,
                    background: app.bgcolor,
                  }}
                />
                <Link to={appDetailPath(app.id)}>{name}</Link>
              </Space>
            ),
          },
          {
            title: t('setup.apps.labels'),
            dataIndex: 'labels',
            render: (labels: Record<string, string>) =>
              Object.entries(labels)
                .map(([language, text]) => `${language}: ${text}`)
                .join(', '),
          },
          {
            title: t('setup.apps.audience'),
            dataIndex: 'partnerVisible',
            render: (partner: boolean) =>
              partner ? t('setup.apps.audience.partner') : t('setup.apps.audience.staff'),
          },
          {
            title: t('setup.apps.profiles'),
            dataIndex: 'profileIds',
            render: (ids: string[]) =>
              ids.length ? ids.map(profileName).join(', ') : t('setup.apps.allProfiles'),
          },
          {
            title: t('setup.apps.navigation'),
            dataIndex: 'navigationStyle',
            render: (style: string) =>
              t(style === 'console' ? 'setup.apps.navigation.console' : 'setup.apps.navigation.horizontal'),
          },
          {
            title: t('setup.apps.state'),
            dataIndex: 'appState',
            render: (state: number, app) => (
              <Space size={4}>
                <Tag color={state === 1 ? 'green' : 'default'}>
                  {state === 1 ? t('setup.apps.active') : t('setup.apps.inactive')}
                </Tag>
                {app.isDefault && <Tag color="blue">{t('setup.apps.default')}</Tag>}
              </Space>
            ),
          },
          { title: t('setup.apps.items'), dataIndex: 'itemCount', width: 110 },
        ]}
      />
      <Modal
        open={creating}
        title={t('setup.apps.new')}
        okText={t('setup.apps.create')}
        cancelText={t('setup.apps.cancel')}
        confirmLoading={saving}
        onOk={() => void create()}
        onCancel={() => setCreating(false)}
        destroyOnHidden
      >
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
        <AppPropertiesForm form={form} profiles={profiles.data ?? []} initialValues={NEW_APP_VALUES} />
      </Modal>
    </>
  );
}
