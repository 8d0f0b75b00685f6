import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PASSWORD_MIN_LENGTH } from '@vela/core';
import { Button, Card, Form, Input, message, Result, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  type ExternalUsers,
  enableExternalUser,
  fetchExternalUsers,
  setExternalUserActive,
} from './partner-api.js';

interface NewPartnerUser {
  name: string;
  email: string;
  password: string;
}

/** commonObjects/externalUsers/{id}/{prefix}/{objectApi}: an administrator manages the partner users of an account. */
export default function ExternalUsersPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const [toast, toastHolder] = message.useMessage();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<NewPartnerUser>();
  const key = ['externalUsers', id];
  const users = useQuery({ queryKey: key, queryFn: () => fetchExternalUsers(id), retry: false });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: key });
  const enable = useMutation({
    mutationFn: (values: NewPartnerUser) => enableExternalUser({ recordId: id, ...values }),
    onSuccess: () => {
      form.resetFields();
      refresh();
      void toast.success(t('partnerUsers.added'));
    },
  });
  const toggle = useMutation({
    mutationFn: ({ userId, active }: { userId: string; active: boolean }) =>
      setExternalUserActive(userId, active),
    onSuccess: refresh,
  });
  if (users.isError)
    return (
      <Result
        status="warning"
        title={t('partnerUsers.cannotShow')}
        subTitle={t('partnerUsers.cannotShowWhy')}
      />
    );
  const record = users.data?.record;
  return (
    <main aria-labelledby="vela-external-title" style={{ padding: '8px 24px' }}>
      {toastHolder}
      <Typography.Title id="vela-external-title" level={2} style={{ marginTop: 8 }}>
        {record ? t('partnerUsers.titleOf', { name: record.name }) : t('partnerUsers.title')}
      </Typography.Title>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Card size="small" loading={users.isPending}>
          <Table<ExternalUsers['users'][number]>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={users.data?.users ?? []}
            locale={{ emptyText: t('partnerUsers.none') }}
            columns={[
              { title: t('accessAdmin.name'), dataIndex: 'name' },
              { title: t('accessAdmin.email'), dataIndex: 'email' },
              {
                title: t('accessAdmin.status'),
                dataIndex: 'isActive',
                render: (active: boolean) =>
                  active ? (
                    <Tag color="green">{t('accessAdmin.active')}</Tag>
                  ) : (
                    <Tag>{t('accessAdmin.inactive')}</Tag>
                  ),
              },
              {
                title: '',
                key: 'toggle',
                render: (_: unknown, user) => (
                  <Button
                    size="small"
                    onClick={() => toggle.mutate({ userId: user.id, active: !user.isActive })}
                  >
                    {user.isActive ? t('partnerUsers.deactivate') : t('partnerUsers.activate')}
                  </Button>
                ),
              },
            ]}
          />
        </Card>
        <Card size="small" title={t('partnerUsers.add')}>
          <Form<NewPartnerUser> form={form} layout="inline" onFinish={(values) => enable.mutate(values)}>
            <Form.Item
              name="name"
              label={t('accessAdmin.name')}
              rules={[{ required: true, message: t('partnerUsers.nameRequired') }]}
            >
              <Input />
            </Form.Item>
            <Form.Item
              name="email"
              label={t('accessAdmin.email')}
              rules={[{ required: true, type: 'email', message: t('partnerUsers.emailRequired') }]}
            >
              <Input />
            </Form.Item>
            <Form.Item
              name="password"
              label={t('partnerUsers.firstPassword')}
              rules={[
                {
                  required: true,
                  min: PASSWORD_MIN_LENGTH,
                  message: t('partnerUsers.passwordLength', { count: PASSWORD_MIN_LENGTH }),
                },
              ]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={enable.isPending}>
              {t('partnerUsers.addButton')}
            </Button>
          </Form>
        </Card>
      </Space>
    </main>
  );
}
