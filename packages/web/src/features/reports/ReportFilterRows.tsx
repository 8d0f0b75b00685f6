import { CloseOutlined } from '@ant-design/icons';
import type { ReportField, ReportFilter } from '@vela/core';
import { Button, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';

const VALUELESS = new Set(['empty', 'notempty']);
const MANY = new Set(['in', 'notin', 'includes', 'excludes']);

/** The report's filters, all of which must hold: field, operator, then a value fitting both. */
export function FilterRows(props: {
  fields: readonly ReportField[];
  relativeDates: readonly string[];
  filters: readonly ReportFilter[];
  max: number;
  onChange: (filters: ReportFilter[]) => void;
}) {
  const { t } = useTranslation();
  const { fields, relativeDates, filters, max, onChange } = props;
  const fieldOf = (api: string) => fields.find((field) => field.apiName === api);
  const replace = (index: number, next: ReportFilter) =>
    onChange(filters.map((f, at) => (at === index ? next : f)));
  const starting = (field: ReportField): ReportFilter => {
    const operator = field.operators[0] ?? 'e';
    return operator === 'within'
      ? { field: field.apiName, operator, value: 'this_month' }
      : { field: field.apiName, operator, value: '' };
  };
  return (
    <>
      {filters.map((filter, index) => {
        const field = fieldOf(filter.field);
        const n = index + 1;
        const valueLabel = t('reports.filterValue', { n });
        let valueInput = null;
        if (filter.operator === 'within')
          valueInput = (
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              aria-label={valueLabel}
              className="vela-report__select"
              value={typeof filter.value === 'string' ? filter.value : undefined}
              options={relativeDates.map((value) => ({ value, label: t(`reports.rel.${value}`) }))}
              onChange={(value: string) => replace(index, { ...filter, value })}
            />
          );
        else if (!VALUELESS.has(filter.operator) && field && field.options.length > 0)
          valueInput = (
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              aria-label={valueLabel}
              className="vela-report__select"
              mode={MANY.has(filter.operator) ? 'multiple' : undefined}
              value={filter.value}
              options={field.options}
              onChange={(value: string | string[]) => replace(index, { ...filter, value })}
            />
          );
        else if (!VALUELESS.has(filter.operator))
          valueInput = (
            <Input
              aria-label={valueLabel}
              className="vela-report__value"
              value={typeof filter.value === 'string' ? filter.value : (filter.value ?? []).join(';')}
              placeholder={field?.type === 'D' || field?.type === 'F' ? 'YYYY-MM-DD' : undefined}
              onChange={(event) => replace(index, { ...filter, value: event.target.value })}
            />
          );
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a filter's place is its identity (the server names "Filter 2" by it)
          <Space key={`${index}:${filter.field}`} className="vela-report__row" wrap>
            <Select
              aria-label={t('reports.filterField', { n })}
              showSearch={{ optionFilterProp: 'label' }}
              className="vela-report__select"
              value={filter.field}
              options={fields.map((one) => ({ value: one.apiName, label: one.label }))}
              onChange={(api: string) => {
                const next = fieldOf(api);
                if (next) replace(index, starting(next));
              }}
            />
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              aria-label={t('reports.filterOperator', { n })}
              value={filter.operator}
              options={(field?.operators ?? []).map((op) => ({ value: op, label: t(`reports.op.${op}`) }))}
              onChange={(operator: string) =>
                replace(index, {
                  ...filter,
                  operator,
                  value: operator === 'within' ? 'this_month' : MANY.has(operator) ? [] : '',
                })
              }
            />
            {valueInput}
            <Button
              type="text"
              icon={<CloseOutlined />}
              aria-label={t('reports.remove', { name: field?.label ?? filter.field })}
              onClick={() => onChange(filters.filter((_, at) => at !== index))}
            />
          </Space>
        );
      })}
      {filters.length < max && (
        <Select
          aria-label={t('reports.addFilter')}
          placeholder={t('reports.addFilter')}
          showSearch={{ optionFilterProp: 'label' }}
          value={null}
          className="vela-report__select"
          options={fields.map((field) => ({ value: field.apiName, label: field.label }))}
          onChange={(api: string) => {
            const field = fieldOf(api);
            if (field) onChange([...filters, starting(field)]);
          }}
        />
      )}
    </>
  );
}
