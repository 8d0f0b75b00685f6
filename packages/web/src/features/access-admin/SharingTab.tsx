import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CRITERIA_OPERATORS, ORG_WIDE_DEFAULTS, type OrgWideDefault } from '@vela/core';
import { Button, Card, Form, Input, message, Popconfirm, Select, Space, Table, Tag } from 'antd';
import {
  ACCESS_QUERY_KEYS,
  deleteRule,
  listDefaults,
  listGroups,
  listRoles,
  listRules,
  listUsers,
  type NewSharingRule,
  type ObjectDefault,
  type SharingRule,
  saveDefault,
  saveRule,
} from './access-api.js';
import { groupOptions } from './group-options.js';

const DEFAULT_LABELS: Record<OrgWideDefault, string> = {
  private: 'Private',
  publicReadOnly: 'Public read only',
  publicReadWrite: 'Public read/write',
  controlledByParent: 'Controlled by parent',
};

interface RuleForm {
  objectApi: string;
  name: string;
  kind: 'owner' | 'criteria';
  sourceGroup?: string;
  field?: string;
  operator?: string;
  value?: string;
  targetGroup: string;
  accessLevel: 'read' | 'edit';
}

function ruleOf(values: RuleForm): NewSharingRule {
  const base = {
    objectApi: values.objectApi,
    name: values.name,
    kind: values.kind,
    targetGroup: values.targetGroup,
    accessLevel: values.accessLevel,
  };
  return values.kind === 'owner'
    ? { ...base, sourceGroup: values.sourceGroup ?? '' }
    : {
        ...base,
        conditions: [
          { field: values.field ?? '', operator: values.operator ?? 'equals', value: values.value ?? '' },
        ],
      };
}

