import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SMS_MAX_BODY, SUPPORTED_LANGUAGES, smsSegments } from '@vela/core';
import { Alert, Form, Input, Modal, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/index.js';
import { LANGUAGE_NAMES } from '../../i18n/index.js';
import { fetchTemplates, renderTemplate, TEMPLATES_QUERY_KEY } from '../mail/index.js';
import { fetchRecipient, SMS_QUERY_KEY, sendText } from './sms-api.js';

interface SendTextDialogProps {
  recordId: string;
  open: boolean;
  onClose: () => void;
}

/** Sends a text to a record's phone, written or from a template filled in the recipient's language. */
export function SendTextDialog({ recordId, open, onClose }: SendTextDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const recipient = useQuery({
    queryKey: [SMS_QUERY_KEY, 'recipient', recordId],
    queryFn: () => fetchRecipient(recordId),
    enabled: open,
  });
  const templates = useQuery({
    queryKey: [TEMPLATES_QUERY_KEY, 'sms', recordId],
    queryFn: () => fetchTemplates('sms', recordId),
    enabled: open,
  });
  const phones = recipient.data?.phones ?? [];
  const firstSendable = phones.find((phone) => phone.normalised && !phone.optedOut);
  const [to, setTo] = useState('');
  const [templateId, setTemplateId] = useState('');
  const [language, setLanguage] = useState<string>('');
  const [body, setBody] = useState('');
  useEffect(() => {
    if (open && !to && firstSendable) setTo(firstSendable.normalised);
  }, [open, to, firstSendable]);
  useEffect(() => {
    if (open && !language && recipient.data?.language) setLanguage(recipient.data.language);
  }, [open, language, recipient.data?.language]);
  const fill = async (id: string, lang: string) => {
    if (!id) return;
    const filled = await renderTemplate(id, recordId, lang || undefined);
    setBody(filled.body);
    if (!lang) setLanguage(filled.language);
  };
  const send = useMutation({
    mutationFn: () =>
      sendText({
        recordId,
        to,
        templateId,
        body,
        ...(language && (SUPPORTED_LANGUAGES as readonly string[]).includes(language)
          ? { language: language as (typeof SUPPORTED_LANGUAGES)[number] }
          : {}),
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [SMS_QUERY_KEY] });
      setBody('');
      setTemplateId('');
      onClose();
    },
  });
  const parts = smsSegments(body);
  return (
    <Modal
      open={open}
      title={t('sms.sendTitle', { name: recipient.data?.name ?? '' })}
      okText={send.isPending ? t('sms.sending') : t('sms.send')}
      cancelText={t('sms.cancel')}
      onOk={() => send.mutate()}
      onCancel={onClose}
      okButtonProps={{
        disabled: !to || !body.trim() || !recipient.data?.providerReady,
        loading: send.isPending,
      }}
      destroyOnHidden
    >
      {recipient.data && !recipient.data.providerReady && (
        <Alert type="warning" showIcon message={t('sms.noProvider')} />
      )}
      {recipient.data && phones.length === 0 && <Alert type="info" showIcon message={t('sms.noPhone')} />}
      {send.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={isApiError(send.error) ? send.error.message : String(send.error)}
        />
      )}
      <Form layout="vertical" className="vela-sms-form">
        <Form.Item label={t('sms.to')} htmlFor="vela-sms-to">
          <Select
            id="vela-sms-to"
            value={to || undefined}
            onChange={setTo}
            options={phones.map((phone) => ({
              value: phone.normalised || phone.number,
              disabled: !phone.normalised || phone.optedOut,
              label: `${phone.label}: ${phone.number}${
                phone.optedOut
                  ? ` — ${t('sms.optedOut')}`
                  : phone.normalised
                    ? ''
                    : ` — ${t('sms.unreadable')}`
              }`,
            }))}
          />
        </Form.Item>
        <Form.Item label={t('sms.template')} htmlFor="vela-sms-template">
          <Select
            id="vela-sms-template"
            value={templateId}
            onChange={(id: string) => {
              setTemplateId(id);
              void fill(id, language);
            }}
            options={[
              { value: '', label: t('sms.noTemplate') },
              ...(templates.data ?? []).map((template) => ({ value: template.id, label: template.name })),
            ]}
          />
        </Form.Item>
        {templateId && (
          <Form.Item label={t('sms.language')} htmlFor="vela-sms-language">
            <Select
              id="vela-sms-language"
              value={language || undefined}
              onChange={(lang: string) => {
                setLanguage(lang);
                void fill(templateId, lang);
              }}
              options={(templates.data?.find((template) => template.id === templateId)?.languages ?? []).map(
                (lang) => ({
                  value: lang,
                  label: LANGUAGE_NAMES[lang as keyof typeof LANGUAGE_NAMES] ?? lang,
                }),
              )}
            />
          </Form.Item>
        )}
        <Form.Item label={t('sms.body')} htmlFor="vela-sms-body">
          <Input.TextArea
            id="vela-sms-body"
            value={body}
            onChange={(event) => setBody(event.target.value)}
            maxLength={SMS_MAX_BODY}
            autoSize={{ minRows: 3, maxRows: 8 }}
          />
        </Form.Item>
        <Typography.Text type="secondary">{t('sms.segments', { count: body.length, parts })}</Typography.Text>
      </Form>
    </Modal>
  );
}
