import { DatePicker, TimePicker } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useGlobalStore } from '../../state/index.js';
import type { FieldWidgetProps } from './widget-contract.js';
import { controlAria, isEditable, ReadOnlyValue, valueText, WidgetFrame } from './widget-frame.js';
import { dateOf, storedTimeOf, timeOf, WIRE_DATE, WIRE_TIME, wallTimeOf } from './zoned-time.js';

/*
 * Dates show in the user's language ('L', e.g. 05/01/2024 or 01.05.2024) and
 * also accept the ISO form when typed; date-times show in the user's time zone
 * and are stored in UTC; times are wall-clock times with no zone.
 */
const DATE_FORMATS = ['L', WIRE_DATE, 'l'];
const DATE_TIME_FORMATS = ['L LT', 'YYYY-MM-DD HH:mm', 'L HH:mm'];
const TIME_FORMATS = ['LT', 'HH:mm', 'H:mm'];

function useZone(): string | undefined {
  return useGlobalStore((state) => state.userInfo?.timeZone);
}

function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

function Empty(): ReactElement {
  const { t } = useTranslation();
  return <span className="vela-field-widget__empty">{t('fieldWidget.empty')}</span>;
}

/** Date (D): stored 'YYYY-MM-DD'. */
export function DateWidget(props: FieldWidgetProps): ReactElement {
  useTranslation(); // re-render when the language (and with it dayjs's 'L') changes
  const picked = dateOf(valueText(props.value));
  if (props.readOnly) {
    return (
      <WidgetFrame widget={props}>
        <ReadOnlyValue widget={props}>{picked ? picked.format('L') : <Empty />}</ReadOnlyValue>
      </WidgetFrame>
    );
  }
  return (
    <WidgetFrame widget={props}>
      <DatePicker
        {...controlAria(props)}
        status={props.error ? 'error' : undefined}
        style={{ width: '100%' }}
        value={picked}
        format={DATE_FORMATS}
        disabled={!isEditable(props)}
        allowClear={!props.required}
        placeholder={props.field.placeholder || undefined}
        onChange={(next) => props.onChange(next ? next.format(WIRE_DATE) : null)}
        onBlur={props.onBlur}
      />
    </WidgetFrame>
  );
}

/** Date-time (F): shown in the user's time zone, stored as UTC 'YYYY-MM-DD HH:mm:ss'. */
export function DateTimeWidget(props: FieldWidgetProps): ReactElement {
  useTranslation();
  const zone = useZone();
  const picked = wallTimeOf(valueText(props.value), zone);
  if (props.readOnly) {
    return (
      <WidgetFrame widget={props}>
        <ReadOnlyValue widget={props}>{picked ? picked.format('L LT') : <Empty />}</ReadOnlyValue>
      </WidgetFrame>
    );
  }
  return (
    <WidgetFrame widget={props}>
      <DatePicker
        {...controlAria(props)}
        status={props.error ? 'error' : undefined}
        style={{ width: '100%' }}
        showTime={{ format: 'HH:mm' }}
        // 'Now' would pick the browser's clock time, wrong when the user's zone is another.
        showNow={browserZone() === (zone ?? browserZone())}
        value={picked}
        format={DATE_TIME_FORMATS}
        disabled={!isEditable(props)}
        allowClear={!props.required}
        placeholder={props.field.placeholder || undefined}
        onChange={(next) => props.onChange(next ? storedTimeOf(next, zone) : null)}
        onBlur={props.onBlur}
      />
    </WidgetFrame>
  );
}

/** Time (T): stored 'HH:mm:ss'. */
export function TimeWidget(props: FieldWidgetProps): ReactElement {
  useTranslation();
  const picked = timeOf(valueText(props.value));
  if (props.readOnly) {
    return (
      <WidgetFrame widget={props}>
        <ReadOnlyValue widget={props}>{picked ? picked.format('LT') : <Empty />}</ReadOnlyValue>
      </WidgetFrame>
    );
  }
  return (
    <WidgetFrame widget={props}>
      <TimePicker
        {...controlAria(props)}
        status={props.error ? 'error' : undefined}
        style={{ width: '100%' }}
        value={picked}
        format={TIME_FORMATS}
        minuteStep={1}
        disabled={!isEditable(props)}
        allowClear={!props.required}
        placeholder={props.field.placeholder || undefined}
        onChange={(next) => props.onChange(next ? next.format(WIRE_TIME) : null)}
        onBlur={props.onBlur}
      />
    </WidgetFrame>
  );
}
