import { apiNameFromLabel, type SetupObject } from '@vela/core';
import { Alert, Checkbox, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LabelsEditor } from './LabelsEditor.js';

export interface ObjectFormValues {
  label: string;
  plural: string;
  api: string;
  icon: string;
  labels: Record<string, string>;
  pluralLabels: Record<string, string>;
  features: Array<'activities' | 'files' | 'history'>;
}

export const OBJECT_ICONS = [
  'appstore',
  'car',
  'shop',
  'rocket',
  'book',
  'home',
  'gift',
  'tool',
  'flag',
  'star',
];
const FEATURES = ['activities', 'files', 'history'] as const;

export function objectFormValues(object: SetupObject): ObjectFormValues {
  return {
    label: object.label,
    plural: object.plural,
    api: object.api,
    icon: object.icon,
    labels: object.labels,
    pluralLabels: object.pluralLabels,
    features: FEATURES.filter((feature) => object.features[feature]),
  };
}

export const featureFlags = (features: readonly string[]) => ({
  activities: features.includes('activities'),
  files: features.includes('files'),
  history: features.includes('history'),
});

/** A custom object's label, plural, API name (proposed from the label while new), icon, features, translations. */
export function ObjectForm(props: {
  form: ReturnType<typeof Form.useForm<ObjectFormValues>>[0];
  isNew: boolean;
  error?: string;
  initialValues?: ObjectFormValues;
  onFinish: (values: ObjectFormValues) => void;
}) {
  const { t } = useTranslation();
  const { form, isNew } = props;
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={props.initialValues}
      onFinish={props.onFinish}
      onValuesChange={(changed: Partial<ObjectFormValues>) => {
        if (isNew && changed.label !== undefined && !form.isFieldTouched('api'))
          form.setFieldsValue({ api: apiNameFromLabel(changed.label) });
        if (isNew && changed.label !== undefined && !form.isFieldTouched('plural'))
          form.setFieldsValue({ plural: changed.label ? `${changed.label}s` : '' });
      }}
    >
      {props.error && (
        <Alert type="error" showIcon title={props.error} style={{ marginBottom: 12 }} role="alert" />
      )}
      <Form.Item
        name="label"
        label={t('setup.object.label')}
        rules={[{ required: true, message: t('setup.required') }]}
      >
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item name="labels" noStyle>
        <LabelsEditor idPrefix="vela-object-label" />
      </Form.Item>
      <Form.Item
        name="plural"
        label={t('setup.object.plural')}
        rules={[{ required: true, message: t('setup.required') }]}
        style={{ marginTop: 12 }}
      >
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item name="pluralLabels" noStyle>
        <LabelsEditor idPrefix="vela-object-plural" />
      </Form.Item>
      <Form.Item
        name="api"
        label={t('setup.object.api')}
        extra={isNew ? t('setup.object.apiHelp') : undefined}
        rules={[
          { required: true, message: t('setup.required') },
          { pattern: /^[A-Za-z][A-Za-z0-9_]{0,40}$/, message: t('setup.object.apiHelp') },
        ]}
        style={{ marginTop: 12 }}
      >
        <Input disabled={!isNew} maxLength={41} />
      </Form.Item>
      <Form.Item name="icon" label={t('setup.object.icon')}>
        <Select options={OBJECT_ICONS.map((icon) => ({ value: icon, label: icon }))} />
      </Form.Item>
      <Form.Item name="features" label={t('setup.object.features')}>
        <Checkbox.Group
          options={FEATURES.map((feature) => ({ value: feature, label: t(`setup.feature.${feature}`) }))}
        />
      </Form.Item>
      {isNew && <p style={{ color: 'var(--ant-color-text-secondary)' }}>{t('setup.object.prefixAuto')}</p>}
    </Form>
  );
}
