import type { FieldTypeCode } from '@vela/core';
import type { ComponentType, ReactElement } from 'react';
import { CheckboxWidget } from './CheckboxWidget.js';
import { ComputedWidget } from './ComputedWidget.js';
import { DateTimeWidget, DateWidget, TimeWidget } from './DateTimeWidgets.js';
import { FileWidget } from './FileWidget.js';
import { LookupWidget } from './LookupWidget.js';
import { NumberWidget } from './NumberWidget.js';
import { PicklistWidget } from './PicklistWidget.js';
import { RichTextWidget } from './RichTextWidget.js';
import { TextWidget } from './TextWidget.js';
import type { FieldWidgetProps } from './widget-contract.js';
import { ReadOnlyValue, valueText, WidgetFrame } from './widget-frame.js';
import './field-widgets.css';

/**
 * A group field (AD, LT) has no value of its own: the form lays its
 * sub-fields out with FieldGroup. Given one directly, it shows whatever
 * summary text the form passes, read-only.
 */
function GroupSummaryWidget(props: FieldWidgetProps): ReactElement {
  return (
    <WidgetFrame widget={props}>
      <ReadOnlyValue widget={{ ...props, readOnly: true }}>{valueText(props.value)}</ReadOnlyValue>
    </WidgetFrame>
  );
}

/** The widget for each field type code of spec 2 §3 (and ours). */
export const WIDGET_BY_TYPE: Readonly<Record<FieldTypeCode, ComponentType<FieldWidgetProps>>> = {
  B: CheckboxWidget,
  N: NumberWidget,
  P: NumberWidget,
  c: NumberWidget,
  D: DateWidget,
  F: DateTimeWidget,
  T: TimeWidget,
  Y: LookupWidget,
  M: LookupWidget,
  MR: LookupWidget,
  L: PicklistWidget,
  Q: PicklistWidget,
  AD: GroupSummaryWidget,
  LT: GroupSummaryWidget,
  IMG: FileWidget,
  file: FileWidget,
  S: TextWidget,
  X: TextWidget,
  E: TextWidget,
  H: TextWidget,
  U: TextWidget,
  A: RichTextWidget,
  V: ComputedWidget,
  Z: ComputedWidget,
};

/**
 * One field's widget, chosen by the field's type code. Every widget puts
 * `inputId` on its focusable element, marks it aria-invalid and shows the
 * error when `error` is set, shows `disabledHint` while disabled, and renders
 * read-only when `readOnly` is set.
 */
export function FieldWidget(props: FieldWidgetProps): ReactElement {
  const Widget = WIDGET_BY_TYPE[props.field.type] ?? TextWidget;
  return <Widget {...props} />;
}
