import { Checkbox, DatePicker, Input, InputNumber, Select, TimePicker } from 'antd';
import dayjs from 'dayjs';
import type { ReactElement } from 'react';
import type { FieldValue, FieldWidgetProps } from './widget-contract.js';

/**
 * One field's widget, chosen by the field's type code (spec 2 §3). This first
 * version gives every type a plain working input; richer widgets replace the
 * branches one by one behind the same props.
 */
export function FieldWidget(props: FieldWidgetProps): ReactElement {
  const { field, value, inputId, disabled, readOnly, error, onChange, onBlur } = props;
  const common = {
    id: inputId,
    disabled: disabled || readOnly,
    'aria-invalid': error ? true : undefined,
    onBlur,
  } as const;
  const text = value === null || value === undefined ? '' : String(value);
  switch (field.type) {
    case 'B':
      return (
        <Checkbox
          {...common}
          checked={value === true || value === 'true'}
          onChange={(e) => onChange(e.target.checked)}
        />
      );
    case 'N':
    case 'P':
    case 'c':
      return (
        <InputNumber
          {...common}
          style={{ width: '100%' }}
          value={text === '' ? null : Number(text)}
          precision={field.decimalPlaces ?? 0}
          onChange={(next) => onChange(next === null ? null : Number(next))}
        />
      );
    case 'D':
    case 'F':
      return (
        <DatePicker
          {...common}
          style={{ width: '100%' }}
          showTime={field.type === 'F'}
          value={text ? dayjs(text) : null}
          onChange={(next) =>
            onChange(next ? (field.type === 'D' ? next.format('YYYY-MM-DD') : next.toISOString()) : null)
          }
        />
      );
    case 'T':
      return (
        <TimePicker
          {...common}
          style={{ width: '100%' }}
          value={text ? dayjs(`2000-01-01T${text}`) : null}
          onChange={(next) => onChange(next ? next.format('HH:mm:ss') : null)}
        />
      );
    case 'L':
    case 'Q':
      return (
        <Select
          {...common}
          style={{ width: '100%' }}
          allowClear
          mode={field.type === 'Q' ? 'multiple' : undefined}
          value={field.type === 'Q' ? splitList(value) : text || undefined}
          options={(props.options ?? []).map((o) => ({ value: o.codekey, label: o.codevalue }))}
          onChange={(next: FieldValue | undefined) => onChange(next ?? null)}
        />
      );
    case 'X':
    case 'A':
      return <Input.TextArea {...common} value={text} rows={3} onChange={(e) => onChange(e.target.value)} />;
    default:
      return (
        <Input
          {...common}
          value={text}
          readOnly={field.type === 'V' || field.type === 'Z'}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
}

function splitList(value: FieldValue): string[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string' && value !== '') return value.split(';');
  return [];
}
