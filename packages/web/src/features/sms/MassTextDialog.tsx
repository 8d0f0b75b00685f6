import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type SendMassTextInput, SMS_MASS_LIMIT, SMS_MAX_BODY, smsSegments } from '@vela/core';
import { Alert, Flex, Form, Input, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../api/index.js';
import { LANGUAGE_NAMES } from '../../i18n/index.js';
import { fetchObjectSmsTemplates, SMS_QUERY_KEY, sendMassText } from './sms-api.js';
import './sms.css';

interface MassTextDialogProps {
  objectApi: string;
  recordIds: string[];
  onClose: () => void;
}

type Language = NonNullable<SendMassTextInput['language']>;

/**
 * A mass text to a list's selected records (issue 23): a template filled for each record in its
 * language (or one chosen), or one text written here. Each record is texted at its first phone
 * number by the single text's rules; those that cannot be are listed with the reason.
 */
export function MassTextDialog({ objectApi, recordIds, onClose }: MassTextDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [templateId, setTemplateId] = useState('');
  const [language, setLanguage] = useState('');
  const [body, setBody] = useState('');
  const templates = useQuery({
    queryKey: [SMS_QUERY_KEY, 'templates', objectApi],
    queryFn: () => fetchObjectSmsTemplates(objectApi),
  });
  const template = templates.data?.find((entry) => entry.id === templateId);
  const tooMany = recordIds.length > SMS_MASS_LIMIT;
  const send = useMutation({
    mutationFn: () =>
      sendMassText({
        recordIds,
        templateId,
        body,
        ...(language ? { language: language as Language } : {}),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [SMS_QUERY_KEY] }),
  });
  const result = send.data;
  return (
    <Modal
      open
      title={t('sms.mass.title')}
      okText={send.isPending ? t('sms.sending') : t('sms.mass.send')}
      cancelText={t('sms.mass.close')}
      onOk={() => send.mutate()}
      onCancel={onClose}
      okButtonProps={{
        disabled: tooMany || (!templateId && !body.trim()) || result !== undefined,
        loading: send.isPending,
      }}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('sms.mass.records', { count: recordIds.length })}</Typography.Paragraph>
      {tooMany && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('sms.mass.tooMany', { count: recordIds.length, limit: SMS_MASS_LIMIT })}
        />
      )}
      {send.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={isApiError(send.error) ? send.error.message : t('sms.mass.failed')}
        />
      )}
      {result ? (
        <Flex vertical gap={4} role="status">
          <Typography.Text strong>{t('sms.mass.queued', { count: result.queued })}</Typography.Text>
          {result.skipped.length > 0 && (
            <>
              <Typography.Text>{t('sms.mass.skipped', { count: result.skipped.length })}</Typography.Text>
              <ul className="vela-sms-mass__skipped">
                {result.skipped.map((skip) => (
                  <li key={skip.recordId}>
                    {skip.name || skip.recordId}: {skip.reason}
                  </li>
                ))}
              </ul>
            </>
          )}
          <Link to="/noteSms/noteSmsList">{t('sms.mass.seeTexts')}</Link>
        </Flex>
      ) : (
        <Form layout="vertical" className="vela-sms-form">
          <Form.Item label={t('sms.template')} htmlFor="vela-mass-sms-template">
            <Select
              id="vela-mass-sms-template"
              value={templateId}
              loading={templates.isPending}
              onChange={(id: string) => {
                setTemplateId(id);
                setLanguage('');
              }}
              options={[
                { value: '', label: t('sms.noTemplate') },
                ...(templates.data ?? []).map((entry) => ({ value: entry.id, label: entry.name })),
              ]}
            />
          </Form.Item>
          {template && (
            <Form.Item label={t('sms.language')} htmlFor="vela-mass-sms-language">
              <Select
                id="vela-mass-sms-language"
                value={language}
                onChange={setLanguage}
                options={[
                  { value: '', label: t('sms.mass.eachLanguage') },
                  ...template.languages.map((code) => ({
                    value: code,
                    label: LANGUAGE_NAMES[code as keyof typeof LANGUAGE_NAMES] ?? code,
                  })),
                ]}
              />
            </Form.Item>
          )}
          <Form.Item
            label={t('sms.body')}
            htmlFor="vela-mass-sms-body"
            extra={template ? t('sms.mass.bodyWithTemplate') : undefined}
          >
            <Input.TextArea
              id="vela-mass-sms-body"
              value={body}
              onChange={(event) => setBody(event.target.value)}
              maxLength={SMS_MAX_BODY}
              autoSize={{ minRows: 3, maxRows: 8 }}
            />
          </Form.Item>
          <Typography.Text type="secondary">
            {t('sms.segments', { count: body.length, parts: smsSegments(body) })}
          </Typography.Text>
        </Form>
      )}
    </Modal>
  );
}
