import { checkNumberValue, numberLimits } from '@vela/core';
import { InputNumber } from 'antd';
import { type ReactElement, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGlobalStore } from '../../state/index.js';
import type { FieldValue, FieldWidgetProps } from './widget-contract.js';
import { controlAria, isEditable, ReadOnlyValue, valueText, WidgetFrame } from './widget-frame.js';

/** Limits as antd wants them: text where a double would round the spec's maximum (999999999999999.99). */
function inputLimits(props: FieldWidgetProps) {
  const { field } = props;
  const limits = numberLimits({
    length: field.length,
    schemefieldLength: field.schemefieldLength,
    decimalPlaces: field.decimalPlaces,
  });
  const max = limits.maxText ?? undefined;
  const min = max === undefined ? undefined : max === '0' ? '0' : `-${max}`;
  return { limits, min, max };
}

/** A typed number as the form holds it: a number when a double holds it exactly, else the digits as text. */
export function numberValue(props: Pick<FieldWidgetProps, 'field'>, text: string | null): FieldValue {
  if (text === null || text === '') return null;
  const checked = checkNumberValue(
    {
      length: props.field.length,
      schemefieldLength: props.field.schemefieldLength,
      decimalPlaces: props.field.decimalPlaces,
    },
    text,
  );
  if (!checked.ok) return text;
  return String(checked.value) === checked.text ? checked.value : checked.text;
}

/** The decimal mark of the user's language, so a German user types 12,5 as on paper. */
function decimalMark(language: string): string {
  try {
    return (
      new Intl.NumberFormat(language).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.'
    );
  } catch {
    return '.';
  }
}

/** How a value reads in the user's language: grouping and the field's decimal places. */
function formatForReading(text: string, precision: number, language: string): string {
  const n = Number(text);
  if (text === '' || !Number.isFinite(n)) return text;
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: precision,
    maximumFractionDigits: precision,
  }).format(n);
}

/**
 * Number (N), percent (P) and currency (c): the field's decimal places and the
 * spec's limits (S2-V-004 … S2-V-007) — typing more decimals rounds to the
 * precision, and a value past the limit is brought back to it when the field
 * loses focus. Arrow keys step by one unit of the last decimal place.
 */
export function NumberWidget(props: FieldWidgetProps): ReactElement {
  const { field } = props;
  const { t, i18n } = useTranslation();
  const userCurrency = useGlobalStore((state) => state.currencyCode);
  const { limits, min, max } = useMemo(() => inputLimits(props), [props]);
  const text = valueText(props.value);
  const currency = field.type === 'c' ? (props.currencyCode ?? userCurrency ?? '') : '';
  const suffix = field.type === 'P' ? '%' : undefined;

  if (props.readOnly) {
    const shown = formatForReading(text, limits.precision, i18n.language);
    return (
      <WidgetFrame widget={props}>
        <ReadOnlyValue widget={props}>
          {text === '' ? (
            <span className="vela-field-widget__empty">{t('fieldWidget.empty')}</span>
          ) : (
            [currency, shown].filter(Boolean).join(' ') + (suffix ?? '')
          )}
        </ReadOnlyValue>
      </WidgetFrame>
    );
  }
  return (
    <WidgetFrame widget={props}>
      <InputNumber<string>
        {...controlAria(props)}
        status={props.error ? 'error' : undefined}
        stringMode
        style={{ width: '100%' }}
        value={text === '' ? null : text}
        min={min}
        max={max}
        step={String(limits.step)}
        precision={limits.precision}
        decimalSeparator={decimalMark(i18n.language)}
        prefix={currency || undefined}
        suffix={suffix}
        keyboard
        disabled={!isEditable(props)}
        placeholder={field.placeholder || undefined}
        onChange={(next) => props.onChange(numberValue(props, next))}
        onBlur={props.onBlur}
      />
    </WidgetFrame>
  );
}
