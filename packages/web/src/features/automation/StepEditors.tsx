import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { FLOW_CONDITION_OPERATORS } from '@vela/core';
import { Button, Checkbox, Input, InputNumber, Radio, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OwnerPicker } from '../list-view/index.js';
import { fetchObjectEmailTemplates, TEMPLATES_QUERY_KEY } from '../mail/index.js';
import type { AutomationObject, FlowCriteria, FlowStep } from './automation-api.js';
import { newCriteria, removed, replaced } from './flow-drafts.js';

type Field = AutomationObject['fields'][number];

const fieldOptions = (fields: readonly Field[], filter: (field: Field) => boolean = () => true) =>
  fields
    .filter(filter)
    .map((field) => ({ value: field.apiName, label: `${field.label} (${field.apiName})` }));

/** Criteria: every save, a formula in the validation rules' language, or field conditions. */
export function CriteriaEditor(props: {
  criteria: FlowCriteria;
  fields: readonly Field[];
  label: string;
  onChange: (criteria: FlowCriteria) => void;
}) {
  const { t } = useTranslation();
  const { criteria, fields, onChange } = props;
  return (
    <Space direction="vertical" className="vela-flow__block">
      <Radio.Group
        aria-label={props.label}
        value={criteria.kind}
        onChange={(event) => onChange(newCriteria(event.target.value as FlowCriteria['kind']))}
        optionType="button"
        options={(['always', 'formula', 'conditions'] as const).map((kind) => ({
          value: kind,
          label: t(`automation.criteria.${kind}`),
        }))}
      />
      {criteria.kind === 'formula' && (
        <Input.TextArea
          aria-label={t('automation.formula')}
          placeholder={t('automation.formula')}
          autoSize={{ minRows: 2, maxRows: 6 }}
          value={criteria.formula}
          onChange={(event) => onChange({ ...criteria, formula: event.target.value })}
          className="vela-flow__code"
        />
      )}
      {criteria.kind === 'conditions' && (
        <>
          <Select
            aria-label={t('automation.match.all')}
            value={criteria.match}
            onChange={(match) => onChange({ ...criteria, match })}
            options={[
              { value: 'all', label: t('automation.match.all') },
              { value: 'any', label: t('automation.match.any') },
            ]}
            className="vela-flow__select"
          />
          {criteria.conditions.map((condition, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: conditions have no identity but their place
            <Space key={index} wrap>
              <Select
                showSearch
                optionFilterProp="label"
                aria-label={`${t('automation.field')} ${index + 1}`}
                placeholder={t('automation.field')}
                value={condition.field || undefined}
                options={fieldOptions(fields)}
                onChange={(field) =>
                  onChange({
                    ...criteria,
                    conditions: replaced(criteria.conditions, index, { ...condition, field }),
                  })
                }
                className="vela-flow__select"
              />
              <Select
                aria-label={`${t('automation.operator')} ${index + 1}`}
                value={condition.operator}
                options={FLOW_CONDITION_OPERATORS.map((operator) => ({
                  value: operator,
                  label: t(`automation.op.${operator}`),
                }))}
                onChange={(operator) =>
                  onChange({
                    ...criteria,
                    conditions: replaced(criteria.conditions, index, { ...condition, operator }),
                  })
                }
                className="vela-flow__operator"
              />
              <Input
                aria-label={`${t('automation.value')} ${index + 1}`}
                placeholder={t('automation.value')}
                value={condition.value}
                onChange={(event) =>
                  onChange({
                    ...criteria,
                    conditions: replaced(criteria.conditions, index, {
                      ...condition,
                      value: event.target.value,
                    }),
                  })
                }
                className="vela-flow__value"
              />
              <Button
                aria-label={`${t('automation.remove')} ${index + 1}`}
                icon={<DeleteOutlined />}
                disabled={criteria.conditions.length === 1}
                onClick={() => onChange({ ...criteria, conditions: removed(criteria.conditions, index) })}
              />
            </Space>
          ))}
          <Button
            icon={<PlusOutlined />}
            onClick={() =>
              onChange({
                ...criteria,
                conditions: [...criteria.conditions, { field: '', operator: 'e', value: '' }],
              })
            }
          >
            {t('automation.addCondition')}
          </Button>
        </>
      )}
    </Space>
  );
}

