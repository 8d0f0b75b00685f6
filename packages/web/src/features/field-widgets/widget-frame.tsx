import type { ReactElement, ReactNode } from 'react';
import type { FieldValue, FieldWidgetProps } from './widget-contract.js';

/** Ids of the texts under a widget, so the control can point at them with aria-describedby. */
export function hintId(inputId: string): string {
  return `${inputId}-hint`;
}
export function errorId(inputId: string): string {
  return `${inputId}-error`;
}

/** The accessibility attributes every widget's focusable element carries. */
export function controlAria(props: FieldWidgetProps): {
  id: string;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
  'aria-describedby': string | undefined;
} {
  const described = [
    props.disabled && props.disabledHint ? hintId(props.inputId) : null,
    props.error ? errorId(props.inputId) : null,
  ].filter(Boolean);
  return {
    id: props.inputId,
    'aria-invalid': props.error ? true : undefined,
    'aria-required': props.required && !props.readOnly ? true : undefined,
    'aria-describedby': described.length ? described.join(' ') : undefined,
  };
}

/**
 * The box around one widget: the control, then the disabled hint (why the
 * field cannot be used yet) and the error, each with the id the control's
 * aria-describedby names, so a screen reader reads them with the field.
 */
export function WidgetFrame(props: {
  widget: FieldWidgetProps;
  children: ReactNode;
  className?: string;
}): ReactElement {
  const { widget } = props;
  return (
    <div
      className={`vela-field-widget${props.className ? ` ${props.className}` : ''}${widget.error ? ' vela-field-widget--invalid' : ''}`}
      data-field-type={widget.field.type}
      data-field={widget.field.apiName}
    >
      {props.children}
      {widget.disabled && widget.disabledHint ? (
        <div id={hintId(widget.inputId)} className="vela-field-widget__hint">
          {widget.disabledHint}
        </div>
      ) : null}
      {widget.error ? (
        <div id={errorId(widget.inputId)} className="vela-field-widget__error" role="alert">
          {widget.error}
        </div>
      ) : null}
    </div>
  );
}

/**
 * A read-only value: focusable (so keyboard users can reach and read it, and
 * the form can scroll to it) and named by the field's label.
 */
export function ReadOnlyValue(props: {
  widget: FieldWidgetProps;
  children: ReactNode;
  multiline?: boolean;
}): ReactElement {
  const { widget } = props;
  return (
    // biome-ignore lint/a11y/useSemanticElements: the value may hold links and pictures, which no <input> can.
    <div
      {...controlAria(widget)}
      role="textbox"
      aria-readonly="true"
      aria-label={widget.field.label}
      tabIndex={0}
      className={`vela-field-widget__readonly${props.multiline ? ' vela-field-widget__readonly--multiline' : ''}`}
    >
      {props.children}
    </div>
  );
}

/** The value as display text; '' for nothing. */
export function valueText(value: FieldValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join(';');
  return String(value);
}

/** A multi value as its items: arrays as they are, text split on ';' (the saved form). */
export function valueList(value: FieldValue | undefined): string[] {
  if (Array.isArray(value)) return value.filter((item) => item !== '');
  if (typeof value === 'string') return value.split(';').filter((item) => item !== '');
  if (typeof value === 'number') return [String(value)];
  return [];
}

/** Whether the user can change the value now. */
export function isEditable(props: FieldWidgetProps): boolean {
  return !props.readOnly && !props.disabled;
}
