import { useQueryClient } from '@tanstack/react-query';
import {
  FORMULA_FUNCTIONS,
  MAX_TRACKED_FIELDS,
  type SetupField,
  type SetupObject,
  type SetupPicklistValue,
} from '@vela/core';
import {
  Alert,
  Button,
  Checkbox,
  Drawer,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Switch,
  Typography,
} from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CREATABLE_TYPES,
  checkFormula,
  LOOKUP_TYPES,
  NUMBER_TYPES,
  PICKLIST_TYPES,
  TEXT_TYPES,
} from './field-rules.js';
import { LabelsEditor } from './LabelsEditor.js';
import { PicklistEditor, type PicklistRow } from './PicklistEditor.js';
import {
  checkRollupDraft,
  ROLLUP_CHOICE,
  RollupSection,
  type RollupValues,
  rollupDefinitionOf,
} from './RollupSection.js';
import {
  addField,
  fetchSetupObject,
  reasonOf,
  SETUP_QUERY_KEY,
  savePicklistValues,
  setHistoryTracking,
  updateField,
} from './setup-api.js';

interface FieldValues extends RollupValues {
  label: string;
  labels: Record<string, string>;
  api: string;
  type: string;
  length?: number;
  decimals?: number;
  defaultValue?: string;
  required: boolean;
  unique: boolean;
  helpText?: string;
  lookup?: string;
  formula?: string;
  trackHistory: boolean;
}

const fieldApiFromLabel = (label: string) => {
  const words = label
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const joined = words
    .map((word, index) => (index === 0 ? word.toLowerCase() : `${word[0]?.toUpperCase()}${word.slice(1)}`))
    .join('');
  return joined.replace(/^[^A-Za-z]+/, '').slice(0, 40);
};

const FUNCTION_NAMES = [...FORMULA_FUNCTIONS.keys()].sort();

/**
 * Creates or edits one field: label and translations, API name (new only), type (new only) and what
 * the type has — length, decimals, default, required, unique, help text, lookup target, formula with
 * a live check by core's compiler, picklist values — and the "Track history" switch.
 */
