import { useMutation, useQuery } from '@tanstack/react-query';
import { MASS_MAIL_LIMITS } from '@vela/core';
import { Alert, Flex, Form, InputNumber, Modal, Progress, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/index.js';
import { fetchObjectEmailTemplates, TEMPLATES_QUERY_KEY } from '../templates/templates-api.js';
import {
  fetchMassMail,
  MASS_MAIL_QUERY_KEY,
  type MassMailQuestion,
  previewMassMail,
  startMassMail,
} from './mass-mail-api.js';

const POLL_MS = 2_000;
/** Once all are handled, bounces still arrive with the mailbox's sync: asked for now and then while open. */
const BOUNCE_POLL_MS = 30_000;

interface MassMailDialogProps {
  /** The list as shown: its object, view, filters and keyword. */
  question: MassMailQuestion & { objectApi: string };
  onClose: () => void;
}

const errorText = (error: unknown) => (isApiError(error) ? error.message : String(error));

/**
 * Mass e-mail from a list (issue 23): choose a template and a pace, see who receives it and who is
 * skipped, confirm, then watch it go out a minute's allowance at a time.
 */
export function MassMailDialog({ question, onClose }: MassMailDialogProps) {
  const { t } = useTranslation();
  const [templateId, setTemplateId] = useState('');
  const [perMinute, setPerMinute] = useState<number>(MASS_MAIL_LIMITS.defaultPerMinute);
  const templates = useQuery({
    queryKey: [TEMPLATES_QUERY_KEY, 'email', question.objectApi],
    queryFn: () => fetchObjectEmailTemplates(question.objectApi),
  });
  const preview = useQuery({
    queryKey: [MASS_MAIL_QUERY_KEY, 'preview', question, templateId],
    queryFn: () => previewMassMail(question, templateId),
  });
  const start = useMutation({
    mutationFn: () => startMassMail({ ...question, templateId, perMinute }),
  });
  const sendId = start.data?.id ?? '';
  const progress = useQuery({
    queryKey: [MASS_MAIL_QUERY_KEY, 'send', sendId],
    queryFn: () => fetchMassMail(sendId),
    enabled: sendId !== '',
    refetchInterval: (query) => (query.state.data?.status === 'done' ? BOUNCE_POLL_MS : POLL_MS),
  });
  const run = progress.data ?? start.data;
  const counts = preview.data;
  const done = run ? run.sent + run.failed + run.skipped : 0;
  return (
    <Modal
      open
      title={t('mail.mass.title')}
      okText={t('mail.mass.send')}
      cancelText={t('mail.mass.close')}
      onOk={() => start.mutate()}
      onCancel={onClose}
      okButtonProps={{
        disabled: !templateId || !counts || counts.recipients === 0 || run !== undefined,
        loading: start.isPending,
      }}
      destroyOnHidden
    >
      {(start.isError || preview.isError) && (
        <Alert type="error" showIcon role="alert" title={errorText(start.error ?? preview.error)} />
      )}
      <Form layout="vertical">
        <Form.Item label={t('mail.mass.template')} htmlFor="vela-mass-template">
          <Select
            id="vela-mass-template"
            value={templateId || undefined}
            onChange={setTemplateId}
            disabled={run !== undefined}
            loading={templates.isPending}
            notFoundContent={t('mail.mass.noTemplates')}
            options={(templates.data ?? []).map((template) => ({ value: template.id, label: template.name }))}
          />
        </Form.Item>
        <Form.Item label={t('mail.mass.perMinute')} htmlFor="vela-mass-rate">
          <InputNumber
            id="vela-mass-rate"
            min={1}
            max={MASS_MAIL_LIMITS.perMinute}
            precision={0}
            value={perMinute}
            disabled={run !== undefined}
            onChange={(value) => setPerMinute(value ?? MASS_MAIL_LIMITS.defaultPerMinute)}
          />
        </Form.Item>
      </Form>
      {counts && (
        <Flex vertical gap={4} role="status">
          <Typography.Text strong>
            {t('mail.mass.recipients', { count: counts.recipients, total: counts.total })}
          </Typography.Text>
          {counts.skippedOptOut > 0 && (
            <Typography.Text type="secondary">
              {t('mail.mass.skippedOptOut', { count: counts.skippedOptOut })}
            </Typography.Text>
          )}
          {counts.skippedNoAddress > 0 && (
            <Typography.Text type="secondary">
              {t('mail.mass.skippedNoAddress', { count: counts.skippedNoAddress })}
            </Typography.Text>
          )}
          {counts.limited && (
            <Alert
              type="warning"
              showIcon
              title={t('mail.mass.limited', { limit: MASS_MAIL_LIMITS.recipients })}
            />
          )}
          <Typography.Text type="secondary">{t('mail.mass.unsubscribeNote')}</Typography.Text>
        </Flex>
      )}
      {run && (
        <Flex vertical gap={4} className="vela-mass-progress">
          <Progress percent={run.total ? Math.round((done / run.total) * 100) : 100} />
          <Typography.Text aria-live="polite">
            {t('mail.mass.progress', {
              done,
              total: run.total,
              sent: run.sent,
              failed: run.failed,
              skipped: run.skipped,
            })}
          </Typography.Text>
          {run.status === 'done' && (
            <Typography.Text type="success">{t('mail.mass.finished')}</Typography.Text>
          )}
          {run.bounced > 0 && (
            <Typography.Text type="warning">{t('mail.mass.bounced', { count: run.bounced })}</Typography.Text>
          )}
          {run.failures.length > 0 && (
            <>
              <Typography.Text strong>{t('mail.mass.failures')}</Typography.Text>
              <ul className="vela-mass-failures">
                {run.failures.map((failure) => (
                  <li key={failure.recordId}>
                    {failure.name} &lt;{failure.address}&gt;: {failure.reason}
                  </li>
                ))}
              </ul>
            </>
          )}
        </Flex>
      )}
    </Modal>
  );
}
