import { Checkbox } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValue, FieldWidgetProps } from './widget-contract.js';
import { controlAria, isEditable, ReadOnlyValue, WidgetFrame } from './widget-frame.js';

/** The wire carries checkbox values as booleans, 'true'/'false', '1'/'0' or 1/0. */
export function isChecked(value: FieldValue): boolean {
  return value === true || value === 'true' || value === '1' || value === 1;
}

/** Checkbox (B): Space toggles it; it always reports a boolean. */
export function CheckboxWidget(props: FieldWidgetProps): ReactElement {
  const { t } = useTranslation();
  const checked = isChecked(props.value);
  if (props.readOnly) {
    return (
      <WidgetFrame widget={props}>
        <ReadOnlyValue widget={props}>{checked ? t('common.yes') : t('common.no')}</ReadOnlyValue>
      </WidgetFrame>
    );
  }
  return (
    <WidgetFrame widget={props}>
      <span className="vela-field-widget__checkbox">
        <Checkbox
          {...controlAria(props)}
          checked={checked}
          disabled={!isEditable(props)}
          onChange={(event) => props.onChange(event.target.checked)}
          onBlur={props.onBlur}
        />
      </span>
    </WidgetFrame>
  );
}
