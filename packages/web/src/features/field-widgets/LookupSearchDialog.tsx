import { PlusOutlined } from '@ant-design/icons';
import type { FieldDefinition } from '@vela/core';
import { Alert, Button, Form, Input, Modal, Space, Table } from 'antd';
import { type ReactElement, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fetchLookupInfo,
  fetchTargetFields,
  type LookupFilterSetting,
  type LookupRow,
  quickCreateRecord,
  searchLookupRecords,
  type TargetField,
} from './lookup-api.js';
import type { LookupChoice } from './widget-contract.js';

export const LOOKUP_DIALOG_PAGE_SIZE = 20;

interface Props {
  field: FieldDefinition;
  multiple: boolean;
  initialKeyword: string;
  chosen: readonly LookupChoice[];
  loadSettings: () => Promise<LookupFilterSetting | null>;
  getFormValues?: () => Readonly<Record<string, unknown>>;
  onPick: (choices: LookupChoice[]) => void;
  onClose: () => void;
}

/** Filter inputs start from the form's value of a field with the same api name, when it has one. */
function initialFilters(fields: readonly TargetField[], formValues: Readonly<Record<string, unknown>>) {
  return Object.fromEntries(
    fields.map((field) => {
      const value = formValues[field.apiname];
      return [field.apiname, typeof value === 'string' || typeof value === 'number' ? String(value) : ''];
    }),
  );
}

/**
 * The lookup search dialog (spec 2 §7): name keyword plus the filter fields
 * the lookup's filter settings name, a result list where Enter or a click on
 * a name picks it (a multi lookup ticks rows and confirms), more rows on
 * request, and quick-create — allowed only when the settings say
 * isquickcreated 'true', a no-permission message otherwise (spec 2 §6).
 */
