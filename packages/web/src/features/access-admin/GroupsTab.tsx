import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, message, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACCESS_QUERY_KEYS,
  listGroups,
  listRoles,
  listUsers,
  type PublicGroup,
  saveGroup,
} from './access-api.js';
import { groupOptions } from './group-options.js';

interface GroupForm {
  name: string;
  members: string[];
}

/** Public groups: sharing rules and manual shares open records to them; members are users, roles or other groups. */
export function GroupsTab() {
  const { t } = useTranslation();
  const [toast, toastHolder] = message.useMessage();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<GroupForm>();
  const [editing, setEditing] = useState<string | null>(null);
  const groups = useQuery({ queryKey: ACCESS_QUERY_KEYS.groups, queryFn: listGroups });
  const roles = useQuery({ queryKey: ACCESS_QUERY_KEYS.roles, queryFn: listRoles });
  const users = useQuery({ queryKey: ACCESS_QUERY_KEYS.users, queryFn: listUsers });
  // Partner accounts are shared with directly, never through a group.
  const members = groupOptions(roles.data ?? [], groups.data ?? [], users.data ?? [], (kind, name) =>
    t(`accessAdmin.member.${kind}`, { name }),
  ).filter((option) => !option.value.startsWith('partner:') && option.value !== `group:${editing}`);
  const labelOf = (member: string) => members.find((option) => option.value === member)?.label ?? member;
  const save = useMutation({
    mutationFn: (values: GroupForm) => saveGroup({ ...(editing ? { id: editing } : {}), ...values }),
    onSuccess: () => {
      form.resetFields();
      setEditing(null);
      void queryClient.invalidateQueries({ queryKey: ['access'] });
      void toast.success(t('accessAdmin.groups.saved'));
    },
  });
  const edit = (group: PublicGroup) => {
    setEditing(group.id);
    form.setFieldsValue({ name: group.name, members: group.members });
  };
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      {toastHolder}
      <Card size="small" title={t('accessAdmin.groups.title')}>
        <Table<PublicGroup>
          rowKey="id"
          size="small"
          loading={groups.isPending}
          dataSource={groups.data ?? []}
          pagination={false}
          locale={{ emptyText: t('accessAdmin.groups.none') }}
          columns={[
            { title: t('accessAdmin.name'), dataIndex: 'name' },
            {
              title: t('accessAdmin.groups.members'),
              dataIndex: 'members',
              render: (list: string[]) => list.map(labelOf).join('; '),
            },
            {
              title: '',
              key: 'edit',
              render: (_: unknown, group) => (
                <Button size="small" type="link" onClick={() => edit(group)}>
                  {t('accessAdmin.edit')}
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <Card size="small" title={editing ? t('accessAdmin.groups.change') : t('accessAdmin.groups.add')}>
        <Form<GroupForm>
          form={form}
          layout="vertical"
          style={{ maxWidth: 640 }}
          initialValues={{ members: [] }}
          onFinish={(values) => save.mutate(values)}
        >
          <Form.Item
            name="name"
            label={t('accessAdmin.name')}
            rules={[{ required: true, message: t('accessAdmin.groups.nameRequired') }]}
          >
            <Input />
          </Form.Item>
          <Form.Item name="members" label={t('accessAdmin.groups.members')}>
            <Select mode="multiple" showSearch optionFilterProp="label" options={members} />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('accessAdmin.groups.save')}
            </Button>
            {editing ? (
              <Button
                onClick={() => {
                  setEditing(null);
                  form.resetFields();
                }}
              >
                {t('accessAdmin.cancel')}
              </Button>
            ) : null}
          </Space>
        </Form>
      </Card>
    </Space>
  );
}
