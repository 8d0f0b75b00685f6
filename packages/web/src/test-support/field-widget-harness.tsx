import { fireEvent, render } from '@testing-library/react';
import type { FieldDefinition, PicklistValue } from '@vela/core';
import { type ReactElement, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { FieldWidget } from '../features/field-widgets/index.js';
import type {
  FieldValue,
  FieldWidgetProps,
  LookupChoice,
} from '../features/field-widgets/widget-contract.js';
import { initI18n } from '../i18n/index.js';

/** A field definition with every property a widget reads, overridable. */
export function fieldOf(
  overrides: Partial<FieldDefinition> & Pick<FieldDefinition, 'type'>,
): FieldDefinition {
  return {
    id: `fld-${overrides.apiName ?? 'f'}`,
    objectId: 'account',
    apiName: 'f',
    label: 'Field',
    required: false,
    editable: true,
    unique: false,
    defaultValue: null,
    length: null,
    decimalPlaces: null,
    placeholder: '',
    helpText: '',
    isTracked: false,
    labels: {},
    ...overrides,
  };
}

export function optionsOf(...pairs: Array<[string, string]>): PicklistValue[] {
  return pairs.map(([codekey, codevalue], order) => ({ codekey, codevalue, isdefaultvalue: false, order }));
}

type HarnessProps = Omit<
  FieldWidgetProps,
  'value' | 'onChange' | 'onBlur' | 'objectApi' | 'inputId' | 'disabled' | 'readOnly' | 'required'
> &
  Partial<Pick<FieldWidgetProps, 'objectApi' | 'inputId' | 'disabled' | 'readOnly' | 'required'>> & {
    initial?: FieldValue;
    /** Wraps the widget, e.g. in antd's ConfigProvider with another language. */
    wrap?: (widget: ReactElement) => ReactElement;
  };

/**
 * Renders one FieldWidget under a label, holding its value the way the form
 * does, and records every change and blur so a test can check what the
 * widget reported.
 */
export async function renderWidget(props: HarnessProps) {
  await initI18n();
  const changes: Array<{ value: FieldValue; choices?: readonly LookupChoice[] }> = [];
  const onBlur = vi.fn();
  const inputId = props.inputId ?? `field-${props.field.apiName}`;
  const wrap = props.wrap ?? ((widget: ReactElement) => widget);
  function Harness(): ReactElement {
    const [value, setValue] = useState<FieldValue>(props.initial ?? null);
    return (
      <MemoryRouter>
        <label htmlFor={inputId}>{props.field.label}</label>
        {wrap(
          <FieldWidget
            objectApi="Account"
            disabled={false}
            readOnly={false}
            required={false}
            {...props}
            inputId={inputId}
            value={value}
            onBlur={onBlur}
            onChange={(next, choices) => {
              changes.push({ value: next, choices });
              setValue(next);
            }}
          />,
        )}
        <output data-testid="value">{JSON.stringify(value)}</output>
      </MemoryRouter>
    );
  }
  const view = render(<Harness />);
  const lastValue = () => (changes.length ? changes[changes.length - 1]?.value : undefined);
  return { ...view, changes, onBlur, lastValue, inputId };
}

/** antd's select reads keyCode, which user-event leaves out; a browser always sends it. */
export function press(
  element: Element,
  key: 'Enter' | 'ArrowDown' | 'Escape',
  init: { altKey?: boolean } = {},
) {
  const keyCode = { Enter: 13, ArrowDown: 40, Escape: 27 }[key];
  fireEvent.keyDown(element, { key, keyCode, which: keyCode, ...init });
}