/** The fields one step sets: field and value rows (values may hold {{field}} placeholders). */
function AssignmentsEditor(props: {
  assignments: ReadonlyArray<{ field: string; value: string }>;
  fields: readonly Field[];
  label: string;
  onChange: (assignments: Array<{ field: string; value: string }>) => void;
}) {
  const { t } = useTranslation();
  const { assignments, onChange } = props;
  return (
    <Space direction="vertical" className="vela-flow__block">
      {assignments.map((assignment, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: assignments have no identity but their place
        <Space key={index} wrap>
          <Select
            showSearch
            optionFilterProp="label"
            aria-label={`${props.label}: ${t('automation.field')} ${index + 1}`}
            placeholder={t('automation.field')}
            value={assignment.field || undefined}
            options={fieldOptions(props.fields, (field) => field.type !== 'V' && field.type !== 'Z')}
            onChange={(field) => onChange(replaced(assignments, index, { ...assignment, field }))}
            className="vela-flow__select"
          />
          <Input
            aria-label={`${props.label}: ${t('automation.value')} ${index + 1}`}
            placeholder={t('automation.value')}
            value={assignment.value}
            onChange={(event) =>
              onChange(replaced(assignments, index, { ...assignment, value: event.target.value }))
            }
            className="vela-flow__value"
          />
          <Button
            aria-label={`${props.label}: ${t('automation.remove')} ${index + 1}`}
            icon={<DeleteOutlined />}
            onClick={() => onChange(removed(assignments, index))}
          />
        </Space>
      ))}
      <Button icon={<PlusOutlined />} onClick={() => onChange([...assignments, { field: '', value: '' }])}>
        {t('automation.addAssignment')}
      </Button>
      <Typography.Text type="secondary">
        {t('automation.templateHint', { examples: '{{name}}, {{id}}, {{$today+7}}' })}
      </Typography.Text>
    </Space>
  );
}

