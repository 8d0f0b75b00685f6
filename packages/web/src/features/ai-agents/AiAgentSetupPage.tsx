import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AI_TOOLS } from '@vela/core';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Form,
  Input,
  Modal,
  message,
  Popconfirm,
  Space,
  Switch,
  Table,
  Tag,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  AI_AGENTS_QUERY_KEY,
  type AiAgentSetup,
  aiAgentPath,
  deleteAgentSetup,
  fetchAgentSetup,
  saveAgentSetup,
} from './ai-agents-api.js';

interface FormValues {
  name: string;
  instruction: string;
  tools: AiAgentSetup['tools'];
  baseUrl: string;
  model: string;
  tokenUrl: string;
  apiKey: string;
  removeKey: boolean;
  active: boolean;
}

const EMPTY: FormValues = {
  name: '',
  instruction: '',
  tools: [...AI_TOOLS],
  baseUrl: '',
  model: '',
  tokenUrl: '',
  apiKey: '',
  removeKey: false,
  active: true,
};

/**
 * Setup → AI agents (issue 24): an administrator's agents — name,
 * instruction, tools, and an optional OpenAI-compatible model endpoint whose
 * key the server stores encrypted and never shows again.
 */
export default function AiAgentSetupPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const [editing, setEditing] = useState<AiAgentSetup | 'new' | null>(null);
  const [saving, setSaving] = useState(false);
  const agents = useQuery({ queryKey: [AI_AGENTS_QUERY_KEY, 'setup'], queryFn: fetchAgentSetup });
  const refresh = () => queryClient.invalidateQueries({ queryKey: [AI_AGENTS_QUERY_KEY] });

  const open = (agent: AiAgentSetup | 'new') => {
    setEditing(agent);
    form.setFieldsValue(agent === 'new' ? EMPTY : { ...EMPTY, ...agent, apiKey: '', removeKey: false });
  };

  const save = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const apiKey = values.removeKey ? '' : values.apiKey.trim() === '' ? undefined : values.apiKey.trim();
      await saveAgentSetup({
        ...(editing && editing !== 'new' ? { id: editing.id } : {}),
        name: values.name,
        instruction: values.instruction ?? '',
        tools: values.tools,
        baseUrl: values.baseUrl ?? '',
        model: values.model ?? '',
        tokenUrl: values.tokenUrl ?? '',
        active: values.active,
        ...(apiKey === undefined ? {} : { apiKey }),
      });
      void message.success(t('aiAgents.setup.saved'));
      setEditing(null);
      await refresh();
    } finally {
      setSaving(false);
    }
  };

  const hasKey = editing !== null && editing !== 'new' && editing.hasKey;

  return (
    <Card
      title={t('aiAgents.setup.title')}
      extra={
        <Button type="primary" onClick={() => open('new')}>
          {t('aiAgents.setup.new')}
        </Button>
      }
    >
      <Alert type="info" showIcon message={t('aiAgents.setup.hint')} style={{ marginBottom: 16 }} />
      <Table<AiAgentSetup>
        rowKey="id"
        size="middle"
        loading={agents.isFetching}
        dataSource={agents.data ?? []}
        pagination={false}
        columns={[
          { title: t('aiAgents.setup.name'), dataIndex: 'name' },
          {
            title: t('aiAgents.setup.mode'),
            dataIndex: 'mode',
            render: (mode: AiAgentSetup['mode'], agent) => (
              <Space>
                <Tag color={mode === 'model' ? 'purple' : 'blue'}>
                  {t(mode === 'model' ? 'aiAgents.mode.model' : 'aiAgents.mode.builtin')}
                </Tag>
                {mode === 'model' && <span>{agent.model}</span>}
              </Space>
            ),
          },
          {
            title: t('aiAgents.setup.active'),
            dataIndex: 'active',
            render: (active: boolean) => (active ? '✓' : '—'),
          },
          {
            title: '',
            key: 'actions',
            render: (_, agent) => (
              <Space>
                <Link to={aiAgentPath(agent.id)}>{t('aiAgents.setup.open')}</Link>
                <Button size="small" onClick={() => open(agent)}>
                  {t('aiAgents.setup.edit')}
                </Button>
                <Popconfirm
                  title={t('aiAgents.setup.deleteConfirm')}
                  onConfirm={async () => {
                    await deleteAgentSetup(agent.id);
                    await refresh();
                  }}
                >
                  <Button size="small" danger>
                    {t('aiAgents.setup.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? t('aiAgents.setup.new') : t('aiAgents.setup.edit')}
        okText={t('aiAgents.setup.save')}
        cancelText={t('aiAgents.setup.cancel')}
        confirmLoading={saving}
        onOk={() => void save()}
        onCancel={() => setEditing(null)}
        width={640}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" initialValues={EMPTY}>
          <Form.Item
            name="name"
            label={t('aiAgents.setup.name')}
            rules={[{ required: true, whitespace: true }]}
          >
            <Input maxLength={80} />
          </Form.Item>
          <Form.Item name="instruction" label={t('aiAgents.setup.instruction')}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={4000} />
          </Form.Item>
          <Form.Item name="tools" label={t('aiAgents.setup.tools')}>
            <Checkbox.Group
              options={AI_TOOLS.map((tool) => ({ value: tool, label: t(`aiAgents.tool.${tool}`) }))}
            />
          </Form.Item>
          <Form.Item name="baseUrl" label={t('aiAgents.setup.baseUrl')}>
            <Input placeholder="https://api.openai.com/v1" maxLength={500} />
          </Form.Item>
          <Form.Item name="model" label={t('aiAgents.setup.model')}>
            <Input placeholder="gpt-4o-mini" maxLength={120} />
          </Form.Item>
          <Form.Item name="tokenUrl" label={t('aiAgents.setup.tokenUrl')}>
            <Input maxLength={500} />
          </Form.Item>
          <Form.Item
            name="apiKey"
            label={t('aiAgents.setup.apiKey')}
            {...(hasKey ? { extra: t('aiAgents.setup.apiKeyKept') } : {})}
          >
            <Input.Password autoComplete="new-password" maxLength={500} />
          </Form.Item>
          {hasKey && (
            <Form.Item name="removeKey" valuePropName="checked">
              <Checkbox>{t('aiAgents.setup.removeKey')}</Checkbox>
            </Form.Item>
          )}
          <Form.Item name="active" label={t('aiAgents.setup.active')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
