import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, message, Popconfirm, Select, Space, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree/index.js';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
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
  t: TFunction,
): DataNode[] {
  return roles
    .filter((role) => role.parentRoleId === parent)
    .map((role) => ({
      key: role.id,
      title: (
        <Space>
          <Typography.Text strong>{role.name}</Typography.Text>
          <Typography.Text type="secondary">
            {role.users.map((user) => user.name).join(', ') || t('accessAdmin.roles.noUsers')} ·{' '}
            {role.subordinateAccess === 'edit'
              ? t('accessAdmin.roles.editsBelow')
              : t('accessAdmin.roles.readsBelow')}
          </Typography.Text>
          <Popconfirm
            title={t('accessAdmin.roles.deleteConfirm', { name: role.name })}
            onConfirm={() => remove(role)}
          >
            <Button size="small" type="link" danger>
              {t('accessAdmin.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
      children: treeOf(roles, role.id, remove, t),
    }));
}

/** The role hierarchy: managers reach the records of the roles below theirs. */
export function RolesTab() {
  const { t } = useTranslation();
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
      void toast.success(t('accessAdmin.roles.added'));
    },
  });
  const remove = useMutation({ mutationFn: (role: AdminRole) => deleteRole(role.id), onSuccess: refresh });
  const list = roles.data ?? [];
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      {toastHolder}
      <Card size="small" title={t('accessAdmin.roles.hierarchy')} loading={roles.isPending}>
        <Tree
          defaultExpandAll
          selectable={false}
          treeData={treeOf(list, null, (role) => remove.mutate(role), t)}
          key={list.length}
        />
      </Card>
      <Card size="small" title={t('accessAdmin.roles.add')}>
        <Form<RoleForm>
          form={form}
          layout="inline"
          initialValues={{ subordinateAccess: 'edit' }}
          onFinish={(values) => create.mutate(values)}
        >
          <Form.Item
            name="name"
            label={t('accessAdmin.name')}
            rules={[{ required: true, message: t('accessAdmin.roles.nameRequired') }]}
          >
            <Input />
          </Form.Item>
          <Form.Item name="parentRoleId" label={t('accessAdmin.roles.reportsTo')}>
            <Select
              allowClear
              placeholder={t('accessAdmin.roles.top')}
              style={{ width: 200 }}
              options={list.map((role) => ({ value: role.id, label: role.name }))}
            />
          </Form.Item>
          <Form.Item name="subordinateAccess" label={t('accessAdmin.roles.recordsBelow')}>
            <Select
              style={{ width: 140 }}
              options={[
                { value: 'edit', label: t('accessAdmin.roles.readAndEdit') },
                { value: 'read', label: t('accessAdmin.readOnly') },
              ]}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {t('accessAdmin.roles.addButton')}
          </Button>
        </Form>
      </Card>
    </Space>
  );
}
