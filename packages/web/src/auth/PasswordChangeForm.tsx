import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changePassword, type ErrorText, passwordChangeErrorText } from './auth-service.js';

interface PasswordFields {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Current, new and confirmed password, with the policy hint and the server's refusals. */
export function PasswordChangeForm({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordFields>();
  const [error, setError] = useState<ErrorText>();
  const [busy, setBusy] = useState(false);

  const submit = async ({ oldPassword, newPassword }: PasswordFields) => {
    setBusy(true);
    setError(undefined);
    try {
      await changePassword(oldPassword, newPassword);
      form.resetFields();
      onChanged();
    } catch (failure) {
      setError(passwordChangeErrorText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<PasswordFields>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      disabled={busy}
    >
      {error && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t(error.key, error.values ?? {})}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form.Item
        label={t('auth.currentPassword')}
        name="oldPassword"
        rules={[{ required: true, message: t('auth.passwordRequired') }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        label={t('auth.newPassword')}
        name="newPassword"
        extra={<Typography.Text type="secondary">{t('auth.passwordPolicyHint')}</Typography.Text>}
        rules={[{ required: true, message: t('auth.passwordRequired') }]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={t('auth.confirmPassword')}
        name="confirmPassword"
        dependencies={['newPassword']}
        rules={[
          { required: true, message: t('auth.passwordRequired') },
          ({ getFieldValue }) => ({
            validator: (_rule, value) =>
              !value || value === getFieldValue('newPassword')
                ? Promise.resolve()
                : Promise.reject(new Error(t('auth.passwordsDiffer'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('auth.changePassword.submit')}
      </Button>
    </Form>
  );
}
