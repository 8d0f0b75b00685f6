import { DeleteOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ManagedApp } from '@vela/core';
import { Alert, Button, Card, Form, message, Popconfirm, Skeleton, Space, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { SetupFrame } from '../SetupGuard.js';
import { APP_MANAGER_PATH } from '../settings-catalogue.js';
import { fetchProfiles, fetchSetupObjects, reasonOf } from '../setup-api.js';
import '../setup.css';
import { AppMenuEditor } from './AppMenuEditor.js';
import { AppPropertiesForm, type AppValues, propertiesOf } from './AppPropertiesForm.js';
import { APPS_QUERY_KEY, deleteManagedApp, fetchManagedApp, saveAppMenu, saveManagedApp } from './app-api.js';
import { type DraftItem, draftOf, menuInput, placeOfRefusal } from './app-menu-draft.js';

const valuesOf = (app: ManagedApp): AppValues => ({
  name: app.name,
  labels: app.labels,
  description: app.description,
  bgcolor: app.bgcolor,
  logo: app.logo,
  navigationStyle: app.navigationStyle,
  profileIds: app.profileIds,
  partnerVisible: app.partnerVisible,
  active: app.appState === 1,
  isDefault: app.isDefault,
});

/** setuppage/appManager/:appId (issue 18): an app's properties and its navigation items. */
export default function AppDetailPage() {
  const { t } = useTranslation();
  const { appId = '' } = useParams();
  const detail = useQuery({
    queryKey: [APPS_QUERY_KEY, 'app', appId],
    queryFn: () => fetchManagedApp(appId),
  });
  return (
    <SetupFrame
      trail={[
        { title: t('setup.apps.title'), to: APP_MANAGER_PATH },
        { title: detail.data?.app.name ?? '…' },
      ]}
    >
      {detail.data ? (
        <AppDetail appId={appId} detail={detail.data} />
      ) : detail.isError ? (
        <Alert type="error" showIcon title={reasonOf(detail.error)} />
      ) : (
        <Skeleton active />
      )}
    </SetupFrame>
  );
}

function AppDetail(props: { appId: string; detail: Awaited<ReturnType<typeof fetchManagedApp>> }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [messages, holder] = message.useMessage();
  const [form] = Form.useForm<AppValues>();
  const profiles = useQuery({ queryKey: [APPS_QUERY_KEY, 'profiles'], queryFn: fetchProfiles });
  const objects = useQuery({ queryKey: [APPS_QUERY_KEY, 'objects'], queryFn: fetchSetupObjects });
  const [draft, setDraft] = useState<DraftItem[]>(() => draftOf(props.detail.menu));
  const [dirty, setDirty] = useState(false);
  const [savingApp, setSavingApp] = useState(false);
  const [savingMenu, setSavingMenu] = useState(false);
  const [appRefusal, setAppRefusal] = useState<string>();
  const [menuRefusal, setMenuRefusal] = useState<string>();
  const initialValues = useMemo(() => valuesOf(props.detail.app), [props.detail.app]);
  useEffect(() => form.setFieldsValue(initialValues), [form, initialValues]);

  const choices = {
    objects: (objects.data ?? []).map((object) => ({
      api: object.api,
      label: object.label,
      plural: object.plural,
    })),
    customPages: props.detail.customPages,
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: [APPS_QUERY_KEY] });

  const saveProperties = async () => {
    const values = await form.validateFields();
    setSavingApp(true);
    setAppRefusal(undefined);
    try {
      await saveManagedApp({ appId: props.appId, app: propertiesOf(values, props.detail.app.logo) });
      messages.success(t('setup.apps.saved'));
      await refresh();
    } catch (failure) {
      setAppRefusal(reasonOf(failure));
    } finally {
      setSavingApp(false);
    }
  };

  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const [deleteRefusal, setDeleteRefusal] = useState<string>();
  const deleteApp = async () => {
    setDeleting(true);
    setDeleteRefusal(undefined);
    try {
      await deleteManagedApp(props.appId);
      messages.success(t('setup.apps.deleted', { name: props.detail.app.name }));
      await refresh();
      navigate(APP_MANAGER_PATH);
    } catch (failure) {
      setDeleteRefusal(reasonOf(failure));
    } finally {
      setDeleting(false);
    }
  };

  const saveMenu = async () => {
    setSavingMenu(true);
    setMenuRefusal(undefined);
    try {
      const { menu } = await saveAppMenu({ appId: props.appId, items: menuInput(draft) });
      setDraft(draftOf(menu));
      setDirty(false);
      messages.success(t('setup.apps.saved'));
      await refresh();
    } catch (failure) {
      setMenuRefusal(reasonOf(failure));
    } finally {
      setSavingMenu(false);
    }
  };

  return (
    <>
      {holder}
      <Space align="center" style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={2}>{props.detail.app.name}</Typography.Title>
        <Popconfirm
          title={t('setup.apps.deleteConfirm', { name: props.detail.app.name })}
          okText={t('setup.apps.delete')}
          cancelText={t('setup.apps.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() => deleteApp()}
        >
          <Button danger icon={<DeleteOutlined />} loading={deleting}>
            {t('setup.apps.delete')}
          </Button>
        </Popconfirm>
      </Space>
      {deleteRefusal && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('setup.apps.notDeleted')}
          description={deleteRefusal}
          style={{ marginBottom: 12 }}
        />
      )}
      <Card title={t('setup.apps.menu')} style={{ marginBottom: 16 }}>
        <Typography.Paragraph type="secondary">{t('setup.apps.menuHint')}</Typography.Paragraph>
        {menuRefusal && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={t('setup.apps.notSaved')}
            description={menuRefusal}
            style={{ marginBottom: 12 }}
          />
        )}
        <AppMenuEditor
          items={draft}
          onChange={(items) => {
            setDraft(items);
            setDirty(true);
          }}
          choices={choices}
          invalid={menuRefusal ? placeOfRefusal(menuRefusal) : undefined}
        />
        <Space style={{ marginTop: 12 }}>
          <Button type="primary" loading={savingMenu} onClick={() => void saveMenu()}>
            {t('setup.apps.saveMenu')}
          </Button>
          <Button
            disabled={!dirty}
            onClick={() => {
              setDraft(draftOf(props.detail.menu));
              setDirty(false);
              setMenuRefusal(undefined);
            }}
          >
            {t('setup.apps.discard')}
          </Button>
          {dirty && <Typography.Text type="warning">{t('setup.apps.unsaved')}</Typography.Text>}
        </Space>
      </Card>
      <Card title={t('setup.apps.properties')}>
        {appRefusal && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={t('setup.apps.notSaved')}
            description={appRefusal}
            style={{ marginBottom: 12 }}
          />
        )}
        <AppPropertiesForm form={form} profiles={profiles.data ?? []} initialValues={initialValues} />
        <Button type="primary" loading={savingApp} onClick={() => void saveProperties()}>
          {t('setup.apps.saveProperties')}
        </Button>
      </Card>
    </>
  );
}
