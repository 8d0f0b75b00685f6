import { useQueryClient } from '@tanstack/react-query';
import type { MailboxInput } from '@vela/core';
import { Alert, Button, Checkbox, Form, Input, InputNumber, Modal, message, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIL_QUERY_KEY, type MailboxView, type ServerCheck, saveMailbox, testMailbox } from './mail-api.js';

interface Props {
  open: boolean;
  mailbox: MailboxView | null | undefined;
  onClose: () => void;
}

/** The mailbox settings: IMAP and SMTP servers, user and password, a connection test that names the failing server. */
export function MailboxSettingsDialog({ open, mailbox, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<MailboxInput>();
  const [messages, holder] = message.useMessage();
  const [checks, setChecks] = useState<ServerCheck[]>();
  const [busy, setBusy] = useState<'test' | 'save'>();
  const useOrg = Form.useWatch('useOrgSmtp', form);
  const initial: MailboxInput = mailbox
    ? { ...mailbox, password: '' }
    : {
        emailAddress: '',
        displayName: '',
        imapHost: '',
        imapPort: 993,
        imapTls: true,
        useOrgSmtp: false,
        smtpHost: '',
        smtpPort: 465,
        smtpTls: true,
        username: '',
        password: '',
      };
  const values = async () => {
    const raw = await form.validateFields();
    return { ...initial, ...raw, password: raw.password ?? '' };
  };
  const test = async () => {
    setBusy('test');
    try {
      setChecks((await testMailbox(await values())).checks);
    } finally {
      setBusy(undefined);
    }
  };
  const save = async () => {
    setBusy('save');
    try {
      await saveMailbox(await values());
      void messages.success(t('mail.settings.saved'));
      await queryClient.invalidateQueries({ queryKey: [MAIL_QUERY_KEY] });
      onClose();
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <Modal
      open={open}
      title={t('mail.settings')}
      onCancel={onClose}
      destroyOnHidden
      width={640}
      footer={
        <Space>
          <Button onClick={() => void test()} loading={busy === 'test'}>
            {t('mail.settings.test')}
          </Button>
          <Button type="primary" onClick={() => void save()} loading={busy === 'save'}>
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      {holder}
      <Form form={form} layout="vertical" initialValues={initial} preserve={false} requiredMark>
        <Space wrap align="start">
          <Form.Item
            name="emailAddress"
            label={t('mail.settings.address')}
            rules={[{ required: true, type: 'email' }]}
          >
            <Input autoComplete="email" />
          </Form.Item>
          <Form.Item name="displayName" label={t('mail.settings.displayName')}>
            <Input />
          </Form.Item>
        </Space>
        <fieldset className="vela-mail-settings__group">
          <legend>{t('mail.settings.incoming')}</legend>
          <Space wrap align="start">
            <Form.Item name="imapHost" label={t('mail.settings.host')} rules={[{ required: true }]}>
              <Input placeholder="imap.example.com" />
            </Form.Item>
            <Form.Item name="imapPort" label={t('mail.settings.port')} rules={[{ required: true }]}>
              <InputNumber min={1} max={65535} />
            </Form.Item>
            <Form.Item name="imapTls" valuePropName="checked" label=" ">
              <Checkbox>{t('mail.settings.tls')}</Checkbox>
            </Form.Item>
          </Space>
        </fieldset>
        <fieldset className="vela-mail-settings__group">
          <legend>{t('mail.settings.outgoing')}</legend>
          <Form.Item name="useOrgSmtp" valuePropName="checked">
            <Checkbox>{t('mail.settings.useOrg')}</Checkbox>
          </Form.Item>
          {!useOrg && (
            <Space wrap align="start">
              <Form.Item name="smtpHost" label={t('mail.settings.host')} rules={[{ required: true }]}>
                <Input placeholder="smtp.example.com" />
              </Form.Item>
              <Form.Item name="smtpPort" label={t('mail.settings.port')} rules={[{ required: true }]}>
                <InputNumber min={1} max={65535} />
              </Form.Item>
              <Form.Item name="smtpTls" valuePropName="checked" label=" ">
                <Checkbox>{t('mail.settings.tls')}</Checkbox>
              </Form.Item>
            </Space>
          )}
        </fieldset>
        <Space wrap align="start">
          <Form.Item name="username" label={t('mail.settings.username')} rules={[{ required: true }]}>
            <Input autoComplete="username" />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('mail.settings.password')}
            rules={[{ required: !mailbox?.hasPassword }]}
            extra={mailbox?.hasPassword ? t('mail.settings.passwordKept') : undefined}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </Space>
      </Form>
      {checks && (
        <div role="status" className="vela-mail-settings__checks">
          {checks.map((check) => (
            <Alert
              key={check.server}
              type={check.ok ? 'success' : 'error'}
              showIcon
              message={
                check.ok
                  ? t('mail.settings.testOk', { server: check.server.toUpperCase() })
                  : t('mail.settings.testFailed', {
                      server: check.server.toUpperCase(),
                      host: check.host,
                      port: check.port,
                      problem: t(`mail.problem.${check.problem ?? 'other'}`),
                    })
              }
              description={check.ok ? undefined : check.detail}
            />
          ))}
        </div>
      )}
    </Modal>
  );
}
