import { Select } from 'antd';
import { type ReactElement, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldWidgetProps } from './widget-contract.js';
import { controlAria, isEditable, ReadOnlyValue, valueList, valueText, WidgetFrame } from './widget-frame.js';

/** Options from which the list is drawn virtually (only the ones in sight). */
const VIRTUAL_FROM = 100;

/**
 * Picklist (L) and multi-select (Q) over `props.options` (already narrowed by
 * a controlling field). Typing filters by label; Enter picks; a multi-select
 * reports its codekeys as a list (joined with ';' on save). A stored value no
 * longer among the options still shows, by its codekey, so nothing vanishes
 * silently.
 */
export function PicklistWidget(props: FieldWidgetProps): ReactElement {
  const { t } = useTranslation();
  const multiple = props.field.type === 'Q';
  const options = useMemo(
    () => (props.options ?? []).map((option) => ({ value: option.codekey, label: option.codevalue })),
    [props.options],
  );
  // Options that carry a group are listed under its heading (a select grouped by object).
  type Choice = { value: string; label: string };
  const grouped = useMemo((): Array<Choice | { label: string; title: string; options: Choice[] }> => {
    const all = props.options ?? [];
    if (!all.some((option) => option.group)) return options;
    const groups = new Map<string, Array<{ value: string; label: string }>>();
    for (const option of all) {
      const name = option.group ?? '';
      const list = groups.get(name) ?? [];
      list.push({ value: option.codekey, label: option.codevalue });
      groups.set(name, list);
    }
    return [...groups].map(([label, list]) => ({ label, title: label, options: list }));
  }, [props.options, options]);
  const labelOf = (key: string) => options.find((option) => option.value === key)?.label ?? key;

  if (props.readOnly) {
    const keys = multiple ? valueList(props.value) : [valueText(props.value)].filter(Boolean);
    return (
      <WidgetFrame widget={props}>
        <ReadOnlyValue widget={props}>
          {keys.length ? (
            keys.map(labelOf).join('; ')
          ) : (
            <span className="vela-field-widget__empty">{t('fieldWidget.empty')}</span>
          )}
        </ReadOnlyValue>
      </WidgetFrame>
    );
  }
  return (
    <WidgetFrame widget={props}>
      <Select
        {...controlAria(props)}
        status={props.error ? 'error' : undefined}
        style={{ width: '100%' }}
        mode={multiple ? 'multiple' : undefined}
        value={multiple ? valueList(props.value) : valueText(props.value) || undefined}
        options={grouped}
        // A short list is drawn whole: the virtual list measures its rows' heights (a forced layout of
        // the whole form) each time the value changes, most of a change's time (issue 6: under 16 ms).
        virtual={options.length > VIRTUAL_FROM}
        showSearch={{ optionFilterProp: 'label' }}
        allowClear={!props.required || multiple}
        disabled={!isEditable(props)}
        placeholder={props.field.placeholder || t('fieldWidget.choose')}
        onChange={(next: string | string[] | undefined) => {
          if (multiple) props.onChange(Array.isArray(next) ? next : []);
          else props.onChange(typeof next === 'string' ? next : null);
        }}
        onBlur={props.onBlur}
      />
    </WidgetFrame>
  );
}
