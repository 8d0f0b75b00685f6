import { QuestionCircleOutlined } from '@ant-design/icons';
import type { FieldDefinition, FieldTypeCode } from '@vela/core';
import { Tooltip } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldValue, FieldWidget, type LookupChoice } from '../../field-widgets/index.js';
import { fieldInputId } from '../hooks/useRecordFormSave.js';
import type { FormField } from '../state/form-model.js';
import type { FieldView } from '../state/form-state.js';
import { problemText } from './form-texts.js';

interface Props {
  /** The grid columns the field's cell spans. */
  span: number;
  field: FormField;
  view: FieldView;
  value: FieldValue;
  objectApi: string;
  recordId?: string | undefined;
  lookupNames: Readonly<Record<string, string>>;
  onChange: (api: string, value: FieldValue, choices?: readonly LookupChoice[]) => void;
  onBlur: (api: string) => void;
}

/**
 * One field of the form in its grid cell: its label and its widget, which shows the hint and the message
 * (widget contract). The cell is inside the memo, so an unchanged field costs one comparison on a change.
 */
export const RecordFormField = memo(function RecordFormField(props: Props) {
  const { field, view, value } = props;
  const { t } = useTranslation();
  const inputId = fieldInputId(field.api);
  const error = view.problem ? problemText(t, view.problem, field.label) : undefined;
  const hint =
    view.disabled && view.controlLabel ? t('recordForm.pickFirst', { label: view.controlLabel }) : undefined;
  return (
    <div style={{ gridColumn: `span ${props.span}` }}>
      <div
        className={`vela-record-form__field${error ? ' vela-record-form__field--invalid' : ''}`}
        data-form-field={field.api}
      >
        <label className="vela-record-form__label" htmlFor={inputId}>
          {view.required ? (
            <span className="vela-record-form__required" aria-hidden="true">
              *
            </span>
          ) : null}
          <span>{field.label}</span>
          {field.helpText ? (
            <Tooltip title={field.helpText}>
              <QuestionCircleOutlined className="vela-record-form__help" aria-label={field.helpText} />
            </Tooltip>
          ) : null}
        </label>
        <div className="vela-record-form__control">
          <FieldWidget
            field={view.widgetType ? widgetDefinition(field, view.widgetType) : field.definition}
            objectApi={props.objectApi}
            {...(props.recordId ? { recordId: props.recordId } : {})}
            value={value}
            lookupNames={props.lookupNames}
            options={view.options}
            disabled={view.disabled}
            {...(hint ? { disabledHint: hint } : {})}
            readOnly={view.readOnly}
            required={view.required}
            {...(error ? { error } : {})}
            inputId={inputId}
            onChange={(next, choices) => props.onChange(field.api, next, choices)}
            onBlur={() => props.onBlur(field.api)}
          />
        </div>
      </div>
    </div>
  );
}, sameFieldProps);

/** The field shown as another type (a work rule's value input follows its attribute, S2-B-081). */
const retyped = new WeakMap<FormField, Map<FieldTypeCode, FieldDefinition>>();
function widgetDefinition(field: FormField, type: FieldTypeCode): FieldDefinition {
  let byType = retyped.get(field);
  if (!byType) {
    byType = new Map();
    retyped.set(field, byType);
  }
  let definition = byType.get(type);
  if (!definition) {
    const numeric = type === 'N';
    definition = {
      ...field.definition,
      type,
      ...(numeric ? { length: 18, decimalPlaces: field.definition.decimalPlaces ?? 6 } : {}),
    };
    byType.set(type, definition);
  }
  return definition;
}

/**
 * A field re-renders only when what it shows changed: a change of one field
 * then re-renders that field and the ones the rules touched, not the layout
 * (issue 6: a change re-renders in under 16 ms). `visible` is left out: a field
 * in a hidden section stays mounted and its section hides it, so a rule showing
 * the section does not re-render its fields (a hidden field's problem is
 * compared, as it changes with the visibility).
 */
function sameFieldProps(before: Props, after: Props): boolean {
  const a = before.view;
  const b = after.view;
  return (
    before.span === after.span &&
    before.field === after.field &&
    before.value === after.value &&
    before.lookupNames === after.lookupNames &&
    before.onChange === after.onChange &&
    before.onBlur === after.onBlur &&
    before.objectApi === after.objectApi &&
    before.recordId === after.recordId &&
    a.required === b.required &&
    a.readOnly === b.readOnly &&
    a.disabled === b.disabled &&
    a.controlLabel === b.controlLabel &&
    a.widgetType === b.widgetType &&
    sameOptions(a.options, b.options) &&
    JSON.stringify(a.problem) === JSON.stringify(b.problem)
  );
}

function sameOptions(a: FieldView['options'], b: FieldView['options']): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  return a.every(
    (option, index) => option.codekey === b[index]?.codekey && option.codevalue === b[index]?.codevalue,
  );
}
