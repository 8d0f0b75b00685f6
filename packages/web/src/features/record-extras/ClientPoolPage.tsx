import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Input, Modal, message, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { recordPath } from '../record-detail/index.js';
import { openRecordForm } from '../record-form/index.js';
import {
  assignFromPool,
  claimFromPool,
  failureText,
  fetchPoolPage,
  fetchPools,
  type PoolPage,
  returnToPool,
} from './record-extras-api.js';
import './record-extras.css';

type PoolRow = PoolPage['dataList'][number];

const PAGE_SIZE = 25;
const POOLS_KEY = 'clientPools';

/** clientPool/{objectApi}/{objId}/{prefix}: a pool's records, claimed by members and assigned by its managers. */
export default function ClientPoolPage() {
  const { objectApi = '' } = useParams();
  const { t } = useTranslation();
  const client = useQueryClient();
  const [messages, messageHolder] = message.useMessage();
  const pools = useQuery({ queryKey: [POOLS_KEY, objectApi], queryFn: () => fetchPools(objectApi) });
  const [chosen, setChosen] = useState<string | null>(null);
  const poolId = chosen ?? pools.data?.[0]?.id ?? '';
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const [assignOpen, setAssignOpen] = useState(false);
  const [assignee, setAssignee] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const records = useQuery({
    queryKey: [POOLS_KEY, 'records', poolId, page, keyword],
    queryFn: () => fetchPoolPage(poolId, page, PAGE_SIZE, keyword),
    enabled: poolId !== '',
  });
  const refresh = async () => {
    setSelected([]);
    await client.invalidateQueries({ queryKey: [POOLS_KEY] });
  };
  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    try {
      messages.success(await work());
      await refresh();
      return true;
    } catch (error) {
      messages.error(failureText(error, t('recordExtras.failed')));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const claim = () =>
    run(async () => {
      await claimFromPool(objectApi, poolId, selected);
      return t('recordExtras.claimed', { count: selected.length });
    });
  // S2-B-034: a record made on the pool page is saved with `marketsea: 'true'` and goes into the pool shown.
  const createInPool = () => {
    const target = { id: poolId, name: records.data?.pool.name ?? '' };
    openRecordForm({
      objectApi,
      mode: 'NEW',
      onClientPool: true,
      onSaved: (saved) =>
        void run(async () => {
          await returnToPool(objectApi, target.id, saved.id, t('recordExtras.poolNewRecordReason'));
          return t('recordExtras.poolCreated', { name: saved.name || saved.id, pool: target.name });
        }),
    });
  };
  const assign = async () => {
    const member = records.data?.pool.members.find((candidate) => candidate.userId === assignee);
    if (!member) return;
    const done = await run(async () => {
      await assignFromPool(objectApi, poolId, selected, member.userId);
      return t('recordExtras.assigned', { count: selected.length, name: member.name });
    });
    if (done) setAssignOpen(false);
  };

  if (pools.isError)
    return <Alert type="error" showIcon title={failureText(pools.error, t('recordExtras.failed'))} />;
  if (pools.data && pools.data.length === 0)
    return (
      <Card title={t('recordExtras.poolTitle')}>
        <Empty description={t('recordExtras.poolNone')} />
      </Card>
    );
  const data: PoolPage | undefined = records.data;
  const pool = data?.pool;
  return (
    <Card
      className="vela-pool"
      title={<h1 className="vela-extras-heading">{pool ? pool.name : t('recordExtras.poolTitle')}</h1>}
      extra={
        <Select
          aria-label={t('recordExtras.poolPicker')}
          value={poolId || undefined}
          style={{ minWidth: 200 }}
          options={(pools.data ?? []).map((entry) => ({ value: entry.id, label: entry.name }))}
          onChange={(value: string) => {
            setChosen(value);
            setPage(1);
            setSelected([]);
          }}
        />
      }
    >
      {messageHolder}
      <div className="vela-pool__toolbar">
        <Space wrap>
          <Input.Search
            aria-label={t('recordExtras.poolSearch')}
            placeholder={t('recordExtras.poolSearch')}
            allowClear
            onSearch={(value) => {
              setKeyword(value);
              setPage(1);
            }}
            style={{ width: 260 }}
          />
          <Button icon={<PlusOutlined aria-hidden />} disabled={poolId === ''} onClick={createInPool}>
            {t('recordExtras.poolNewRecord')}
          </Button>
          <Button type="primary" disabled={selected.length === 0} loading={busy} onClick={() => void claim()}>
            {t('recordExtras.claim')}
          </Button>
          {pool?.isManager && (
            <Button disabled={selected.length === 0} onClick={() => setAssignOpen(true)}>
              {t('recordExtras.assign')}
            </Button>
          )}
        </Space>
        {pool && (
          <Typography.Text type="secondary" className="vela-pool__held">
            {t('recordExtras.poolHeld', { held: pool.held, limit: pool.claimLimit })}
            {pool.isManager ? ` · ${t('recordExtras.poolManager')}` : ''}
          </Typography.Text>
        )}
      </div>
      <Table<PoolRow>
        rowKey="id"
        size="middle"
        loading={records.isLoading}
        dataSource={data?.dataList ?? []}
        locale={{ emptyText: <Empty description={t('recordExtras.poolEmpty')} /> }}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(String)),
          getCheckboxProps: (row) => ({ 'aria-label': t('recordExtras.selectRow', { name: row.name }) }),
        }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data?.totalCount ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={[
          {
            key: 'name',
            title: t('recordExtras.columnName'),
            render: (_: unknown, row: PoolRow) => <Link to={recordPath(row.id)}>{row.name || row.id}</Link>,
          },
          ...(data?.columns ?? []).map((column) => ({
            key: column.apiName,
            title: column.label,
            render: (_: unknown, row: Record<string, unknown>) => String(row[column.apiName] ?? ''),
          })),
          {
            key: 'owner',
            title: t('recordExtras.columnOwner'),
            render: (_: unknown, row: Record<string, unknown>) => String(row.owneridccname ?? ''),
          },
          {
            key: 'created',
            title: t('recordExtras.columnCreated'),
            render: (_: unknown, row: Record<string, unknown>) => String(row.createdate ?? '').slice(0, 10),
          },
        ]}
      />
      <Modal
        open={assignOpen}
        title={t('recordExtras.assignTitle', { count: selected.length })}
        okText={t('recordExtras.assign')}
        okButtonProps={{ disabled: !assignee, loading: busy }}
        onOk={() => void assign()}
        onCancel={() => setAssignOpen(false)}
      >
        <div className="vela-extras-field">
          <span>{t('recordExtras.assignTo')}</span>
          <Select
            aria-label={t('recordExtras.assignTo')}
            value={assignee ?? undefined}
            onChange={(value: string) => setAssignee(value)}
            options={(pool?.members ?? []).map((member) => ({ value: member.userId, label: member.name }))}
            style={{ width: '100%' }}
          />
        </div>
      </Modal>
    </Card>
  );
}
