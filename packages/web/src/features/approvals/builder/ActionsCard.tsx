import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { ACTION_KINDS, ACTION_TRIGGERS, ALERT_RECIPIENTS, type ApprovalAction } from '@vela/core';
import { Button, Card, Input, Select, Typography } from 'antd';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchObjectEmailTemplates, TEMPLATES_QUERY_KEY } from '../../mail/index.js';
import type { BuilderPartProps } from './builder-part.js';

/** The step chooser's "every step" (an action's step null): a select's value cannot be null. */
const EVERY_STEP = -1;

/** Actions on submission, each step's approval or rejection (every step or one), final approval, final rejection and recall. */
export function ActionsCard({
  objectApi,
  definition,
  patch,
  fields,
  people,
}: BuilderPartProps & { people: { value: string; label: string }[] }) {
  const { t } = useTranslation();
  const templates = useQuery({
    queryKey: [TEMPLATES_QUERY_KEY, 'email', objectApi],
    queryFn: () => fetchObjectEmailTemplates(objectApi),
    enabled: objectApi !== '',
  });
  const emailFields = fields.filter((field) => field.type === 'E');
  /** What an e-mail alert will send, in words: the template or the subject, and to whom. */
  const sends = (action: ApprovalAction) => {
    const to =
      action.recipient === 'user'
        ? (people.find((person) => person.value === action.recipientUserId)?.label ?? '…')
        : action.recipient === 'field'
          ? (emailFields.find((field) => field.api === action.recipientField)?.label ?? '…')
          : t(`approvals.recipient.${action.recipient}`);
    const template = templates.data?.find((entry) => entry.id === action.templateId);
    return template
      ? t('approvals.builder.sendsTemplate', { template: template.name, to })
      : t('approvals.builder.sendsSubject', { subject: action.subject || '…', to });
  };
  const setAction = (index: number, change: Partial<ApprovalAction>) =>
    patch({
      actions: definition.actions.map((action, at) => (at === index ? { ...action, ...change } : action)),
    });
  return (
    <Card size="small" title={t('approvals.builder.actions')}>
      <Typography.Paragraph type="secondary">{t('approvals.builder.alertNote')}</Typography.Paragraph>
      {definition.actions.map((action, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the rows have no identity but their place
        <Fragment key={`action-${index}`}>
          <div className="vela-builder__row">
            <Select
              aria-label={t('approvals.builder.when')}
              value={action.on}
              onChange={(on) => setAction(index, { on })}
              options={ACTION_TRIGGERS.map((on) => ({ value: on, label: t(`approvals.trigger.${on}`) }))}
            />
            {(action.on === 'stepApproved' || action.on === 'stepRejected') && (
              <Select
                aria-label={t('approvals.builder.whichStep')}
                value={action.step ?? EVERY_STEP}
                onChange={(step: number) => setAction(index, { step: step === EVERY_STEP ? null : step })}
                options={[
                  { value: EVERY_STEP, label: t('approvals.builder.everyStep') },
                  ...definition.steps.map((step, at) => ({ value: at, label: `${at + 1}. ${step.name}` })),
                ]}
              />
            )}
            <Select
              aria-label={t('approvals.builder.actionKind')}
              value={action.kind}
              onChange={(kind) => setAction(index, { kind })}
              options={ACTION_KINDS.map((kind) => ({
                value: kind,
                label: t(`approvals.action.${kind}`),
              }))}
            />
            {action.kind === 'fieldUpdate' && (
              <>
                <Select
                  showSearch
                  optionFilterProp="label"
                  aria-label={t('approvals.builder.field')}
                  placeholder={t('approvals.builder.field')}
                  value={action.field || undefined}
                  onChange={(field: string) => setAction(index, { field })}
                  options={fields.map((field) => ({ value: field.api, label: field.label }))}
                />
                <Input
                  aria-label={t('approvals.builder.value')}
                  placeholder={t('approvals.builder.value')}
                  className="vela-builder__value"
                  value={action.value}
                  onChange={(event) => setAction(index, { value: event.target.value })}
                />
              </>
            )}
            {(action.kind === 'emailAlert' || action.kind === 'task') && (
              <>
                <Input
                  aria-label={t('approvals.builder.subject')}
                  placeholder={t('approvals.builder.subject')}
                  className="vela-builder__value"
                  value={action.subject}
                  onChange={(event) => setAction(index, { subject: event.target.value })}
                />
                <Select
                  aria-label={t('approvals.builder.recipient')}
                  value={action.recipient}
                  onChange={(recipient) => setAction(index, { recipient })}
                  options={ALERT_RECIPIENTS.filter(
                    (value) => value !== 'field' || action.kind === 'emailAlert',
                  ).map((value) => ({ value, label: t(`approvals.recipient.${value}`) }))}
                />
                {action.recipient === 'user' && (
                  <Select
                    showSearch
                    optionFilterProp="label"
                    aria-label={t('approvals.kind.user')}
                    value={action.recipientUserId ?? undefined}
                    onChange={(recipientUserId: string) => setAction(index, { recipientUserId })}
                    options={people}
                  />
                )}
                {action.kind === 'emailAlert' && action.recipient === 'field' && (
                  <Select
                    aria-label={t('approvals.builder.recipientField')}
                    placeholder={t('approvals.builder.recipientField')}
                    value={action.recipientField || undefined}
                    onChange={(recipientField: string) => setAction(index, { recipientField })}
                    options={emailFields.map((field) => ({ value: field.api, label: field.label }))}
                  />
                )}
                {action.kind === 'emailAlert' && (
                  <Select
                    allowClear
                    aria-label={t('approvals.builder.template')}
                    placeholder={t('approvals.builder.noTemplate')}
                    loading={templates.isPending && objectApi !== ''}
                    value={action.templateId ?? undefined}
                    onChange={(templateId?: string) => setAction(index, { templateId: templateId ?? null })}
                    options={(templates.data ?? []).map((entry) => ({ value: entry.id, label: entry.name }))}
                  />
                )}
              </>
            )}
            {action.kind === 'webhook' && (
              <Input
                aria-label={t('approvals.builder.url')}
                placeholder="https://"
                className="vela-builder__value"
                value={action.url}
                onChange={(event) => setAction(index, { url: event.target.value })}
              />
            )}
            <Button
              type="text"
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={t('approvals.builder.removeAction')}
              onClick={() => patch({ actions: definition.actions.filter((_, at) => at !== index) })}
            />
          </div>
          {action.kind === 'emailAlert' && (
            <Typography.Paragraph type="secondary" className="vela-builder__sends">
              {sends(action)}
            </Typography.Paragraph>
          )}
        </Fragment>
      ))}
      <Button
        icon={<PlusOutlined aria-hidden />}
        onClick={() =>
          patch({
            actions: [
              ...definition.actions,
              {
                on: 'finalApproval',
                step: null,
                kind: 'emailAlert',
                field: '',
                value: '',
                subject: '',
                url: '',
                recipient: 'submitter',
                recipientUserId: null,
                recipientField: '',
                templateId: null,
              },
            ],
          })
        }
      >
        {t('approvals.builder.addAction')}
      </Button>
    </Card>
  );
}
