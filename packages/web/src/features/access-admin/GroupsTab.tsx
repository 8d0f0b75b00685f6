import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, message, Select, Space, Table } from 'antd';
import { useState } from 'react';
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
  const [toast, toastHolder] = message.useMessage();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<GroupForm>();
  const [editing, setEditing] = useState<string | null>(null);
  const groups = useQuery({ queryKey: ACCESS_QUERY_KEYS.groups, queryFn: listGroups });
  const roles = useQuery({ queryKey: ACCESS_QUERY_KEYS.roles, queryFn: listRoles });
  const users = useQuery({ queryKey: ACCESS_QUERY_KEYS.users, queryFn: listUsers });
  // Partner accounts are shared with directly, never through a group.
  const members = groupOptions(roles.data ?? [], groups.data ?? [], users.data ?? []).filter(
    (option) => !option.value.startsWith('partner:') && option.value !== `group:${editing}`,
  );
  const labelOf = (member: string) => members.find((option) => option.value === member)?.label ?? member;
  const save = useMutation({
    mutationFn: (values: GroupForm) => saveGroup({ ...(editing ? { id: editing } : {}), ...values }),
    onSuccess: () => {
      form.resetFields();
      setEditing(null);
      void queryClient.invalidateQueries({ queryKey: ['access'] });
      void toast.success('Group saved');
    },
  });
  const edit = (group: PublicGroup) => {
    setEditing(group.id);
    form.setFieldsValue({ name: group.name, members: group.members });
  };
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      {toastHolder}
      <Card size="small" title="Public groups">
        <Table<PublicGroup>
          rowKey="id"
          size="small"
          loading={groups.isPending}
          dataSource={groups.data ?? []}
          pagination={false}
          locale={{ emptyText: 'No public groups' }}
          columns={[
            { title: 'Name', dataIndex: 'name' },
            {
              title: 'Members',
              dataIndex: 'members',
              render: (list: string[]) => list.map(labelOf).join('; '),
            },
            {
              title: '',
              key: 'edit',
              render: (_: unknown, group) => (
                <Button size="small" type="link" onClick={() => edit(group)}>
                  Edit
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <Card size="small" title={editing ? 'Change the group' : 'Add a group'}>
        <Form<GroupForm>
          form={form}
          layout="vertical"
          style={{ maxWidth: 640 }}
          initialValues={{ members: [] }}
          onFinish={(values) => save.mutate(values)}
        >
          <Form.Item name="name" label="Name" rules={[{ required: true, message: 'Name the group' }]}>
            <Input />
          </Form.Item>
          <Form.Item name="members" label="Members">
            <Select mode="multiple" showSearch optionFilterProp="label" options={members} />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              Save group
            </Button>
            {editing ? (
              <Button
                onClick={() => {
                  setEditing(null);
                  form.resetFields();
                }}
              >
                Cancel
              </Button>
            ) : null}
          </Space>
        </Form>
      </Card>
    </Space>
  );
}
