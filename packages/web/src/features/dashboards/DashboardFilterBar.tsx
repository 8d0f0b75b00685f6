import { CloseOutlined } from '@ant-design/icons';
import { useQueries } from '@tanstack/react-query';
import { MAX_DASHBOARD_FILTERS, type ReportField } from '@vela/core';
import { Button, Input, Select, Space, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DashboardFilter, fetchFilterFields } from './dashboards-api.js';

/** The fields the dashboard's objects share with the caller, by API name (a filter applies where the field exists). */
function useFilterFields(objectApis: readonly string[]) {
  const answers = useQueries({
    queries: objectApis.map((objectApi) => ({
      queryKey: ['reports', 'fields', objectApi],
      queryFn: () => fetchFilterFields(objectApi),
    })),
  });
  return useMemo(() => {
    const byApi = new Map<string, ReportField>();
    for (const answer of answers)
      for (const field of answer.data?.fields ?? []) byApi.set(field.apiName, field);
    const relativeDates = answers.find((answer) => answer.data)?.data?.relativeDates ?? [];
    return { fields: [...byApi.values()], relativeDates };
  }, [answers]);
}

/** Dashboard conditions: add or remove filters; every component whose object has the field obeys them. */
export function DashboardFilterBar(props: {
  objectApis: readonly string[];
  filters: DashboardFilter[];
  onChange: (filters: DashboardFilter[]) => void;
}) {
  const { objectApis, filters, onChange } = props;
  const { t } = useTranslation();
  const { fields, relativeDates } = useFilterFields(objectApis);
  const [field, setField] = useState<string>();
  const [operator, setOperator] = useState<string>();
  const [value, setValue] = useState('');
  const chosen = fields.find((candidate) => candidate.apiName === field);
  const labelOf = (api: string) => fields.find((candidate) => candidate.apiName === api)?.label ?? api;
  const add = () => {
    if (!field || !operator) return;
    onChange([...filters, { field, operator, value }]);
    setField(undefined);
    setOperator(undefined);
    setValue('');
  };
  const valueInput = () => {
    if (operator === 'empty' || operator === 'notempty') return null;
    if (operator === 'within')
      return (
        <Select
          aria-label={t('dashboards.filterValue')}
          className="vela-dashboard__filter-value"
          value={value || undefined}
          onChange={setValue}
          options={relativeDates.map((relative) => ({
            value: relative,
            label: t(`reports.rel.${relative}`),
          }))}
        />
      );
    if (chosen && chosen.options.length > 0)
      return (
        <Select
          aria-label={t('dashboards.filterValue')}
          className="vela-dashboard__filter-value"
          value={value || undefined}
          onChange={setValue}
          options={chosen.options}
        />
      );
    return (
      <Input
        aria-label={t('dashboards.filterValue')}
        className="vela-dashboard__filter-value"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onPressEnter={add}
      />
    );
  };
  return (
    <section className="vela-dashboard__filters" aria-label={t('dashboards.filters')}>
      {filters.map((filter, index) => (
        <Tag key={`${filter.field}-${filter.operator}-${String(filter.value)}`}>
          {labelOf(filter.field)} {t(`reports.op.${filter.operator}`)}{' '}
          {filter.operator === 'within'
            ? t(`reports.rel.${String(filter.value)}`)
            : String(filter.value ?? '')}
          <Button
            size="small"
            type="text"
            icon={<CloseOutlined />}
            aria-label={t('dashboards.removeFilter', { n: index + 1 })}
            onClick={() => onChange(filters.filter((_, other) => other !== index))}
          />
        </Tag>
      ))}
      {filters.length < MAX_DASHBOARD_FILTERS && (
        <Space.Compact>
          <Select
            aria-label={t('dashboards.filterField')}
            placeholder={t('dashboards.filterField')}
            className="vela-dashboard__filter-field"
            showSearch={{ optionFilterProp: 'label' }}
            value={field}
            onChange={(next: string) => {
              setField(next);
              setOperator(fields.find((candidate) => candidate.apiName === next)?.operators[0]);
              setValue('');
            }}
            options={fields.map((candidate) => ({ value: candidate.apiName, label: candidate.label }))}
          />
          <Select
            aria-label={t('dashboards.filterOperator')}
            className="vela-dashboard__filter-operator"
            placeholder={t('dashboards.filterOperator')}
            value={operator}
            onChange={setOperator}
            options={(chosen?.operators ?? []).map((op) => ({
              value: op,
              label: t(`reports.op.${op}`),
            }))}
          />
          {valueInput()}
          <Button onClick={add} disabled={!field || !operator}>
            {t('dashboards.addFilter')}
          </Button>
        </Space.Compact>
      )}
    </section>
  );
}