/** One step's settings, by its type. */
export function StepSettings(props: {
  step: FlowStep;
  label: string;
  object: AutomationObject | undefined;
  objects: readonly AutomationObject[];
  onChange: (step: FlowStep) => void;
}) {
  const { t } = useTranslation();
  const { step, onChange, label } = props;
  const fields = props.object?.fields ?? [];
  switch (step.type) {
    case 'updateFields': {
      const lookup = fields.find((field) => field.apiName === step.parentField);
      const parent = props.objects.find((object) => object.apiName === lookup?.lookupObjects[0]);
      return (
        <Space direction="vertical" className="vela-flow__block">
          <Radio.Group
            aria-label={`${label}: ${t('automation.target.record')}`}
            value={step.target}
            onChange={(event) => onChange({ ...step, target: event.target.value as 'record' | 'parent' })}
            options={[
              { value: 'record', label: t('automation.target.record') },
              { value: 'parent', label: t('automation.target.parent') },
            ]}
          />
          {step.target === 'parent' && (
            <Select
              aria-label={`${label}: ${t('automation.parentField')}`}
              placeholder={t('automation.parentField')}
              value={step.parentField || undefined}
              options={fieldOptions(fields, (field) => field.lookupObjects.length > 0)}
              onChange={(parentField) => onChange({ ...step, parentField })}
              className="vela-flow__select"
            />
          )}
          <AssignmentsEditor
            label={label}
            assignments={step.assignments}
            fields={step.target === 'parent' ? (parent?.fields ?? []) : fields}
            onChange={(assignments) => onChange({ ...step, assignments })}
          />
        </Space>
      );
    }
    case 'createRecord': {
      const target = props.objects.find((object) => object.apiName === step.objectApi);
      return (
        <Space direction="vertical" className="vela-flow__block">
          <Select
            showSearch
            optionFilterProp="label"
            aria-label={`${label}: ${t('automation.object')}`}
            value={step.objectApi}
            options={props.objects.map((object) => ({ value: object.apiName, label: object.label }))}
            onChange={(objectApi) => onChange({ ...step, objectApi, assignments: [] })}
            className="vela-flow__select"
          />
          <AssignmentsEditor
            label={label}
            assignments={step.assignments}
            fields={target?.fields ?? []}
            onChange={(assignments) => onChange({ ...step, assignments })}
          />
        </Space>
      );
    }
    case 'botCard':
      return (
        <Input
          aria-label={`${label}: ${t('automation.message')}`}
          placeholder={t('automation.message')}
          value={step.message}
          onChange={(event) => onChange({ ...step, message: event.target.value })}
        />
      );
    case 'notify':
      return (
        <NotifySettings
          step={step}
          label={label}
          objectApi={props.object?.apiName ?? ''}
          fields={fields}
          onChange={onChange}
        />
      );
    case 'webhook':
      return (
        <Space wrap>
          <Input
            aria-label={`${label}: ${t('automation.url')}`}
            placeholder={t('automation.url')}
            value={step.url}
            onChange={(event) => onChange({ ...step, url: event.target.value })}
            className="vela-flow__url"
          />
          <InputNumber
            aria-label={`${label}: ${t('automation.timeout')}`}
            min={100}
            max={30000}
            value={step.timeoutMs}
            onChange={(value) => onChange({ ...step, timeoutMs: value ?? 5000 })}
            addonAfter="ms"
          />
        </Space>
      );
    case 'wait':
      return (
        <Space wrap>
          <Select
            aria-label={`${label}: ${t('automation.action.wait')}`}
            value={step.mode}
            options={[
              { value: 'duration', label: t('automation.wait.duration') },
              { value: 'untilField', label: t('automation.wait.untilField') },
            ]}
            onChange={(mode) => onChange({ ...step, mode })}
            className="vela-flow__operator"
          />
          {step.mode === 'untilField' && (
            <Select
              aria-label={`${label}: ${t('automation.dateField')}`}
              placeholder={t('automation.dateField')}
              value={step.field || undefined}
              options={fieldOptions(fields, (field) => field.type === 'D' || field.type === 'F')}
              onChange={(field) => onChange({ ...step, field })}
              className="vela-flow__select"
            />
          )}
          <InputNumber
            aria-label={`${label}: ${t('automation.minutes')}`}
            value={step.minutes}
            onChange={(value) => onChange({ ...step, minutes: value ?? 0 })}
            addonAfter={t('automation.minutes')}
          />
        </Space>
      );
  }
}

type NotifyStep = Extract<FlowStep, { type: 'notify' }>;

/**
 * A notify step: whom it tells (the user a lookup field names, a named user,
 * or the address an e-mail field holds), the in-app message and, when asked,
 * the e-mail (a template filled in the recipient's language, or a subject
 * with the message), said in words under the settings.
 */
