import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import type { SetupPicklistValue } from '@vela/core';
import { Button, Checkbox, Input, Radio, Space, Switch, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelsEditor } from './LabelsEditor.js';

/** A value as the editor holds it: stored ones keep their key (records hold it). */
export type PicklistRow = SetupPicklistValue & { isStored?: boolean };

/**
 * A picklist's values: order by dragging a row or with its arrows, one default (several for a
 * multi-select), per-language labels, and a switch that retires a value (records keep it until it is replaced).
 */
export function PicklistEditor(props: {
  values: PicklistRow[];
  multi: boolean;
  onChange: (values: PicklistRow[]) => void;
  onReplace?: (value: PicklistRow) => void;
}) {
  const { t } = useTranslation();
  const { values, onChange } = props;
  const [dragged, setDragged] = useState<number>();
  const update = (index: number, change: Partial<PicklistRow>) =>
    onChange(values.map((value, at) => (at === index ? { ...value, ...change } : value)));
  const move = (from: number, to: number) => {
    if (to < 0 || to >= values.length || from === to) return;
    const next = [...values];
    const [moved] = next.splice(from, 1);
    if (moved) next.splice(to, 0, moved);
    onChange(next);
  };
  const setDefault = (index: number, checked: boolean) =>
    onChange(
      values.map((value, at) =>
        at === index
          ? { ...value, isdefaultvalue: checked }
          : props.multi
            ? value
            : { ...value, isdefaultvalue: false },
      ),
    );
  return (
    <div>
      <Table<PicklistRow & { index: number }>
        size="small"
        pagination={false}
        rowKey="index"
        dataSource={values.map((value, index) => ({ ...value, index }))}
        onRow={(row) => ({
          draggable: true,
          className: 'vela-setup-picklist-row',
          onDragStart: () => setDragged(row.index),
          onDragOver: (event) => event.preventDefault(),
          onDrop: () => {
            if (dragged !== undefined) move(dragged, row.index);
            setDragged(undefined);
          },
        })}
        expandable={{
          expandedRowRender: (row) => (
            <LabelsEditor
              idPrefix={`vela-picklist-${row.index}`}
              value={row.labels}
              onChange={(labels) => update(row.index, { labels })}
            />
          ),
        }}
        columns={[
          {
            title: t('setup.picklist.labelCol'),
            key: 'label',
            render: (_, row) => (
              <Input
                size="small"
                aria-label={`${t('setup.picklist.labelCol')} ${row.index + 1}`}
                value={row.codevalue}
                onChange={(event) => {
                  const keyFollows = !row.isStored && (row.codekey === '' || row.codekey === row.codevalue);
                  update(row.index, {
                    codevalue: event.target.value,
                    ...(keyFollows ? { codekey: event.target.value } : {}),
                  });
                }}
              />
            ),
          },
          {
            title: t('setup.picklist.key'),
            key: 'key',
            render: (_, row) => (
              <Input
                size="small"
                aria-label={`${t('setup.picklist.key')} ${row.index + 1}`}
                value={row.codekey}
                disabled={row.isStored}
                onChange={(event) => update(row.index, { codekey: event.target.value })}
              />
            ),
          },
          {
            title: t('setup.picklist.default'),
            key: 'default',
            width: 70,
            render: (_, row) =>
              props.multi ? (
                <Checkbox
                  aria-label={`${t('setup.picklist.default')} ${row.codevalue}`}
                  checked={row.isdefaultvalue}
                  onChange={(event) => setDefault(row.index, event.target.checked)}
                />
              ) : (
                <Radio
                  aria-label={`${t('setup.picklist.default')} ${row.codevalue}`}
                  checked={row.isdefaultvalue}
                  onClick={() => setDefault(row.index, !row.isdefaultvalue)}
                />
              ),
          },
          {
            title: t('setup.picklist.active'),
            key: 'active',
            width: 70,
            render: (_, row) => (
              <Switch
                size="small"
                aria-label={`${t('setup.picklist.active')} ${row.codevalue}`}
                checked={row.active}
                onChange={(active) => update(row.index, { active })}
              />
            ),
          },
          {
            key: 'order',
            width: 150,
            render: (_, row) => (
              <Space size={2}>
                <Button
                  size="small"
                  icon={<ArrowUpOutlined />}
                  aria-label={`${t('setup.picklist.moveUp')} ${row.codevalue}`}
                  disabled={row.index === 0}
                  onClick={() => move(row.index, row.index - 1)}
                />
                <Button
                  size="small"
                  icon={<ArrowDownOutlined />}
                  aria-label={`${t('setup.picklist.moveDown')} ${row.codevalue}`}
                  disabled={row.index === values.length - 1}
                  onClick={() => move(row.index, row.index + 1)}
                />
                {props.onReplace && row.isStored && !props.multi && (
                  <Button size="small" type="link" onClick={() => props.onReplace?.(row)}>
                    {t('setup.picklist.replace')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <Button
        size="small"
        icon={<PlusOutlined />}
        style={{ marginTop: 8 }}
        onClick={() =>
          onChange([
            ...values,
            { codekey: '', codevalue: '', isdefaultvalue: false, labels: {}, active: true },
          ])
        }
      >
        {t('setup.picklist.add')}
      </Button>
    </div>
  );
}
