import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CRITERIA_OPERATORS,
  type CriteriaOperator,
  ORG_WIDE_DEFAULTS,
  type OrgWideDefault,
} from '@vela/core';
import { Button, Card, Form, Input, message, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
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

interface RuleForm {
  objectApi: string;
  name: string;
  kind: 'owner' | 'criteria';
  sourceGroup?: string;
  field?: string;
  operator?: CriteriaOperator;
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
  const { t } = useTranslation();
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
      void toast.success(t('accessAdmin.sharing.defaultSaved'));
    },
  });
  const addRule = useMutation({
    mutationFn: (values: RuleForm) => saveRule(ruleOf(values)),
    onSuccess: () => {
      form.resetFields();
      refresh();
      void toast.success(t('accessAdmin.sharing.saved'));
    },
  });
  const removeRule = useMutation({ mutationFn: deleteRule, onSuccess: refresh });
  const targets = groupOptions(roles.data ?? [], groups.data ?? [], users.data ?? [], (kind, name) =>
    t(`accessAdmin.member.${kind}`, { name }),
  );
  const labelOfGroup = (group: string | null) =>
    targets.find((option) => option.value === group)?.label ?? group ?? '';
  const objectOptions = (defaults.data ?? []).map((object) => ({
    value: object.objectApi,
    label: object.label,
  }));

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      {toastHolder}
      <Card size="small" title={t('accessAdmin.sharing.defaults')}>
        <Table<ObjectDefault>
          rowKey="objectApi"
          size="small"
          loading={defaults.isPending}
          dataSource={defaults.data ?? []}
          pagination={false}
          scroll={{ y: 320 }}
          columns={[
            { title: t('accessAdmin.object'), dataIndex: 'label' },
            {
              title: t('accessAdmin.sharing.defaultAccess'),
              dataIndex: 'defaultAccess',
              render: (value: OrgWideDefault, object) => (
                <Select
                  aria-label={t('accessAdmin.sharing.defaultAccessOf', { object: object.label })}
                  value={value}
                  style={{ width: 220 }}
                  options={ORG_WIDE_DEFAULTS.filter(
                    (option) => option !== 'controlledByParent' || object.hasParent,
                  ).map((option) => ({ value: option, label: t(`accessAdmin.default.${option}`) }))}
                  onChange={(next: OrgWideDefault) =>
                    setDefault.mutate({ objectApi: object.objectApi, value: next })
                  }
                />
              ),
            },
          ]}
        />
      </Card>
      <Card size="small" title={t('accessAdmin.sharing.rules')}>
        <Table<SharingRule>
          rowKey="id"
          size="small"
          loading={rules.isPending}
          dataSource={rules.data ?? []}
          pagination={false}
          locale={{ emptyText: t('accessAdmin.sharing.noRules') }}
          columns={[
            { title: t('accessAdmin.name'), dataIndex: 'name' },
            {
              title: t('accessAdmin.sharing.records'),
              key: 'source',
              render: (_: unknown, rule) =>
                rule.kind === 'owner' ? (
                  <>
                    <Tag>{t('accessAdmin.sharing.owner')}</Tag>{' '}
                    {t('accessAdmin.sharing.ownedBy', { group: labelOfGroup(rule.sourceGroup) })}
                  </>
                ) : (
                  <>
                    <Tag color="blue">{t('accessAdmin.sharing.criteria')}</Tag>
                    {rule.conditions
                      .map((condition) => `${condition.field} ${condition.operator} ${condition.value}`)
                      .join(` ${t('accessAdmin.sharing.and')} `)}
                  </>
                ),
            },
            {
              title: t('accessAdmin.sharing.sharedWith'),
              dataIndex: 'targetGroup',
              render: (group: string) => labelOfGroup(group),
            },
            {
              title: t('accessAdmin.access'),
              dataIndex: 'accessLevel',
              render: (level: string) =>
                level === 'edit' ? t('accessAdmin.readWrite') : t('accessAdmin.readOnly'),
            },
            {
              title: '',
              key: 'delete',
              render: (_: unknown, rule) => (
                <Popconfirm
                  title={t('accessAdmin.sharing.deleteConfirm', { name: rule.name })}
                  onConfirm={() => removeRule.mutate(rule.id)}
                >
                  <Button size="small" type="link" danger>
                    {t('accessAdmin.delete')}
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
          aria-label={t('accessAdmin.sharing.newRule')}
        >
          <Space wrap align="start">
            <Form.Item
              name="objectApi"
              label={t('accessAdmin.object')}
              rules={[{ required: true, message: t('accessAdmin.sharing.objectRequired') }]}
            >
              <Select showSearch optionFilterProp="label" style={{ width: 200 }} options={objectOptions} />
            </Form.Item>
            <Form.Item
              name="name"
              label={t('accessAdmin.sharing.ruleName')}
              rules={[{ required: true, message: t('accessAdmin.sharing.ruleNameRequired') }]}
            >
              <Input style={{ width: 220 }} />
            </Form.Item>
            <Form.Item name="kind" label={t('accessAdmin.sharing.basedOn')}>
              <Select
                style={{ width: 160 }}
                options={[
                  { value: 'owner', label: t('accessAdmin.sharing.recordOwner') },
                  { value: 'criteria', label: t('accessAdmin.sharing.criteria') },
                ]}
              />
            </Form.Item>
          </Space>
          {kind === 'criteria' ? (
            <Space wrap align="start">
              <Form.Item
                name="field"
                label={t('accessAdmin.sharing.field')}
                rules={[{ required: true, message: t('accessAdmin.sharing.fieldRequired') }]}
              >
                <Input style={{ width: 180 }} placeholder="stage" />
              </Form.Item>
              <Form.Item name="operator" label={t('accessAdmin.sharing.operator')}>
                <Select
                  style={{ width: 160 }}
                  options={CRITERIA_OPERATORS.map((value) => ({ value, label: value }))}
                />
              </Form.Item>
              <Form.Item name="value" label={t('accessAdmin.sharing.value')}>
                <Input style={{ width: 180 }} />
              </Form.Item>
            </Space>
          ) : (
            <Form.Item
              name="sourceGroup"
              label={t('accessAdmin.sharing.recordsOwnedBy')}
              rules={[{ required: true, message: t('accessAdmin.sharing.ownersRequired') }]}
            >
              <Select showSearch optionFilterProp="label" options={targets} />
            </Form.Item>
          )}
          <Space wrap align="start">
            <Form.Item
              name="targetGroup"
              label={t('accessAdmin.sharing.shareWith')}
              rules={[{ required: true, message: t('accessAdmin.sharing.targetRequired') }]}
            >
              <Select showSearch optionFilterProp="label" style={{ width: 320 }} options={targets} />
            </Form.Item>
            <Form.Item name="accessLevel" label={t('accessAdmin.access')}>
              <Select
                style={{ width: 140 }}
                options={[
                  { value: 'read', label: t('accessAdmin.readOnly') },
                  { value: 'edit', label: t('accessAdmin.readWrite') },
                ]}
              />
            </Form.Item>
          </Space>
          <Button type="primary" htmlType="submit" loading={addRule.isPending}>
            {t('accessAdmin.sharing.save')}
          </Button>
        </Form>
      </Card>
    </Space>
  );
}