export function LookupSearchDialog(props: Props): ReactElement {
  const { field, multiple } = props;
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState(props.initialKeyword);
  const [settings, setSettings] = useState<LookupFilterSetting | null>(null);
  const [objectLabel, setObjectLabel] = useState('');
  const [filterFields, setFilterFields] = useState<TargetField[]>([]);
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [rows, setRows] = useState<LookupRow[]>([]);
  const [page, setPage] = useState(1);
  const [hasMore, setHasMore] = useState(false);
  const [loading, setLoading] = useState(true);
  const [selected, setSelected] = useState<LookupChoice[]>(() => [...props.chosen]);
  const [notice, setNotice] = useState<{ type: 'warning' | 'error' | 'success'; text: string } | null>(null);
  const [creating, setCreating] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const keywordRef = useRef(props.initialKeyword);
  const filtersRef = useRef<Record<string, string>>({});

  const run = useCallback(
    async (nextPage: number) => {
      setLoading(true);
      try {
        const answer = await searchLookupRecords({
          fieldId: field.id,
          keyword: keywordRef.current.trim(),
          filters: filtersRef.current,
          page: nextPage,
          pageSize: LOOKUP_DIALOG_PAGE_SIZE,
        });
        setRows((previous) => (nextPage === 1 ? answer.dataList : [...previous, ...answer.dataList]));
        setHasMore(answer.hasMore);
        setPage(nextPage);
        setNotice(null);
      } catch (error) {
        setNotice({ type: 'error', text: error instanceof Error ? error.message : String(error) });
      } finally {
        setLoading(false);
      }
    },
    [field.id],
  );

  // Opening: the settings, the target object and its filter fields, then the first rows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per opening; later searches go through `run`.
  useEffect(() => {
    let live = true;
    (async () => {
      const loaded = await props.loadSettings();
      if (!live) return;
      setSettings(loaded);
      try {
        const info = await fetchLookupInfo({
          fieldId: field.id,
          keyword: keywordRef.current.trim(),
          pageSize: LOOKUP_DIALOG_PAGE_SIZE,
        });
        if (!live) return;
        setObjectLabel(info.labelName);
        const filterIds =
          loaded?.isEnableFilter === 'true' ? loaded.filterFieldIds.split(',').filter(Boolean) : [];
        if (filterIds.length) {
          const fields = (await fetchTargetFields(info.objectApi)).filter((candidate) =>
            filterIds.includes(candidate.id),
          );
          if (!live) return;
          const start = initialFilters(fields, props.getFormValues?.() ?? {});
          filtersRef.current = start;
          setFilterFields(fields);
          setFilters(start);
          if (Object.values(start).some((value) => value !== '')) {
            await run(1);
            return;
          }
        }
        setRows(info.dataList);
        setHasMore(info.hasMore);
        setPage(1);
      } catch {
        // the request client has shown the failure
      } finally {
        if (live) setLoading(false);
      }
    })();
    return () => {
      live = false;
    };
  }, []);

  const pickOne = (row: LookupRow) => props.onPick([{ id: row.id, name: row.queryname || row.name }]);
  const toggle = (row: LookupRow, on: boolean) =>
    setSelected((previous) =>
      on
        ? [
            ...previous.filter((choice) => choice.id !== row.id),
            { id: row.id, name: row.queryname || row.name },
          ]
        : previous.filter((choice) => choice.id !== row.id),
    );

  const startQuickCreate = async () => {
    const loaded = settings ?? (await props.loadSettings());
    if (loaded?.isquickcreated !== 'true') {
      setNotice({ type: 'warning', text: t('fieldWidget.noPermission') });
      return;
    }
    setNotice(null);
    setCreating(keywordRef.current.trim());
  };

  const saveQuickCreate = async () => {
    const name = (creating ?? '').trim();
    if (!name) {
      setNotice({ type: 'warning', text: t('fieldWidget.lookup.quickCreateNameRequired') });
      return;
    }
    const objectApi = settings?.objectApi;
    if (!objectApi) return;
    setSaving(true);
    try {
      const saved = await quickCreateRecord(objectApi, name);
      if (!saved.isSaveSuccess) {
        setNotice({ type: 'error', text: saved.errormessage || t('chatter.save.f') });
        return;
      }
      const choice = { id: saved.id, name: saved.name || name };
      props.onPick(multiple ? [...selected, choice] : [choice]);
    } catch {
      // the request client has shown the failure
    } finally {
      setSaving(false);
    }
  };

  const object = objectLabel || field.label;
  // The key columns any found row has, in the order the server gives them (the object's search fields).
  const keyColumns = new Map<string, string>();
  for (const row of rows) for (const column of row.columns ?? []) keyColumns.set(column.field, column.label);
  const selectedIds = selected.map((choice) => choice.id);
  return (
    <Modal
      open
      title={t('fieldWidget.lookup.dialogTitle', { object })}
      width={720}
      onCancel={props.onClose}
      destroyOnHidden
      footer={
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
          <Button icon={<PlusOutlined />} onClick={() => void startQuickCreate()}>
            {t('fieldWidget.lookup.quickCreate', { object })}
          </Button>
          <Space>
            <Button onClick={props.onClose}>{t('common.cancel')}</Button>
            {multiple ? (
              <Button type="primary" onClick={() => props.onPick(selected)}>
                {t('common.ok')}
              </Button>
            ) : null}
          </Space>
        </div>
      }
    >
      <form
        className="vela-lookup-dialog__search"
        aria-label={t('fieldWidget.lookup.search')}
        onSubmit={(event) => {
          event.preventDefault();
          void run(1);
        }}
      >
        <Form.Item label={t('fieldWidget.lookup.keyword')} layout="vertical" htmlFor="vela-lookup-keyword">
          <Input
            id="vela-lookup-keyword"
            autoFocus
            value={keyword}
            onChange={(event) => {
              keywordRef.current = event.target.value;
              setKeyword(event.target.value);
            }}
          />
        </Form.Item>
        {filterFields.map((filterField) => (
          <Form.Item
            key={filterField.id}
            label={t('fieldWidget.lookup.filterBy', { field: filterField.labelName })}
            layout="vertical"
            htmlFor={`vela-lookup-filter-${filterField.apiname}`}
          >
            <Input
              id={`vela-lookup-filter-${filterField.apiname}`}
              value={filters[filterField.apiname] ?? ''}
              onChange={(event) => {
                const next = { ...filtersRef.current, [filterField.apiname]: event.target.value };
                filtersRef.current = next;
                setFilters(next);
              }}
            />
          </Form.Item>
        ))}
        <Button type="primary" htmlType="submit" loading={loading && page === 1}>
          {t('fieldWidget.lookup.search')}
        </Button>
      </form>
      {notice ? (
        <Alert type={notice.type} showIcon title={notice.text} style={{ marginBottom: 12 }} role="alert" />
      ) : null}
      {creating !== null ? (
        <form
          className="vela-lookup-dialog__search"
          onSubmit={(event) => {
            event.preventDefault();
            void saveQuickCreate();
          }}
        >
          <Form.Item label={t('fieldWidget.lookup.name')} layout="vertical" htmlFor="vela-lookup-create-name">
            <Input
              id="vela-lookup-create-name"
              autoFocus
              value={creating}
              onChange={(event) => setCreating(event.target.value)}
            />
          </Form.Item>
          <Space>
            <Button onClick={() => setCreating(null)}>{t('common.cancel')}</Button>
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('common.save')}
            </Button>
          </Space>
        </form>
      ) : null}
      <Table<LookupRow>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={rows}
        pagination={false}
        scroll={{ y: 360 }}
        locale={{ emptyText: t('fieldWidget.lookup.noResults') }}
        rowSelection={
          multiple
            ? {
                selectedRowKeys: selectedIds,
                preserveSelectedRowKeys: true,
                onSelect: (row, on) => toggle(row, on),
                onSelectAll: (on, _all, changed) => {
                  for (const row of changed) toggle(row, on);
                },
              }
            : undefined
        }
        columns={[
          {
            key: 'name',
            title: t('fieldWidget.lookup.name'),
            render: (_value, row) =>
              multiple ? (
                row.queryname || row.name
              ) : (
                <Button type="link" className="vela-lookup-dialog__row-name" onClick={() => pickOne(row)}>
                  {row.queryname || row.name}
                </Button>
              ),
          },
          ...[...keyColumns].map(([api, label]) => ({
            key: api,
            title: label,
            render: (_value: unknown, row: LookupRow) =>
              row.columns?.find((column) => column.field === api)?.value ?? '',
          })),
        ]}
      />
      {hasMore ? (
        <div style={{ textAlign: 'center', marginTop: 8 }}>
          <Button loading={loading && page > 0} onClick={() => void run(page + 1)}>
            {t('fieldWidget.lookup.more')}
          </Button>
        </div>
      ) : null}
    </Modal>
  );
}
