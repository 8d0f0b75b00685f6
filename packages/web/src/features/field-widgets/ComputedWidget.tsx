import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldWidgetProps } from './widget-contract.js';
import { ReadOnlyValue, valueText, WidgetFrame } from './widget-frame.js';

/**
 * Auto-number (V) and formula (Z): the server sets or computes the value, so
 * the widget only shows it, always read-only, and says where it comes from
 * while there is none yet.
 */
export function ComputedWidget(props: FieldWidgetProps): ReactElement {
  const { t } = useTranslation();
  const text = valueText(props.value);
  return (
    <WidgetFrame widget={props}>
      <ReadOnlyValue widget={{ ...props, readOnly: true }}>
        {text !== '' ? (
          text
        ) : (
          <span className="vela-field-widget__empty">
            {t(props.field.type === 'V' ? 'fieldWidget.autoNumber' : 'fieldWidget.formula')}
          </span>
        )}
      </ReadOnlyValue>
    </WidgetFrame>
  );
}
