import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  HistoryOutlined,
  PlusOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Modal,
  message,
  Select,
  Space,
  Table,
  Tabs,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  APPROVALS_QUERY_KEY,
  deleteProcess,
  fetchProcesses,
  fetchSetup,
  refusalText,
  saveProcess,
} from '../approvals-api.js';
import '../approvals.css';
import { FlowSettingsPage } from '../../automation/index.js';
import { ActionRunHistory } from './ActionRunHistory.js';

type ProcessRow = Awaited<ReturnType<typeof fetchProcesses>>[number];

export const builderPath = (objectApi: string, id?: string) =>
  `/systemSettings/setuppage/newBuildProcess?objectApi=${encodeURIComponent(objectApi)}${id ? `&id=${encodeURIComponent(id)}` : ''}`;

/**
 * systemSettings/setuppage/processSettings (S1-R-185): tabs of process kinds;
 * the approval processes of an object in the order they are tried, with their
 * versions, pending requests and problems (an approver who left).
 */
export default function ProcessSettingsPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const tab = search.get('tab');
  return (
    <div className="vela-approvals__page">
      <Card
        title={
          <Typography.Title level={4} className="vela-approvals__title">
            {t('approvals.settings.title')}
          </Typography.Title>
        }
      >
        <Tabs
          defaultActiveKey={tab === 'flows' ? 'flows' : 'approval'}
          destroyOnHidden
          items={[
            { key: 'approval', label: t('approvals.settings.approvalTab'), children: <ApprovalProcesses /> },
            // Record-triggered flows sit under the same process settings (issue 20); ?tab=flows opens them.
            { key: 'flows', label: t('automation.title'), children: <FlowSettingsPage /> },
          ]}
        />
      </Card>
    </div>
  );
}

function ApprovalProcesses() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const [modal, modalHolder] = Modal.useModal();
  const [messages, messageHolder] = message.useMessage();
  const [failure, setFailure] = useState('');
  const [history, setHistory] = useState<ProcessRow | null>(null);
  const objectApi = search.get('objectApi') ?? 'Opportunity';
  const setup = useQuery({ queryKey: [APPROVALS_QUERY_KEY, 'setup', ''], queryFn: () => fetchSetup() });
  const list = useQuery({
    queryKey: [APPROVALS_QUERY_KEY, 'processes', objectApi],
    queryFn: () => fetchProcesses(objectApi),
  });
  const rows = list.data ?? [];
  const refresh = () => client.invalidateQueries({ queryKey: [APPROVALS_QUERY_KEY, 'processes', objectApi] });
  const change = async (work: () => Promise<unknown>) => {
    setFailure('');
    try {
      await work();
      await refresh();
    } catch (error) {
      setFailure(refusalText(error));
    }
  };
  const resave = (row: ProcessRow, patch: Partial<Pick<ProcessRow, 'active' | 'order'>>) =>
    saveProcess({
      objectApi,
      id: row.id,
      name: row.name,
      active: patch.active ?? row.active,
      order: patch.order ?? row.order,
      criteria: row.criteria,
      definition: row.definition,
    });
  /** Swaps a process with its neighbour; orders are renumbered 1, 2, 3 … as shown. */
  const move = (index: number, by: -1 | 1) =>
    change(async () => {
      const order = [...rows];
      const [moved] = order.splice(index, 1);
      if (!moved) return;
      order.splice(index + by, 0, moved);
      for (const [position, row] of order.entries())
        if (row.order !== position + 1) await resave(row, { order: position + 1 });
    });

  return (
    <Space direction="vertical" size="middle" className="vela-approvals__stack">
      {modalHolder}
      {messageHolder}
      <Space wrap>
        <div>
          <span className="vela-approval__label">{t('approvals.settings.object')}</span>
          <Select
            aria-label={t('approvals.settings.object')}
            className="vela-approvals__picker"
            value={objectApi}
            onChange={(value) => setSearch({ objectApi: value })}
            options={(setup.data?.objects ?? []).map((object) => ({
              value: object.api,
              label: object.label,
            }))}
          />
        </div>
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          onClick={() => void navigate(builderPath(objectApi))}
        >
          {t('approvals.settings.newProcess')}
        </Button>
      </Space>
      {failure && <Alert type="error" showIcon message={failure} role="alert" />}
      {history && (
        <ActionRunHistory processId={history.id} name={history.name} onClose={() => setHistory(null)} />
      )}
      <Table<ProcessRow>
        rowKey="id"
        loading={list.isFetching}
        dataSource={rows}
        pagination={false}
        columns={[
          {
            key: 'order',
            title: t('approvals.settings.order'),
            width: 120,
            render: (_, row, index) => (
              <Space size={4}>
                <span>{index + 1}</span>
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowUpOutlined aria-hidden />}
                  aria-label={t('approvals.settings.moveUp', { name: row.name })}
                  disabled={index === 0}
                  onClick={() => void move(index, -1)}
                />
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowDownOutlined aria-hidden />}
                  aria-label={t('approvals.settings.moveDown', { name: row.name })}
                  disabled={index === rows.length - 1}
                  onClick={() => void move(index, 1)}
                />
              </Space>
            ),
          },
          {
            key: 'name',
            title: t('approvals.builder.name'),
            render: (_, row) => (
              <Space>
                <Link to={builderPath(objectApi, row.id)}>{row.name}</Link>
                {row.problems.length > 0 && (
                  <Tooltip title={row.problems.join('\n')}>
                    <Tag color="warning" icon={<WarningOutlined aria-hidden />}>
                      {row.problems.join('; ')}
                    </Tag>
                  </Tooltip>
                )}
              </Space>
            ),
          },
          {
            key: 'criteria',
            title: t('approvals.builder.criteria'),
            render: (_, row) => <code>{row.criteria}</code>,
          },
          {
            key: 'steps',
            title: t('approvals.builder.steps'),
            render: (_, row) => row.definition.steps.map((step) => step.name).join(' → '),
          },
          {
            key: 'version',
            title: t('approvals.settings.version'),
            render: (_, row) =>
              `v${row.version}${row.pendingRequests > 0 ? ` · ${t('approvals.settings.pending', { count: row.pendingRequests })}` : ''}`,
          },
          {
            key: 'history',
            title: t('approvals.runs.open'),
            render: (_, row) => (
              <Button
                size="small"
                icon={<HistoryOutlined aria-hidden />}
                aria-label={t('approvals.runs.openLabel', { name: row.name })}
                onClick={() => setHistory(row)}
              >
                {t('approvals.runs.open')}
              </Button>
            ),
          },
          {
            key: 'active',
            title: t('approvals.builder.active'),
            render: (_, row) => (
              <Button size="small" onClick={() => void change(() => resave(row, { active: !row.active }))}>
                {row.active ? t('approvals.settings.deactivate') : t('approvals.settings.activate')}
              </Button>
            ),
          },
          {
            key: 'delete',
            title: '',
            render: (_, row) => (
              <Button
                size="small"
                danger
                type="text"
                onClick={() =>
                  void modal.confirm({
                    title: t('approvals.settings.deleteConfirm', { name: row.name }),
                    okButtonProps: { danger: true },
                    okText: t('approvals.settings.delete'),
                    cancelText: t('common.cancel'),
                    onOk: () =>
                      change(async () => {
                        await deleteProcess(row.id);
                        void messages.success(t('approvals.settings.deleted', { name: row.name }));
                      }),
                  })
                }
              >
                {t('approvals.settings.delete')}
              </Button>
            ),
          },
        ]}
      />
    </Space>
  );
}
