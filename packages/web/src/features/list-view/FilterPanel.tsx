import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Drawer, Flex, Input, Select, Space, Typography } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterCriterion, FilterOperator, ListFieldInfo } from './list-view-api.js';
import { OwnerPicker } from './OwnerPicker.js';
import type { AdHocFilter } from './starting-list-state.js';

const MANY: ReadonlySet<FilterOperator> = new Set(['in', 'notin', 'includes', 'excludes']);
const NO_VALUE: ReadonlySet<FilterOperator> = new Set(['empty', 'notempty']);

interface FilterPanelProps {
  open: boolean;
  fields: ListFieldInfo[];
  filter: AdHocFilter;
  onApply: (filter: AdHocFilter) => void;
  onClose: () => void;
}

/** The filter panel: criteria of field, operator and value, and optional AND/OR logic over their numbers. */
/** A criterion while it is edited, with a key that survives removing the ones before it. */
type EditedCriterion = FilterCriterion & { uid: number };
let nextUid = 1;
const keyed = (criteria: FilterCriterion[]): EditedCriterion[] =>
  criteria.map((criterion) => ({ ...criterion, uid: nextUid++ }));
const plain = ({ uid: _uid, ...criterion }: EditedCriterion): FilterCriterion => criterion;

export function FilterPanel({ open, fields, filter, onApply, onClose }: FilterPanelProps) {
  const { t } = useTranslation();
  const logicId = useId();
  const [criteria, setCriteria] = useState<EditedCriterion[]>(() => keyed(filter.criteria));
  const [logic, setLogic] = useState(filter.logic);
  useEffect(() => {
    if (open) {
      setCriteria(keyed(filter.criteria));
      setLogic(filter.logic);
    }
  }, [open, filter]);

  const byApi = new Map(fields.map((field) => [field.apiName, field]));
  const change = (index: number, next: Partial<FilterCriterion>) =>
    setCriteria((list) =>
      list.map((criterion, at) => (at === index ? { ...criterion, ...next } : criterion)),
    );
  const add = () => {
    const first = fields[0];
    if (first)
      setCriteria((list) => [
        ...list,
        { field: first.apiName, operator: first.operators[0] ?? 'e', uid: nextUid++ },
      ]);
  };
  const complete = criteria
    .filter((criterion) => NO_VALUE.has(criterion.operator) || hasValue(criterion.value))
    .map(plain);

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('listView.filters')}
      size={480}
      footer={
        <Flex justify="space-between">
          <Button
            onClick={() => {
              setCriteria([]);
              setLogic('');
              onApply({ criteria: [], logic: '' });
            }}
          >
            {t('listView.filter.clear')}
          </Button>
          <Button type="primary" onClick={() => onApply({ criteria: complete, logic: logic.trim() })}>
            {t('listView.filter.apply')}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={16}>
        {criteria.map((criterion, index) => {
          const field = byApi.get(criterion.field);
          const label = `${index + 1}`;
          return (
            <fieldset
              key={criterion.uid}
              className="vela-list__criterion"
              aria-label={t('listView.filter.number', { number: label })}
            >
              <Typography.Text strong className="vela-list__criterion-number">
                {label}
              </Typography.Text>
              <Flex vertical gap={8} flex={1}>
                <Select
                  aria-label={t('listView.filter.field')}
                  showSearch={{ optionFilterProp: 'label' }}
                  value={criterion.field}
                  options={fields.map((option) => ({ value: option.apiName, label: option.label }))}
                  onChange={(api: string) => {
                    const next = byApi.get(api);
                    change(index, { field: api, operator: next?.operators[0] ?? 'e', value: undefined });
                  }}
                />
                <Select
                  aria-label={t('listView.filter.operator')}
                  value={criterion.operator}
                  options={(field?.operators ?? []).map((operator) => ({
                    value: operator,
                    label: t(`listView.op.${operator}`),
                  }))}
                  onChange={(operator: FilterOperator) =>
                    change(index, { operator, value: MANY.has(operator) ? [] : undefined })
                  }
                />
                {field && !NO_VALUE.has(criterion.operator) && (
                  <ValueInput
                    field={field}
                    criterion={criterion}
                    onChange={(value) => change(index, { value })}
                  />
                )}
              </Flex>
              <Button
                type="text"
                icon={<DeleteOutlined />}
                aria-label={t('listView.filter.remove')}
                onClick={() => setCriteria((list) => list.filter((_, at) => at !== index))}
              />
            </fieldset>
          );
        })}
        <Button icon={<PlusOutlined />} onClick={add} disabled={fields.length === 0}>
          {t('listView.filter.add')}
        </Button>
        {criteria.length > 1 && (
          <div className="vela-list__logic">
            <label htmlFor={logicId}>{t('listView.filter.logic')}</label>
            <Input
              id={logicId}
              value={logic}
              onChange={(event) => setLogic(event.target.value)}
              placeholder={t('listView.filter.logicHint')}
            />
          </div>
        )}
      </Flex>
    </Drawer>
  );
}

function hasValue(value: FilterCriterion['value']): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return typeof value === 'string' && value.trim() !== '';
}

interface ValueInputProps {
  field: ListFieldInfo;
  criterion: FilterCriterion;
  onChange: (value: string | string[] | undefined) => void;
}

/** The value box fits the field: options for picklists, yes/no, a date, a number, a person, or text. */
function ValueInput({ field, criterion, onChange }: ValueInputProps) {
  const { t } = useTranslation();
  const label = t('listView.filter.value');
  const many = MANY.has(criterion.operator);
  // A formula field is entered as its result: a number, yes/no, a date or text.
  const type = field.valueType ?? field.type;
  if (field.options.length > 0) {
    return (
      <Select
        aria-label={label}
        mode={many ? 'multiple' : undefined}
        showSearch={{ optionFilterProp: 'label' }}
        value={criterion.value}
        options={field.options}
        onChange={(value: string | string[]) => onChange(value)}
      />
    );
  }
  if (type === 'B') {
    return (
      <Select
        aria-label={label}
        value={typeof criterion.value === 'string' ? criterion.value : undefined}
        options={[
          { value: 'true', label: t('common.yes') },
          { value: 'false', label: t('common.no') },
        ]}
        onChange={(value: string) => onChange(value)}
      />
    );
  }
  if (field.lookupObjId === 'user' && !many) {
    return (
      <OwnerPicker
        ariaLabel={label}
        value={typeof criterion.value === 'string' ? criterion.value : undefined}
        onChange={(id) => onChange(id)}
      />
    );
  }
  const text = Array.isArray(criterion.value) ? criterion.value.join(', ') : (criterion.value ?? '');
  const inputType =
    type === 'D' || type === 'F' ? 'date' : ['N', 'P', 'c'].includes(type) ? 'number' : 'text';
  return (
    <Space.Compact block>
      <Input
        aria-label={label}
        type={inputType}
        value={text}
        onChange={(event) =>
          onChange(
            many
              ? event.target.value
                  .split(',')
                  .map((part) => part.trim())
                  .filter(Boolean)
              : event.target.value,
          )
        }
      />
    </Space.Compact>
  );
}
