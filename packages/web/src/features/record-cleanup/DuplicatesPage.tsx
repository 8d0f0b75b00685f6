import { MergeCellsOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { MERGE_MAX_RECORDS, MERGE_MIN_RECORDS } from '@vela/core';
import { Alert, Button, Card, Empty, Select, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { recordPath } from '../record-detail/index.js';
import {
  CLEANUP_KEYS,
  type DuplicateRecord,
  fetchDuplicateGroups,
  fetchDuplicateObjects,
  findDuplicates,
  mergePath,
} from './record-cleanup-api.js';
import './record-cleanup.css';

/**
 * cnki, cnkiResult/{objApi}: the duplicate check. With ?id= the duplicates of
 * one record; with an object the groups its duplicate rules match; without
 * either, a picker of the objects that have duplicate rules (S1-R-010, S1-R-011).
 */
export default function DuplicatesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const recordId = search.get('id') ?? '';
  const objectApi = params.objApi ?? search.get('objectApi') ?? '';
  const objects = useQuery({ queryKey: ['duplicates', 'objects'], queryFn: fetchDuplicateObjects });

  return (
    <Card className="vela-cleanup" variant="borderless">
      <div className="vela-cleanup__toolbar">
        <h1 className="vela-cleanup__title">{t('merge.checkTitle')}</h1>
        <span className="vela-cleanup__spacer" />
        <Select
          className="vela-cleanup__picker"
          aria-label={t('recycle.object')}
          placeholder={t('recycle.object')}
          value={recordId ? undefined : objectApi || undefined}
          options={(objects.data ?? []).map((object) => ({ value: object.objectApi, label: object.label }))}
          onChange={(value: string) => navigate(`/commonObjects/cnkiResult/${encodeURIComponent(value)}`)}
        />
      </div>
      {recordId ? (
        <DuplicatesOfRecord id={recordId} />
      ) : objectApi ? (
        <DuplicateGroupsOf objectApi={objectApi} />
      ) : (
        <p className="vela-cleanup__intro">{t('merge.checkIntro')}</p>
      )}
    </Card>
  );
}

function PickAndMerge({ records, preselected }: { records: DuplicateRecord[]; preselected: string[] }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<string[]>(preselected);
  const canMerge = selected.length >= MERGE_MIN_RECORDS && selected.length <= MERGE_MAX_RECORDS;
  return (
    <>
      <Table<DuplicateRecord>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={records}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(String)),
          getCheckboxProps: (record) => ({ 'aria-label': t('recycle.selectRow', { name: record.name }) }),
        }}
        columns={[
          {
            title: t('recycle.name'),
            dataIndex: 'name',
            render: (name: string, record) => <Link to={recordPath(record.id)}>{name}</Link>,
          },
          {
            title: t('merge.rule'),
            dataIndex: 'rules',
            render: (rules: string[] | undefined) =>
              (rules ?? []).map((rule) => <Tag key={rule}>{rule}</Tag>),
          },
          {
            title: t('merge.createdOn'),
            dataIndex: 'createdate',
            className: 'vela-cleanup__nowrap',
            render: (iso: string) => (iso ? new Date(iso).toLocaleDateString(i18n.language) : ''),
          },
        ]}
      />
      <div className="vela-cleanup__toolbar">
        <span className="vela-cleanup__intro">{t('merge.pickHint')}</span>
        <span className="vela-cleanup__spacer" />
        <Button
          type="primary"
          icon={<MergeCellsOutlined aria-hidden />}
          disabled={!canMerge}
          onClick={() => navigate(mergePath(selected))}
        >
          {t('merge.mergeSelected')}
        </Button>
      </div>
    </>
  );
}

function DuplicatesOfRecord({ id }: { id: string }) {
  const { t } = useTranslation();
  const found = useQuery({ queryKey: CLEANUP_KEYS.duplicates(id), queryFn: () => findDuplicates(id) });
  if (found.isError) return <Alert type="error" showIcon title={t('common.loadFailed')} />;
  if (!found.data) return <Table loading dataSource={[]} columns={[]} />;
  const { record, duplicates } = found.data;
  return (
    <>
      <h2 className="vela-cleanup__title">{t('merge.duplicatesTitle', { name: record.name })}</h2>
      {duplicates.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('merge.noDuplicates')} />
      ) : (
        <PickAndMerge
          records={[{ ...record, createdate: '', rules: [] }, ...duplicates]}
          preselected={[record.id, ...duplicates.slice(0, 1).map((duplicate) => duplicate.id)]}
        />
      )}
    </>
  );
}

function DuplicateGroupsOf({ objectApi }: { objectApi: string }) {
  const { t } = useTranslation();
  const groups = useQuery({
    queryKey: CLEANUP_KEYS.groups(objectApi),
    queryFn: () => fetchDuplicateGroups(objectApi),
  });
  if (groups.isError) return <Alert type="error" showIcon title={t('common.loadFailed')} />;
  if (!groups.data) return <Table loading dataSource={[]} columns={[]} />;
  return (
    <>
      <h2 className="vela-cleanup__title">{t('merge.groupsTitle', { object: groups.data.pluralLabel })}</h2>
      {groups.data.groups.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('merge.noDuplicates')} />
      )}
      {groups.data.groups.map((group, index) => (
        <section
          key={group.records.map((record) => record.id).join(',')}
          aria-label={t('merge.group', { number: index + 1, rule: group.rule })}
        >
          <h3 className="vela-cleanup__title">{t('merge.group', { number: index + 1, rule: group.rule })}</h3>
          <PickAndMerge
            records={group.records.map((record) => ({ ...record, rules: [group.rule] }))}
            preselected={group.records.slice(0, MERGE_MAX_RECORDS).map((record) => record.id)}
          />
        </section>
      ))}
    </>
  );
}
