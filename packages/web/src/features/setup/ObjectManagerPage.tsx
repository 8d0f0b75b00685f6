import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SetupObject } from '@vela/core';
import { Button, Form, Input, Modal, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { featureFlags, ObjectForm, type ObjectFormValues } from './ObjectForm.js';
import { SetupFrame } from './SetupGuard.js';
import { objectDetailPath } from './settings-catalogue.js';
import { createObject, fetchSetupObjects, reasonOf, SETUP_QUERY_KEY } from './setup-api.js';
import './setup.css';

/** setuppage/objectManager: every object, standard and custom, searched by label or API name; new custom objects. */
export default function ObjectManagerPage() {
  const { t } = useTranslation();
  return (
    <SetupFrame trail={[{ title: t('setup.objects.title') }]}>
      <ObjectList />
    </SetupFrame>
  );
}

function ObjectList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<ObjectFormValues>();
  const objects = useQuery({ queryKey: [SETUP_QUERY_KEY, 'objects'], queryFn: fetchSetupObjects });
  const words = typed.trim().toLowerCase();
  const shown = (objects.data ?? []).filter(
    (object) => !words || `${object.label} ${object.api} ${object.plural}`.toLowerCase().includes(words),
  );

  const create = async (values: ObjectFormValues) => {
    setSaving(true);
    setError(undefined);
    try {
      const { objId } = await createObject({
        api: values.api,
        label: values.label,
        plural: values.plural,
        icon: values.icon,
        labels: values.labels,
        pluralLabels: values.pluralLabels,
        features: featureFlags(values.features),
      });
      await queryClient.invalidateQueries({ queryKey: [SETUP_QUERY_KEY] });
      setCreating(false);
      navigate(`${objectDetailPath(objId)}?tab=fields`);
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
          {t('setup.objects.title')}
        </Typography.Title>
        <Space>
          <Input.Search
            allowClear
            placeholder={t('setup.objects.search')}
            aria-label={t('setup.objects.search')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            style={{ width: 260 }}
          />
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => {
              form.resetFields();
              form.setFieldsValue({
                icon: 'appstore',
                features: ['activities', 'files', 'history'],
                labels: {},
                pluralLabels: {},
              });
              setError(undefined);
              setCreating(true);
            }}
          >
            {t('setup.objects.new')}
          </Button>
        </Space>
      </Space>
      <Table<SetupObject>
        style={{ marginTop: 16 }}
        rowKey="id"
        size="middle"
        loading={objects.isLoading}
        dataSource={shown}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        columns={[
          {
            title: t('setup.objects.label'),
            dataIndex: 'label',
            sorter: (a, b) => a.label.localeCompare(b.label),
            render: (label: string, object) => <Link to={objectDetailPath(object.id)}>{label}</Link>,
          },
          { title: t('setup.objects.api'), dataIndex: 'api' },
          { title: t('setup.objects.prefix'), dataIndex: 'prefix', width: 90 },
          {
            title: t('setup.objects.type'),
            dataIndex: 'isCustom',
            width: 120,
            filters: [
              { text: t('setup.objects.custom'), value: true },
              { text: t('setup.objects.standard'), value: false },
            ],
            onFilter: (value, object) => object.isCustom === value,
            render: (isCustom: boolean) =>
              isCustom ? (
                <Tag color="blue">{t('setup.objects.custom')}</Tag>
              ) : (
                <Tag>{t('setup.objects.standard')}</Tag>
              ),
          },
          { title: t('setup.objects.fields'), dataIndex: 'fieldCount', width: 90, align: 'right' },
        ]}
      />
      <Modal
        open={creating}
        title={t('setup.objects.new')}
        okText={t('setup.create')}
        cancelText={t('setup.cancel')}
        confirmLoading={saving}
        onOk={() => form.submit()}
        onCancel={() => setCreating(false)}
        destroyOnHidden
      >
        <ObjectForm form={form} isNew error={error} onFinish={create} />
      </Modal>
    </>
  );
}
