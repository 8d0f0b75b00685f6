import { useQuery } from '@tanstack/react-query';
import {
  REPORT_FOLDER_SHARE_LEVELS,
  type ReportFolderShare,
  type ReportFolderShareLevel,
  type ReportSharePrincipal,
} from '@vela/core';
import { Alert, Button, Modal, Select, Space, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Shown = ReportFolderShare & { name: string };

const keyOf = (share: { kind: string; id: string }) => `${share.kind}:${share.id}`;

/**
 * Shares something (a report folder, a dashboard) with users, roles and public groups, each to view it
 * or also to edit it: the one dialog both use, fed and saved by the caller's own calls.
 */
export function ShareDialog(props: {
  title: string;
  queryKey: readonly unknown[];
  load: () => Promise<{ shares: Shown[]; principals: ReportSharePrincipal[] }>;
  save: (shares: ReportFolderShare[]) => Promise<unknown>;
  onClose: (saved: boolean) => void;
}) {
  const { t } = useTranslation();
  const current = useQuery({ queryKey: props.queryKey, queryFn: props.load, gcTime: 0 });
  const [shares, setShares] = useState<Shown[]>([]);
  const [adding, setAdding] = useState<string | undefined>();
  const [level, setLevel] = useState<ReportFolderShareLevel>('view');
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (current.data) setShares(current.data.shares);
  }, [current.data]);

  const principals = current.data?.principals ?? [];
  const taken = new Set(shares.map(keyOf));
  const kindLabel = (kind: string) => t(`reports.shareKind.${kind}`);
  const options = (['user', 'role', 'group'] as const).map((kind) => ({
    label: kindLabel(kind),
    options: principals
      .filter((principal) => principal.kind === kind && !taken.has(keyOf(principal)))
      .map((principal) => ({ value: keyOf(principal), label: principal.name })),
  }));
  const add = () => {
    const principal = principals.find((candidate) => keyOf(candidate) === adding);
    if (!principal) return;
    setShares([...shares, { ...principal, level }]);
    setAdding(undefined);
  };
  const save = async () => {
    setSaving(true);
    try {
      await props.save(shares.map(({ kind, id, level: chosen }) => ({ kind, id, level: chosen })));
      props.onClose(true);
    } finally {
      setSaving(false);
    }
  };
  const levelOptions = REPORT_FOLDER_SHARE_LEVELS.map((value) => ({
    value,
    label: t(`reports.shareLevel.${value}`),
  }));

  return (
    <Modal
      open
      width={640}
      title={props.title}
      okText={t('reports.saveShares')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={() => props.onClose(false)}
    >
      {current.isError && <Alert type="error" showIcon title={current.error.message} />}
      <Space.Compact block className="vela-report__share-add">
        <Select
          showSearch
          optionFilterProp="label"
          aria-label={t('reports.sharePrincipal')}
          placeholder={t('reports.sharePrincipal')}
          value={adding}
          onChange={setAdding}
          options={options}
          className="vela-report__share-principal"
        />
        <Select
          aria-label={t('reports.shareLevel')}
          value={level}
          onChange={setLevel}
          options={levelOptions}
          className="vela-report__share-level"
        />
        <Button onClick={add} disabled={!adding}>
          {t('reports.shareAdd')}
        </Button>
      </Space.Compact>
      <Table<Shown>
        size="small"
        rowKey={keyOf}
        loading={current.isLoading}
        pagination={false}
        dataSource={shares}
        locale={{ emptyText: t('reports.notShared') }}
        columns={[
          {
            key: 'name',
            title: t('reports.shareWith'),
            render: (_, share) => (
              <Space>
                <Tag>{kindLabel(share.kind)}</Tag>
                {share.name}
              </Space>
            ),
          },
          {
            key: 'level',
            title: t('reports.shareLevel'),
            render: (_, share) => (
              <Select
                size="small"
                aria-label={t('reports.shareLevelOf', { name: share.name })}
                value={share.level}
                options={levelOptions}
                onChange={(chosen) =>
                  setShares(shares.map((other) => (other === share ? { ...share, level: chosen } : other)))
                }
              />
            ),
          },
          {
            key: 'remove',
            title: '',
            render: (_, share) => (
              <Button
                size="small"
                type="link"
                danger
                onClick={() => setShares(shares.filter((other) => other !== share))}
              >
                {t('reports.remove', { name: share.name })}
              </Button>
            ),
          },
        ]}
      />
    </Modal>
  );
}