/** Organisation-wide defaults per object and the sharing rules that open records beyond them. */
export function SharingTab() {
  const [toast, toastHolder] = message.useMessage();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<RuleForm>();
  const kind = Form.useWatch('kind', form);
  const defaults = useQuery({ queryKey: ACCESS_QUERY_KEYS.defaults, queryFn: listDefaults });
  const rules = useQuery({ queryKey: ACCESS_QUERY_KEYS.rules, queryFn: listRules });
  const roles = useQuery({ queryKey: ACCESS_QUERY_KEYS.roles, queryFn: listRoles });
  const groups = useQuery({ queryKey: ACCESS_QUERY_KEYS.groups, queryFn: listGroups });
  const users = useQuery({ queryKey: ACCESS_QUERY_KEYS.users, queryFn: listUsers });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['access'] });
  const setDefault = useMutation({
    mutationFn: ({ objectApi, value }: { objectApi: string; value: OrgWideDefault }) =>
      saveDefault(objectApi, value),
    onSuccess: () => {
      refresh();
      void toast.success('Default saved');
    },
  });
  const addRule = useMutation({
    mutationFn: (values: RuleForm) => saveRule(ruleOf(values)),
    onSuccess: () => {
      form.resetFields();
      refresh();
      void toast.success('Rule saved; existing records are being shared in the background');
    },
  });
  const removeRule = useMutation({ mutationFn: deleteRule, onSuccess: refresh });
  const targets = groupOptions(roles.data ?? [], groups.data ?? [], users.data ?? []);
  const labelOfGroup = (group: string | null) =>
    targets.find((option) => option.value === group)?.label ?? group ?? '';
  const objectOptions = (defaults.data ?? []).map((object) => ({
    value: object.objectApi,
    label: object.label,
  }));

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      {toastHolder}
      <Card size="small" title="Organisation-wide defaults">
        <Table<ObjectDefault>
          rowKey="objectApi"
          size="small"
          loading={defaults.isPending}
          dataSource={defaults.data ?? []}
          pagination={false}
          scroll={{ y: 320 }}
          columns={[
            { title: 'Object', dataIndex: 'label' },
            {
              title: 'Default access',
              dataIndex: 'defaultAccess',
              render: (value: OrgWideDefault, object) => (
                <Select
                  aria-label={`Default access of ${object.label}`}
                  value={value}
                  style={{ width: 220 }}
                  options={ORG_WIDE_DEFAULTS.filter(
                    (option) => option !== 'controlledByParent' || object.hasParent,
                  ).map((option) => ({ value: option, label: DEFAULT_LABELS[option] }))}
                  onChange={(next: OrgWideDefault) =>
                    setDefault.mutate({ objectApi: object.objectApi, value: next })
                  }
                />
              ),
            },
          ]}
        />
      </Card>
      <Card size="small" title="Sharing rules">
        <Table<SharingRule>
          rowKey="id"
          size="small"
          loading={rules.isPending}
          dataSource={rules.data ?? []}
          pagination={false}
          locale={{ emptyText: 'No sharing rules' }}
          columns={[
            { title: 'Name', dataIndex: 'name' },
            {
              title: 'Records',
              key: 'source',
              render: (_: unknown, rule) =>
                rule.kind === 'owner' ? (
                  <>
                    <Tag>Owner</Tag> owned by {labelOfGroup(rule.sourceGroup)}
                  </>
                ) : (
                  <>
                    <Tag color="blue">Criteria</Tag>
                    {rule.conditions
                      .map((condition) => `${condition.field} ${condition.operator} ${condition.value}`)
                      .join(' and ')}
                  </>
                ),
            },
            {
              title: 'Shared with',
              dataIndex: 'targetGroup',
              render: (group: string) => labelOfGroup(group),
            },
            {
              title: 'Access',
              dataIndex: 'accessLevel',
              render: (level: string) => (level === 'edit' ? 'Read/write' : 'Read only'),
            },
            {
              title: '',
              key: 'delete',
              render: (_: unknown, rule) => (
                <Popconfirm
                  title={`Delete the rule ${rule.name}?`}
                  onConfirm={() => removeRule.mutate(rule.id)}
                >
                  <Button size="small" type="link" danger>
                    Delete
                  </Button>
                </Popconfirm>
              ),
            },
          ]}
        />
        <Form<RuleForm>
          form={form}
          layout="vertical"
          style={{ marginTop: 16, maxWidth: 640 }}
          initialValues={{ kind: 'owner', accessLevel: 'read', operator: 'equals' }}
          onFinish={(values) => addRule.mutate(values)}
          aria-label="New sharing rule"
        >
          <Space wrap align="start">
            <Form.Item
              name="objectApi"
              label="Object"
              rules={[{ required: true, message: 'Choose the object' }]}
            >
              <Select showSearch optionFilterProp="label" style={{ width: 200 }} options={objectOptions} />
            </Form.Item>
            <Form.Item name="name" label="Rule name" rules={[{ required: true, message: 'Name the rule' }]}>
              <Input style={{ width: 220 }} />
            </Form.Item>
            <Form.Item name="kind" label="Based on">
              <Select
                style={{ width: 160 }}
                options={[
                  { value: 'owner', label: 'Record owner' },
                  { value: 'criteria', label: 'Criteria' },
                ]}
              />
            </Form.Item>
          </Space>
          {kind === 'criteria' ? (
            <Space wrap align="start">
              <Form.Item name="field" label="Field" rules={[{ required: true, message: 'Name the field' }]}>
                <Input style={{ width: 180 }} placeholder="stage" />
              </Form.Item>
              <Form.Item name="operator" label="Operator">
                <Select
                  style={{ width: 160 }}
                  options={CRITERIA_OPERATORS.map((value) => ({ value, label: value }))}
                />
              </Form.Item>
              <Form.Item name="value" label="Value">
                <Input style={{ width: 180 }} />
              </Form.Item>
            </Space>
          ) : (
            <Form.Item
              name="sourceGroup"
              label="Records owned by"
              rules={[{ required: true, message: 'Choose whose records' }]}
            >
              <Select showSearch optionFilterProp="label" options={targets} />
            </Form.Item>
          )}
          <Space wrap align="start">
            <Form.Item
              name="targetGroup"
              label="Share with"
              rules={[{ required: true, message: 'Choose who gets access' }]}
            >
              <Select showSearch optionFilterProp="label" style={{ width: 320 }} options={targets} />
            </Form.Item>
            <Form.Item name="accessLevel" label="Access">
              <Select
                style={{ width: 140 }}
                options={[
                  { value: 'read', label: 'Read only' },
                  { value: 'edit', label: 'Read/write' },
                ]}
              />
            </Form.Item>
          </Space>
          <Button type="primary" htmlType="submit" loading={addRule.isPending}>
            Save rule
          </Button>
        </Form>
      </Card>
    </Space>
  );
}
