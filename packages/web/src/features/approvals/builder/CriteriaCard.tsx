import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CONDITION_OPERATORS, conditionsFormula, type FieldCondition } from '@vela/core';
import { Button, Card, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BuilderPartProps } from './builder-part.js';
import { CriteriaInput } from './CriteriaInput.js';

/** Entry criteria: field conditions (written out as the formula) or a formula typed in. */
export function CriteriaCard({
  objectApi,
  definition,
  patch,
  fields,
  criteria,
  setCriteria,
}: BuilderPartProps & { criteria: string; setCriteria: (criteria: string) => void }) {
  const { t } = useTranslation();
  const setCondition = (index: number, change: Partial<FieldCondition>) => {
    const conditions = definition.conditions.map((one, at) => (at === index ? { ...one, ...change } : one));
    patch({ conditions });
    setCriteria(conditionsFormula(conditions));
  };
  const valueType = (api: string): FieldCondition['valueType'] => {
    const type = fields.find((field) => field.api === api)?.type ?? 'S';
    if (['N', 'c', 'P', 'I'].includes(type)) return 'number';
    return type === 'B' ? 'boolean' : 'text';
  };
  return (
    <Card size="small" title={t('approvals.builder.criteria')}>
      <Radio.Group
        value={definition.criteriaMode}
        onChange={(event) => patch({ criteriaMode: event.target.value })}
        options={[
          { value: 'conditions', label: t('approvals.builder.byConditions') },
          { value: 'formula', label: t('approvals.builder.byFormula') },
        ]}
      />
      {definition.criteriaMode === 'conditions' && (
        <div className="vela-builder__conditions">
          {definition.conditions.map((condition, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows have no identity but their place
            <div className="vela-builder__row" key={`condition-${index}`}>
              <Select
                showSearch
                optionFilterProp="label"
                aria-label={t('approvals.builder.field')}
                value={condition.field || undefined}
                placeholder={t('approvals.builder.field')}
                onChange={(field: string) => setCondition(index, { field, valueType: valueType(field) })}
                options={fields.map((field) => ({ value: field.api, label: field.label }))}
              />
              <Select
                aria-label={t('approvals.builder.operator')}
                value={condition.operator}
                onChange={(operator) => setCondition(index, { operator })}
                options={CONDITION_OPERATORS.map((operator) => ({ value: operator, label: operator }))}
              />
              <Input
                aria-label={t('approvals.builder.value')}
                className="vela-builder__value"
                value={condition.value}
                onChange={(event) => setCondition(index, { value: event.target.value })}
              />
              <Button
                type="text"
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t('approvals.builder.removeCondition')}
                onClick={() => {
                  const conditions = definition.conditions.filter((_, at) => at !== index);
                  patch({ conditions });
                  setCriteria(conditionsFormula(conditions));
                }}
              />
            </div>
          ))}
          <Button
            icon={<PlusOutlined aria-hidden />}
            onClick={() =>
              patch({
                conditions: [
                  ...definition.conditions,
                  { field: '', operator: '>', value: '', valueType: 'number' },
                ],
              })
            }
          >
            {t('approvals.builder.addCondition')}
          </Button>
        </div>
      )}
      <CriteriaInput
        objectApi={objectApi}
        value={criteria}
        onChange={(value) => {
          setCriteria(value);
          if (definition.criteriaMode === 'conditions') patch({ criteriaMode: 'formula' });
        }}
        label={t('approvals.builder.formula')}
      />
    </Card>
  );
}
