import type { AppPropertiesInput } from '@vela/core';
import { Form, type FormInstance, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { LabelsEditor } from '../LabelsEditor.js';
import { LogoPicker } from '../LogoPicker.js';

export type AppValues = Required<Omit<AppPropertiesInput, 'appState'>> & { active: boolean };

/** The save's request; the logo only when it changed (a stored SVG logo is kept, never sent back). */
export const propertiesOf = (values: AppValues, storedLogo = ''): AppPropertiesInput => {
  const { active, logo, ...rest } = values;
  return { ...rest, appState: active ? 1 : 0, ...(logo === storedLogo ? {} : { logo }) };
};

/** An app's properties (issue 18): name and its translations, description, colour, logo, navigation, who sees it. */
export function AppPropertiesForm(props: {
  form: FormInstance<AppValues>;
  profiles: ReadonlyArray<{ id: string; name: string }>;
  initialValues: AppValues;
}) {
  const { t } = useTranslation();
  return (
    <Form<AppValues>
      form={props.form}
      initialValues={props.initialValues}
      layout="vertical"
      requiredMark={false}
      style={{ maxWidth: 560 }}
    >
      <Form.Item
        name="name"
        label={t('setup.apps.name')}
        rules={[{ required: true, whitespace: true, message: t('setup.apps.nameRequired') }, { max: 100 }]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="labels">
        <LabelsEditor idPrefix="app-labels" />
      </Form.Item>
      <Form.Item name="description" label={t('setup.apps.description')} rules={[{ max: 500 }]}>
        <Input.TextArea rows={2} />
      </Form.Item>
      <Form.Item name="bgcolor" label={t('setup.apps.colour')}>
        <Input type="color" style={{ width: 80, padding: 2 }} />
      </Form.Item>
      <Form.Item name="logo" label={t('setup.apps.logo')} htmlFor="app-logo">
        <LogoPicker id="app-logo" />
      </Form.Item>
      <Form.Item name="navigationStyle" label={t('setup.apps.navigation')}>
        <Select
          options={[
            { value: 'horizontal', label: t('setup.apps.navigation.horizontal') },
            { value: 'console', label: t('setup.apps.navigation.console') },
          ]}
        />
      </Form.Item>
      <Form.Item name="profileIds" label={t('setup.apps.profiles')} extra={t('setup.apps.profilesHint')}>
        <Select
          mode="multiple"
          allowClear
          optionFilterProp="label"
          placeholder={t('setup.apps.allProfiles')}
          options={props.profiles.map((profile) => ({ value: profile.id, label: profile.name }))}
        />
      </Form.Item>
      <Form.Item name="partnerVisible" label={t('setup.apps.partnerVisible')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="active" label={t('setup.apps.active')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="isDefault" label={t('setup.apps.default')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </Form>
  );
}

export const NEW_APP_VALUES: AppValues = {
  name: '',
  labels: {},
  description: '',
  bgcolor: '#0b5cab',
  logo: '',
  navigationStyle: 'horizontal',
  profileIds: [],
  partnerVisible: false,
  active: true,
  isDefault: false,
};
