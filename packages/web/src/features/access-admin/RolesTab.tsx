import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, message, Popconfirm, Select, Space, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree/index.js';
import { ACCESS_QUERY_KEYS, type AdminRole, deleteRole, listRoles, saveRole } from './access-api.js';

interface RoleForm {
  name: string;
  parentRoleId?: string;
  subordinateAccess: 'read' | 'edit';
}

function treeOf(
  roles: readonly AdminRole[],
  parent: string | null,
  remove: (role: AdminRole) => void,
): DataNode[] {
  return roles
    .filter((role) => role.parentRoleId === parent)
    .map((role) => ({
      key: role.id,
      title: (
        <Space>
          <Typography.Text strong>{role.name}</Typography.Text>
          <Typography.Text type="secondary">
            {role.users.map((user) => user.name).join(', ') || 'no users'} ·{' '}
            {role.subordinateAccess === 'edit' ? 'edits' : 'reads'} records below
          </Typography.Text>
          <Popconfirm title={`Delete the role ${role.name}?`} onConfirm={() => remove(role)}>
            <Button size="small" type="link" danger>
              Delete
            </Button>
          </Popconfirm>
        </Space>
      ),
      children: treeOf(roles, role.id, remove),
    }));
}

/** The role hierarchy: managers reach the records of the roles below theirs. */
export function RolesTab() {
  const [toast, toastHolder] = message.useMessage();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<RoleForm>();
  const roles = useQuery({ queryKey: ACCESS_QUERY_KEYS.roles, queryFn: listRoles });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['access'] });
  const create = useMutation({
    mutationFn: (values: RoleForm) =>
      saveRole({
        name: values.name,
        parentRoleId: values.parentRoleId ?? null,
        subordinateAccess: values.subordinateAccess,
      }),
    onSuccess: () => {
      form.resetFields();
      refresh();
      void toast.success('Role added');
    },
  });
  const remove = useMutation({ mutationFn: (role: AdminRole) => deleteRole(role.id), onSuccess: refresh });
  const list = roles.data ?? [];
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      {toastHolder}
      <Card size="small" title="Hierarchy" loading={roles.isPending}>
        <Tree
          defaultExpandAll
          selectable={false}
          treeData={treeOf(list, null, (role) => remove.mutate(role))}
          key={list.length}
        />
      </Card>
      <Card size="small" title="Add a role">
        <Form<RoleForm>
          form={form}
          layout="inline"
          initialValues={{ subordinateAccess: 'edit' }}
          onFinish={(values) => create.mutate(values)}
        >
          <Form.Item name="name" label="Name" rules={[{ required: true, message: 'Name the role' }]}>
            <Input />
          </Form.Item>
          <Form.Item name="parentRoleId" label="Reports to">
            <Select
              allowClear
              placeholder="Top of the hierarchy"
              style={{ width: 200 }}
              options={list.map((role) => ({ value: role.id, label: role.name }))}
            />
          </Form.Item>
          <Form.Item name="subordinateAccess" label="Records below">
            <Select
              style={{ width: 140 }}
              options={[
                { value: 'edit', label: 'Read and edit' },
                { value: 'read', label: 'Read only' },
              ]}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            Add role
          </Button>
        </Form>
      </Card>
    </Space>
  );
}
