import { useMutation, useQuery } from '@tanstack/react-query';
import { MAIL_MERGE_LIMITS, type MailMergeFormat, type MailMergeRequest } from '@vela/core';
import { Alert, Form, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/index.js';
import { LANGUAGE_NAMES } from '../../../i18n/index.js';
import { saveFile } from '../../profile/index.js';
import { fetchMergeTemplates, generateMergeDocument, MAIL_MERGE_QUERY_KEY } from './mail-merge-api.js';

interface MailMergeDialogProps {
  objectApi: string;
  /** The records to merge: a list's selection or one record. */
  recordIds: string[];
  onClose: () => void;
}

type Language = NonNullable<MailMergeRequest['language']>;

/** The file's name: the template's, safe on any disk. */
const fileName = (templateName: string, format: MailMergeFormat) =>
  `${templateName.replace(/[\\/:*?"<>|]+/g, '_').trim() || 'mail-merge'}.${format}`;

/**
 * Mail merge (issue 23): choose one of the object's templates and a language it is written in, and
 * get one PDF (or a Word document to edit) with a letter per record. More records than one document takes are refused here, before
 * any call, with the limit named.
 */
export function MailMergeDialog({ objectApi, recordIds, onClose }: MailMergeDialogProps) {
  const { t, i18n } = useTranslation();
  const [templateId, setTemplateId] = useState('');
  const [language, setLanguage] = useState('');
  const [format, setFormat] = useState<MailMergeFormat>('pdf');
  const templates = useQuery({
    queryKey: [MAIL_MERGE_QUERY_KEY, objectApi],
    queryFn: () => fetchMergeTemplates(objectApi),
  });
  const template = templates.data?.find((entry) => entry.id === templateId);
  const tooMany = recordIds.length > MAIL_MERGE_LIMITS.records;
  const generate = useMutation({
    mutationFn: async () => {
      if (!template) return;
      const file = await generateMergeDocument({
        templateId: template.id,
        recordIds,
        format,
        ...(language ? { language: language as Language } : {}),
      });
      saveFile(file, fileName(template.name, format));
    },
  });
  const chooseTemplate = (id: string) => {
    const chosen = templates.data?.find((entry) => entry.id === id);
    setTemplateId(id);
    setLanguage(
      chosen ? (chosen.languages.includes(i18n.language) ? i18n.language : chosen.defaultLanguage) : '',
    );
  };
  const failure = generate.error ?? templates.error;
  const problem = failure ? (isApiError(failure) ? failure.message : t('printing.mailMerge.failed')) : '';
  return (
    <Modal
      open
      title={t('printing.mailMerge.title')}
      okText={t(format === 'docx' ? 'printing.mailMerge.generateDocx' : 'printing.mailMerge.generate')}
      cancelText={t('printing.mailMerge.close')}
      onOk={() => generate.mutate()}
      onCancel={onClose}
      okButtonProps={{ disabled: tooMany || !template || generate.isPending, loading: generate.isPending }}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {t('printing.mailMerge.records', { count: recordIds.length })}
      </Typography.Paragraph>
      {tooMany && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('printing.mailMerge.tooMany', {
            count: recordIds.length,
            limit: MAIL_MERGE_LIMITS.records,
          })}
        />
      )}
      {problem && <Alert type="error" showIcon role="alert" title={problem} />}
      {generate.isSuccess && (
        <Alert
          type="success"
          showIcon
          role="status"
          title={t(format === 'docx' ? 'printing.mailMerge.doneDocx' : 'printing.mailMerge.done')}
        />
      )}
      <Form layout="vertical">
        <Form.Item label={t('printing.mailMerge.template')} htmlFor="vela-merge-template">
          <Select
            id="vela-merge-template"
            value={templateId || undefined}
            onChange={chooseTemplate}
            loading={templates.isPending}
            notFoundContent={t('printing.mailMerge.noTemplates')}
            options={(templates.data ?? []).map((entry) => ({
              value: entry.id,
              label: `${entry.name} (${t(entry.kind === 'sms' ? 'printing.mailMerge.kindSms' : 'printing.mailMerge.kindEmail')})`,
            }))}
          />
        </Form.Item>
        <Form.Item label={t('printing.mailMerge.language')} htmlFor="vela-merge-language">
          <Select
            id="vela-merge-language"
            value={language || undefined}
            onChange={setLanguage}
            disabled={!template}
            options={(template?.languages ?? []).map((code) => ({
              value: code,
              label: LANGUAGE_NAMES[code as keyof typeof LANGUAGE_NAMES] ?? code,
            }))}
          />
        </Form.Item>
        <Form.Item label={t('printing.mailMerge.format')} htmlFor="vela-merge-format">
          <Select
            id="vela-merge-format"
            value={format}
            onChange={setFormat}
            options={[
              { value: 'pdf', label: t('printing.mailMerge.formatPdf') },
              { value: 'docx', label: t('printing.mailMerge.formatDocx') },
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
