import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FLOW_ACTION_TYPES, FLOW_MAX_BRANCH_DEPTH } from '@vela/core';
import {
  Alert,
  Button,
  Card,
  Input,
  Modal,
  message,
  Select,
  Space,
  Switch,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AutomationObject,
  deleteFlow,
  FLOWS_QUERY_KEY,
  type FlowAction,
  type FlowDefinition,
  type FlowStep,
  type FlowView,
  fetchFlowObjects,
  fetchFlows,
  saveFlow,
} from './automation-api.js';
import { FlowRunHistory } from './FlowRunHistory.js';
import { moved, newAction, newFlow, removed, replaced } from './flow-drafts.js';
import { CriteriaEditor, OrderButtons, StepSettings } from './StepEditors.js';
import './automation.css';

const STEP_TYPES = FLOW_ACTION_TYPES.filter((type): type is FlowStep['type'] => type !== 'branch');

/**
 * An ordered list of actions: the flow's own (depth 0) or a decision's then
 * or else path, where a decision may hold decisions of its own down to
 * FLOW_MAX_BRANCH_DEPTH (the server refuses deeper). `path` names the list
 * as the run history does ('3.then'); the flow's own list has none.
 */
function ActionList(props: {
  actions: readonly FlowAction[];
  path: string;
  depth: number;
  object: AutomationObject | undefined;
  objects: readonly AutomationObject[];
  onChange: (actions: FlowAction[]) => void;
}) {
  const { t } = useTranslation();
  const { actions, path, depth, onChange } = props;
  const fields = props.object?.fields ?? [];
  const types = depth < FLOW_MAX_BRANCH_DEPTH ? FLOW_ACTION_TYPES : STEP_TYPES;
  return (
    <Space direction="vertical" className="vela-flow__block">
      {actions.map((action, index) => {
        const place = path ? `${path}.${index + 1}` : String(index + 1);
        const label = path ? place : t('automation.step', { n: index + 1 });
        const set = (changed: FlowAction) => onChange(replaced(actions, index, changed));
        return (
          <Card
            // biome-ignore lint/suspicious/noArrayIndexKey: actions have no identity but their place
            key={index}
            size="small"
            className="vela-flow__step"
            title={`${label} · ${t(`automation.action.${action.type}`)}`}
            extra={
              <OrderButtons
                label={label}
                first={index === 0}
                last={index === actions.length - 1}
                onMove={(by) => onChange(moved(actions, index, by))}
                onRemove={() => onChange(removed(actions, index))}
              />
            }
          >
            {action.type === 'branch' ? (
              <Space direction="vertical" className="vela-flow__block">
                <CriteriaEditor
                  label={`${label}: ${t('automation.criteria')}`}
                  criteria={action.criteria}
                  fields={fields}
                  onChange={(criteria) => set({ ...action, criteria })}
                />
                <Typography.Text strong>{t('automation.then')}</Typography.Text>
                <ActionList
                  {...props}
                  actions={action.thenSteps}
                  path={`${place}.then`}
                  depth={depth + 1}
                  onChange={(thenSteps) => set({ ...action, thenSteps })}
                />
                <Typography.Text strong>{t('automation.else')}</Typography.Text>
                <ActionList
                  {...props}
                  actions={action.elseSteps}
                  path={`${place}.else`}
                  depth={depth + 1}
                  onChange={(elseSteps) => set({ ...action, elseSteps })}
                />
              </Space>
            ) : (
              <StepSettings
                step={action}
                label={label}
                object={props.object}
                objects={props.objects}
                onChange={set}
              />
            )}
          </Card>
        );
      })}
      <Select<FlowAction['type']>
        aria-label={path ? `${t('automation.addStep')} (${path})` : t('automation.addAction')}
        placeholder={path ? t('automation.addStep') : t('automation.addAction')}
        value={null}
        options={types.map((type) => ({ value: type, label: t(`automation.action.${type}`) }))}
        onChange={(type) => onChange([...actions, newAction(type)])}
        className="vela-flow__select"
      />
    </Space>
  );
}

