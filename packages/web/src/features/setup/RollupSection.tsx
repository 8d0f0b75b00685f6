import { useQuery } from '@tanstack/react-query';
import {
  checkRollup,
  ROLLUP_FILTER_OPERATORS,
  ROLLUP_FUNCTIONS,
  type RollupCheck,
  type RollupDefinition,
  type RollupFilterOperator,
  type SetupField,
  type SetupObject,
} from '@vela/core';
import { Alert, Form, Input, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchSetupObject, SETUP_QUERY_KEY } from './setup-api.js';

/** The field editor's type choice that makes a roll-up summary (its stored type follows from what it sums). */
export const ROLLUP_CHOICE = 'rollup';

/** What the roll-up part of the field editor's form holds. */
export interface RollupValues {
  childObject?: string;
  relationshipField?: string;
  function?: RollupDefinition['function'];
  summarisedField?: string;
  filterField?: string;
  filterOperator?: RollupFilterOperator;
  filterValue?: string;
}

const SUMMABLE = new Set(['N', 'P', 'c']);
const ORDERED = new Set(['N', 'P', 'c', 'D', 'F']);

/** The form's roll-up values as core's definition, or null while a part is missing. */
export function rollupDefinitionOf(values: RollupValues): RollupDefinition | null {
  if (!values.childObject || !values.relationshipField || !values.function) return null;
  return {
    childObject: values.childObject,
    relationshipField: values.relationshipField,
    function: values.function,
    ...(values.function !== 'count' && values.summarisedField
      ? { summarisedField: values.summarisedField }
      : {}),
    ...(values.filterField
      ? {
          filter: {
            field: values.filterField,
            operator: values.filterOperator ?? 'equals',
            value: values.filterValue ?? '',
          },
        }
      : {}),
  };
}

/** Core's check of a roll-up against the child's fields, as the server makes it. */
export function checkRollupDraft(
  definition: RollupDefinition,
  parentId: string,
  childFields: readonly SetupField[],
): RollupCheck {
  return checkRollup(
    definition,
    parentId,
    childFields.map((field) => ({
      api: field.api,
      label: field.label,
      type: field.type,
      lookupObjectId: field.lookup || null,
      isRollup: Boolean(field.rollup),
      stored: field.type !== 'Z' && field.type !== 'AD' && field.type !== 'LT',
      decimals: field.decimals,
    })),
  );
}

/**
 * The roll-up summary part of the field editor (issue 18): the child object, the lookup or master-detail
 * field of the child that points at this object, the function, the field summarised and an optional filter
 * on the children, with core's check answered while the administrator chooses.
 */
export function RollupSection(props: { object: SetupObject; objects: SetupObject[]; values: RollupValues }) {
  const { t } = useTranslation();
  const { values } = props;
  const child = useQuery({
    queryKey: [SETUP_QUERY_KEY, 'object', values.childObject],
    queryFn: () => fetchSetupObject(values.childObject ?? ''),
    enabled: Boolean(values.childObject),
  });
  const childFields = child.data?.fields ?? [];
  const fieldOptions = (keep: (field: SetupField) => boolean) =>
    childFields.filter(keep).map((field) => ({ value: field.api, label: `${field.label} (${field.api})` }));
  const relationships = fieldOptions(
    (field) => (field.type === 'Y' || field.type === 'M') && field.lookup === props.object.id,
  );
  const summarisable = fieldOptions(
    (field) => !field.rollup && (values.function === 'sum' ? SUMMABLE : ORDERED).has(field.type),
  );
  const filterable = fieldOptions(
    (field) => !field.rollup && !['Z', 'AD', 'LT', 'X', 'A'].includes(field.type),
  );
  const definition = rollupDefinitionOf(values);
  const check = definition && child.data ? checkRollupDraft(definition, props.object.id, childFields) : null;

  return (
    <div className="vela-setup-rollup">
      <Form.Item
        name="childObject"
        label={t('setup.rollup.child')}
        rules={[{ required: true, message: t('setup.required') }]}
      >
        <Select
          showSearch
          optionFilterProp="label"
          options={props.objects.map((object) => ({ value: object.id, label: object.label }))}
        />
      </Form.Item>
      <Form.Item
        name="relationshipField"
        label={t('setup.rollup.relationship')}
        rules={[{ required: true, message: t('setup.required') }]}
        extra={
          values.childObject && child.data && relationships.length === 0
            ? t('setup.rollup.noRelationship', { object: props.object.label })
            : undefined
        }
      >
        <Select disabled={!child.data} options={relationships} />
      </Form.Item>
      <Form.Item
        name="function"
        label={t('setup.rollup.function')}
        rules={[{ required: true, message: t('setup.required') }]}
      >
        <Select options={ROLLUP_FUNCTIONS.map((fn) => ({ value: fn, label: t(`setup.rollup.fn.${fn}`) }))} />
      </Form.Item>
      {values.function && values.function !== 'count' && (
        <Form.Item
          name="summarisedField"
          label={t('setup.rollup.summarised')}
          rules={[{ required: true, message: t('setup.required') }]}
        >
          <Select disabled={!child.data} showSearch optionFilterProp="label" options={summarisable} />
        </Form.Item>
      )}
      <Typography.Text strong>{t('setup.rollup.filter')}</Typography.Text>
      <Space wrap style={{ display: 'flex', marginTop: 4 }}>
        <Form.Item name="filterField" label={t('setup.rollup.filterField')}>
          <Select
            allowClear
            style={{ width: 220 }}
            disabled={!child.data}
            showSearch
            optionFilterProp="label"
            options={filterable}
          />
        </Form.Item>
        <Form.Item name="filterOperator" label={t('setup.rollup.filterOperator')}>
          <Select
            style={{ width: 160 }}
            disabled={!values.filterField}
            options={ROLLUP_FILTER_OPERATORS.map((operator) => ({
              value: operator,
              label: t(`setup.rollup.op.${operator}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="filterValue" label={t('setup.rollup.filterValue')}>
          <Input style={{ width: 180 }} disabled={!values.filterField} maxLength={255} />
        </Form.Item>
      </Space>
      {check && (
        <Alert
          role="status"
          type={check.error ? 'error' : 'info'}
          showIcon
          title={check.error ?? t('setup.rollup.result', { type: t(`setup.type.${check.resultType}`) })}
        />
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {t('setup.rollup.help')}
      </Typography.Paragraph>
    </div>
  );
}
