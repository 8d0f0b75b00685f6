import { safeLinkHref } from '@vela/core';
import { Input } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldWidgetProps } from './widget-contract.js';
import { controlAria, isEditable, ReadOnlyValue, valueText, WidgetFrame } from './widget-frame.js';

const INPUT_TYPE: Partial<Record<string, { type: string; inputMode: 'email' | 'tel' | 'url' | 'text' }>> = {
  E: { type: 'email', inputMode: 'email' },
  H: { type: 'tel', inputMode: 'tel' },
  U: { type: 'url', inputMode: 'url' },
};

/** Text (S), long text (X), e-mail (E), phone (H) and URL (U): the length caps what can be typed. */
export function TextWidget(props: FieldWidgetProps): ReactElement {
  const { field, value, onChange, onBlur } = props;
  const { t } = useTranslation();
  const text = valueText(value);
  const maxLength = field.length && field.length > 0 ? field.length : undefined;

  if (props.readOnly) {
    return (
      <WidgetFrame widget={props}>
        <ReadOnlyValue widget={props} multiline={field.type === 'X'}>
          <ReadOnlyText type={field.type} text={text} empty={t('fieldWidget.empty')} />
        </ReadOnlyValue>
      </WidgetFrame>
    );
  }
  const common = {
    ...controlAria(props),
    value: text,
    maxLength,
    disabled: !isEditable(props),
    placeholder: field.placeholder || undefined,
    onBlur,
    status: props.error ? ('error' as const) : undefined,
  };
  if (field.type === 'X') {
    return (
      <WidgetFrame widget={props}>
        <Input.TextArea
          {...common}
          autoSize={{ minRows: 3, maxRows: 12 }}
          onChange={(event) => onChange(event.target.value)}
        />
      </WidgetFrame>
    );
  }
  const kind = INPUT_TYPE[field.type];
  return (
    <WidgetFrame widget={props}>
      <Input
        {...common}
        type={kind?.type ?? 'text'}
        inputMode={kind?.inputMode}
        autoComplete={field.type === 'E' ? 'email' : field.type === 'H' ? 'tel' : 'off'}
        onChange={(event) => onChange(event.target.value)}
      />
    </WidgetFrame>
  );
}

/** Read-only text; e-mail, phone and URL values become links a keyboard user can follow. */
export function ReadOnlyText(props: { type: string; text: string; empty: string }): ReactElement {
  const { type, text } = props;
  if (text === '') return <span className="vela-field-widget__empty">{props.empty}</span>;
  const href =
    type === 'E'
      ? `mailto:${text}`
      : type === 'H'
        ? `tel:${text.replace(/[^\d+]/g, '')}`
        : type === 'U'
          ? safeLinkHref(text)
          : null;
  if (!href) return <>{text}</>;
  return (
    <a href={href} target={type === 'U' ? '_blank' : undefined} rel="noopener noreferrer">
      {text}
    </a>
  );
}