/** The flow editor: name, object, trigger, criteria and the ordered actions (a branch holds its own steps). */
function FlowEditor(props: {
  flowId: string | undefined;
  initial: FlowDefinition;
  objects: readonly AutomationObject[];
  onSaved: (flow: FlowView) => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const [modal, modalHolder] = Modal.useModal();
  const [flow, setFlow] = useState<FlowDefinition>(props.initial);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const object = props.objects.find((candidate) => candidate.apiName === flow.objectApi);
  const fields = object?.fields ?? [];
  const change = (changes: Partial<FlowDefinition>) => setFlow((current) => ({ ...current, ...changes }));
  const setActions = (actions: FlowAction[]) => change({ actions });

  const save = async () => {
    setSaving(true);
    setError('');
    try {
      props.onSaved(await saveFlow(flow, props.flowId));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  };
  const remove = () =>
    void modal.confirm({
      title: t('automation.deleteTitle', { name: flow.name }),
      okText: t('automation.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        if (props.flowId) await deleteFlow(props.flowId);
        props.onDeleted();
      },
    });

  return (
    <form
      aria-label={t('automation.editor')}
      className="vela-flow__editor"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {modalHolder}
      <Space wrap className="vela-flow__row">
        <div className="vela-flow__labelled">
          <span>{t('automation.name')}</span>
          <Input
            aria-label={t('automation.name')}
            value={flow.name}
            onChange={(event) => change({ name: event.target.value })}
            className="vela-flow__name"
          />
        </div>
        <div className="vela-flow__labelled">
          <span>{t('automation.object')}</span>
          <Select
            showSearch
            optionFilterProp="label"
            aria-label={t('automation.object')}
            value={flow.objectApi}
            options={props.objects.map((candidate) => ({ value: candidate.apiName, label: candidate.label }))}
            onChange={(objectApi) => change({ objectApi })}
            className="vela-flow__select"
          />
        </div>
        <div className="vela-flow__labelled">
          <span>{t('automation.trigger')}</span>
          <Select
            aria-label={t('automation.trigger')}
            value={flow.trigger}
            options={(['create', 'update', 'createOrUpdate'] as const).map((trigger) => ({
              value: trigger,
              label: t(`automation.trigger.${trigger}`),
            }))}
            onChange={(trigger) => change({ trigger })}
            className="vela-flow__operator"
          />
        </div>
        <div className="vela-flow__switch">
          <Switch
            checked={flow.active}
            onChange={(active) => change({ active })}
            aria-label={t('automation.active')}
          />
          <span>{t('automation.active')}</span>
        </div>
      </Space>

      <Typography.Title level={5}>{t('automation.criteria')}</Typography.Title>
      <CriteriaEditor
        label={t('automation.criteria')}
        criteria={flow.criteria}
        fields={fields}
        onChange={(criteria) => change({ criteria })}
      />
      <div className="vela-flow__switch">
        <Switch
          checked={flow.onlyOnChange}
          onChange={(onlyOnChange) => change({ onlyOnChange })}
          aria-label={t('automation.onlyOnChange')}
        />
        <span>{t('automation.onlyOnChange')}</span>
      </div>

      <Typography.Title level={5}>{t('automation.actions')}</Typography.Title>
      <ActionList
        actions={flow.actions}
        path=""
        depth={0}
        object={object}
        objects={props.objects}
        onChange={setActions}
      />

      {error && <Alert type="error" showIcon message={error} className="vela-flow__error" role="alert" />}
      <Space className="vela-flow__buttons">
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('automation.save')}
        </Button>
        {props.flowId && (
          <Button danger onClick={remove}>
            {t('automation.delete')}
          </Button>
        )}
      </Space>
    </form>
  );
}

/**
 * systemSettings/setuppage/flowSettings: the flows of the organisation, one
 * flow's editor and its run history (issue 20). Administrators only: the
 * server refuses everyone else.
 */
export default function FlowSettingsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [messages, messageHolder] = message.useMessage();
  const [selected, setSelected] = useState<{
    id: string | undefined;
    draft: FlowDefinition;
    key: number;
  } | null>(null);
  const [tab, setTab] = useState('editor');
  const flows = useQuery({ queryKey: [FLOWS_QUERY_KEY, 'flows'], queryFn: fetchFlows });
  const objects = useQuery({ queryKey: [FLOWS_QUERY_KEY, 'objects'], queryFn: fetchFlowObjects });

  const open = (flow: FlowView) => {
    const {
      id,
      objectLabel: _label,
      createdAt: _created,
      updatedAt: _updated,
      runCounts: _counts,
      problem: _problem,
      ...draft
    } = flow;
    setSelected({ id, draft, key: Date.now() });
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: [FLOWS_QUERY_KEY] });

  return (
    <div className="vela-flow__page">
      {messageHolder}
      <Card
        title={
          <Typography.Title level={4} className="vela-flow__title">
            {t('automation.title')}
          </Typography.Title>
        }
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => {
              setSelected({ id: undefined, draft: newFlow('Opportunity'), key: Date.now() });
              setTab('editor');
            }}
          >
            {t('automation.new')}
          </Button>
        }
      >
        <Typography.Paragraph type="secondary">{t('automation.intro')}</Typography.Paragraph>
        {(flows.error ?? objects.error) && (
          <Alert type="error" showIcon message={(flows.error ?? objects.error)?.message} />
        )}
        <Table<FlowView>
          size="small"
          rowKey="id"
          loading={flows.isLoading}
          dataSource={flows.data ?? []}
          pagination={false}
          locale={{ emptyText: t('automation.empty') }}
          rowClassName={(flow) => (flow.id === selected?.id ? 'vela-flow__selected' : '')}
          columns={[
            {
              title: t('automation.name'),
              key: 'name',
              render: (_value, flow) => (
                <Button type="link" className="vela-flow__open" onClick={() => open(flow)}>
                  {flow.name}
                </Button>
              ),
            },
            { title: t('automation.object'), dataIndex: 'objectLabel', key: 'object' },
            {
              title: t('automation.trigger'),
              key: 'trigger',
              render: (_value, flow) => t(`automation.trigger.${flow.trigger}`),
            },
            {
              title: t('automation.active'),
              key: 'active',
              render: (_value, flow) =>
                flow.active ? (
                  <Tag color="success">{t('automation.active')}</Tag>
                ) : (
                  <Tag>{t('automation.inactive')}</Tag>
                ),
            },
            {
              title: t('automation.runs'),
              key: 'runs',
              render: (_value, flow) => (
                <Space size={4} wrap>
                  <Tag color="success">{`${t('automation.status.succeeded')} ${flow.runCounts.succeeded}`}</Tag>
                  {flow.runCounts.failed > 0 && (
                    <Tag color="error">{`${t('automation.status.failed')} ${flow.runCounts.failed}`}</Tag>
                  )}
                  {flow.runCounts.waiting > 0 && (
                    <Tag color="gold">{`${t('automation.status.waiting')} ${flow.runCounts.waiting}`}</Tag>
                  )}
                </Space>
              ),
            },
            {
              title: t('automation.problem'),
              key: 'problem',
              render: (_value, flow) => <Typography.Text type="danger">{flow.problem}</Typography.Text>,
            },
          ]}
        />
      </Card>
      <Card className="vela-flow__detail">
        {!selected || !objects.data ? (
          <Typography.Text type="secondary">{t('automation.choose')}</Typography.Text>
        ) : (
          <Tabs
            activeKey={tab}
            onChange={setTab}
            items={[
              {
                key: 'editor',
                label: t('automation.editor'),
                children: (
                  <FlowEditor
                    key={selected.key}
                    flowId={selected.id}
                    initial={selected.draft}
                    objects={objects.data}
                    onSaved={(flow) => {
                      void messages.success(t('automation.saved', { name: flow.name }));
                      open(flow);
                      void refresh();
                    }}
                    onDeleted={() => {
                      setSelected(null);
                      void refresh();
                    }}
                  />
                ),
              },
              ...(selected.id
                ? [
                    {
                      key: 'history',
                      label: t('automation.history'),
                      children: <FlowRunHistory flowId={selected.id} />,
                    },
                  ]
                : []),
            ]}
          />
        )}
      </Card>
    </div>
  );
}
