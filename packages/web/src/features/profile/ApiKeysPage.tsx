import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Modal, Popconfirm, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProfileFrame } from './ProfileFrame.js';
import {
  type ApiKeyRow,
  type CreatedApiKey,
  createApiKey,
  listApiKeys,
  PROFILE_QUERY_KEYS,
  revokeApiKey,
} from './profile-api.js';
import { TableEmptyState } from './TableEmptyState.js';
import { useDateTimeFormat } from './useDateTimeFormat.js';

/** profileSetting/apiKeys: create (the key is shown once), list, revoke. */
export default function ApiKeysPage() {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ name: string }>();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey>();
  const [copied, setCopied] = useState(false);
  const keys = useQuery({ queryKey: PROFILE_QUERY_KEYS.apiKeys, queryFn: listApiKeys });
  const refresh = () => queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEYS.apiKeys });
  const create = useMutation({
    mutationFn: createApiKey,
    onSuccess: (key) => {
      setCreating(false);
      form.resetFields();
      setCopied(false);
      setCreated(key);
      void refresh();
    },
  });
  const revoke = useMutation({ mutationFn: revokeApiKey, onSuccess: () => void refresh() });

  const copyKey = async () => {
    if (!created) return;
    await navigator.clipboard?.writeText(created.key);
    setCopied(true);
  };

  return (
    <ProfileFrame active="apiKeys">
      <Card
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t('profile.apiKeys.create')}
          </Button>
        }
      >
        <Typography.Paragraph type="secondary">{t('profile.apiKeys.intro')}</Typography.Paragraph>
        <Table<ApiKeyRow>
          rowKey="id"
          loading={keys.isPending}
          dataSource={keys.data ?? []}
          pagination={false}
          locale={{
            emptyText: (
              <TableEmptyState
                failed={keys.isError}
                onRetry={() => void keys.refetch()}
                emptyText={t('profile.apiKeys.empty')}
              />
            ),
          }}
          columns={[
            { title: t('profile.apiKeys.name'), dataIndex: 'name' },
            {
              title: t('profile.apiKeys.prefix'),
              dataIndex: 'keyPrefix',
              render: (value: string) => <code>{value}…</code>,
            },
            {
              title: t('profile.apiKeys.createdAt'),
              dataIndex: 'createdAt',
              render: formatTime,
              className: 'vela-profile__nowrap',
            },
            {
              title: t('profile.apiKeys.lastUsedAt'),
              dataIndex: 'lastUsedAt',
              className: 'vela-profile__nowrap',
              render: (value: string | null) => (value ? formatTime(value) : t('common.never')),
            },
            {
              title: t('common.actions'),
              key: 'actions',
              render: (_value, row) => (
                <Popconfirm
                  title={t('profile.apiKeys.revokeConfirm', { name: row.name })}
                  okText={t('profile.apiKeys.revoke')}
                  cancelText={t('common.cancel')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => revoke.mutateAsync(row.id)}
                >
                  <Button danger size="small" aria-label={`${t('profile.apiKeys.revoke')}: ${row.name}`}>
                    {t('profile.apiKeys.revoke')}
                  </Button>
                </Popconfirm>
              ),
            },
          ]}
        />
      </Card>

      <Modal
        open={creating}
        title={t('profile.apiKeys.create')}
        okText={t('profile.apiKeys.create')}
        cancelText={t('common.cancel')}
        confirmLoading={create.isPending}
        onOk={() => form.submit()}
        onCancel={() => setCreating(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={({ name }) => create.mutate(name.trim())}>
          <Form.Item
            label={t('profile.apiKeys.name')}
            name="name"
            rules={[
              { required: true, whitespace: true, message: t('profile.apiKeys.nameRequired') },
              { max: 100 },
            ]}
          >
            <Input autoFocus maxLength={100} />
          </Form.Item>
        </Form>
      </Modal>

      <Modal
        open={Boolean(created)}
        title={created?.name}
        onCancel={() => setCreated(undefined)}
        destroyOnHidden
        footer={
          <Button type="primary" onClick={() => setCreated(undefined)}>
            {t('common.close')}
          </Button>
        }
      >
        {/* The secret leaves the page the moment the dialog closes, animation or not. */}
        {created && (
          <>
            <Alert
              type="warning"
              showIcon
              title={t('profile.apiKeys.created')}
              style={{ marginBottom: 16 }}
            />
            <Space.Compact style={{ width: '100%' }}>
              <Input readOnly value={created.key} aria-label={t('profile.apiKeys.prefix')} />
              <Button onClick={() => void copyKey()} aria-label={t('profile.apiKeys.copyKey')}>
                {copied ? t('common.copied') : t('common.copy')}
              </Button>
            </Space.Compact>
          </>
        )}
      </Modal>
    </ProfileFrame>
  );
}
