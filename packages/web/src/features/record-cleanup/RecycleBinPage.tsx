import { DeleteOutlined, UndoOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TABLE_DEFAULT_PAGE_SIZE } from '@vela/core';
import { Alert, Button, Card, Empty, Input, Modal, message, Select, Table, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type BinOutcome,
  CLEANUP_KEYS,
  deleteForGood,
  fetchRecycleBin,
  type RecycleBinEntry,
  restoreFromBin,
} from './record-cleanup-api.js';
import './record-cleanup.css';

const RETENTION_FALLBACK = 15;

/** recycle: the deleted records the user may see, with restore and delete for good (S1-R-128). */
export default function RecycleBinPage() {
  const { t, i18n } = useTranslation();
  const [messages, messageHolder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  const [objectApi, setObjectApi] = useState<string | undefined>(undefined);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(TABLE_DEFAULT_PAGE_SIZE);
  const [selected, setSelected] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const query = { objectApi, keyword, page, pageSize };
  const bin = useQuery({
    queryKey: CLEANUP_KEYS.bin(query),
    queryFn: () => fetchRecycleBin(query),
    placeholderData: keepPreviousData,
  });
  // The object choices come from the unfiltered bin, so choosing one keeps the others on offer.
  const allObjects = useQuery({
    queryKey: CLEANUP_KEYS.bin({ page: 1, pageSize: 1 }),
    queryFn: () => fetchRecycleBin({ page: 1, pageSize: 1 }),
  });
  const days = bin.data?.retentionDays ?? RETENTION_FALLBACK;
  const entries = bin.data?.entries ?? [];
  const formatTime = (iso: string | null) =>
    iso ? new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }) : '';

  const report = (outcome: BinOutcome, doneKey: 'recycle.restored' | 'recycle.purged') => {
    if (outcome.done.length > 0) void messages.success(t(doneKey, { count: outcome.done.length }));
    if (outcome.failed.length > 0)
      void messages.warning(
        t('recycle.failed', {
          count: outcome.failed.length,
          reasons: outcome.failed.map((failure) => failure.message).join('; '),
        }),
      );
  };
  const run = async (work: () => Promise<BinOutcome>, doneKey: 'recycle.restored' | 'recycle.purged') => {
    setBusy(true);
    try {
      report(await work(), doneKey);
      setSelected([]);
      await Promise.all([bin.refetch(), allObjects.refetch()]);
    } catch {
      // The request client has shown what went wrong.
    } finally {
      setBusy(false);
    }
  };
  const restore = () => run(() => restoreFromBin(selected), 'recycle.restored');
  const purge = () =>
    void modal.confirm({
      title: t('recycle.deleteForGood'),
      content: t('recycle.deleteForGoodConfirm', { count: selected.length }),
      okText: t('recycle.deleteForGood'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => run(() => deleteForGood(selected), 'recycle.purged'),
    });

  return (
    <Card className="vela-cleanup" variant="borderless">
      {messageHolder}
      {modalHolder}
      <h1 className="vela-cleanup__title">{t('recycle.title')}</h1>
      <p className="vela-cleanup__intro">{t('recycle.intro', { days })}</p>
      <div className="vela-cleanup__toolbar">
        <Select
          className="vela-cleanup__picker"
          aria-label={t('recycle.object')}
          value={objectApi ?? ''}
          onChange={(value: string) => {
            setObjectApi(value || undefined);
            setPage(1);
            setSelected([]);
          }}
          options={[
            { value: '', label: t('recycle.allObjects') },
            ...(allObjects.data?.objects ?? []).map((object) => ({
              value: object.objectApi,
              label: `${object.label} (${object.count})`,
            })),
          ]}
        />
        <Input.Search
          className="vela-cleanup__search"
          aria-label={t('recycle.search')}
          placeholder={t('recycle.search')}
          allowClear
          onSearch={(value) => {
            setKeyword(value);
            setPage(1);
          }}
        />
        <span className="vela-cleanup__spacer" />
        <Button
          icon={<UndoOutlined aria-hidden />}
          disabled={selected.length === 0}
          loading={busy}
          onClick={() => void restore()}
        >
          {t('recycle.restore')}
        </Button>
        <Button
          icon={<DeleteOutlined aria-hidden />}
          danger
          disabled={selected.length === 0}
          loading={busy}
          onClick={purge}
        >
          {t('recycle.deleteForGood')}
        </Button>
      </div>
      {bin.isError && (
        <Alert
          type="error"
          showIcon
          title={t('common.loadFailed')}
          action={<Button onClick={() => void bin.refetch()}>{t('common.retry')}</Button>}
        />
      )}
      <Table<RecycleBinEntry>
        rowKey="id"
        size="middle"
        loading={bin.isFetching}
        dataSource={entries}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(String)),
          getCheckboxProps: (entry) => ({
            disabled: !entry.canRestore,
            'aria-label': t('recycle.selectRow', { name: entry.name }),
          }),
        }}
        locale={{
          emptyText: (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('recycle.empty', { days })} />
          ),
        }}
        pagination={{
          current: page,
          pageSize,
          total: bin.data?.total ?? 0,
          showSizeChanger: true,
          onChange: (nextPage, nextSize) => {
            setPage(nextSize === pageSize ? nextPage : 1);
            setPageSize(nextSize);
          },
        }}
        columns={[
          {
            title: t('recycle.name'),
            dataIndex: 'name',
            render: (name: string, entry) =>
              entry.canRestore ? (
                name
              ) : (
                <Tooltip title={t('recycle.notYours')}>
                  <span>{name}</span>
                </Tooltip>
              ),
          },
          { title: t('recycle.object'), dataIndex: 'objectLabel', className: 'vela-cleanup__nowrap' },
          { title: t('recycle.deletedBy'), dataIndex: 'deletedByName' },
          {
            title: t('recycle.deletedAt'),
            dataIndex: 'deletedAt',
            render: formatTime,
            className: 'vela-cleanup__nowrap',
          },
          {
            title: t('recycle.daysLeft'),
            dataIndex: 'daysLeft',
            render: (left: number) => (
              <Tag
                color={left <= 3 ? 'red' : left <= 7 ? 'orange' : 'default'}
                className="vela-cleanup__number"
              >
                {left}
              </Tag>
            ),
          },
        ]}
      />
    </Card>
  );
}