function NotifySettings(props: {
  step: NotifyStep;
  label: string;
  objectApi: string;
  fields: readonly Field[];
  onChange: (step: FlowStep) => void;
}) {
  const { t } = useTranslation();
  const { step, label, fields, onChange } = props;
  const templates = useQuery({
    queryKey: [TEMPLATES_QUERY_KEY, 'email', props.objectApi],
    queryFn: () => fetchObjectEmailTemplates(props.objectApi),
    enabled: step.sendEmail && props.objectApi !== '',
  });
  const [personName, setPersonName] = useState('');
  const template = templates.data?.find((entry) => entry.id === step.templateId);
  const fieldLabel = (api: string) => fields.find((field) => field.apiName === api)?.label ?? api;
  const to =
    step.recipient === 'user'
      ? personName || step.userId || '…'
      : fieldLabel(step.recipient === 'userField' ? step.userField : step.addressField) || '…';
  return (
    <Space direction="vertical" className="vela-flow__block">
      <Radio.Group
        aria-label={`${label}: ${t('automation.notify.recipient')}`}
        value={step.recipient}
        onChange={(event) =>
          onChange({
            ...step,
            recipient: event.target.value as NotifyStep['recipient'],
            sendEmail: event.target.value === 'addressField' ? true : step.sendEmail,
          })
        }
        options={(['userField', 'user', 'addressField'] as const).map((value) => ({
          value,
          label: t(`automation.notify.to.${value}`),
        }))}
      />
      {step.recipient === 'userField' && (
        <Select
          aria-label={`${label}: ${t('automation.userField')}`}
          value={step.userField}
          options={fieldOptions(
            fields,
            (field) => field.lookupObjects.includes('User') || field.type === 'MR',
          )}
          onChange={(userField) => onChange({ ...step, userField })}
          className="vela-flow__select"
        />
      )}
      {step.recipient === 'user' && (
        <div className="vela-flow__select">
          <OwnerPicker
            ariaLabel={`${label}: ${t('automation.notify.to.user')}`}
            value={step.userId || undefined}
            onChange={(userId, name) => {
              setPersonName(name);
              onChange({ ...step, userId: userId ?? '' });
            }}
          />
        </div>
      )}
      {step.recipient === 'addressField' && (
        <Select
          aria-label={`${label}: ${t('automation.notify.addressField')}`}
          placeholder={t('automation.notify.addressField')}
          value={step.addressField || undefined}
          options={fieldOptions(fields, (field) => field.type === 'E')}
          onChange={(addressField) => onChange({ ...step, addressField })}
          className="vela-flow__select"
        />
      )}
      <Input
        aria-label={`${label}: ${t('automation.message')}`}
        placeholder={t('automation.message')}
        value={step.message}
        onChange={(event) => onChange({ ...step, message: event.target.value })}
      />
      <Checkbox
        checked={step.sendEmail}
        disabled={step.recipient === 'addressField'}
        onChange={(event) => onChange({ ...step, sendEmail: event.target.checked })}
      >
        {t('automation.notify.sendEmail')}
      </Checkbox>
      {step.sendEmail && (
        <Space wrap>
          <Select
            allowClear
            aria-label={`${label}: ${t('automation.notify.template')}`}
            placeholder={t('automation.notify.noTemplate')}
            value={step.templateId || undefined}
            loading={templates.isPending}
            options={(templates.data ?? []).map((entry) => ({ value: entry.id, label: entry.name }))}
            onChange={(templateId?: string) => onChange({ ...step, templateId: templateId ?? '' })}
            className="vela-flow__select"
          />
          {!step.templateId && (
            <Input
              aria-label={`${label}: ${t('automation.notify.subject')}`}
              placeholder={t('automation.notify.subject')}
              value={step.subject}
              onChange={(event) => onChange({ ...step, subject: event.target.value })}
              className="vela-flow__value"
            />
          )}
        </Space>
      )}
      <Typography.Text type="secondary">
        {!step.sendEmail
          ? t('automation.notify.sendsNotice', { to })
          : template
            ? t('automation.notify.sendsTemplate', { template: template.name, to })
            : t('automation.notify.sendsMessage', { subject: step.subject || '…', to })}
      </Typography.Text>
    </Space>
  );
}

/** Up, down and remove buttons of an item in an ordered list. */
export function OrderButtons(props: {
  label: string;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Space>
      <Button
        size="small"
        aria-label={`${t('automation.moveUp')}: ${props.label}`}
        icon={<ArrowUpOutlined />}
        disabled={props.first}
        onClick={() => props.onMove(-1)}
      />
      <Button
        size="small"
        aria-label={`${t('automation.moveDown')}: ${props.label}`}
        icon={<ArrowDownOutlined />}
        disabled={props.last}
        onClick={() => props.onMove(1)}
      />
      <Button
        size="small"
        danger
        aria-label={`${t('automation.remove')}: ${props.label}`}
        icon={<DeleteOutlined />}
        onClick={props.onRemove}
      />
    </Space>
  );
}
