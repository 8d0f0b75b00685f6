import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PASSWORD_MIN_LENGTH } from '@vela/core';
import { Button, Card, Form, Input, message, Result, Space, Table, Tag, Typography } from 'antd';
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
      void toast.success('Partner user added; they choose a new password at first sign-in');
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
        title="External users cannot be shown"
        subTitle="The record does not exist, or only a system administrator may manage its partner users."
      />
    );
  const record = users.data?.record;
  return (
    <main aria-labelledby="vela-external-title" style={{ padding: '8px 24px' }}>
      {toastHolder}
      <Typography.Title id="vela-external-title" level={2} style={{ marginTop: 8 }}>
        External users{record ? ` of ${record.name}` : ''}
      </Typography.Title>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Card size="small" loading={users.isPending}>
          <Table<ExternalUsers['users'][number]>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={users.data?.users ?? []}
            locale={{ emptyText: 'No partner users yet' }}
            columns={[
              { title: 'Name', dataIndex: 'name' },
              { title: 'E-mail', dataIndex: 'email' },
              {
                title: 'Status',
                dataIndex: 'isActive',
                render: (active: boolean) => (active ? <Tag color="green">Active</Tag> : <Tag>Inactive</Tag>),
              },
              {
                title: '',
                key: 'toggle',
                render: (_: unknown, user) => (
                  <Button
                    size="small"
                    onClick={() => toggle.mutate({ userId: user.id, active: !user.isActive })}
                  >
                    {user.isActive ? 'Deactivate' : 'Activate'}
                  </Button>
                ),
              },
            ]}
          />
        </Card>
        <Card size="small" title="Add a partner user">
          <Form<NewPartnerUser> form={form} layout="inline" onFinish={(values) => enable.mutate(values)}>
            <Form.Item name="name" label="Name" rules={[{ required: true, message: 'Give a name' }]}>
              <Input />
            </Form.Item>
            <Form.Item
              name="email"
              label="E-mail"
              rules={[{ required: true, type: 'email', message: 'Give an e-mail address' }]}
            >
              <Input />
            </Form.Item>
            <Form.Item
              name="password"
              label="First password"
              rules={[
                {
                  required: true,
                  min: PASSWORD_MIN_LENGTH,
                  message: `At least ${PASSWORD_MIN_LENGTH} characters`,
                },
              ]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={enable.isPending}>
              Add partner user
            </Button>
          </Form>
        </Card>
      </Space>
    </main>
  );
}
