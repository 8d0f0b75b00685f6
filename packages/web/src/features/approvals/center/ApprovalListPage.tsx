import { useQuery } from '@tanstack/react-query';
import type { ApprovalListRow } from '@vela/core';
import { Button, Card, Empty, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { APPROVALS_QUERY_KEY, type ApprovalBox, centerPath, fetchApprovalList } from '../approvals-api.js';
import '../approvals.css';
import { AwaySettingsButton } from './AwaySettingsButton.js';
import { StatusTag } from './StatusTag.js';

const PAGE_SIZE = 20;

/**
 * approvalCenter/approvalList is kept alive (spec 1 §2.3): the box, page and
 * selection live outside the screen, so leaving it for a request and coming
 * back finds them as they were (and the rows in the query cache).
 */
const kept: { box: ApprovalBox; page: number; selected: string[] } = {
  box: 'waiting',
  page: 1,
  selected: [],
};

export default function ApprovalListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [box, setBox] = useState<ApprovalBox>(kept.box);
  const [page, setPage] = useState(kept.page);
  const [selected, setSelected] = useState<string[]>(kept.selected);
  kept.box = box;
  kept.page = page;
  kept.selected = selected;
  const list = useQuery({
    queryKey: [APPROVALS_QUERY_KEY, 'list', box, page],
    queryFn: () => fetchApprovalList(box, page, PAGE_SIZE),
    placeholderData: (previous) => previous,
  });
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const rows = list.data?.rows ?? [];

  const columns = [
    {
      key: 'record',
      title: t('approvals.center.record'),
      render: (_: unknown, row: ApprovalListRow) => (
        <Link to={centerPath('approvalRequest', row.recordId)}>{row.recordName}</Link>
      ),
    },
    { key: 'object', title: t('approvals.center.object'), dataIndex: 'objectLabel' },
    {
      key: 'process',
      title: t('approvals.center.process'),
      render: (_: unknown, row: ApprovalListRow) =>
        row.stepName ? `${row.processName} · ${row.stepName}` : row.processName,
    },
    {
      key: 'submitted',
      title: t('approvals.center.submittedBy'),
      render: (_: unknown, row: ApprovalListRow) => (
        <span>
          {row.submittedBy.name}
          <Typography.Text type="secondary"> · {when.format(new Date(row.submittedAt))}</Typography.Text>
        </span>
      ),
    },
    {
      key: 'approvers',
      title: t('approvals.center.currentApprovers'),
      render: (_: unknown, row: ApprovalListRow) =>
        row.currentApprovers.map((person) => person.name).join(', '),
    },
    {
      key: 'status',
      title: t('approvals.center.status'),
      render: (_: unknown, row: ApprovalListRow) => (
        <Space size={4}>
          <StatusTag status={row.status} />
          {row.myAction && row.myAction !== row.status && <Tag>{t(`approvals.item.${row.myAction}`)}</Tag>}
        </Space>
      ),
    },
  ];

  return (
    <div className="vela-approvals__page">
      <Card
        title={
          <Typography.Title level={4} className="vela-approvals__title">
            {t('approvals.center.title')}
          </Typography.Title>
        }
        extra={<AwaySettingsButton />}
      >
        <Tabs
          activeKey={box}
          onChange={(key) => {
            setBox(key as ApprovalBox);
            setPage(1);
            setSelected([]);
          }}
          items={(['waiting', 'submitted', 'history'] as const).map((key) => ({
            key,
            label: t(`approvals.center.${key}`),
          }))}
        />
        {box === 'waiting' && (
          <Space className="vela-approvals__toolbar" wrap>
            <Typography.Text type="secondary">
              {t('approvals.center.selectedCount', { count: selected.length })}
            </Typography.Text>
            <Button
              type="primary"
              disabled={selected.length === 0}
              onClick={() => void navigate(centerPath('batchApproval', selected))}
            >
              {t('approvals.center.batchApprove')}
            </Button>
            <Button
              disabled={selected.length === 0}
              onClick={() => void navigate(centerPath('batchDistributionAagain', selected))}
            >
              {t('approvals.center.batchReassign')}
            </Button>
          </Space>
        )}
        <Table<ApprovalListRow>
          rowKey={(row) => (box === 'waiting' ? row.recordId : `${row.requestId}:${row.actedAt ?? ''}`)}
          size="middle"
          loading={list.isFetching}
          dataSource={rows}
          columns={columns}
          locale={{ emptyText: <Empty description={t('approvals.center.empty')} /> }}
          rowSelection={
            box === 'waiting'
              ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }
              : undefined
          }
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: list.data?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
          }}
        />
      </Card>
    </div>
  );
}