export function FieldEditor(props: {
  object: SetupObject;
  fields: SetupField[];
  objects: SetupObject[];
  trackedCount: number;
  field?: SetupField;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
  onReplace: (field: SetupField, value: SetupPicklistValue) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { field } = props;
  const [form] = Form.useForm<FieldValues>();
  const [values, setValues] = useState<PicklistRow[]>([]);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const type = Form.useWatch('type', form) ?? field?.type ?? 'S';
  const formula = Form.useWatch('formula', form) ?? '';
  const rollupValues: RollupValues = {
    childObject: Form.useWatch('childObject', form),
    relationshipField: Form.useWatch('relationshipField', form),
    function: Form.useWatch('function', form),
    summarisedField: Form.useWatch('summarisedField', form),
    filterField: Form.useWatch('filterField', form),
    filterOperator: Form.useWatch('filterOperator', form),
    filterValue: Form.useWatch('filterValue', form),
  };
  const isRollup = type === ROLLUP_CHOICE || Boolean(field?.rollup);

  useEffect(() => {
    if (!props.open) return;
    setError(undefined);
    form.resetFields();
    if (field) {
      form.setFieldsValue({
        label: field.label,
        labels: field.labels,
        api: field.api,
        type: field.type,
        length: field.length || undefined,
        decimals: field.decimals,
        defaultValue: field.defaultValue,
        required: field.required,
        unique: field.unique,
        helpText: field.helpText,
        lookup: field.lookup || undefined,
        formula: field.formula,
        trackHistory: field.trackHistory,
      });
      setValues(field.picklist.map((value) => ({ ...value, isStored: true })));
    } else {
      form.setFieldsValue({ type: 'S', labels: {}, required: false, unique: false, trackHistory: false });
      setValues([]);
    }
  }, [props.open, field, form]);

  const check = useMemo(
    () => (type === 'Z' && formula.trim() ? checkFormula(formula, props.fields, field?.api) : undefined),
    [type, formula, props.fields, field?.api],
  );
  const trackingFull = !field?.trackHistory && props.trackedCount >= MAX_TRACKED_FIELDS;

  const save = async (input: FieldValues) => {
    setSaving(true);
    setError(undefined);
    try {
      const isPicklist = PICKLIST_TYPES.has(input.type);
      const picklist = values
        .filter((value) => value.active)
        .map((value) => ({
          codekey: value.codekey.trim(),
          codevalue: value.codevalue.trim(),
          isdefaultvalue: value.isdefaultvalue,
          labels: value.labels,
        }));
      if (isPicklist && picklist.length === 0) throw new Error(t('setup.picklist.needOne'));
      let fieldId = field?.id ?? '';
      if (!field && input.type === ROLLUP_CHOICE) {
        // A roll-up's stored type is what it summarises (core's rule); the server checks it again.
        const rollup = rollupDefinitionOf(input);
        if (!rollup || !input.childObject) throw new Error(t('setup.required'));
        const child = await queryClient.fetchQuery({
          queryKey: [SETUP_QUERY_KEY, 'object', input.childObject],
          queryFn: () => fetchSetupObject(input.childObject ?? ''),
        });
        const check = checkRollupDraft(rollup, props.object.id, child.fields);
        if (check.error) throw new Error(check.error);
        fieldId = (
          await addField({
            objId: props.object.id,
            field: {
              api: input.api,
              type: check.resultType,
              decimals: check.decimals,
              label: input.label,
              labels: input.labels,
              help: input.helpText || undefined,
              rollup,
            },
          })
        ).fieldId;
      } else if (!field) {
        fieldId = (
          await addField({
            objId: props.object.id,
            field: {
              api: input.api,
              type: input.type,
              label: input.label,
              labels: input.labels,
              required: input.required,
              unique: input.unique || undefined,
              length: TEXT_TYPES.has(input.type) ? input.length : undefined,
              decimals: NUMBER_TYPES.has(input.type) ? input.decimals : undefined,
              defaultValue: input.defaultValue || undefined,
              help: input.helpText || undefined,
              lookup: LOOKUP_TYPES.has(input.type) ? input.lookup : undefined,
              formula: input.type === 'Z' ? input.formula : undefined,
              options: isPicklist ? picklist.map((value) => [value.codekey, value.codevalue]) : undefined,
              track: input.type !== 'Z' && input.trackHistory ? true : undefined,
            },
          })
        ).fieldId;
      } else {
        await updateField({
          fieldId,
          label: input.label,
          labels: input.labels,
          required: input.type === 'Z' || field.rollup ? undefined : input.required,
          length: TEXT_TYPES.has(input.type) ? input.length : undefined,
          decimals: NUMBER_TYPES.has(input.type) ? input.decimals : undefined,
          defaultValue:
            isPicklist || input.type === 'Z' || field.rollup ? undefined : (input.defaultValue ?? ''),
          helpText: input.helpText ?? '',
          formula: input.type === 'Z' ? input.formula : undefined,
        });
        if (input.type !== 'Z' && !field.rollup && input.trackHistory !== field.trackHistory)
          await setHistoryTracking(fieldId, input.trackHistory);
      }
      if (isPicklist) await savePicklistValues({ fieldId, values: picklist });
      props.onSaved();
    } catch (failure) {
      setError(reasonOf(failure));
    } finally {
      setSaving(false);
    }
  };

  const typeOptions = [...CREATABLE_TYPES, ROLLUP_CHOICE].map((code) => ({
    value: code,
    label: t(`setup.type.${code}`),
  }));
  return (
    <Drawer
      open={props.open}
      onClose={props.onClose}
      size="large"
      title={field ? t('setup.field.editTitle', { label: field.label }) : t('setup.fields.new')}
      extra={
        <Space>
          <Button onClick={props.onClose}>{t('setup.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            {t('setup.save')}
          </Button>
        </Space>
      }
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={save}
        onValuesChange={(changed: Partial<FieldValues>) => {
          if (!field && changed.label !== undefined && !form.isFieldTouched('api'))
            form.setFieldsValue({ api: fieldApiFromLabel(changed.label) });
        }}
      >
        {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 12 }} />}
        <Form.Item name="type" label={t('setup.field.type')}>
          <Select disabled={Boolean(field)} options={typeOptions} showSearch optionFilterProp="label" />
        </Form.Item>
        <Form.Item
          name="label"
          label={t('setup.field.label')}
          rules={[{ required: true, message: t('setup.required') }]}
        >
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="labels" noStyle>
          <LabelsEditor idPrefix="vela-field-label" />
        </Form.Item>
        <Form.Item
          name="api"
          label={t('setup.field.api')}
          style={{ marginTop: 12 }}
          extra={field ? undefined : t('setup.object.apiHelp')}
          rules={[
            { required: true, message: t('setup.required') },
            { pattern: /^[A-Za-z][A-Za-z0-9_]{0,40}$/, message: t('setup.object.apiHelp') },
          ]}
        >
          <Input disabled={Boolean(field)} maxLength={41} />
        </Form.Item>
        {type === ROLLUP_CHOICE && !field && (
          <RollupSection object={props.object} objects={props.objects} values={rollupValues} />
        )}
        {field?.rollup && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            title={t('setup.rollup.readOnly', {
              fn: t(`setup.rollup.fn.${field.rollup.function}`),
              field: field.rollup.summarisedField ?? '',
              child:
                props.objects.find((object) => object.id === field.rollup?.childObject)?.label ??
                field.rollup.childObject,
            })}
          />
        )}
        {TEXT_TYPES.has(type) && !isRollup && (
          <Form.Item name="length" label={t('setup.field.length')}>
            <InputNumber min={1} max={131072} style={{ width: 160 }} />
          </Form.Item>
        )}
        {NUMBER_TYPES.has(type) && !isRollup && (
          <Form.Item name="decimals" label={t('setup.field.decimals')}>
            <InputNumber min={0} max={10} style={{ width: 160 }} />
          </Form.Item>
        )}
        {LOOKUP_TYPES.has(type) && (
          <Form.Item
            name="lookup"
            label={t('setup.field.lookup')}
            rules={[{ required: true, message: t('setup.required') }]}
          >
            <Select
              disabled={Boolean(field)}
              showSearch
              optionFilterProp="label"
              options={[
                { value: 'user', label: t('setup.field.lookupUser') },
                ...props.objects.map((object) => ({ value: object.id, label: object.label })),
              ]}
            />
          </Form.Item>
        )}
        {type === 'Z' && (
          <div className="vela-setup-formula">
            <Form.Item
              name="formula"
              label={t('setup.field.formula')}
              rules={[{ required: true, message: t('setup.required') }]}
              validateStatus={check && !check.ok ? 'error' : undefined}
              help={
                check ? (
                  <span role="status">
                    {check.ok
                      ? t('setup.formula.ok', { type: t(`setup.formulaType.${check.type}`) })
                      : `${t('setup.formula.invalid')} ${check.message}`}
                  </span>
                ) : undefined
              }
            >
              <Input.TextArea rows={4} spellCheck={false} />
            </Form.Item>
            <Space wrap style={{ marginBottom: 12 }}>
              <Select
                style={{ width: 220 }}
                placeholder={t('setup.formula.insertField')}
                aria-label={t('setup.formula.insertField')}
                value={null}
                showSearch
                optionFilterProp="label"
                options={props.fields
                  .filter((candidate) => candidate.type !== 'Z' && candidate.api !== field?.api)
                  .map((candidate) => ({
                    value: candidate.api,
                    label: `${candidate.label} (${candidate.api})`,
                  }))}
                onChange={(api: string) => form.setFieldsValue({ formula: `${formula}${api}` })}
              />
              <Select
                style={{ width: 220 }}
                placeholder={t('setup.formula.insertFunction')}
                aria-label={t('setup.formula.insertFunction')}
                value={null}
                showSearch
                options={FUNCTION_NAMES.map((name) => ({ value: name, label: name }))}
                onChange={(name: string) => form.setFieldsValue({ formula: `${formula}${name}(` })}
              />
            </Space>
            <Typography.Paragraph type="secondary">{t('setup.formula.help')}</Typography.Paragraph>
          </div>
        )}
        {PICKLIST_TYPES.has(type) && (
          <Form.Item label={t('setup.picklist.values')} required>
            <PicklistEditor
              values={values}
              multi={type === 'Q'}
              onChange={setValues}
              onReplace={field ? (value) => props.onReplace(field, value) : undefined}
            />
          </Form.Item>
        )}
        {!PICKLIST_TYPES.has(type) &&
          type !== 'Z' &&
          type !== 'B' &&
          !LOOKUP_TYPES.has(type) &&
          !isRollup && (
            <Form.Item name="defaultValue" label={t('setup.field.default')}>
              <Input maxLength={255} />
            </Form.Item>
          )}
        {type !== 'Z' && !isRollup && (
          <Space size="large" wrap>
            <Form.Item name="required" valuePropName="checked">
              <Checkbox>{t('setup.field.required')}</Checkbox>
            </Form.Item>
            <Form.Item name="unique" valuePropName="checked">
              <Checkbox disabled={Boolean(field)}>{t('setup.field.unique')}</Checkbox>
            </Form.Item>
            <Form.Item
              name="trackHistory"
              valuePropName="checked"
              label={t('setup.field.trackHistory')}
              extra={trackingFull ? t('setup.fields.trackingFull', { max: MAX_TRACKED_FIELDS }) : undefined}
            >
              <Switch disabled={trackingFull} aria-label={t('setup.field.trackHistory')} />
            </Form.Item>
          </Space>
        )}
        <Form.Item name="helpText" label={t('setup.field.help')}>
          <Input.TextArea rows={2} maxLength={1000} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
