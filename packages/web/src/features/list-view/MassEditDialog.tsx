import { Alert, DatePicker, Input, InputNumber, Modal, Select, Switch, Table } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldUpdateResult, FieldValue, ListFieldInfo } from './list-view-api.js';

/** Lookups need a record picker of their own; the owner has its own action. */
const NOT_IN_BULK = new Set(['Y', 'M', 'MR']);

interface MassEditDialogProps {
  open: boolean;
  count: number;
  fields: ListFieldInfo[];
  busy: boolean;
  /** The last run's outcome: its refusals are listed here, per record. */
  result: FieldUpdateResult | null;
  onConfirm: (field: ListFieldInfo, value: FieldValue) => void;
  onCancel: () => void;
}

/** The fields a person may set on all the selected records at once. */
export function massEditableFields(fields: readonly ListFieldInfo[]): ListFieldInfo[] {
  return fields.filter((field) => field.editable && !NOT_IN_BULK.has(field.type));
}

/** Mass edit: one field, one value, for every selected record; each is saved through the form's rules. */
export function MassEditDialog({
  open,
  count,
  fields,
  busy,
  result,
  onConfirm,
  onCancel,
}: MassEditDialogProps) {
  const { t } = useTranslation();
  const fieldId = useId();
  const valueId = useId();
  const choices = massEditableFields(fields);
  const [fieldApi, setFieldApi] = useState<string | undefined>(undefined);
  const [value, setValue] = useState<FieldValue>(null);
  useEffect(() => {
    if (!open) {
      setFieldApi(undefined);
      setValue(null);
    }
  }, [open]);
  const field = choices.find((choice) => choice.apiName === fieldApi);
  return (
    <Modal
      open={open}
      title={t('listView.massEditTitle', { count })}
      okText={t('listView.massEditApply')}
      okButtonProps={{ disabled: !field, loading: busy }}
      onOk={() => field && onConfirm(field, value)}
      onCancel={onCancel}
      destroyOnHidden
      width={640}
    >
      <div className="vela-list__field">
        <label htmlFor={fieldId}>{t('listView.massEditField')}</label>
        <Select
          id={fieldId}
          aria-label={t('listView.massEditField')}
          value={fieldApi}
          onChange={(api: string) => {
            setFieldApi(api);
            const chosen = choices.find((choice) => choice.apiName === api);
            setValue(chosen?.type === 'B' ? false : null);
          }}
          showSearch={{ optionFilterProp: 'label' }}
          options={choices.map((choice) => ({ value: choice.apiName, label: choice.label }))}
        />
      </div>
      {field && (
        <div className="vela-list__field">
          <label htmlFor={valueId}>{t('listView.massEditValue')}</label>
          <ValueInput id={valueId} field={field} value={value} onChange={setValue} />
          {field.type !== 'B' && <p className="vela-list__hint">{t('listView.massEditClear')}</p>}
        </div>
      )}
      {result && result.done.length > 0 && (
        <Alert type="success" showIcon title={t('listView.massEditDone', { count: result.done.length })} />
      )}
      {result && result.failed.length > 0 && (
        <div className="vela-list__failures">
          <Alert
            type="error"
            showIcon
            title={t('listView.massEditFailed', { count: result.failed.length })}
          />
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={result.failed}
            columns={[
              { key: 'name', title: t('listView.massEditRecord'), render: (_, row) => row.name || row.id },
              { key: 'message', title: t('listView.massEditReason'), dataIndex: 'message' },
            ]}
          />
        </div>
      )}
    </Modal>
  );
}

interface ValueInputProps {
  id: string;
  field: ListFieldInfo;
  value: FieldValue;
  onChange: (value: FieldValue) => void;
}

/** The value's input, by field type, sending what the record form would send. */
function ValueInput({ id, field, value, onChange }: ValueInputProps) {
  const { t } = useTranslation();
  const label = t('listView.massEditValue');
  switch (field.type) {
    case 'L':
      return (
        <Select
          id={id}
          aria-label={label}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          value={typeof value === 'string' ? value : undefined}
          onChange={(chosen?: string) => onChange(chosen ?? null)}
          options={field.options}
        />
      );
    case 'Q':
      return (
        <Select
          id={id}
          aria-label={label}
          mode="multiple"
          showSearch={{ optionFilterProp: 'label' }}
          value={typeof value === 'string' && value ? value.split(';') : []}
          onChange={(chosen: string[]) => onChange(chosen.length > 0 ? chosen.join(';') : null)}
          options={field.options}
        />
      );
    case 'B':
      return <Switch id={id} aria-label={label} checked={value === true} onChange={onChange} />;
    case 'N':
    case 'c':
    case 'P':
      return (
        <InputNumber
          id={id}
          aria-label={label}
          className="vela-list__wide"
          value={typeof value === 'number' ? value : null}
          onChange={(number) => onChange(typeof number === 'number' ? number : null)}
        />
      );
    case 'D':
    case 'F':
      return (
        <DatePicker
          id={id}
          aria-label={label}
          showTime={field.type === 'F'}
          value={typeof value === 'string' && value ? dayjs(value) : null}
          onChange={(date) =>
            onChange(date ? (field.type === 'D' ? date.format('YYYY-MM-DD') : date.toISOString()) : null)
          }
        />
      );
    case 'X':
      return (
        <Input.TextArea
          id={id}
          aria-label={label}
          rows={3}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
        />
      );
    default:
      return (
        <Input
          id={id}
          aria-label={label}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
        />
      );
  }
}
