import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SmsProviderInput } from '@vela/core';
import { Alert, Form, Input, Modal, message, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/index.js';
import { fetchProvider, SMS_QUERY_KEY, saveProvider } from './sms-api.js';

/** The organisation's text-message provider (administrators): Twilio or the built-in test provider. */
export function ProviderSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<SmsProviderInput>();
  const [messages, holder] = message.useMessage();
  const [problem, setProblem] = useState('');
  const [saving, setSaving] = useState(false);
  const provider = useQuery({ queryKey: [SMS_QUERY_KEY, 'provider'], queryFn: fetchProvider, enabled: open });
  const kind = Form.useWatch('kind', form);
  const current = provider.data;
  const save = async () => {
    setSaving(true);
    setProblem('');
    try {
      const values = await form.validateFields();
      await saveProvider({ ...values, authToken: values.authToken ?? '' });
      void messages.success(t('sms.provider.saved'));
      await queryClient.invalidateQueries({ queryKey: [SMS_QUERY_KEY] });
      onClose();
    } catch (error) {
      if (isApiError(error)) setProblem(error.message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('sms.provider')}
      okText={t('sms.save')}
      cancelText={t('sms.cancel')}
      onOk={() => void save()}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
      width={620}
    >
      {holder}
      {problem && <Alert type="error" showIcon role="alert" message={problem} />}
      {provider.isSuccess && (
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{
            kind: current?.kind ?? 'test',
            accountSid: current?.accountSid ?? '',
            authToken: '',
            fromNumber: current?.fromNumber ?? '',
            apiBaseUrl: current?.apiBaseUrl ?? 'https://api.twilio.com',
            callbackBaseUrl: current?.callbackBaseUrl ?? '',
            defaultCountryCode: current?.defaultCountryCode ?? '',
          }}
        >
          <Form.Item name="kind" label={t('sms.provider.kind')}>
            <Radio.Group
              options={[
                { value: 'twilio', label: t('sms.provider.twilio') },
                { value: 'test', label: t('sms.provider.test') },
              ]}
            />
          </Form.Item>
          {kind === 'twilio' && (
            <Form.Item name="accountSid" label={t('sms.provider.accountSid')} rules={[{ required: true }]}>
              <Input autoComplete="off" />
            </Form.Item>
          )}
          <Form.Item
            name="authToken"
            label={t('sms.provider.authToken')}
            extra={current?.hasAuthToken ? t('sms.provider.tokenKept') : undefined}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item name="fromNumber" label={t('sms.provider.fromNumber')} rules={[{ required: true }]}>
            <Input placeholder="+15005550006" />
          </Form.Item>
          {kind === 'twilio' && (
            <Form.Item name="apiBaseUrl" label={t('sms.provider.apiBaseUrl')}>
              <Input />
            </Form.Item>
          )}
          <Form.Item name="callbackBaseUrl" label={t('sms.provider.callbackBaseUrl')}>
            <Input placeholder="https://crm.example.org" />
          </Form.Item>
          <Form.Item name="defaultCountryCode" label={t('sms.provider.countryCode')}>
            <Input inputMode="numeric" maxLength={3} style={{ width: 100 }} />
          </Form.Item>
          {current?.inboundUrl && (
            <Typography.Paragraph type="secondary" copyable={{ text: current.inboundUrl }}>
              {t('sms.provider.inboundUrl', { url: current.inboundUrl })}
            </Typography.Paragraph>
          )}
          {current?.statusCallbackUrl && (
            <Typography.Paragraph type="secondary">
              {t('sms.provider.statusUrl', { url: current.statusCallbackUrl })}
            </Typography.Paragraph>
          )}
        </Form>
      )}
    </Modal>
  );
}
